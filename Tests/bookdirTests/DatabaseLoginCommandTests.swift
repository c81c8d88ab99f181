import Foundation
import TestSupport
import XCTest

/// The command line logs in as libpq does: the PG variables, ~/.pgpass, one attempt, exit 4 when
/// the login is refused, and TLS the server's way.
final class DatabaseLoginCommandTests: CommandTestCase {
    func testPostgresqlWithNothingMoreTakesTheVariablesAndAWrongPasswordExitsFour() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let database = try cluster.newDatabase()
        let variables = ["PGHOST": "127.0.0.1", "PGPORT": String(cluster.port), "PGUSER": "bookdir", "PGDATABASE": database,
                         "PGSSLMODE": "require"]
        let migrated = try runner.run(["db", "migrate", "--store", "postgresql://"],
                                      adding: variables.merging(["PGPASSWORD": NetworkCluster.password]) { $1 })
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.psql("SELECT count(*) FROM schema_migrations", database: database), "9")

        let before = cluster.logLines(containing: "password authentication failed for user \"bookdir\"")
        let wrong = try runner.run(["list", "--store", "postgresql://"], adding: variables.merging(["PGPASSWORD": "Not-it-31"]) { $1 })
        XCTAssertEqual(wrong.status, 4)
        XCTAssertEqual(wrong.stderr, "bookdir: The bookdir database at 127.0.0.1:\(cluster.port) refused the password of bookdir (wrong "
                       + "password, or no such user). Check PGPASSWORD, the password file (~/.pgpass) or the address.\n")
        XCTAssertFalse(wrong.stderr.contains("Not-it-31"))
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(cluster.logLines(containing: "password authentication failed for user \"bookdir\"") - before, 1, "one attempt")
    }

    func testThePasswordFileInHomeAndItsPermissions() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let database = try cluster.newDatabase()
        let file = try runner.write("127.0.0.1:\(cluster.port):\(database):bookdir:\(NetworkCluster.password)\n", to: "home/.pgpass")
        let address = "postgresql://bookdir@127.0.0.1:\(cluster.port)/\(database)"
        chmod(file, 0o640)
        let open = try runner.run(["db", "migrate", "--store", address])
        XCTAssertEqual(open.status, 4)
        XCTAssertTrue(open.stderr.contains("The password file \(file) was not read: others may read it"), open.stderr)
        chmod(file, 0o600)
        let closed = try runner.run(["db", "migrate", "--store", address])
        XCTAssertEqual(closed.status, 0, closed.stderr)
    }

    func testARefusedPortAndAServerWithoutTLSUnderRequire() throws {
        let port = try NetworkCluster.freePort()
        let refused = try runner.run(["list", "--store", "postgresql://bookdir@127.0.0.1:\(port)/bookdir"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertTrue(refused.stderr.contains("nothing accepts connections there (connection refused)"), refused.stderr)
        let plain = try NetworkCluster.shared(tls: false)
        let insecure = try runner.run(["list", "--store", plain.address(database: "bookdir", parameters: "sslmode=require")])
        XCTAssertEqual(insecure.status, 3)
        XCTAssertEqual(insecure.stderr, "bookdir: Could not connect securely to the bookdir database at 127.0.0.1:\(plain.port) "
                       + "(sslmode=require): the server does not offer TLS.\n")
    }
}
