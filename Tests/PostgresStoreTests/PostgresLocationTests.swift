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

    func testBadAddressesSayWhatIsWrong() {
        let cases = [
            ("mysql://a@b/c", "it is not a postgresql:// address"),
            ("postgresql://a@host", "it names no database (/DATABASE after the server)"),
            ("postgresql://host/db", "it names no user (USER@ before the server)"),
            ("postgresql://a@/db", "it names no server (HOST, or ?host=/socket/folder)"),
            ("postgresql://a@/db?host=relative", "?host= must name the folder of the server's socket, such as ?host=/run/postgresql"),
        ]
        for (address, problem) in cases {
            XCTAssertThrowsError(try PostgresLocation(parsing: address, environment: [:]), address) { error in
                XCTAssertEqual((error as? PostgresLocationError)?.problem, problem, address)
                XCTAssertTrue("\(error)".hasPrefix("The store address \"\(address)\" cannot be used: \(problem). Give postgresql://"))
            }
        }
    }
}
