import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// What goes wrong before a call: each its own sentence, at once, one login attempt, no password shown.
final class PostgresLoginTests: XCTestCase {
    private func store(_ address: String, environment: [String: String] = [:]) throws -> PostgresBookStore {
        var location = try PostgresLocation(parsing: address, environment: environment)
        location.deadlines = DatabaseDeadlines(connect: 3, statement: 3, lock: 1, call: 10)
        return PostgresBookStore(location: location)
    }

    func testAWrongPasswordIsRefusedAfterOneAttemptWithoutShowingIt() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let database = try cluster.newDatabase()
        let failedBefore = cluster.logLines(containing: "password authentication failed for user \"bookdir\"")
        let error = storeError { _ = try store("postgresql://bookdir:Wrong-pw-31@127.0.0.1:\(cluster.port)/\(database)").loadBooks() }
        XCTAssertEqual(error?.kind, .notAllowed)
        XCTAssertEqual(error?.message, "The bookdir database at 127.0.0.1:\(cluster.port) refused the password of bookdir (wrong password, "
                       + "or no such user). Check PGPASSWORD, the password file (~/.pgpass) or the address.")
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(cluster.logLines(containing: "password authentication failed for user \"bookdir\"") - failedBefore, 1,
                       "one login attempt, no retries")
    }

    func testAnUnknownRoleAndAMissingDatabaseSayWhich() throws {
        let cluster = try PostgresCluster.shared()
        let role = storeError { _ = try store("postgresql://nobody_here@/bookdir?host=\(cluster.folder)").loadBooks() }
        XCTAssertEqual(role?.kind, .notAllowed)
        XCTAssertEqual(role?.message, "The server at \(cluster.folder)/.s.PGSQL.5432 has no user nobody_here (role \"nobody_here\" does not "
                       + "exist). Check the address, or ask the database's administrator for a login.")
        let missing = storeError { _ = try store("postgresql://bookdir@/no_such_db?host=\(cluster.folder)").loadBooks() }
        XCTAssertEqual(missing?.kind, .unavailable)
        XCTAssertTrue(missing?.message.hasPrefix("The server at \(cluster.folder)/.s.PGSQL.5432 has no database \"no_such_db\" (") == true,
                      "\(String(describing: missing))")
    }

    func testARefusedPortIsAnsweredAtOnce() throws {
        _ = try PostgresCluster.shared()
        let port = try NetworkCluster.freePort()
        let store = try store("postgresql://bookdir@127.0.0.1:\(port)/bookdir")
        let started = Date()
        let error = storeError { _ = try store.loadBooks() }
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.1)
        XCTAssertEqual(error?.message, "Could not reach the bookdir database at 127.0.0.1:\(port): nothing accepts connections there "
                       + "(connection refused). Check that the server is running, then try again.")
    }

    func testAnUnknownHostIsSaid() throws {
        let error = storeError { _ = try store("postgresql://bookdir@no-such-host.invalid/bookdir").loadBooks() }
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertEqual(error?.message, "Could not reach the bookdir database at no-such-host.invalid:5432: the host name "
                       + "no-such-host.invalid is not known. Check the address.")
    }

    func testThePasswordFileIsReadOnlyWhenOnlyItsOwnerMayReadIt() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let database = try cluster.newDatabase()
        let home = try TemporaryFolder(prefix: "bookdir-pgpass")
        defer { home.remove() }
        let file = try home.write("# a comment\n127.0.0.1:\(cluster.port):other:bookdir:nope\n*:\(cluster.port):*:bookdir:\(NetworkCluster.password)\n",
                                  to: ".pgpass").path
        let address = "postgresql://bookdir@127.0.0.1:\(cluster.port)/\(database)"
        chmod(file, 0o644)
        let refused = storeError { _ = try store(address, environment: ["HOME": home.url.path]).loadBooks() }
        XCTAssertEqual(refused?.kind, .notAllowed)
        XCTAssertEqual(refused?.message, "The bookdir database at 127.0.0.1:\(cluster.port) asks bookdir for a password, and none was given "
                       + "(the address, PGPASSWORD or the password file ~/.pgpass). The password file \(file) was not read: others may "
                       + "read it (make it u=rw, chmod 0600 \(file)).")
        chmod(file, 0o600)
        XCTAssertNil(storeError { _ = try store(address, environment: ["HOME": home.url.path]).schemaVersions() })
        XCTAssertNil(storeError { _ = try store("postgresql://bookdir@127.0.0.1:\(cluster.port)/\(database)?passfile=\(file)").schemaVersions() })
    }

    /// `postgresql://` with nothing more: everything from the libpq variables, or from a service.
    func testTheLibpqVariablesAndAService() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let database = try cluster.newDatabase()
        let environment = ["PGHOST": "127.0.0.1", "PGPORT": String(cluster.port), "PGUSER": "bookdir", "PGDATABASE": database,
                           "PGPASSWORD": NetworkCluster.password, "HOME": "/nonexistent"]
        let location = try PostgresLocation(parsing: "postgresql://", environment: environment)
        XCTAssertEqual([location.host, String(location.port), location.user, location.database], ["127.0.0.1", String(cluster.port), "bookdir", database])
        XCTAssertEqual(location.displayAddress, "postgresql://bookdir@127.0.0.1:\(cluster.port)/\(database)", "no password shown")
        XCTAssertEqual(try store("postgresql://", environment: environment).schemaVersions().database, 0)

        let folder = try TemporaryFolder(prefix: "bookdir-service")
        defer { folder.remove() }
        let services = try folder.write("[other]\nhost=elsewhere\n\n[district]\nhost=127.0.0.1\nport=\(cluster.port)\ndbname=\(database)\n"
                                        + "user=bookdir\n", to: "pg_service.conf").path
        let serviced = ["PGSERVICE": "district", "PGSERVICEFILE": services, "PGPASSWORD": NetworkCluster.password, "PGHOST": "ignored.example"]
        XCTAssertEqual(try PostgresLocation(parsing: "postgresql://", environment: serviced).host, "127.0.0.1", "the service before PGHOST")
        XCTAssertEqual(try store("postgresql://", environment: serviced).schemaVersions().database, 0)
        XCTAssertThrowsError(try PostgresLocation(parsing: "postgresql://?service=nowhere", environment: ["PGSERVICEFILE": services])) { error in
            XCTAssertTrue("\(error)".contains("no service file has the service \"nowhere\" (looked in \(services) and "), "\(error)")
        }
        let defaults = try PostgresLocation(parsing: "postgresql://", environment: ["USER": "alice", "HOME": "/nonexistent"])
        XCTAssertEqual(defaults.serverName, "/var/run/postgresql/.s.PGSQL.5432")
        XCTAssertEqual([defaults.user, defaults.database], ["alice", "alice"])
    }
}
