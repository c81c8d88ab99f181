import Foundation
import TestSupport
import XCTest

/// The command line on a shared database that refuses a commit, holds a lock or stopped: each
/// command ends within its deadline, says so, exits 3, and never thanks for what was not stored.
final class DatabaseDeadlineCommandTests: CommandTestCase {
    private var cluster: PostgresCluster!
    private var database: String!
    private let short = ["BOOKDIR_DB_TIMEOUT": "2", "PGCONNECT_TIMEOUT": "2"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        (cluster, database) = try importedDatabase()
    }

    private func shared(_ arguments: String...) throws -> (BookdirRunner.Outcome, Double) {
        let started = Date()
        let outcome = try runner.run(arguments + ["--store", cluster.address(database: database)], adding: short)
        return (outcome, Date().timeIntervalSince(started))
    }

    private var server: String { "\(cluster.folder)/.s.PGSQL.5432" }

    func testWritesRefusedAtCommitExitThreeWithoutThanks() throws {
        let (sent, _) = try shared("suggest", "--title", "Echo", "--author", "Pam Muñoz Ryan", "--category", "MG")
        XCTAssertEqual(sent.status, 0, sent.stderr)
        let id = try cluster.psql("SELECT id FROM suggestions", database: database)
        // An import writes only the books it changes: these now differ from the catalog file.
        try cluster.psql("UPDATE books SET description = 'Stale.'", database: database)
        try cluster.refuseCommits(on: "suggestions", database: database)
        try cluster.refuseCommits(on: "books", database: database)

        let (refused, _) = try shared("suggest", "--title", "Ghost", "--author", "Jason Reynolds", "--category", "MG")
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertFalse(refused.stdout.contains("Thank you") || refused.stderr.contains("Thank you"))
        XCTAssertTrue(refused.stderr.contains("The suggestion was not saved. The bookdir database at \(server) refused to suggest books: "
                                              + "refused at commit by the test (SQLSTATE P0001)."), refused.stderr)

        let (rejected, _) = try shared("review", "reject", id, "--reason", "Not now.")
        XCTAssertEqual(rejected.status, 3, rejected.stderr)
        XCTAssertTrue(rejected.stderr.contains("refused at commit by the test"), rejected.stderr)

        let (imported, _) = try shared("db", "import", "--catalog", catalogPath)
        XCTAssertEqual(imported.status, 3, imported.stderr)
        XCTAssertFalse(imported.stdout.hasPrefix("Imported"), imported.stdout)
        XCTAssertEqual(try cluster.psql("SELECT string_agg(title || ' ' || status, ',') FROM suggestions", database: database), "Echo pending")
    }

    func testASuggestionIntoALockedTableEndsWithinTheDeadline() throws {
        let (outcome, waited) = try cluster.whileLocked("LOCK TABLE suggestions IN ACCESS EXCLUSIVE MODE", on: "suggestions",
                                                        database: database) {
            try shared("suggest", "--title", "Ghost", "--author", "Jason Reynolds", "--category", "MG")
        }
        XCTAssertEqual(outcome.status, 3)
        XCTAssertLessThan(waited, 5)
        XCTAssertEqual(outcome.stderr, "bookdir: The suggestion was not saved. The bookdir database at \(server) waited 1 s for a lock "
                       + "another session holds, and gave up (lock_timeout), while asked to suggest books. Nothing was changed; try again later.\n")
        XCTAssertEqual(try cluster.psql("SELECT count(*) FROM suggestions", database: database), "0")
    }

    func testASuggestionToAStoppedServerEndsWithinTheDeadline() throws {
        let (outcome, waited) = try cluster.whileStopped([cluster.serverProcess()]) {
            try shared("suggest", "--title", "Ghost", "--author", "Jason Reynolds", "--category", "MG")
        }
        XCTAssertEqual(outcome.status, 3)
        XCTAssertLessThan(waited, 4.5)
        XCTAssertTrue(outcome.stderr.contains("Could not reach the bookdir database at \(server): no login within 2 s (connect_timeout 2 s)."),
                      outcome.stderr)
    }
}
