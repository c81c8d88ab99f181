import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// Every call ends within its deadlines, saying which server and how long it waited: a table
/// another session locked, a stopped session, a stopped server.
final class PostgresDeadlineTests: XCTestCase {
    private let short = DatabaseDeadlines(connect: 2, statement: 2, lock: 1, call: 20)

    func testALockedTableEndsTheSuggestionAtTheLockTimeout() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(deadlines: short)
        let started = Date()
        let error = try fixture.cluster.whileLocked("LOCK TABLE suggestions IN ACCESS EXCLUSIVE MODE", on: "suggestions",
                                                    database: fixture.database) {
            storeError { try store.addSuggestion(PostgresFixture.echo) }
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "within the deadline")
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertEqual(error?.message, "The bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432 waited 1 s for a lock another "
                       + "session holds, and gave up (lock_timeout), while asked to suggest books. Nothing was changed; try again later.")
        XCTAssertEqual(try store.addSuggestion(PostgresFixture.echo), .stored(PostgresFixture.signed(PostgresFixture.echo)), "the lock gone, it works")
    }

    /// The session a store keeps is stopped (SIGSTOP): the next call gives up once nothing came for
    /// the statement deadline (the server cannot enforce its own timeout then).
    func testAStoppedSessionEndsTheCallAtTheStatementDeadline() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(deadlines: short)
        XCTAssertEqual(try store.loadBooks(), [PostgresFixture.book])
        let sessions = try fixture.cluster.sessionProcesses(database: fixture.database)
        XCTAssertEqual(sessions.count, 1, "the store keeps its one session")
        let started = Date()
        let error = try fixture.cluster.whileStopped(sessions) { storeError { _ = try store.loadBooks() } }
        let waited = Date().timeIntervalSince(started)
        XCTAssertGreaterThan(waited, 3.4)
        XCTAssertLessThan(waited, 5, "within the deadline")
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertEqual(error?.message, "The bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432 stopped answering: nothing came "
                       + "for 3.5 s while asked to read the books (limit 2 s a statement, BOOKDIR_DB_TIMEOUT); bookdir gave up. "
                       + "Nothing is acknowledged that the server did not confirm; check the server, then try again.")
        XCTAssertEqual(try store.loadBooks(), [PostgresFixture.book], "a new session once it is back")
    }

    /// The server itself is stopped: the socket connects (the kernel queues it) but no login comes.
    func testAStoppedServerEndsTheLoginAtTheConnectDeadline() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store(deadlines: short)
        let started = Date()
        let error = try fixture.cluster.whileStopped([fixture.cluster.serverProcess()]) {
            storeError { try store.addSuggestion(PostgresFixture.echo) }
        }
        let waited = Date().timeIntervalSince(started)
        XCTAssertLessThan(waited, 3.5, "within the deadline")
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertEqual(error?.message, "Could not reach the bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432: no login within "
                       + "2 s (connect_timeout 2 s). Check that the server is running, then try again.")
        XCTAssertEqual(try store.addSuggestion(PostgresFixture.echo), .stored(PostgresFixture.signed(PostgresFixture.echo)))
    }

    /// A statement the server itself stops at the sessions' statement_timeout (a trigger that sleeps).
    func testASlowStatementIsStoppedByTheServerAtTheStatementTimeout() throws {
        let fixture = try PostgresFixture()
        try fixture.cluster.psql("""
            CREATE FUNCTION test_slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$;
            CREATE TRIGGER test_slow BEFORE INSERT ON suggestions FOR EACH ROW EXECUTE FUNCTION test_slow();
            """, database: fixture.database)
        let store = try fixture.store(deadlines: short)
        let started = Date()
        let error = storeError { try store.addSuggestion(PostgresFixture.echo) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3.4, "the server's limit speaks before the client's")
        XCTAssertEqual(error?.message, "The bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432 stopped a statement after 2 s "
                       + "(statement_timeout), while asked to suggest books. Nothing was changed; try again later.")
        XCTAssertEqual(try fixture.cluster.psql("SELECT count(*) FROM suggestions", database: fixture.database), "0")
    }

    /// Reading or importing a whole catalog may take longer on the server than one statement's
    /// deadline (its statement_timeout is lifted to the call's), as long as the server answers.
    func testABulkImportMayTakeLongerThanOneStatement() throws {
        let fixture = try PostgresFixture()
        try fixture.cluster.psql("""
            CREATE FUNCTION test_slow_statement() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(1.5); RETURN NULL; END $$;
            CREATE TRIGGER test_slow_statement AFTER INSERT ON books FOR EACH STATEMENT EXECUTE FUNCTION test_slow_statement();
            """, database: fixture.database)
        let store = try fixture.store(deadlines: DatabaseDeadlines(connect: 2, statement: 1, lock: 0.5, call: 20))
        let other = Book(id: "b", title: "B", authors: ["C"], category: .youngAdult, description: "D")
        XCTAssertEqual(try store.importBooks([other]), 2, "1.5 s of one statement, within the import's own limit")
        try fixture.cluster.psql("CREATE TRIGGER test_slow_suggestion AFTER INSERT ON suggestions FOR EACH STATEMENT "
                                 + "EXECUTE FUNCTION test_slow_statement()", database: fixture.database)
        XCTAssertTrue(storeError { try store.addSuggestion(PostgresFixture.echo) }?.message.contains("stopped a statement after 1 s") == true,
                      "a suggestion keeps the statement deadline")
    }

    /// bookdir's TCP connections probe a silent peer (keepalive after 5 s idle), as the kernel shows (`ss`).
    func testTCPConnectionsUseKeepalive() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let store = PostgresBookStore(location: try PostgresLocation(parsing: cluster.address(database: try cluster.newDatabase()), environment: [:]))
        XCTAssertEqual(try store.schemaVersions().database, 0, "a call, whose connection is kept")
        let ss = Process()
        let output = Pipe()
        ss.executableURL = URL(fileURLWithPath: "/usr/bin/ss")
        ss.arguments = ["-tnoH", "state", "established", "dst", "127.0.0.1:\(cluster.port)"]
        ss.standardOutput = output
        try ss.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        ss.waitUntilExit()
        withExtendedLifetime(store) {}
        XCTAssertFalse(lines.isEmpty, "the kept connection")
        for line in lines { XCTAssertTrue(line.contains("timer:(keepalive,"), String(line)) }
    }

    func testTheDeadlinesComeFromTheAddressAndTheEnvironment() throws {
        let defaults = try PostgresLocation(parsing: "postgresql://a@h/d", environment: [:]).deadlines
        XCTAssertEqual(defaults, DatabaseDeadlines(connect: 5, statement: 10, lock: 3, call: 60))
        let set = try PostgresLocation(parsing: "postgresql://a@h/d?connect_timeout=4", environment: [
            "BOOKDIR_DB_TIMEOUT": "2.5", "BOOKDIR_DB_CALL_TIMEOUT": "30", "PGCONNECT_TIMEOUT": "9"]).deadlines
        XCTAssertEqual(set, DatabaseDeadlines(connect: 4, statement: 2.5, lock: 1.25, call: 30))
        XCTAssertEqual(try PostgresLocation(parsing: "postgresql://a@h/d", environment: ["PGCONNECT_TIMEOUT": "9"]).deadlines.connect, 9)
        XCTAssertThrowsError(try PostgresLocation(parsing: "postgresql://a:pw@h/d", environment: ["BOOKDIR_DB_TIMEOUT": "soon"])) { error in
            XCTAssertEqual("\(error)", "The store address \"postgresql://a:***@h/d\" cannot be used: BOOKDIR_DB_TIMEOUT must be a number "
                           + "of seconds greater than 0. Give postgresql://USER@HOST:PORT/DATABASE (or postgresql://USER@/DATABASE?host=/socket/folder), "
                           + "or leave --store out for the JSON files.")
        }
    }
}
