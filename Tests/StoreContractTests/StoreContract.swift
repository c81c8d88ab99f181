import Catalog
import Foundation
import TestSupport
import XCTest

/// The semantics every ``BookStore`` keeps, checked on a ``StoreSubject``; each store's test class
/// calls every check.
enum StoreContract {
    static func suggestion(_ title: String, _ author: String, _ category: Catalog.Category = .middleGrade, id: String = UUID().uuidString) -> Suggestion {
        Suggestion(id: id, title: title, author: author, category: category,
                   createdAt: Date(timeIntervalSince1970: 1_795_289_405.25), suggestedBy: "ms-rivera")
    }

    static func loadsTheCatalogAndNoSuggestions(_ subject: StoreSubject) throws {
        let store = subject.open()
        XCTAssertEqual(try store.loadBooks(), StoreSubject.books)
        XCTAssertEqual(try store.loadSuggestions(), [])
    }

    static func storesASuggestionVerbatim(_ subject: StoreSubject) throws {
        let store = subject.open()
        let hostile = suggestion("Robert'); DROP TABLE books;--", "Ana \"Peña\" O'Neil", .youngAdult, id: "s-1")
        XCTAssertEqual(try store.addSuggestion(hostile), .stored(subject.stored(hostile)))
        let other = suggestion("Fry Bread", "Kevin Noble Maillard", .pictureBook, id: "s-2")
        XCTAssertEqual(try store.addSuggestion(other), .stored(subject.stored(other)))
        let loaded = try subject.open().loadSuggestions()
        XCTAssertEqual(loaded, [hostile, other].map(subject.stored))
        XCTAssertEqual(loaded.first?.status, .pending)
        XCTAssertEqual(try store.loadBooks().count, StoreSubject.books.count, "no table was dropped")
    }

    static func refusesTheSameBook(_ subject: StoreSubject) throws {
        let store = subject.open()
        XCTAssertEqual(try store.addSuggestion(suggestion("new  kid!", "JERRY CRAFT")), .alreadyInDirectory(StoreSubject.books[0]))
        let first = suggestion("Fry Bread", "Kevin Noble Maillard", .pictureBook)
        XCTAssertEqual(try store.addSuggestion(first), .stored(subject.stored(first)))
        XCTAssertEqual(try subject.open().addSuggestion(suggestion("fry   bread.", "kevin noble maillard", .pictureBook)),
                       .alreadySuggested(subject.stored(first)))
        let otherCategory = suggestion("Fry Bread", "Kevin Noble Maillard", .chapterBook)
        XCTAssertEqual(try store.addSuggestion(otherCategory), .stored(subject.stored(otherCategory)))
        XCTAssertEqual(try store.loadSuggestions().map(\.id), [first.id, otherCategory.id])
    }

