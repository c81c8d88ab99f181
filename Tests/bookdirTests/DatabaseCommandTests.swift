import Foundation
import TestSupport
import XCTest

/// `--store postgresql://…`, `bookdir db` and the exit statuses of the shared store, on the test
/// run's own PostgreSQL cluster.
final class DatabaseCommandTests: CommandTestCase {
    private var cluster: PostgresCluster!
    private var database: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        cluster = try PostgresCluster.shared()
        database = try cluster.newDatabase()
    }

    private func address(as user: String = "bookdir") -> String {
        cluster.address(database: database, user: user)
    }

    /// Runs bookdir on the database as `user`.
    private func shared(_ arguments: String..., as user: String = "bookdir") throws -> BookdirRunner.Outcome {
        try runner.run(arguments + ["--store", address(as: user)])
    }

    private func setUpDatabase() throws {
        XCTAssertEqual(try shared("db", "migrate").stdout,
                       "Migrated \(database!) at \(cluster.folder)/.s.PGSQL.5432 to schema version 103 (applied 1, 2, 3, 4, 5, 6, 101, 102, 103).\n")
        let imported = try runner.run(["db", "import", "--catalog", catalogPath, "--store", address()])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.hasPrefix("Imported "), imported.stdout)
        for group in ["reader", "suggester", "curator"] {
            try cluster.psql("""
                DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cli_\(group)') THEN
                CREATE ROLE cli_\(group) LOGIN; GRANT bookdir_\(group) TO cli_\(group); END IF; END $$
                """, database: database)
        }
    }

    func testMigrateImportBrowseSuggestReviewAndExport() throws {
        try setUpDatabase()
        XCTAssertEqual(try shared("db", "migrate").stdout,
                       "The database \(database!) at \(cluster.folder)/.s.PGSQL.5432 is up to date (schema version 103).\n")
        let fromFiles = try bookdir("list", "--json")
        let fromDatabase = try shared("list", "--json", as: "cli_reader")
        XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
        XCTAssertEqual(fromDatabase.stdout, fromFiles.stdout)
        let searched = try shared("search", "--json", "moon", as: "cli_reader")
        XCTAssertEqual(searched.stdout, try bookdir("search", "--json", "moon").stdout)

        let refused = try shared("suggest", "--title", "Echo", "--author", "Pam Muñoz Ryan", "--category", "MG", as: "cli_reader")
        XCTAssertEqual(refused.status, 4)
        XCTAssertTrue(refused.stderr.contains("You (cli_reader) are not allowed to suggest books"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("that needs the role bookdir_suggester"), refused.stderr)

        let hostile = "Robert'); DROP TABLE books;--"
        let sent = try shared("suggest", "--title", hostile, "--author", "Bobby Tables", "--category", "MG", "--by", "teacher1", as: "cli_suggester")
        XCTAssertEqual(sent.status, 0, sent.stderr)
        XCTAssertTrue(sent.stdout.hasSuffix("\nYour suggestions: 1 pending\n"), sent.stdout)
        // The database signs it with its user; --by is only the name shown beside it.
        XCTAssertEqual(try cluster.psql("SELECT suggested_by || ' ' || display_name FROM suggestions", database: database),
                       "cli_suggester teacher1")
        let again = try shared("suggest", "--title", hostile, "--author", "bobby tables", "--category", "MG", as: "cli_suggester")
        XCTAssertEqual(again.status, 1)
        let listed = try shared("review", "list", "--format", "tsv", as: "cli_suggester")
        let id = try XCTUnwrap(listed.stdout.split(separator: "\n").dropFirst().first?.split(separator: "\t").first).description
        let notCurator = try shared("review", "reject", id, "--reason", "No", as: "cli_suggester")
        XCTAssertEqual(notCurator.status, 4)
        XCTAssertEqual(notCurator.stderr,
                       "bookdir: Read-only: this store does not let you review suggestions; ask its administrator for the curator role.\n")

        let accepted = try shared("review", "accept", id, "--description", "A test of quoting.", "--by", "Ana", as: "cli_curator")
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        let shown = try shared("show", "robert-drop-table-books", "--json", as: "cli_reader")
        XCTAssertTrue(shown.stdout.contains(#""title" : "Robert'); DROP TABLE books;--""#), shown.stdout)

        let exported = try shared("db", "export", "--output", runner.path("export"))
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let reread = try runner.run(["list", "--json", "--catalog", runner.path("export/books.json"), "--data-dir", dataPath])
        XCTAssertEqual(reread.stdout, try shared("list", "--json").stdout, "the exported catalog reads back the same")
        let suggestions = try String(contentsOfFile: runner.path("export/suggestions.json"), encoding: .utf8)
        XCTAssertTrue(suggestions.contains(#""status" : "accepted""#), suggestions)
    }

    func testABadAddressIsAUsageError() throws {
        let outcome = try runner.run(["list", "--store", "postgresql://ana:secret@db.school.example:99999/bookdir"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("The store address \"postgresql://ana:***@db.school.example:99999/bookdir\" cannot be used: "
                                              + "the port must be between 1 and 65535"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("secret"))
        let noStore = try bookdir("db", "migrate")
        XCTAssertEqual(noStore.status, 2)
        XCTAssertTrue(noStore.stderr.contains("bookdir db works on a shared database: give --store"), noStore.stderr)
    }

    func testAServerThatIsDownIsADataErrorNamingIt() throws {
        let outcome = try runner.run(["suggest", "--title", "Echo", "--author", "Pam Muñoz Ryan", "--category", "MG",
                                      "--store", "postgresql://bookdir@/bookdir?host=/nonexistent-folder"])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.contains("Could not reach the bookdir database at /nonexistent-folder/.s.PGSQL.5432: nothing accepts connections there (no server socket)."), outcome.stderr)
    }

    /// The examples of `bookdir db --help` run as printed, on the database BOOKDIR_STORE names
    /// (the general examples test runs the other commands' examples without a server).
    func testTheDatabaseHelpExamplesRun() throws {
        let help = try runner.run(["db", "--help"])
        let examples = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .drop { $0 != "Examples:" }.dropFirst().prefix { $0.hasPrefix("bookdir ") }
        XCTAssertEqual(examples.count, 3, help.stdout)
        _ = try runner.write(Fixtures.catalog, to: "books.json")
        for example in examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "set -o pipefail; bookdir() { \"$BOOKDIR\" \"$@\"; }; " + example]
            var environment = runner.environment()
            environment["BOOKDIR"] = BookdirRunner.executableURL.path
            environment["BOOKDIR_STORE"] = address()
            process.environment = environment
            process.currentDirectoryURL = runner.folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, example)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: runner.path("exported/books.json")))
    }
}
