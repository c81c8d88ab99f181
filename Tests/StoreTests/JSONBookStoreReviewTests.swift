import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// A curator's decisions in the JSON store: the suggestions file's version 2, the catalog of
/// accepted books in the data folder, the order of their writes, and the watch on both files.
final class JSONBookStoreReviewTests: XCTestCase {
    private var folder: TemporaryFolder!
    private let noon = Date(timeIntervalSince1970: 1_795_289_405.25)

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let catalogText = #"""
        {"version": 2, "books": [
          {"id": "home", "title": "Home", "authors": ["Carson Ellis"], "category": "PB", "description": "Homes."}
        ]}
        """#

    private func makeStore() throws -> JSONBookStore {
        let catalog = try folder.write(catalogText, to: "books.json")
        return JSONBookStore(catalogURL: catalog, dataDirectory: folder.file("data"))
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private func book(_ title: String, author: String = "Ezra Jack Keats") -> Book {
        Book(id: BookID.slug(of: title), title: title, authors: [author], category: .pictureBook,
             description: "A boy and the snow.", year: 1962, isbn: "9780670654000", communities: [.black])
    }

    func testAVersionOneFileReadsAsPendingAndIsWrittenAsVersionTwoKeepingUnknownKeys() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.dataDirectory, withIntermediateDirectories: true)
        try #"""
            {"version": 1, "mine": true, "suggestions": [
              {"id": "s1", "title": "Freedom Summer", "author": "Deborah Wiles", "category": "PB",
               "createdAt": "2026-11-21T19:30:05.250Z", "note": "from the library"}
            ]}
            """#.write(to: store.suggestionsURL, atomically: true, encoding: .utf8)
        let old = Suggestion(id: "s1", title: "Freedom Summer", author: "Deborah Wiles", category: .pictureBook, createdAt: noon)
        XCTAssertEqual(try store.loadSuggestions(), [old])

        let outcome = try store.review("s1", .reject(reason: "Out of print"), by: "Ana")
        guard case .decided(let decided) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(decided.status, .rejected(reason: "Out of print"))
        XCTAssertEqual(decided.decidedBy, "Ana")
        let decidedAt = SuggestionsFile.text(of: try XCTUnwrap(decided.decidedAt))
        XCTAssertEqual(try text(store.suggestionsURL), """
            {
              "mine" : true,
              "suggestions" : [
                {
                  "author" : "Deborah Wiles",
                  "category" : "PB",
                  "createdAt" : "2026-11-21T19:30:05.250Z",
                  "decidedAt" : "\(decidedAt)",
                  "decidedBy" : "Ana",
                  "id" : "s1",
                  "note" : "from the library",
                  "reason" : "Out of print",
                  "status" : "rejected",
                  "title" : "Freedom Summer"
                }
              ],
              "version" : 2
            }

            """)
        XCTAssertEqual(try store.loadSuggestions(), [decided])
    }

    func testABadStatusIsAnErrorNamingTheFileAndTheFileIsKept() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.dataDirectory, withIntermediateDirectories: true)
        let bad = #"""
            {"version": 2, "suggestions": [
              {"id": "s1", "title": "T", "author": "A", "category": "PB", "createdAt": "2026-11-21T19:30:05.250Z", "status": "maybe"}
            ]}
            """#
        try bad.write(to: store.suggestionsURL, atomically: true, encoding: .utf8)
        let path = store.suggestionsURL.path
        let expected = BookStoreError(kind: .corrupt(line: nil, column: nil), path: path, message:
            "The suggestions file gives the suggestion \"s1\" (suggestion 1) a status bookdir cannot read: \"maybe\" is not a status; "
            + "use pending, accepted, rejected or duplicate (\(path)). "
            + "Fix the file or move it aside (bookdir then starts a new one); bookdir will not change it until then.")
        XCTAssertThrowsError(try store.loadSuggestions()) { XCTAssertEqual($0 as? BookStoreError, expected) }
        XCTAssertThrowsError(try store.review("s1", .reject(reason: "No"), by: "Ana")) { XCTAssertEqual($0 as? BookStoreError, expected) }
        XCTAssertEqual(try text(store.suggestionsURL), bad)
    }

    func testAcceptingWritesTheBookToTheDataFolderCatalogAndMarksTheSuggestion() throws {
        let store = try makeStore()
        let catalogBefore = try text(store.catalogURL)
        let suggestion = Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                                    createdAt: noon, suggestedBy: "lee")
        try store.addSuggestion(suggestion)
        let outcome = try store.review("s1", .accept(book("The Snowy Day")), by: "Ana")
        guard case .decided(let decided) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(decided.status, .accepted(bookID: "the-snowy-day"))
        XCTAssertEqual(try store.loadSuggestions(), [decided])
        XCTAssertEqual(try store.loadBooks().map(\.id), ["home", "the-snowy-day"])
        XCTAssertEqual(try store.loadBooks().last, book("The Snowy Day"))
        XCTAssertEqual(try text(store.catalogURL), catalogBefore, "the catalog given is never written")
        let decidedAt = SuggestionsFile.text(of: try XCTUnwrap(decided.decidedAt))
        XCTAssertEqual(try text(store.acceptedCatalogURL), """
            {
              "books" : [
                {
                  "authors" : [
                    "Ezra Jack Keats"
                  ],
                  "category" : "PB",
                  "communities" : [
                    "black"
                  ],
                  "decidedAt" : "\(decidedAt)",
                  "decidedBy" : "Ana",
                  "description" : "A boy and the snow.",
                  "id" : "the-snowy-day",
                  "isbn" : "9780670654000",
                  "suggestionID" : "s1",
                  "title" : "The Snowy Day",
                  "year" : 1962
                }
              ],
              "version" : 2
            }

