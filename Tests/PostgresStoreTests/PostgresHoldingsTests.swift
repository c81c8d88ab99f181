import Catalog
import Foundation
import Holdings
import PostgresStore
import TestSupport
import XCTest

/// Holdings in the shared store (migration 5): one library's rows replaced whole in one
/// transaction, read back as imported; readers read them, only curators import them, whatever
/// the client (tested as those roles, and with psql).
final class PostgresHoldingsTests: XCTestCase {
    private func holdings(_ library: String, _ rows: [HoldingRow], source: String = "destiny.csv") -> LibraryHoldings {
        LibraryHoldings(library: library, source: source,
                        read: HoldingsImport(format: .csv, rows: rows, columns: ["ISBN from \"ISBN\" (column 1)"], notes: []),
                        imported: Date(timeIntervalSince1970: 1_795_289_405))
    }

    private let rows = [
        HoldingRow(number: 2, isbns: ["9781626727465"], title: "Fry bread : a Native American family story", authors: ["Maillard, Kevin Noble"]),
        HoldingRow(number: 3, record: "ocm123", isbns: [], title: "New kid", authors: ["Craft, Jerry", "Craft, Jerry (illustrator)"]),
        HoldingRow(number: 4, isbns: ["9780670654000", "0670654000"], title: "", authors: []),
    ]

    func testACuratorImportsAndAReaderReadsTheSameRows() throws {
        let fixture = try PostgresFixture()
        let curator = try fixture.store(as: "test_curator")
        XCTAssertNil(try curator.replaceHoldings(holdings("Lincoln Elementary", rows)))
        let reader = try fixture.store(as: "test_reader")
        XCTAssertEqual(try reader.loadHoldings(library: "LINCOLN elementary"), holdings("Lincoln Elementary", rows))
        XCTAssertEqual(try reader.loadAllHoldings().map(\.library), ["Lincoln Elementary"])
        XCTAssertNil(try reader.loadHoldings(library: "Adams"))
    }

    func testAReimportReplacesTheLibrarysRowsAtOnceAndLeavesOthersAlone() throws {
        let fixture = try PostgresFixture()
        let curator = try fixture.store(as: "test_curator")
        try curator.replaceHoldings(holdings("Lincoln", rows))
        try curator.replaceHoldings(holdings("Adams", [rows[0]], source: "adams.mrc"))
        let earlier = try XCTUnwrap(try curator.replaceHoldings(holdings("LINCOLN", [rows[1]], source: "koha.tsv")))
        XCTAssertEqual(earlier.rows, 3)
        XCTAssertEqual(earlier.holdings.source, "destiny.csv")
        XCTAssertEqual(earlier.holdings.rows, [])
        XCTAssertEqual(try curator.loadAllHoldings().map { "\($0.library) \($0.source) \($0.rows.count)" }, ["Adams adams.mrc 1", "LINCOLN koha.tsv 1"])
        XCTAssertEqual(try fixture.cluster.psql("SELECT count(*) FROM holdings", database: fixture.database), "2")
    }

    func testAFailedImportChangesNothing() throws {
        let fixture = try PostgresFixture()
        let curator = try fixture.store(as: "test_curator")
        try curator.replaceHoldings(holdings("Lincoln", rows))
        // PostgreSQL's text holds no NUL: the last batch of a large import fails, the whole import with it.
        let many = (0 ..< 12_000).map { HoldingRow(number: $0 + 2, isbns: [], title: $0 == 11_999 ? "Bad\u{0}title" : "Book \($0)", authors: []) }
        XCTAssertNotNil(storeError { try curator.replaceHoldings(holdings("Lincoln", many)) })
        XCTAssertEqual(try curator.loadHoldings(library: "Lincoln"), holdings("Lincoln", rows))
    }

    func testOnlyACuratorMayImport() throws {
        let fixture = try PostgresFixture()
        try fixture.store(as: "test_curator").replaceHoldings(holdings("Lincoln", rows))
        for user in ["test_reader", "test_suggester"] {
            let error = storeError { try fixture.store(as: user).replaceHoldings(holdings("Lincoln", [rows[0]])) }
            XCTAssertEqual(error?.kind, .notAllowed, user)
            XCTAssertTrue(error?.message.contains("You (\(user)) are not allowed to import holdings") == true, "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("that needs the role bookdir_curator") == true, "\(String(describing: error))")
            for sql in ["DELETE FROM holdings", "DELETE FROM holdings_libraries",
                        "INSERT INTO holdings (library_key, position, number, isbns, title, authors) VALUES ('lincoln', 9, 9, '{}', 'X', '{}')"] {
                let (status, output) = fixture.cluster.psqlStatus(sql, database: fixture.database, user: user)
                XCTAssertNotEqual(status, 0, sql)
                XCTAssertTrue(output.contains("permission denied"), output)
            }
        }
        XCTAssertEqual(try fixture.store(as: "test_reader").loadHoldings(library: "Lincoln")?.rows, rows)
    }
}
