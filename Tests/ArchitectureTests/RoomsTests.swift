import Foundation
import XCTest

/// The rooms of docs/ARCHITECTURE.md, checked on the source tree: each target imports only the
/// rooms its arrows point to, no file is over 300 lines, and no folder holds more than 15 files.
final class RoomsTests: XCTestCase {
    /// The package's `Sources` folder.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// What the system gives every room.
    private static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch"]

    /// The arrows: the project's modules each room may import.
    private static let arrows: [String: Set<String>] = [
        "Catalog": [],
        "Search": ["Catalog"],
        "Store": ["Catalog", "Search"],
        "Widgets": [],
        "ViewModels": ["Catalog", "Search"],
        "Screens": ["ViewModels", "Widgets", "Catalog", "Search"],
        "Terminal": ["CNcurses", "Widgets"],
        "bookdir": ["Catalog", "Search", "Store", "ViewModels", "Widgets", "Screens", "Terminal", "ArgumentParser"],
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
        XCTAssertEqual(violations, [], "the arrows go bookdir → Terminal → Widgets; bookdir → Screens → ViewModels → Search → Catalog; Screens → Widgets; Store → Search, Catalog")
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
}