    static func reviewOutcomes(_ subject: StoreSubject) throws {
        let store = subject.open()
        let fry = suggestion("Fry Bread", "Kevin Noble Maillard", .pictureBook, id: "fry")
        let echo = suggestion("Echo", "Pam Muñoz Ryan", id: "echo")
        let kid = suggestion("New Kid 2", "Jerry Craft", id: "kid")
        let snow = suggestion("Snowy Day Again", "Someone Else", .pictureBook, id: "snow")
        for item in [fry, echo, kid, snow] { try store.addSuggestion(item) }
        let book = Book(id: "fry-bread", title: "Fry Bread", authors: ["Kevin Noble Maillard"], category: .pictureBook,
                        description: "A family makes fry bread together.", year: 2019)

        guard case .decided(let accepted) = try store.review("fry", .accept(book), by: "librarian") else {
            return XCTFail("accepting a pending suggestion decides it")
        }
        XCTAssertEqual(accepted.status, .accepted(bookID: "fry-bread"))
        XCTAssertEqual(accepted.decidedBy, "librarian")
        XCTAssertNotNil(accepted.decidedAt)
        XCTAssertEqual(try subject.open().loadBooks(), StoreSubject.books + [book], "the accepted book is in the catalog")
        XCTAssertEqual(try subject.open().loadSuggestions().first { $0.id == "fry" }?.status, .accepted(bookID: "fry-bread"))

        guard case .alreadyDecided(let again) = try subject.open().review("fry", .reject(reason: "late"), by: "other") else {
            return XCTFail("a decided suggestion is not decided again")
        }
        XCTAssertEqual(again.status, .accepted(bookID: "fry-bread"))
        XCTAssertEqual(try store.review("nope", .reject(reason: "x"), by: "librarian"), .notFound(suggestionID: "nope"))
        let sameAsNewKid = Book(id: "new-kid-copy", title: "New Kid", authors: ["Jerry Craft"], category: .middleGrade, description: "Again.")
        XCTAssertEqual(try store.review("kid", .accept(sameAsNewKid), by: "librarian"), .bookAlreadyInDirectory(StoreSubject.books[0]))
        XCTAssertEqual(try store.review("snow", .duplicate(bookID: "no-such-book"), by: "librarian"), .unknownBook(bookID: "no-such-book"))

        guard case .decided(let duplicate) = try store.review("snow", .duplicate(bookID: "the-snowy-day"), by: "librarian"),
              case .decided(let rejected) = try store.review("echo", .reject(reason: "Not in our collection's scope."), by: "librarian")
        else { return XCTFail("duplicate and reject decide pending suggestions") }
        XCTAssertEqual(duplicate.status, .duplicate(bookID: "the-snowy-day"))
        XCTAssertEqual(rejected.status, .rejected(reason: "Not in our collection's scope."))
        let sequel = Book(id: "new-kid", title: "New Kid 2", authors: ["Jerry Craft"], category: .middleGrade, description: "Again.")
        guard case .decided(let numbered) = try store.review("kid", .accept(sequel), by: "librarian") else {
            return XCTFail("a taken id is numbered, not refused")
        }
        XCTAssertEqual(numbered.status, .accepted(bookID: "new-kid-2"))
        let stored = try subject.open().loadSuggestions()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0.status) }), [
            "fry": .accepted(bookID: "fry-bread"), "echo": .rejected(reason: "Not in our collection's scope."),
            "kid": .accepted(bookID: "new-kid-2"), "snow": .duplicate(bookID: "the-snowy-day"),
        ])
        var numberedSequel = sequel
        numberedSequel.id = "new-kid-2"
        XCTAssertEqual(try store.loadBooks(), StoreSubject.books + [book, numberedSequel], "nothing but the accepted books was added")
    }

    /// A curator names a suggestion by its id or a start of it (ignoring case), which must name
    /// one suggestion when the decision is made: the pending ones first, then any.
    static func reviewByAStart(_ subject: StoreSubject) throws {
        let store = subject.open()
        for (id, title) in [("ab1x", "Fry Bread"), ("ab2y", "Echo"), ("ac3z", "Sulwe")] {
            try store.addSuggestion(suggestion(title, "Someone", id: id))
        }
        XCTAssertEqual(try store.review("ab", .reject(reason: "No"), by: "librarian"), .ambiguous(start: "ab", ids: ["ab1x", "ab2y"]))
        XCTAssertEqual(try subject.open().loadSuggestions().filter(\.isPending).count, 3, "nothing was decided")
        guard case .decided(let first) = try store.review("AB1", .reject(reason: "No"), by: "librarian") else {
            return XCTFail("a unique start names its suggestion")
        }
        XCTAssertEqual(first.id, "ab1x")
        guard case .decided(let second) = try subject.open().review("ab", .reject(reason: "No"), by: "librarian") else {
            return XCTFail("the one pending suggestion the start names")
        }
        XCTAssertEqual(second.id, "ab2y")
        guard case .alreadyDecided(let decided) = try store.review("AB1", .reject(reason: "No"), by: "librarian") else {
            return XCTFail("none pending: the start names a decided one, if only one")
        }
        XCTAssertEqual(decided.id, "ab1x")
        XCTAssertEqual(try store.review("ab", .reject(reason: "No"), by: "librarian"), .ambiguous(start: "ab", ids: ["ab1x", "ab2y"]))
        XCTAssertEqual(try store.review("ad", .reject(reason: "No"), by: "librarian"), .notFound(suggestionID: "ad"))
        XCTAssertEqual(try store.review("", .reject(reason: "No"), by: "librarian"), .notFound(suggestionID: ""))
    }

    static func watchHearsAnotherWriter(_ subject: StoreSubject) throws {
        let watcher = subject.open()
        let heard = XCTestExpectation(description: "a change of suggestions is reported")
        heard.assertForOverFulfill = false
        let watch = watcher.watchChanges { change in
            if change == .suggestions { heard.fulfill() }
        }
        defer { watch.cancel() }
        Thread.sleep(forTimeInterval: 0.5)
        try subject.open().addSuggestion(suggestion("Echo", "Pam Muñoz Ryan"))
        XCTAssertEqual(XCTWaiter().wait(for: [heard], timeout: 5), .completed)
    }
}