            """)
        XCTAssertEqual(try folder.names(in: store.dataDirectory), ["catalog.json", "suggestions.json", "suggestions.json.lock"])
        XCTAssertEqual(try store.loadSearchIndex().hits(for: "snowy").map(\.book.id), ["the-snowy-day"])
    }

    func testAnAcceptedBookWhoseSlugIsTakenGetsANumberAndTheSameBookIsRefused() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "Home", author: "Someone Else", category: .pictureBook, createdAt: noon))
        try store.addSuggestion(Suggestion(id: "s2", title: "Home Again", author: "Carson Ellis", category: .pictureBook, createdAt: noon))
        guard case .decided(let first) = try store.review("s1", .accept(book("Home", author: "Someone Else")), by: "Ana") else {
            return XCTFail("not decided")
        }
        XCTAssertEqual(first.status, .accepted(bookID: "home-2"))
        XCTAssertEqual(try store.review("s2", .accept(book("Home!", author: "Carson Ellis")), by: "Ana"),
                       .bookAlreadyInDirectory(try store.loadBooks()[0]))
        XCTAssertEqual(try store.review("s1", .reject(reason: "No"), by: "Bo"), .alreadyDecided(first))
        XCTAssertEqual(try store.review("nope", .reject(reason: "No"), by: "Bo"), .notFound(suggestionID: "nope"))
        XCTAssertEqual(try store.review("s2", .duplicate(bookID: "gone"), by: "Bo"), .unknownBook(bookID: "gone"))
        guard case .decided(let duplicate) = try store.review("s2", .duplicate(bookID: "home"), by: "Bo") else {
            return XCTFail("not decided")
        }
        XCTAssertEqual(duplicate.status, .duplicate(bookID: "home"))
        XCTAssertEqual(try store.loadBooks().map(\.id), ["home", "home-2"])
    }

    func testABookWrittenBeforeACrashMarksItsSuggestionAcceptedOnTheNextRead() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook, createdAt: noon))
        let pendingFile = try text(store.suggestionsURL)
        try store.review("s1", .accept(book("The Snowy Day")), by: "Ana")
        let decided = try store.loadSuggestions()
        // The crash: the book was written, the suggestion not yet.
        try pendingFile.write(to: store.suggestionsURL, atomically: true, encoding: .utf8)
        XCTAssertEqual(try store.loadSuggestions(), decided)
        XCTAssertEqual(try store.review("s1", .accept(book("The Snowy Day")), by: "Bo"), .alreadyDecided(decided[0]))
        XCTAssertEqual(try store.loadBooks().map(\.id), ["home", "the-snowy-day"])
        // The next write stores the repair.
        try store.addSuggestion(Suggestion(id: "s2", title: "Whistle for Willie", author: "Ezra Jack Keats", category: .pictureBook, createdAt: noon))
        XCTAssertTrue(try text(store.suggestionsURL).contains(#""status" : "accepted""#))
    }

    func testACorruptCatalogOfAcceptedBooksIsReportedAndNeverOverwritten() throws {
        let store = try makeStore()
        try store.addSuggestion(Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook, createdAt: noon))
        let suggestionsBefore = try text(store.suggestionsURL)
        let broken = #"{"version": 2, "books": [{"id": "x"}"#
        try broken.write(to: store.acceptedCatalogURL, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try store.loadBooks()) { error in
            XCTAssertEqual((error as? BookStoreError)?.path, store.acceptedCatalogURL.path)
        }
        XCTAssertThrowsError(try store.review("s1", .accept(book("The Snowy Day")), by: "Ana"))
        XCTAssertEqual(try text(store.acceptedCatalogURL), broken)
        XCTAssertEqual(try text(store.suggestionsURL), suggestionsBefore)
    }

    func testTheWatchTellsOfSuggestionsAndBooksWrittenByAnotherStore() throws {
        let store = try makeStore()
        let other = JSONBookStore(catalogURL: store.catalogURL, dataDirectory: store.dataDirectory)
        let seen = Recorder()
        let watch = store.watchChanges { seen.append($0) }
        try other.addSuggestion(Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook))
        XCTAssertTrue(seen.wait(for: [.suggestions]))
        try other.review("s1", .accept(book("The Snowy Day")), by: "Ana")
        XCTAssertTrue(seen.wait(for: [.suggestions, .suggestions, .books]) || seen.wait(for: [.suggestions, .books, .suggestions]))
        watch.cancel()
        let count = seen.values.count
        try other.addSuggestion(Suggestion(id: "s2", title: "Whistle for Willie", author: "Ezra Jack Keats", category: .pictureBook))
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(seen.values.count, count, "a cancelled watch tells nothing")
    }

    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var changes: [StoreChange] = []
        var values: [StoreChange] { lock.withLock { changes } }
        func append(_ change: StoreChange) { lock.withLock { changes.append(change) } }
        /// Whether the changes told come to `expected` within 3 seconds.
        func wait(for expected: [StoreChange]) -> Bool {
            for _ in 0..<60 where values != expected { Thread.sleep(forTimeInterval: 0.05) }
            return values == expected
        }
    }
}
