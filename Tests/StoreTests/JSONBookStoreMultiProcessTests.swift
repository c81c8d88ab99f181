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
    private static let perWriter = 40

    /// The body of one writer process; skipped when the runner is not started as a writer.
    func testWriterProcess() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let data = environment[Self.dataFolderKey], let name = environment[Self.writerNameKey] else {
            throw XCTSkip("runs only inside the writer processes of testFourProcessesAddingAtOnceLoseNothing")
        }
        let store = JSONBookStore(catalogURL: JSONBookStore.bundledCatalogURL, dataDirectory: URL(fileURLWithPath: data))
        for number in 0..<Self.perWriter {
            try store.addSuggestion(Suggestion(id: "\(name)-\(number)", title: "Title \(number)", author: name, category: .middleGrade))
        }
    }

    func testFourProcessesAddingAtOnceLoseNothing() throws {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let data = folder.file("data")
        let names = ["p1", "p2", "p3", "p4"]
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
}
