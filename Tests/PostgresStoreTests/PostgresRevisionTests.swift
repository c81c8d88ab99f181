import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// The catalog revision the database keeps (migration 4), and the watch's coalesced notifications.
final class PostgresRevisionTests: XCTestCase {
    func testTheRevisionMovesWithEveryChangeOfTheBooksAndOnlyThen() throws {
        let fixture = try PostgresFixture()
        let reader = try fixture.store(as: "test_reader")
        let first = try XCTUnwrap(try reader.catalogRevision())
        XCTAssertEqual(try reader.catalogRevision(), first, "reading changes nothing")
        try fixture.store(as: "test_suggester").addSuggestion(PostgresFixture.echo)
        XCTAssertEqual(try reader.catalogRevision(), first, "a suggestion is not a change of the books")

        try fixture.store().importBooks([PostgresFixture.book])
        let imported = try XCTUnwrap(try reader.catalogRevision())
        XCTAssertEqual(imported.epoch, first.epoch)
        XCTAssertGreaterThan(imported.number, first.number)

        // Through psql, as a curator: an insert bumps it; a rolled-back one does not.
        try fixture.cluster.psql("INSERT INTO books (id, title, authors, category, description, match_key) "
                                 + "VALUES ('psql', 'Psql', '{A}', 'YA', 'D', 'psql')", database: fixture.database, user: "test_curator")
        let inserted = try XCTUnwrap(try reader.catalogRevision())
        XCTAssertGreaterThan(inserted.number, imported.number)
        try fixture.cluster.psql("BEGIN; UPDATE books SET title = 'Gone' WHERE id = 'psql'; ROLLBACK",
                                 database: fixture.database)
        XCTAssertEqual(try reader.catalogRevision(), inserted, "a change rolled back leaves it")
        try fixture.cluster.psql("DELETE FROM books WHERE id = 'psql'", database: fixture.database)
        XCTAssertGreaterThan(try XCTUnwrap(try reader.catalogRevision()).number, inserted.number)

        // Nobody but the trigger moves it.
        let (status, _) = fixture.cluster.psqlStatus("UPDATE catalog_revision SET revision = 1", database: fixture.database, user: "test_curator")
        XCTAssertNotEqual(status, 0)

        let loaded = try reader.loadBooksAndRevision()
        XCTAssertEqual(loaded.books, [PostgresFixture.book])
        XCTAssertEqual(loaded.revision, try reader.catalogRevision())
    }

    func testAnotherDatabaseHasAnotherEpoch() throws {
        let one = try PostgresFixture(), other = try PostgresFixture()
        XCTAssertNotEqual(try one.store().catalogRevision()?.epoch, try other.store().catalogRevision()?.epoch)
    }

    func testADatabaseBeforeMigrationFourHasNoRevision() throws {
        let fixture = try PostgresFixture(migrated: false)
        try fixture.store().migrate()
        try fixture.cluster.psql("DROP TABLE catalog_revision CASCADE", database: fixture.database)
        XCTAssertNil(try fixture.store().catalogRevision())
        XCTAssertNil(try fixture.store().loadBooksAndRevision().revision)
    }

    /// 1,000 notifications of books changes (each its own transaction, so the server sends them
    /// all) and 1,000 with payloads the triggers never send: at most two reloads.
    func testABurstOfNotificationsCausesAtMostTwoReloads() throws {
        let fixture = try PostgresFixture()
        let counts = Counts()
        let watch = try fixture.store(as: "test_reader").watchChanges { counts.add($0) }
        defer { watch.cancel() }
        try waitForListener(fixture)

        try fixture.cluster.psql("""
            DO $$ BEGIN FOR i IN 1..1000 LOOP
                PERFORM pg_notify('bookdir_changes', 'spoof-' || i);
                COMMIT;
            END LOOP; END $$
            """, database: fixture.database, user: "test_reader")
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(counts.all, [:], "payloads the triggers never send are ignored")

        try fixture.cluster.psql("""
            DO $$ BEGIN FOR i IN 1..1000 LOOP
                PERFORM pg_notify('bookdir_changes', 'books');
                COMMIT;
            END LOOP; END $$
            """, database: fixture.database, user: "test_reader")
        Thread.sleep(forTimeInterval: 2.5)
        let reloads = counts.all[.books] ?? 0
        XCTAssertGreaterThanOrEqual(reloads, 1)
        XCTAssertLessThanOrEqual(reloads, 2, "at most one reload a second")
    }

    /// A stopped watch closes its session, whether it was still connecting or already listening
    /// (before: a watch stopped while listening dropped its connection unclosed, which postgres-nio
    /// asserts against: the test process died with "deinitialized before being closed").
    func testAStoppedWatchClosesItsSession() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(as: "test_reader")
        for round in 0 ..< 30 {
            let watch = store.watchChanges { _ in }
            if round % 2 == 1 { try waitForListener(fixture) }
            watch.cancel()
        }
        let started = Date()
        var left = ""
        repeat {
            Thread.sleep(forTimeInterval: 0.1)
            left = try fixture.cluster.psql("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                            + "AND usename = 'test_reader'", database: fixture.database)
        } while left != "0" && Date().timeIntervalSince(started) < 5
        XCTAssertEqual(left, "0", "every stopped watch's session is closed")
    }

    /// Waits until the watch's session is listening (pg_listening_channels is per session: the
    /// watch is the only other session of the database's test_reader).
    private func waitForListener(_ fixture: PostgresFixture) throws {
        let started = Date()
        while try fixture.cluster.psql("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                       + "AND usename = 'test_reader' AND query LIKE 'LISTEN%'", database: fixture.database) == "0" {
            guard Date().timeIntervalSince(started) < 10 else { return XCTFail("the watch never listened") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

/// Changes reported to a watch, by kind.
private final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [StoreChange: Int] = [:]

    func add(_ change: StoreChange) {
        lock.withLock { counts[change, default: 0] += 1 }
    }

    var all: [StoreChange: Int] { lock.withLock { counts } }
}
