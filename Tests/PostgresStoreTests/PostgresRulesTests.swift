import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// Rules the database keeps, tried through psql as a suggester (no bookdir in between).
final class PostgresRulesTests: XCTestCase {
    private let real = "330B1079-5A4E-4C1B-9F0E-2D7C8B6A1E33"

    private func insert(_ fixture: PostgresFixture, id: String, title: String, createdAt: String = "now()",
                        as user: String = "test_curator") -> (Int32, String) {
        fixture.cluster.psqlStatus("""
            INSERT INTO suggestions (id, title, author, category, created_at, suggested_by, same_key)
            VALUES ('\(id)', '\(title)', 'A', 'PB', \(createdAt), 'x', 'key-\(title)')
            """, database: fixture.database, user: user)
    }

    private func row(_ fixture: PostgresFixture, _ columns: String, title: String) throws -> String {
        try fixture.cluster.psql("SELECT \(columns) FROM suggestions WHERE title = '\(title)'", database: fixture.database)
    }

    /// A decoy whose id is the start of another's (a curator's short id would name it) is refused,
    /// as is an id another's is the start of; ignoring case. (Only curators choose ids now.)
    func testNoSuggestionIdStartsLikeAnother() throws {
        let fixture = try PostgresFixture()
        XCTAssertEqual(insert(fixture, id: real, title: "Real").0, 0)
        for decoy in ["330B1079", "330b1079-5a4e", real + "-2"] {
            let (status, output) = insert(fixture, id: decoy, title: "Decoy \(decoy)")
            XCTAssertNotEqual(status, 0, decoy)
            XCTAssertTrue(output.contains("the suggestion id \(decoy) starts like the id \(real) of another suggestion"), output)
        }
        XCTAssertEqual(insert(fixture, id: "330B1078", title: "Neighbour").0, 0, "a different id is fine")
        XCTAssertEqual(insert(fixture, id: "a%b_c", title: "Wild").0, 0)
        XCTAssertEqual(insert(fixture, id: "aXbYc", title: "Not matched by the wildcards").0, 0)
        XCTAssertEqual(try fixture.cluster.psql("SELECT count(*) FROM suggestions", database: fixture.database), "4")
    }

    /// A suggester cannot back-date a suggestion: the server's time is stored; a curator's (an
    /// import, say) is kept.
    func testASuggesterGetsTheServersTime() throws {
        let fixture = try PostgresFixture()
        XCTAssertEqual(insert(fixture, id: "old", title: "Old", createdAt: "'2001-01-01T00:00:00Z'", as: "test_suggester").0, 0)
        XCTAssertEqual(try row(fixture, "abs(extract(epoch FROM now() - created_at)) < 60", title: "Old"), "t")
        XCTAssertEqual(insert(fixture, id: "kept", title: "Kept", createdAt: "'2001-01-01T00:00:00Z'").0, 0)
        XCTAssertEqual(try row(fixture, "extract(year FROM created_at AT TIME ZONE 'UTC')", title: "Kept"), "2001")
    }

