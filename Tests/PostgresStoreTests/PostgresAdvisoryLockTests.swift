import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// bookdir's advisory locks are waited for no longer than `lock_timeout`, and the refusal names
/// who holds them.
final class PostgresAdvisoryLockTests: XCTestCase {
    private let short = DatabaseDeadlines(connect: 2, statement: 4, lock: 1, call: 20)
    /// bookdir's migration lock ("bookdir" in ASCII), and the accept lock after it.
    private let migrationKey: Int64 = 0x626F_6F6B_6469_72

    func testAMigrationWaitsForItsLockNoLongerThanTheLockTimeoutAndNamesTheHolder() throws {
        let fixture = try PostgresFixture(migrated: false)
        let store = try fixture.store(deadlines: short)
        let started = Date()
        let error = try fixture.cluster.whileAdvisoryLocked(migrationKey, database: fixture.database) {
            storeError { try store.migrate() }
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "within the deadline")
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertTrue(error?.message.hasPrefix("The bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432 is busy: bookdir with "
                                               + "lock-holder from the server itself (server process ") == true, "\(String(describing: error))")
        XCTAssertTrue(error?.message.hasSuffix(") holds bookdir's migration lock, and 1 s passed waiting for it (lock_timeout) while asked "
                                               + "to create or upgrade the bookdir tables. Nothing was changed; try again later, or ask whoever holds it.") == true,
                      "\(String(describing: error))")
        XCTAssertEqual(try store.migrate(), [1, 2, 3, 4, 5, 6, 101, 102, 103], "the lock gone, it migrates")
    }

    func testAnAcceptWaitsForItsLockNoLongerThanTheLockTimeout() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(deadlines: short)
        try store.addSuggestion(PostgresFixture.echo)
        let book = Book(id: "echo", title: "Echo", authors: ["Pam Muñoz Ryan"], category: .middleGrade, description: "A harmonica.")
        let error = try fixture.cluster.whileAdvisoryLocked(migrationKey + 1, database: fixture.database) {
            storeError { try store.review("echo", .accept(book), by: "ana") }
        }
        XCTAssertTrue(error?.message.contains("holds bookdir's accept lock, and 1 s passed waiting for it (lock_timeout) while asked to "
                                              + "review suggestions.") == true, "\(String(describing: error))")
        XCTAssertEqual(try store.loadSuggestions().map(\.status), [.pending])
        guard case .decided = try store.review("echo", .accept(book), by: "ana") else { return XCTFail("the lock gone, it accepts") }
    }
}
