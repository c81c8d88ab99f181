import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// The database, not the client, decides who may do what.
final class PostgresRolesTests: XCTestCase {
    func testAbilitiesComeFromTheRoles() throws {
        let fixture = try PostgresFixture()
        XCTAssertEqual(try fixture.store(as: "test_reader").abilities(), [.browse])
        XCTAssertEqual(try fixture.store(as: "test_suggester").abilities(), [.browse, .suggest])
        XCTAssertEqual(try fixture.store(as: "test_curator").abilities(), .all)
        XCTAssertEqual(try fixture.store().abilities(), .all)
    }

    func testAReaderMayBrowseButNotSuggest() throws {
        let fixture = try PostgresFixture()
        let reader = try fixture.store(as: "test_reader")
        XCTAssertEqual(try reader.loadBooks(), [PostgresFixture.book])
        let error = storeError { try reader.addSuggestion(Suggestion(title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: PostgresFixture.sent)) }
        XCTAssertEqual(error?.kind, .notAllowed)
        XCTAssertTrue(error?.message.hasPrefix("You (test_reader) are not allowed to suggest books in the bookdir database at ") == true, "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("that needs the role bookdir_suggester") == true)
        XCTAssertEqual(try fixture.store().loadSuggestions(), [])
    }

    func testASuggesterMaySuggestButNotReview() throws {
        let fixture = try PostgresFixture()
        let suggester = try fixture.store(as: "test_suggester")
        let suggestion = Suggestion(id: "echo", title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: PostgresFixture.sent)
        guard case .stored(let stored) = try suggester.addSuggestion(suggestion) else { return XCTFail("a suggester may suggest") }
        // The database signs a suggester's suggestion: its user, its id, its time.
        XCTAssertEqual(stored.suggestedBy, "test_suggester")
        XCTAssertNotEqual(stored.id, "echo")
        XCTAssertNotEqual(stored.createdAt, PostgresFixture.sent)
        XCTAssertEqual(try fixture.store().loadSuggestions(), [stored])
        for decision in [ReviewDecision.reject(reason: "no"), .duplicate(bookID: "new-kid"),
                         .accept(Book(id: "echo", title: "Echo", authors: ["Pam Muñoz Ryan"], category: .middleGrade, description: "A harmonica."))] {
            let error = storeError { try suggester.review(stored.id, decision, by: "test_suggester") }
            XCTAssertEqual(error?.kind, .notAllowed)
            XCTAssertTrue(error?.message.contains("not allowed to review suggestions") == true, "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("that needs the role bookdir_curator") == true)
        }
        XCTAssertEqual(try fixture.store().loadSuggestions().map(\.status), [.pending])
        XCTAssertEqual(try fixture.store().loadBooks(), [PostgresFixture.book])
        let curator = try fixture.store(as: "test_curator")
        guard case .decided = try curator.review(stored.id, .reject(reason: "Not now."), by: "test_curator") else {
            return XCTFail("a curator may review")
        }
    }

    /// Whatever the client does: psql as the suggester cannot decide, add books or insert a decided suggestion.
    func testASuggesterCannotReviewWithPsqlEither() throws {
        let fixture = try PostgresFixture()
        try fixture.store(as: "test_suggester").addSuggestion(Suggestion(id: "echo", title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: PostgresFixture.sent))
        let attempts = [
            "UPDATE suggestions SET status = 'rejected', reason = 'x', decided_at = now() WHERE title = 'Echo'",
            "INSERT INTO books (id, title, authors, category, description, match_key) VALUES ('x', 'X', '{A}', 'PB', 'd', 'k')",
            "INSERT INTO suggestions (id, title, author, category, created_at, same_key, status, book_id, decided_at) VALUES ('y', 'Y', 'A', 'PB', now(), 'k2', 'accepted', 'new-kid', now())",
            "DELETE FROM suggestions",
        ]
        for sql in attempts {
            let (status, output) = fixture.cluster.psqlStatus(sql, database: fixture.database, user: "test_suggester")
            XCTAssertNotEqual(status, 0, sql)
            XCTAssertTrue(output.contains("permission denied"), output)
        }
        XCTAssertEqual(try fixture.cluster.psql("SELECT title || ' ' || status FROM suggestions", database: fixture.database), "Echo pending")
    }
}