    /// Whatever a suggester sends through psql, the database gives the row its own id (a new
    /// UUID, so no decoy id), its time, the suggester's database user and the key of its title,
    /// author and category; only what it may say (the book, a name to show) is kept.
    func testTheDatabaseSignsASuggestersSuggestion() throws {
        let fixture = try PostgresFixture()
        XCTAssertEqual(insert(fixture, id: real, title: "Real").0, 0)
        XCTAssertEqual(fixture.cluster.psqlStatus("""
            INSERT INTO suggestions (id, title, author, category, created_at, suggested_by, same_key, display_name)
            VALUES ('330B1079', 'Fry Bread', 'Kevin Noble Maillard', 'PB', '2001-01-01', 'ms-rivera', 'forged', 'Ms Rivera')
            """, database: fixture.database, user: "test_suggester").0, 0)
        let columns = "id ~ '^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$', created_at > now() - interval '1 minute', "
            + "suggested_by, display_name, same_key = 'PB' || chr(31) || 'fry bread' || chr(31) || 'kevin noble maillard'"
        XCTAssertEqual(try row(fixture, columns, title: "Fry Bread"), "t|t|test_suggester|Ms Rivera|t")
        // Nothing but the book is needed: the database fills in the rest.
        XCTAssertEqual(fixture.cluster.psqlStatus("INSERT INTO suggestions (title, author, category) VALUES ('Echo', 'Pam Muñoz Ryan', 'MG')",
                                                  database: fixture.database, user: "test_suggester").0, 0)
        XCTAssertEqual(try row(fixture, "suggested_by, length(id)", title: "Echo"), "test_suggester|36")
        // A curator may keep an id and a time (moving suggestions over) but not sign for another;
        // the tables' owner may (an administrator's import).
        XCTAssertEqual(insert(fixture, id: "by-curator", title: "By Curator").0, 0)
        XCTAssertEqual(try row(fixture, "id, suggested_by", title: "By Curator"), "by-curator|test_curator")
        XCTAssertEqual(insert(fixture, id: "by-owner", title: "By Owner", as: "bookdir").0, 0)
        XCTAssertEqual(try row(fixture, "suggested_by, same_key = 'PB' || chr(31) || 'by owner' || chr(31) || 'a'", title: "By Owner"), "x|t")
    }

    /// A forged key neither passes the same-book rule nor blocks another book: the key is the
    /// database's, from the title, author and category.
    func testAForgedKeyNeitherPassesNorBlocksTheSameBookRule() throws {
        let fixture = try PostgresFixture()
        func send(_ title: String, key: String) -> (Int32, String) {
            fixture.cluster.psqlStatus("""
                INSERT INTO suggestions (title, author, category, same_key) VALUES ('\(title)', 'Kevin Noble Maillard', 'PB', '\(key)')
                """, database: fixture.database, user: "test_suggester")
        }
        XCTAssertEqual(send("Fry Bread", key: "one").0, 0)
        let again = send("fry   BREAD!", key: "two")
        XCTAssertNotEqual(again.0, 0, "the same book under another key")
        XCTAssertTrue(again.1.contains("suggestions_same_book"), again.1)
        // A decoy sent with the key another book will have does not take it.
        XCTAssertEqual(send("Decoy", key: "PB\u{1F}the snowy day\u{1F}kevin noble maillard").0, 0)
        XCTAssertEqual(send("The Snowy Day", key: "x").0, 0)
        let store = try fixture.store(as: "test_suggester")
        let sent = Suggestion(title: "Fry—Bread", author: "Kevin Noble Maillard", category: .pictureBook)
        guard case .alreadySuggested(let earlier) = try store.addSuggestion(sent) else { return XCTFail("the same book by the server's key") }
        XCTAssertEqual(earlier.title, "Fry Bread")
    }

    /// `--by` is a name shown beside the database user, and "your suggestions" are the database
    /// user's, whatever name the form signs with (two people on one machine account).
    func testYourSuggestionsAreTheDatabaseUsers() throws {
        let fixture = try PostgresFixture()
        let suggester = try fixture.store(as: "test_suggester")
        let curator = try fixture.store(as: "test_curator")
        guard case .stored(let mine) = try suggester.addSuggestion(Suggestion(title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade,
                                                                           suggestedBy: "shared-login", displayName: " Ms  Rivera "))
        else { return XCTFail("stored") }
        XCTAssertEqual(mine.suggestedBy, "test_suggester")
        XCTAssertEqual(mine.displayName, "Ms Rivera")
        XCTAssertEqual(mine.signature, "test_suggester (Ms Rivera)")
        try curator.addSuggestion(Suggestion(title: "Sulwe", author: "Lupita Nyong'o", category: .pictureBook, suggestedBy: "shared-login"))
        XCTAssertEqual(try suggester.yourSuggestions(signedAs: "shared-login").map(\.title), ["Echo"])
        XCTAssertEqual(try suggester.yourSuggestions(signedAs: nil).map(\.title), ["Echo"])
        XCTAssertEqual(try curator.yourSuggestions(signedAs: "test_suggester").map(\.title), ["Sulwe"])
        XCTAssertEqual(try fixture.store(as: "test_reader").yourSuggestions(signedAs: "shared-login"), [])
    }
}
