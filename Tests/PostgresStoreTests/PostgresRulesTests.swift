import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// Rules the database keeps, tried through psql as a suggester (no bookdir in between).
final class PostgresRulesTests: XCTestCase {
    private let real = "330B1079-5A4E-4C1B-9F0E-2D7C8B6A1E33"

    private func insert(_ fixture: PostgresFixture, id: String, title: String, createdAt: String = "now()") -> (Int32, String) {
        fixture.cluster.psqlStatus("""
            INSERT INTO suggestions (id, title, author, category, created_at, suggested_by, same_key)
            VALUES ('\(id)', '\(title)', 'A', 'PB', \(createdAt), 'x', 'key-\(title)')
            """, database: fixture.database, user: "test_suggester")
    }

    /// A decoy whose id is the start of another's (a curator's short id would name it) is refused,
    /// as is an id another's is the start of; ignoring case.
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
        XCTAssertEqual(insert(fixture, id: "old", title: "Old", createdAt: "'2001-01-01T00:00:00Z'").0, 0)
        XCTAssertEqual(try fixture.cluster.psql("SELECT abs(extract(epoch FROM now() - created_at)) < 60 FROM suggestions WHERE id = 'old'",
                                                database: fixture.database), "t")
        XCTAssertEqual(fixture.cluster.psqlStatus("""
            INSERT INTO suggestions (id, title, author, category, created_at, same_key)
            VALUES ('kept', 'Kept', 'A', 'PB', '2001-01-01T00:00:00Z', 'key-kept')
            """, database: fixture.database, user: "test_curator").0, 0)
        XCTAssertEqual(try fixture.cluster.psql("SELECT extract(year FROM created_at AT TIME ZONE 'UTC') FROM suggestions WHERE id = 'kept'",
                                                database: fixture.database), "2001")
    }
}
