import Foundation
import XCTest

/// The rooms of docs/ARCHITECTURE.md, checked on the source tree: each target imports only the
/// rooms its arrows point to, no file is over 300 lines, no folder holds more than 15 files, and
/// no Swift file is empty.
final class RoomsTests: XCTestCase {
    /// The package's `Sources` folder.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// What the system gives every room.
    private static let system: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Dispatch"]

    /// The arrows: the project's modules each room may import.
    private static let arrows: [String: Set<String>] = [
        "Catalog": [],
        "Support": [],
        "Search": ["Catalog", "Support"],
        "Store": ["Catalog", "Search", "Support"],
        "PostgresStore": ["Catalog", "Holdings", "PostgresNIO"],
        "Holdings": ["Catalog", "Support", "ZIPFoundation"],
        "Widgets": [],
        "ViewModels": ["Catalog", "Search"],
        "Screens": ["ViewModels", "Widgets", "Catalog", "Search"],
        "Terminal": ["CNcurses", "Widgets"],
        "Settings": ["Screens", "Widgets", "Search", "TOMLKit"],
        "bookdir": ["Catalog", "Search", "Store", "ViewModels", "Widgets", "Screens", "Terminal", "PostgresStore", "ArgumentParser", "Support", "Holdings",
                    "Settings"],
    ]

    private func swiftFiles(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    private func relative(_ url: URL) -> String {
        String(url.path.dropFirst(Self.sources.deletingLastPathComponent().path.count + 1))
    }

    func testEveryRoomIsKnownAndHasFiles() throws {
        let rooms = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0 != "CNcurses" }
        XCTAssertEqual(Set(rooms), Set(Self.arrows.keys))
        for room in Self.arrows.keys {
            XCTAssertFalse(swiftFiles(in: Self.sources.appendingPathComponent(room)).isEmpty, room)
        }
    }

    func testEachRoomImportsOnlyWhatItsArrowsPointTo() throws {
        var violations: [String] = []
        for (room, allowed) in Self.arrows {
            for file in swiftFiles(in: Self.sources.appendingPathComponent(room)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                          words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
                    else { continue }
                    let module = words[index + 1].split(separator: ".").first.map(String.init) ?? ""
                    if !allowed.contains(module) && !Self.system.contains(module) {
                        violations.append("\(relative(file)) imports \(module)")
                    }
                }
            }
        }
        XCTAssertEqual(violations, [], "the arrows go bookdir → Terminal → Widgets; bookdir → Screens → ViewModels → Search → Catalog; Screens → Widgets; Store → Search, Catalog; PostgresStore → Catalog, Holdings; Holdings → Catalog, Support")
    }

    func testNoSourceFileIsOverThreeHundredLines() throws {
        var long: [String] = []
        for file in swiftFiles(in: Self.sources) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            if lines > 301 { long.append("\(relative(file)): \(lines - 1) lines") }
        }
        XCTAssertEqual(long, [])
    }

    func testNoFolderHoldsMoreThanFifteenFiles() throws {
        var crowded: [String] = []
        let walker = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: [.isDirectoryKey])
        let folders = [Self.sources] + (walker?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        }
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            if files.count > 15 { crowded.append("\(relative(folder)): \(files.count) files") }
        }
        XCTAssertEqual(crowded, [], "a folder of more than 15 files gets sub-folders by concept")
    }

    /// What Package.swift declares, target by target: its folder and the modules it depends on.
    private func declaredTargets() throws -> [(name: String, folder: String, dependencies: Set<String>)] {
        let root = Self.sources.deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [(String, String, Set<String>)] = []
        for chunk in manifest.components(separatedBy: "\n        .").dropFirst() {
            guard chunk.hasPrefix("target(") || chunk.hasPrefix("testTarget(") || chunk.hasPrefix("executableTarget("),
                  let nameStart = chunk.range(of: "name: \"") else { continue }
            let name = String(chunk[nameStart.upperBound...].prefix { $0 != "\"" })
            let beforePath = chunk.components(separatedBy: "path:")[0]
            var dependencies = Set(beforePath.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
            if chunk.contains("product(name: \"ArgumentParser\"") { dependencies.insert("ArgumentParser") }
            let folder: String
            if let path = chunk.range(of: "path: \"") {
                folder = String(chunk[path.upperBound...].prefix { $0 != "\"" })
            } else {
                folder = (chunk.hasPrefix("testTarget(") ? "Tests/" : "Sources/") + name
            }
            targets.append((name, folder, dependencies))
        }
        return targets
    }

    /// A module imported but not declared builds only by luck of the build order (a fresh clone
    /// may fail): every target, tests and benchmarks included, imports only what it declares.
    func testEveryTargetImportsOnlyTheModulesItDeclares() throws {
        let root = Self.sources.deletingLastPathComponent()
        let targets = try declaredTargets()
        XCTAssertGreaterThan(targets.count, 15, "Package.swift was read")
        var undeclared: [String] = []
        for target in targets {
            for file in swiftFiles(in: root.appendingPathComponent(target.folder)) {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                          words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                    let module = words[index + 1]
                    if !target.dependencies.contains(module) && !Self.system.contains(module) && module != "XCTest" {
                        undeclared.append("\(target.name): \(file.lastPathComponent) imports \(module)")
                    }
                }
            }
        }
        XCTAssertEqual(undeclared, [])
    }

    /// A Swift file of any target with nothing in it builds, and its tests silently go missing (a
    /// script that failed while writing a test file left it empty once): every file has a line of code.
    func testNoSwiftFileIsEmpty() throws {
        let root = Self.sources.deletingLastPathComponent()
        var empty: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks"] {
            for file in swiftFiles(in: root.appendingPathComponent(folder)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let code = text.split(separator: "\n").contains { line in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return !trimmed.isEmpty && !trimmed.hasPrefix("//")
                }
                if !code { empty.append(String(file.path.dropFirst(root.path.count + 1))) }
            }
        }
        XCTAssertEqual(empty, [])
    }
}
