import Foundation
import XCTest
@testable import Catalog

final class ReviewRuleTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)
    private let home = Book(id: "home", title: "Home", authors: ["Carson Ellis"], category: .pictureBook, description: "Homes.")
    private let pending = Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                                     createdAt: Date(timeIntervalSince1970: 0), suggestedBy: "lee")

    private func outcome(_ decision: ReviewDecision, for id: String = "s1", suggestions: [Suggestion]? = nil) -> ReviewOutcome {
        ReviewRule.outcome(of: decision, for: id, suggestions: suggestions ?? [pending], books: [home], curator: "Ana", at: now)
    }

    private func book(_ id: String, _ title: String, _ author: String) -> Book {
        Book(id: id, title: title, authors: [author], category: .pictureBook, description: "About it.")
    }

    func testAcceptingStampsTheStatusTheTimeAndTheCurator() {
        var expected = pending
        expected.status = .accepted(bookID: "the-snowy-day")
        expected.decidedAt = now
        expected.decidedBy = "Ana"
        XCTAssertEqual(outcome(.accept(book("the-snowy-day", "The Snowy Day", "Ezra Jack Keats"))), .decided(expected))
    }

    func testATakenIdIsNumberedAndTheSameBookIsRefused() {
        let other = book("home", "Home", "Someone Else")
        guard case .decided(let decided) = outcome(.accept(other)) else { return XCTFail("not decided") }
        XCTAssertEqual(decided.status, .accepted(bookID: "home-2"))
        XCTAssertEqual(ReviewRule.bookToStore(for: .accept(other), decided: decided)?.id, "home-2")
        XCTAssertEqual(outcome(.accept(book("x", "HOME", "Carson Ellis"))), .bookAlreadyInDirectory(home))
    }

    func testRejectAndDuplicateAndWhatIsNotDecided() {
        guard case .decided(let rejected) = outcome(.reject(reason: "Out of print")) else { return XCTFail("not decided") }
        XCTAssertEqual(rejected.status, .rejected(reason: "Out of print"))
        XCTAssertNil(ReviewRule.bookToStore(for: .reject(reason: "Out of print"), decided: rejected))
        guard case .decided(let duplicate) = outcome(.duplicate(bookID: "home")) else { return XCTFail("not decided") }
        XCTAssertEqual(duplicate.status, .duplicate(bookID: "home"))
        XCTAssertEqual(outcome(.duplicate(bookID: "gone")), .unknownBook(bookID: "gone"))
        XCTAssertEqual(outcome(.reject(reason: "No"), for: "nope"), .notFound(suggestionID: "nope"))
        XCTAssertEqual(outcome(.reject(reason: "No"), suggestions: [rejected]), .alreadyDecided(rejected))
    }

    func testSlugsAndUniqueIds() {
        XCTAssertEqual(BookID.slug(of: "The Snowy Day"), "the-snowy-day")
        XCTAssertEqual(BookID.slug(of: "¡Olé! Peña’s Día: A/B"), "ole-penas-dia-a-b")
        XCTAssertEqual(BookID.slug(of: "?!"), "book")
        XCTAssertEqual(BookID.unique("home", notIn: ["home", "home-2"]), "home-3")
        XCTAssertEqual(BookID.unique("away", notIn: ["home"]), "away")
    }
}

final class SuggestionCodableTests: XCTestCase {
    private func decode(_ json: String) throws -> Suggestion {
        try JSONDecoder().decode(Suggestion.self, from: Data(json.utf8))
    }

    private func encode(_ suggestion: Suggestion) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(suggestion), as: UTF8.self)
    }

    func testNoStatusReadsAsPendingAndEveryStatusRoundTrips() throws {
        let old = try decode(#"{"id":"s1","title":"T","author":"A","category":"MG","createdAt":0}"#)
        XCTAssertEqual(old.status, .pending)
        XCTAssertNil(old.suggestedBy)
        XCTAssertEqual(try encode(old), #"{"author":"A","category":"MG","createdAt":0,"id":"s1","status":"pending","title":"T"}"#)
        for status in [SuggestionStatus.pending, .accepted(bookID: "b"), .rejected(reason: "No"), .duplicate(bookID: "c")] {
            var suggestion = old
            suggestion.status = status
            suggestion.suggestedBy = "lee"
            suggestion.decidedAt = status == .pending ? nil : Date(timeIntervalSince1970: 5)
            suggestion.decidedBy = status == .pending ? nil : "Ana"
            XCTAssertEqual(try decode(try encode(suggestion)), suggestion)
        }
        var rejected = old
        rejected.status = .rejected(reason: "No")
        XCTAssertEqual(try encode(rejected),
                       #"{"author":"A","category":"MG","createdAt":0,"id":"s1","reason":"No","status":"rejected","title":"T"}"#)
    }

    func testABadStatusOrAMissingBookIdOrReasonIsAnError() {
        let base = #"{"id":"s1","title":"T","author":"A","category":"MG","createdAt":0,"#
        for (tail, message) in [
            (#""status":"maybe"}"#, "\"maybe\" is not a status; use pending, accepted, rejected or duplicate"),
            (#""status":"accepted"}"#, "a suggestion with the status accepted needs bookID"),
            (#""status":"rejected"}"#, "a suggestion with the status rejected needs a reason"),
        ] {
            XCTAssertThrowsError(try decode(base + tail)) { error in
                guard case .dataCorrupted(let context) = error as? DecodingError else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, message)
            }
        }
    }
}
