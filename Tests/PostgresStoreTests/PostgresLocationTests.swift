import PostgresStore
import XCTest

final class PostgresLocationTests: XCTestCase {
    func testAHostAddress() throws {
        let location = try PostgresLocation(parsing: "postgresql://alice:s%40cret@db.school.example:6432/bookdir", environment: [:])
        XCTAssertEqual(location.user, "alice")
        XCTAssertEqual(location.password, "s@cret")
        XCTAssertEqual(location.host, "db.school.example")
        XCTAssertEqual(location.port, 6432)
        XCTAssertEqual(location.database, "bookdir")
        XCTAssertEqual(location.serverName, "db.school.example:6432")
        XCTAssertEqual(location.displayAddress, "postgresql://alice@db.school.example:6432/bookdir")
    }

    func testASocketFolderAndThePasswordFromTheEnvironment() throws {
        let location = try PostgresLocation(parsing: "postgres://bob@/books?host=/run/postgresql", environment: ["PGPASSWORD": "pw"])
        XCTAssertNil(location.host)
        XCTAssertEqual(location.socketFolder, "/run/postgresql")
        XCTAssertEqual(location.port, 5432)
        XCTAssertEqual(location.password, "pw")
        XCTAssertEqual(location.serverName, "/run/postgresql/.s.PGSQL.5432")
    }

    func testBadAddressesSayWhatIsWrongWithoutThePassword() {
        let cases = [
            ("mysql://a@b/c", "mysql://a@b/c", "it is not a postgresql:// address"),
            ("postgresql://a:secret@host:99999/db", "postgresql://a:***@host:99999/db", "the port must be between 1 and 65535"),
            ("postgresql://a@host/db?sslmode=on&password=secret", "postgresql://a@host/db?sslmode=on&password=***",
             "sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full"),
            ("postgresql://a@host/db?options=-c", "postgresql://a@host/db?options=-c", "bookdir does not know the parameter options (it knows "
             + "connect_timeout, dbname, host, passfile, password, port, service, sslcert, sslkey, sslmode, sslrootcert, user)"),
        ]
        for (address, shown, problem) in cases {
            XCTAssertThrowsError(try PostgresLocation(parsing: address, environment: [:]), address) { error in
                XCTAssertEqual((error as? PostgresLocationError)?.problem, problem, address)
                XCTAssertTrue("\(error)".hasPrefix("The store address \"\(shown)\" cannot be used: \(problem). Give postgresql://"), "\(error)")
                XCTAssertFalse("\(error)".contains("secret"))
            }
        }
    }

    /// What an address leaves out is libpq's default: the socket folder, the login name, a database named as the user.
    func testWhatAnAddressLeavesOut() throws {
        let location = try PostgresLocation(parsing: "postgresql://a@/db?host=relative", environment: [:])
        XCTAssertEqual(location.host, "relative", "a host not starting with / is a host name, as in libpq")
        let short = try PostgresLocation(parsing: "postgresql://host", environment: ["USER": "ana"])
        XCTAssertEqual([short.host, short.user, short.database], ["host", "ana", "ana"])
    }
}
