import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// Several processes adding suggestions to one data folder at once.
///
/// The writer processes are this very test runner, started again on ``testWriterProcess()``
/// with the data folder and a writer name in the environment.
final class JSONBookStoreMultiProcessTests: XCTestCase {
    private static let dataFolderKey = "BOOKDIR_TEST_WRITER_DATA_DIR"
    private static let writerNameKey = "BOOKDIR_TEST_WRITER_NAME"
    private static let perWriter = 100
    private static let reviewKey = "BOOKDIR_TEST_REVIEWER"

    /// The body of one writer process; skipped when the runner is not started as a writer.
    func testWriterProcess() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let data = environment[Self.dataFolderKey], let name = environment[Self.writerNameKey] else {
            throw XCTSkip("runs only inside the writer processes of testEightProcessesAddingAtOnceLoseNothing")
        }
        let store = JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: URL(fileURLWithPath: data))
        if environment[Self.reviewKey] != nil {
            // A curator: waits for the go file, accepts suggestion "s1", and says what came of it.
            while !FileManager.default.fileExists(atPath: data + "/go") {}
            let book = Book(id: "accepted-at-once", title: "Accepted At Once", authors: ["Ana Author"], category: .middleGrade,
                            description: "Two curators accept it at once.")
            switch try store.review("s1", .accept(book), by: name) {
            case .decided: print("decided")
            case .alreadyDecided: print("alreadyDecided")
            default: print("other")
            }
            return
        }
        for number in 0..<Self.perWriter {
            try store.addSuggestion(Suggestion(id: "\(name)-\(number)", title: "Title \(number)", author: name, category: .middleGrade))
        }
    }

    func testEightProcessesAddingAtOnceLoseNothing() throws {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let data = folder.file("data")
        let names = (1...8).map { "p\($0)" }
        var processes: [Process] = []
        for name in names {
            processes.append(try TestRunnerChild.start(
                runner, test: "StoreTests.JSONBookStoreMultiProcessTests/testWriterProcess",
                settings: [Self.dataFolderKey: data.path, Self.writerNameKey: name], output: FileHandle.nullDevice))
        }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 0, "a writer process failed")
        }

        let stored = try JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: data).loadSuggestions()
        XCTAssertEqual(stored.count, names.count * Self.perWriter)
        for name in names {
            XCTAssertEqual(stored.filter { $0.author == name }.map(\.id), (0..<Self.perWriter).map { "\(name)-\($0)" })
        }
        // No temporary file is left; `cache` holds the bundled catalog in binary form (128 KB or more).
        XCTAssertEqual(try folder.names(in: data), ["cache", "suggestions.json", "suggestions.json.lock"])
        #else
        throw XCTSkip("starts the Linux test runner again")
        #endif
    }

    func testTwoProcessesAcceptingOneSuggestionAtOnceDecideItOnce() throws {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        for round in 0..<3 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let data = folder.file("data")
            let store = JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: data)
            try store.addSuggestion(Suggestion(id: "s1", title: "Accepted At Once", author: "Ana Author", category: .middleGrade))
            var children: [(Process, Pipe)] = []
            for name in ["c1", "c2"] {
                let pipe = Pipe()
                children.append((try TestRunnerChild.start(
                    runner, test: "StoreTests.JSONBookStoreMultiProcessTests/testWriterProcess",
                    settings: [Self.dataFolderKey: data.path, Self.writerNameKey: name, Self.reviewKey: "1"],
                    output: pipe.fileHandleForWriting), pipe))
            }
            FileManager.default.createFile(atPath: data.path + "/go", contents: nil)
            var answers: [String] = []
            for (process, pipe) in children {
                process.waitUntilExit()
                try pipe.fileHandleForWriting.close()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                answers += ["decided", "alreadyDecided", "other"].filter { output.contains("\n\($0)\n") || output.hasPrefix("\($0)\n") }
                XCTAssertEqual(process.terminationStatus, 0, "round \(round): a curator process failed")
            }
            XCTAssertEqual(answers.sorted(), ["alreadyDecided", "decided"], "round \(round)")
            let stored = try store.loadSuggestions()
            XCTAssertEqual(stored.map(\.status), [.accepted(bookID: "accepted-at-once")])
            XCTAssertEqual(try store.loadBooks().filter { $0.id.hasPrefix("accepted-at-once") }.count, 1, "round \(round): the book once")
        }
        #else
        throw XCTSkip("starts the Linux test runner again")
        #endif
    }
}
