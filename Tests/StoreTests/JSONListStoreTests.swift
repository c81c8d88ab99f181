import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// The lists file on disk: its exact bytes, a damaged file left untouched, and writers (two
/// store instances, several processes) that never lose each other's changes.
final class JSONListStoreTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var data: URL { folder.file("data") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    static let love = ListEntry(bookID: "love", title: "Love", author: "Matt de la Peña")
    static let poet = ListEntry(bookID: "the-poet-x", title: "The Poet X", author: "Elizabeth Acevedo")

    func testNoFileIsNoListAndCreatesNothing() throws {
        XCTAssertEqual(try JSONListStore(dataDirectory: data).loadLists(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.path))
    }

    func testTheFileHoldsExactlyTheseBytes() throws {
        let store = JSONListStore(dataDirectory: data)
        let result = try store.change(.add([Self.love, Self.poet], toList: "  Summer  "))
        XCTAssertEqual(result.outcome, .changed(2))
        let text = try String(contentsOf: store.listsURL, encoding: .utf8)
        XCTAssertEqual(text, """
            {
              "lists" : [
                {
                  "books" : [
                    {
                      "author" : "Matt de la Peña",
                      "id" : "love",
                      "title" : "Love"
                    },
                    {
                      "author" : "Elizabeth Acevedo",
                      "id" : "the-poet-x",
                      "title" : "The Poet X"
                    }
                  ],
                  "name" : "Summer"
                }
              ],
              "version" : 1
            }

            """)
        XCTAssertEqual(try folder.names(in: data), ["lists.json", "lists.json.lock"])
    }

    func testChangesKeepOrderAndUnknownKeys() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("""
            {"version": 1, "theme": "dark", "lists": [{"name": "A", "color": "red", "books": [
              {"id": "love", "title": "Love", "author": "Matt de la Peña"}]}]}
            """.utf8).write(to: data.appendingPathComponent("lists.json"))
        let store = JSONListStore(dataDirectory: data)
        XCTAssertEqual(try store.change(.add([Self.poet], toList: "a")).outcome, .changed(1))
        XCTAssertEqual(try store.change(.move(bookID: "the-poet-x", by: -1, inList: "A")).outcome, .changed(1))
        let lists = try store.loadLists()
        XCTAssertEqual(lists, [ReadingList(name: "A", entries: [Self.poet, Self.love])])
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: store.listsURL)) as? [String: Any]
        XCTAssertEqual(object?["theme"] as? String, "dark")
        XCTAssertEqual((object?["lists"] as? [[String: Any]])?.first?["color"] as? String, "red")
    }

    func testACorruptFileIsReportedByNameAndNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let url = data.appendingPathComponent("lists.json")
        let damaged = Data("{\"version\": 1, \"lists\": [\n  {\"name\": \"A\" \"books\": []}]}".utf8)
        try damaged.write(to: url)
        let store = JSONListStore(dataDirectory: data)
        XCTAssertThrowsError(try store.loadLists()) { error in
            let failure = error as? BookStoreError
            XCTAssertEqual(failure?.kind, .corrupt(line: 2, column: 16))
            XCTAssertEqual(failure?.message.hasPrefix("The lists file is not valid JSON (line 2, column 16)"), true, failure?.message ?? "")
            XCTAssertEqual(failure?.message.contains(url.path), true)
        }
        XCTAssertThrowsError(try store.change(.add([Self.love], toList: "A")))
        XCTAssertEqual(try Data(contentsOf: url), damaged)
    }

    func testAnotherVersionIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let url = data.appendingPathComponent("lists.json")
        let newer = Data("{\"version\": 2, \"lists\": []}".utf8)
        try newer.write(to: url)
        XCTAssertThrowsError(try JSONListStore(dataDirectory: data).change(.delete("A"))) { error in
            XCTAssertEqual((error as? BookStoreError)?.kind, .unsupportedVersion(2))
        }
        XCTAssertEqual(try Data(contentsOf: url), newer)
    }

    func testTwoStoresOnOneFolderKeepEachOthersChanges() throws {
        let first = JSONListStore(dataDirectory: data), second = JSONListStore(dataDirectory: data)
        _ = try first.change(.add([Self.love], toList: "Summer"))
        _ = try second.change(.add([Self.poet], toList: "Summer"))
        _ = try first.change(.add([Self.poet], toList: "Winter"))
        let result = try second.change(.rename("Winter", to: "Cold"))
        XCTAssertEqual(result.lists.map(\.name), ["Summer", "Cold"])
        XCTAssertEqual(try first.loadLists(), [
            ReadingList(name: "Summer", entries: [Self.love, Self.poet]), ReadingList(name: "Cold", entries: [Self.poet]),
        ])
    }

    func testARefusedChangeWritesNothing() throws {
        let store = JSONListStore(dataDirectory: data)
        _ = try store.change(.add([Self.love], toList: "A"))
        let before = try Data(contentsOf: store.listsURL)
        XCTAssertEqual(try store.change(.rename("A", to: " ")).outcome, .invalidName("A list needs a name."))
        XCTAssertEqual(try store.change(.remove(bookIDs: ["nope"], fromList: "A")).outcome, .notInList(["nope"]))
        XCTAssertEqual(try store.change(.delete("B")).outcome, .noSuchList("B"))
        XCTAssertEqual(try Data(contentsOf: store.listsURL), before)
    }

    func testADataFolderThatIsAFileIsNamed() throws {
        try Data("x".utf8).write(to: data)
        XCTAssertThrowsError(try JSONListStore(dataDirectory: data).change(.add([Self.love], toList: "A"))) { error in
            XCTAssertEqual((error as? BookStoreError)?.message.contains("\(data.path) is a file, not a folder"), true)
        }
    }

    // MARK: - Several processes

    private static let dataFolderKey = "BOOKDIR_TEST_LISTS_DATA_DIR"
    private static let writerNameKey = "BOOKDIR_TEST_LISTS_WRITER"
    private static let perWriter = 25

    /// The body of one writer process; skipped when the runner is not started as a writer.
    func testListWriterProcess() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let data = environment[Self.dataFolderKey], let name = environment[Self.writerNameKey] else {
            throw XCTSkip("runs only inside the writer processes of testThreeProcessesSavingAtOnceLoseNothing")
        }
        let store = JSONListStore(dataDirectory: URL(fileURLWithPath: data))
        for number in 0 ..< Self.perWriter {
            _ = try store.change(.add([ListEntry(bookID: "\(name)-\(number)", title: "T", author: name)], toList: "Shared"))
        }
    }

    func testThreeProcessesSavingAtOnceLoseNothing() throws {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        let names = ["p1", "p2", "p3"]
        let processes = try names.map { name in
            try TestRunnerChild.start(runner, test: "StoreTests.JSONListStoreTests/testListWriterProcess",
                                      settings: [Self.dataFolderKey: data.path, Self.writerNameKey: name], output: FileHandle.nullDevice)
        }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "a writer process failed")
        }
        let entries = try JSONListStore(dataDirectory: data).loadLists().first?.entries ?? []
        XCTAssertEqual(entries.count, names.count * Self.perWriter)
        for name in names {
            XCTAssertEqual(entries.filter { $0.author == name }.map(\.bookID), (0 ..< Self.perWriter).map { "\(name)-\($0)" })
        }
        #else
        throw XCTSkip("starts the Linux test runner again")
        #endif
    }
}
