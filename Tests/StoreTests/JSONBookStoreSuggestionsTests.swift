import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class JSONBookStoreSuggestionsTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func makeStore(dataDirectory: URL? = nil) throws -> JSONBookStore {
        let catalog = try folder.write(#"{"version": 1, "books": []}"#, to: "books.json")
        return JSONBookStore(catalogURL: catalog, dataDirectory: dataDirectory ?? folder.file("data"))
    }

    private let suggestionsAdvice = "Fix the file or move it aside (bookdir then starts a new one); bookdir will not change it until then."

    /// 2026-11-21T19:30:05.250Z
    private let noon = Date(timeIntervalSince1970: 1_795_289_405.25)

    private func addError(_ store: JSONBookStore, _ suggestion: Suggestion) -> BookStoreError? {
        do {
            try store.addSuggestion(suggestion)
            return nil
        } catch {
            return error
        }
    }

    private func loadError(_ store: JSONBookStore) -> BookStoreError? {
        do {
            _ = try store.loadSuggestions()
            return nil
        } catch {
            return error
        }
    }

    func testTheSuggestionsFileLivesInTheDataFolder() throws {
        let store = try makeStore()
        XCTAssertEqual(store.suggestionsURL, folder.file("data").appendingPathComponent("suggestions.json"))
        XCTAssertEqual(store.dataDirectory, folder.file("data"))
    }

    func testAMissingSuggestionsFileIsAnEmptyListAndCreatesNothing() throws {
        let store = try makeStore()
        XCTAssertEqual(try store.loadSuggestions(), [])
        XCTAssertEqual(try folder.names(), ["books.json"])
    }

    func testTheFirstSuggestionCreatesTheDataFolderWithItsParents() throws {
        let data = folder.url.appendingPathComponent("a/b/bookdir")
        let store = try makeStore(dataDirectory: data)
        let suggestion = Suggestion(id: "s1", title: "Freedom Summer", author: "Deborah Wiles", category: .pictureBook, createdAt: noon)
        try store.addSuggestion(suggestion)
        XCTAssertEqual(try folder.names(in: data), ["suggestions.json", "suggestions.json.lock"])
        XCTAssertEqual(try store.loadSuggestions(), [suggestion])
    }

    func testTheFileOnDiskHasExactlyTheseBytes() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "Esperanza Rising", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: noon))
        try store.addSuggestion(Suggestion(id: "s2", title: "A/B \"quoted\"\ttab", author: "Ｚ", category: .youngAdult,
                                           createdAt: Date(timeIntervalSince1970: 0)))
        let text = try String(contentsOf: store.suggestionsURL, encoding: .utf8)
        XCTAssertEqual(text, """
            {
              "suggestions" : [
                {
                  "author" : "Pam Muñoz Ryan",
                  "category" : "MG",
                  "createdAt" : "2026-11-21T19:30:05.250Z",
                  "id" : "s1",
                  "status" : "pending",
                  "title" : "Esperanza Rising"
                },
                {
                  "author" : "Ｚ",
                  "category" : "YA",
                  "createdAt" : "1970-01-01T00:00:00.000Z",
                  "id" : "s2",
                  "status" : "pending",
                  "title" : "A/B \\"quoted\\"\\ttab"
                }
              ],
              "version" : 2
            }

            """)
    }

    func testSuggestionsComeBackInTheOrderTheyWereAdded() throws {
        let store = try makeStore()
        let suggestions = (1...5).map { number in
            Suggestion(id: "id-\(number)", title: "Title \(number) ✨", author: "Autora Peña", category: Category.allCases[number % 4],
                       createdAt: noon.addingTimeInterval(Double(number) * 0.25))
        }
        for suggestion in suggestions {
            try store.addSuggestion(suggestion)
        }
        XCTAssertEqual(try store.loadSuggestions(), suggestions)
        XCTAssertEqual(try JSONBookStore(catalogURL: store.catalogURL, dataDirectory: store.dataDirectory).loadSuggestions(), suggestions)
    }

    func testDatesAreKeptToTheMillisecondAndReadWithOrWithoutFractions() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s", title: "T", author: "A", category: .chapterBook,
                                           createdAt: Date(timeIntervalSince1970: 1_795_289_405.2504)))
        XCTAssertEqual(try store.loadSuggestions().first?.createdAt, noon)

        try folder.write("""
            {"version": 1, "suggestions": [{"id": "w", "title": "T", "author": "A", "category": "CB", "createdAt": "2026-11-21T19:30:05Z"}]}
            """, to: "data/suggestions.json")
        XCTAssertEqual(try store.loadSuggestions().first?.createdAt, Date(timeIntervalSince1970: 1_795_289_405))
    }

    func testASuggestionAlreadyStoredIsNotAddedTwice() throws {
        let store = try makeStore()
        let suggestion = Suggestion(id: "s1", title: "T", author: "A", category: .chapterBook, createdAt: noon)
        try store.addSuggestion(suggestion)
        let before = try Data(contentsOf: store.suggestionsURL)
        try store.addSuggestion(suggestion)
        XCTAssertEqual(try Data(contentsOf: store.suggestionsURL), before)
        XCTAssertEqual(try store.loadSuggestions(), [suggestion])
    }

    func testACorruptFileIsReportedWithItsLineAndColumnAndNeverOverwritten() throws {
        let store = try makeStore()
        let corrupt = "{\n  \"version\": 1,\n  \"suggestions\": [\n"
        try FileManager.default.createDirectory(at: store.dataDirectory, withIntermediateDirectories: true)
        try Data(corrupt.utf8).write(to: store.suggestionsURL)
        let path = store.suggestionsURL.path
        let expected = BookStoreError(
            kind: .corrupt(line: 4, column: 1), path: path,
            message: "The suggestions file is not valid JSON (line 4, column 1): the file ends where a value was expected (\(path)). \(suggestionsAdvice)"
        )
        XCTAssertEqual(loadError(store), expected)
        XCTAssertEqual(addError(store, Suggestion(title: "T", author: "A", category: .youngAdult)), expected)
        XCTAssertEqual(try String(contentsOf: store.suggestionsURL, encoding: .utf8), corrupt)
        XCTAssertEqual(try folder.names(in: store.dataDirectory), ["suggestions.json", "suggestions.json.lock"])
    }

    func testFilesThatBreakTheRulesAreReportedAndNeverOverwritten() throws {
        let store = try makeStore()
        let path = store.suggestionsURL.path
        let entry = #"{"id": "s1", "title": "T", "author": "A", "category": "MG", "createdAt": "2026-11-21T19:30:05.250Z"}"#
        let cases: [(String, BookStoreError.Kind, String)] = [
            (#"{"version": 3, "suggestions": []}"#, .unsupportedVersion(3),
             "has version 3, but this bookdir reads versions 1 to 2"),
            (#"{"version": 1, "suggestions": [\#(entry.replacingOccurrences(of: "\"MG\"", with: "\"ZZ\""))]}"#, .unknownCategory("ZZ"),
             "gives the suggestion \"s1\" (suggestion 1) the category code \"ZZ\", which is none of PB, CB, MG or YA"),
            (#"{"version": 1, "suggestions": [\#(entry), \#(entry)]}"#, .duplicateID("s1"),
             "lists the id \"s1\" twice, as suggestions 1 and 2"),
            (#"{"version": 1, "suggestions": [\#(entry.replacingOccurrences(of: "2026-11-21T19:30:05.250Z", with: "yesterday"))]}"#,
             .corrupt(line: nil, column: nil),
             "gives the suggestion \"s1\" (suggestion 1) the createdAt \"yesterday\", which is not an ISO 8601 date such as 2026-11-21T19:30:05.250Z"),
            (#"{"version": 1, "suggestions": {}}"#, .corrupt(line: nil, column: nil),
             "is not in the expected form: the \"suggestions\" field should be a list [ … ]"),
        ]
        try FileManager.default.createDirectory(at: store.dataDirectory, withIntermediateDirectories: true)
        for (text, kind, problem) in cases {
            try Data(text.utf8).write(to: store.suggestionsURL)
            let expected = BookStoreError(kind: kind, path: path, message: "The suggestions file \(problem) (\(path)). \(suggestionsAdvice)")
            XCTAssertEqual(loadError(store), expected, text)
            XCTAssertEqual(addError(store, Suggestion(id: "new", title: "T", author: "A", category: .youngAdult)), expected, text)
            XCTAssertEqual(try String(contentsOf: store.suggestionsURL, encoding: .utf8), text)
        }
    }

    func testAFolderWhereTheFileShouldBeIsUnreadable() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.suggestionsURL, withIntermediateDirectories: true)
        let path = store.suggestionsURL.path
        let expected = BookStoreError(
            kind: .unreadable, path: path,
            message: "The suggestions file cannot be read: it is not a regular file (\(path)). Check its permissions, or choose another data folder with --data-dir PATH."
        )
        XCTAssertEqual(loadError(store), expected)
        XCTAssertEqual(addError(store, Suggestion(title: "T", author: "A", category: .youngAdult)), expected)
    }

    private func writeFailedMessage(_ store: JSONBookStore, _ reason: String, whileTryingTo step: String) -> String {
        "Could not write the suggestions file: \(reason) (\(store.suggestionsURL.path), while trying to \(step)). "
            + "Make sure its folder can be written and the disk has free space, "
            + "or choose another data folder with --data-dir PATH; the suggestions already saved are unchanged."
    }

    func testADataFolderInsideAFileSaysSoOnReadAndWriteAndLeavesNothingBehind() throws {
        // Tests run as root, which ignores permission bits: a regular file in the way
        // stops the folder from being made for everyone.
        try folder.write("not a folder", to: "blocker")
        let blocker = folder.file("blocker").path
        let store = try makeStore(dataDirectory: folder.url.appendingPathComponent("blocker/bookdir"))
        let message = "The data folder cannot be made inside a file (\(blocker) is a file, not a folder): "
            + "move the file away, or choose another data folder with --data-dir PATH."
        XCTAssertEqual(loadError(store), BookStoreError(kind: .unreadable, path: blocker, message: message))
        XCTAssertEqual(addError(store, Suggestion(title: "T", author: "A", category: .youngAdult)),
                       BookStoreError(kind: .writeFailed, path: blocker, message: message))
        XCTAssertEqual(try folder.names(), ["blocker", "books.json"])
        XCTAssertEqual(try String(contentsOf: folder.file("blocker"), encoding: .utf8), "not a folder")
    }

    func testADataFolderThatIsAFileSaysSoOnReadAndWrite() throws {
        try folder.write("not a folder", to: "data")
        let store = try makeStore()
        let data = store.dataDirectory.path
        let message = "The data folder is a file, not a folder (\(data)): move the file away, "
            + "or choose another data folder with --data-dir PATH."
        XCTAssertEqual(loadError(store), BookStoreError(kind: .unreadable, path: data, message: message))
        XCTAssertEqual(addError(store, Suggestion(title: "T", author: "A", category: .youngAdult)),
                       BookStoreError(kind: .writeFailed, path: data, message: message))
        XCTAssertEqual(try String(contentsOf: folder.file("data"), encoding: .utf8), "not a folder")
    }

    func testALockThatCannotBeTakenFailsTheWriteAndKeepsTheFile() throws {
        let store = try makeStore()
        let suggestion = Suggestion(id: "s1", title: "T", author: "A", category: .chapterBook, createdAt: noon)
        try store.addSuggestion(suggestion)
        let before = try Data(contentsOf: store.suggestionsURL)
        try FileManager.default.removeItem(at: store.lockURL)
        try FileManager.default.createDirectory(at: store.lockURL, withIntermediateDirectories: false)

        XCTAssertEqual(addError(store, Suggestion(title: "U", author: "B", category: .youngAdult)), BookStoreError(
            kind: .writeFailed, path: store.suggestionsURL.path,
            message: writeFailedMessage(store, "Is a directory", whileTryingTo: "open the lock file \(store.lockURL.path)")
        ))
        XCTAssertEqual(try Data(contentsOf: store.suggestionsURL), before)
        XCTAssertEqual(try store.loadSuggestions(), [suggestion])
    }

    func testAWriteClearsTemporaryFilesLeftByAWriterThatDied() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "T", author: "A", category: .chapterBook, createdAt: noon))
        try folder.write("{\"version\": 1, \"sugg", to: "data/.suggestions.json.31337.9A8B.tmp")
        try store.addSuggestion(Suggestion(id: "s2", title: "U", author: "B", category: .chapterBook, createdAt: noon))
        XCTAssertEqual(try folder.names(in: store.dataDirectory), ["suggestions.json", "suggestions.json.lock"])
        XCTAssertEqual(try store.loadSuggestions().map(\.id), ["s1", "s2"])
    }

    func testAWriteKeepsThePermissionsOfTheFileItReplaces() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "T", author: "A", category: .chapterBook, createdAt: noon))
        XCTAssertEqual(try permissions(store.suggestionsURL), 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.suggestionsURL.path)
        try store.addSuggestion(Suggestion(id: "s2", title: "U", author: "B", category: .chapterBook, createdAt: noon))
        XCTAssertEqual(try permissions(store.suggestionsURL), 0o600)
        XCTAssertEqual(try store.loadSuggestions().map(\.id), ["s1", "s2"])
    }

    private func permissions(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
