import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// Data files that are links, or hold what bookdir does not know, or bend JSON's rules.
final class DataFileEdgeTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var catalog: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        catalog = try folder.write(#"{"version": 1, "books": [{"id": "a", "title": "A", "author": "B", "category": "PB", "description": "D"}]}"#,
                                   to: "books.json")
    }

    override func tearDown() {
        folder.remove()
    }

    private func suggestion(_ title: String) -> Suggestion {
        Suggestion(id: title, title: title, author: "Someone", category: .middleGrade, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    func testASymlinkedSuggestionsFileIsWrittenThroughToItsTargetAndStaysALink() throws {
        let data = folder.file("data")
        let synced = folder.file("synced")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        let target = synced.appendingPathComponent("my-suggestions.json")
        try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("suggestions.json").path,
                                                   withDestinationPath: "../synced/my-suggestions.json")
        let store = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        try store.addSuggestion(suggestion("First"))
        try store.addSuggestion(suggestion("Second"))

        let link = data.appendingPathComponent("suggestions.json").path
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "../synced/my-suggestions.json",
                       "the link is still a link")
        XCTAssertEqual(try store.loadSuggestions().map(\.title), ["First", "Second"])
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: target)) as? [String: Any]
        XCTAssertEqual((written?["suggestions"] as? [[String: Any]])?.count, 2, "the target received both")
        XCTAssertEqual(try folder.names(in: synced), ["my-suggestions.json"], "no temporary file left beside the target")
    }

    func testALockFileThatIsASymlinkIsNeverFollowed() throws {
        let data = folder.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let elsewhere = folder.file("planted")
        try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("suggestions.json.lock").path,
                                                   withDestinationPath: elsewhere.path)
        let store = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        XCTAssertThrowsError(try store.addSuggestion(suggestion("First"))) { error in
            let message = (error as? BookStoreError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("Could not write the suggestions file: It is a symbolic link, which bookdir does not follow there; "
                                            + "remove the link ("), message)
            XCTAssertTrue(message.contains("while trying to open the lock file \(data.path)/suggestions.json.lock"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path), "nothing was created where the link points")
        XCTAssertEqual(try store.loadSuggestions(), [])
    }

    func testKeysBookdirDoesNotKnowAreKeptWhenTheFileIsWritten() throws {
        let data = folder.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try folder.write("""
            {"version": 1, "library": {"branch": "North", "shelves": [1, 2.5, null, true]},
             "suggestions": [{"id": "x", "title": "Old", "author": "Someone", "category": "YA",
               "createdAt": "2026-11-21T19:30:05.250Z", "note": "from the staff room", "votes": 3}]}
            """, to: "data/suggestions.json")
        let store = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        try store.addSuggestion(suggestion("New"))
        let written = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: store.suggestionsURL)) as? [String: Any])
        let library = try XCTUnwrap(written["library"] as? [String: Any])
        XCTAssertEqual(library["branch"] as? String, "North")
        XCTAssertEqual((library["shelves"] as? [Any])?.count, 4)
        let records = try XCTUnwrap(written["suggestions"] as? [[String: Any]])
        XCTAssertEqual(records.map { $0["title"] as? String }, ["Old", "New"])
        XCTAssertEqual(records[0]["note"] as? String, "from the staff room")
        XCTAssertEqual(records[0]["votes"] as? Int, 3)
        XCTAssertNil(records[1]["note"])
    }

    func testHugeNumbersAndKeysGivenTwiceAreFaultsWithTheirLineAndColumn() {
        XCTAssertEqual(JSONSyntaxChecker.firstError(in: Array("{\"version\": 1,\n \"year\": 1e999}".utf8)),
                       JSONSyntaxError(line: 2, column: 10, reason: "the number 1e999 is too large to read"))
        XCTAssertEqual(JSONSyntaxChecker.firstError(in: Array("{\"books\": [{\"id\": \"a\",\n  \"year\": 1, \"year\": 2}]}".utf8)),
                       JSONSyntaxError(line: 2, column: 14, reason: "the key \"year\" twice in one object"))
        XCTAssertNil(JSONSyntaxChecker.firstError(in: Array("[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}, 12345678901234567890, 1.5e3]".utf8)),
                     "the same key in other objects, and large but readable numbers, are fine")
    }
}
