import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// Migrations, and a server that is down or goes away.
final class PostgresServerTests: XCTestCase {
    func testMigratingTwiceAndFromTwoClientsAtOnceAppliesEachMigrationOnce() throws {
        let fixture = try PostgresFixture(migrated: false)
        XCTAssertEqual(try fixture.store().schemaVersions().database, 0)
        let applied = Array(repeating: [Int](), count: 4)
        nonisolated(unsafe) var results = applied
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            results[index] = (try? fixture.store().migrate()) ?? [-1]
        }
        XCTAssertEqual(results.flatMap { $0 }.sorted(), [1, 2, 3, 4, 5, 6, 101, 102, 103])
        XCTAssertEqual(try fixture.store().migrate(), [])
        XCTAssertEqual(try fixture.store().schemaVersions().database, 103)
        XCTAssertEqual(try fixture.cluster.psql("SELECT string_agg(version::text, ',' ORDER BY version) FROM schema_migrations",
                                                database: fixture.database), "1,2,3,4,5,6,101,102,103")
    }

    func testImportIsIdempotent() throws {
        let fixture = try PostgresFixture()
        var changed = PostgresFixture.book
        changed.description = "Changed."
        let other = Book(id: "b", title: "B", authors: ["C"], category: .youngAdult, description: "D")
        XCTAssertEqual(try fixture.store().importBooks([changed, other]), 2)
        XCTAssertEqual(try fixture.store().importBooks([changed, other]), 2)
        XCTAssertEqual(try fixture.store().loadBooks(), [changed, other])
    }

    func testAnUnmigratedDatabaseSaysToMigrate() throws {
        let fixture = try PostgresFixture(migrated: false)
        let error = storeError { _ = try fixture.store().loadBooks() }
        XCTAssertEqual(error?.kind, .unreadable)
        let display = try PostgresLocation(parsing: fixture.address()).displayAddress
        XCTAssertEqual(error?.message, "The database \(fixture.database) at \(fixture.cluster.folder)/.s.PGSQL.5432 has no bookdir tables of this version yet. Run: bookdir db migrate --store \(display)")
    }

    func testANoServerIsUnavailableNamingIt() throws {
        let store = PostgresBookStore(location: try PostgresLocation(parsing: "postgresql://bookdir@/bookdir?host=/nonexistent-folder"), reachTimeout: 2)
        let error = storeError { _ = try store.loadBooks() }
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertEqual(error?.message, "Could not reach the bookdir database at /nonexistent-folder/.s.PGSQL.5432: nothing accepts "
                       + "connections there (no server socket). Check that the server is running, then try again.")
    }

    /// The server stops while a store is in use: a clear error, then the same store works once it is back.
    func testAServerThatGoesAwayAndComesBack() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(reachTimeout: 3)
        XCTAssertEqual(try store.loadBooks(), [PostgresFixture.book])
        try fixture.cluster.pause()
        var resumed = false
        defer { if !resumed { try? fixture.cluster.resume() } }
        let suggestion = Suggestion(id: "echo", title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: PostgresFixture.sent)
        let error = storeError { try store.addSuggestion(suggestion) }
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertTrue(error?.message.hasPrefix("Could not reach the bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432: ") == true,
                      "\(String(describing: error))")
        XCTAssertFalse(error?.message.contains("Error(") ?? true, "no dump of the client's error types: \(String(describing: error))")
        XCTAssertTrue(error?.message.hasSuffix("Check that the server is running, then try again.") == true)
        try fixture.cluster.resume()
        resumed = true
        XCTAssertEqual(try store.addSuggestion(suggestion), .stored(PostgresFixture.signed(suggestion)))
        XCTAssertEqual(try store.loadSuggestions(), [PostgresFixture.signed(suggestion)])
    }
}
