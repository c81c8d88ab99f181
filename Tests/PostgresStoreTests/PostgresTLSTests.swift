import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// TLS as libpq does it, against a server with `ssl = on` (a certificate from a throwaway CA) and
/// one without, on TCP: the server itself says whether each session is encrypted (`pg_stat_ssl`).
final class PostgresTLSTests: XCTestCase {
    /// A migrated database on `cluster` holding the fixture's book.
    private func database(on cluster: NetworkCluster) throws -> String {
        let name = try cluster.newDatabase()
        let owner = PostgresBookStore(location: try PostgresLocation(parsing: cluster.socketAddress(database: name)))
        try owner.migrate()
        try owner.importBooks([PostgresFixture.book])
        return name
    }

    private func store(_ address: String, environment: [String: String] = [:]) throws -> PostgresBookStore {
        var location = try PostgresLocation(parsing: address, environment: environment)
        location.deadlines = DatabaseDeadlines(connect: 3, statement: 3, lock: 1, call: 10)
        return PostgresBookStore(location: location)
    }

    /// Reads the books in `mode`: whether the server saw TLS (`t`/`f`), or the error.
    private func attempt(_ cluster: NetworkCluster, _ database: String, _ parameters: String,
                         user: String = "bookdir", host: String = "127.0.0.1") throws -> Result<String, BookStoreError> {
        try cluster.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'bookdir' "
                         + "AND datname = '\(database)'", database: database)
        let store = try store(cluster.address(database: database, user: user, host: host, parameters: parameters))
        return withExtendedLifetime(store) {
            Result { () throws(BookStoreError) -> String in
                let books = try store.loadBooks()
                XCTAssertEqual(books, [PostgresFixture.book])
                return (try? cluster.bookdirSessionsUseTLS(database: database)) ?? "?"
            }
        }
    }

    /// The error of an attempt that must fail (a test failure, `because`, when it connected).
    private func refusal(_ cluster: NetworkCluster, _ database: String, _ parameters: String, user: String = "bookdir",
                         because reason: String, file: StaticString = #filePath, line: UInt = #line) throws -> BookStoreError {
        switch try attempt(cluster, database, parameters, user: user) {
        case .failure(let error): return error
        case .success: XCTFail(reason, file: file, line: line); return BookStoreError(kind: .unavailable, path: "", message: "")
        }
    }

    func testEveryModeAgainstAServerWithTLS() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let files = try XCTUnwrap(cluster.files)
        let database = try database(on: cluster)
        let root = "sslrootcert=\(files.authority)"
        let expected = [("sslmode=disable", "f"), ("sslmode=allow", "f"), ("sslmode=prefer", "t"), ("", "t"),
                        ("sslmode=require", "t"), ("sslmode=verify-ca&\(root)", "t")]
        for (parameters, tls) in expected {
            XCTAssertEqual(try attempt(cluster, database, parameters).get(), tls, parameters)
        }
        XCTAssertEqual(try attempt(cluster, database, "sslmode=verify-full&\(root)", host: "localhost").get(), "t")
    }

    func testEveryModeAgainstAServerWithoutTLS() throws {
        let cluster = try NetworkCluster.shared(tls: false)
        let database = try database(on: cluster)
        for parameters in ["sslmode=disable", "sslmode=allow", "sslmode=prefer", ""] {
            XCTAssertEqual(try attempt(cluster, database, parameters).get(), "f", parameters)
        }
        let root = try XCTUnwrap(NetworkCluster.shared(tls: true).files).authority
        for mode in ["require", "verify-ca", "verify-full"] {
            let parameters = "sslmode=\(mode)" + (mode == "require" ? "" : "&sslrootcert=\(root)")
            let error = try refusal(cluster, database, parameters, because: "\(mode) connected without TLS")
            XCTAssertEqual(error.kind, .unavailable)
            XCTAssertEqual(error.message, "Could not connect securely to the bookdir database at 127.0.0.1:\(cluster.port) "
                           + "(sslmode=\(mode)): the server does not offer TLS.")
        }
    }

    func testVerifyFullRefusesACertificateForAnotherNameNamingBoth() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let files = try XCTUnwrap(cluster.files)
        let database = try database(on: cluster)
        let error = try refusal(cluster, database, "sslmode=verify-full&sslrootcert=\(files.authority)", because: "verify-full accepted a certificate for another name")
        XCTAssertEqual(error.message, "Could not connect securely to the bookdir database at 127.0.0.1:\(cluster.port) (sslmode=verify-full): "
                       + "the server's certificate is for db.school.test, localhost, not for 127.0.0.1 (sslmode=verify-full checks the host name).")
        XCTAssertEqual(try attempt(cluster, database, "sslmode=verify-ca&sslrootcert=\(files.authority)").get(), "t",
                       "verify-ca does not check the name")
    }

    func testACertificateFromAnotherAuthorityOrNoRootIsRefused() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let files = try XCTUnwrap(cluster.files)
        let database = try database(on: cluster)
        let other = try refusal(cluster, database, "sslmode=verify-ca&sslrootcert=\(files.otherAuthority)", because: "a certificate of another authority was accepted")
        XCTAssertTrue(other.message.hasSuffix("(sslmode=verify-ca): the server's certificate is not signed by a trusted root (sslrootcert)."),
                      other.message)
        let missing = try refusal(cluster, database, "sslmode=verify-ca&sslrootcert=/nonexistent/root.crt", because: "a missing root was accepted")
        XCTAssertTrue(missing.message.hasSuffix(": the root certificate (sslrootcert) /nonexistent/root.crt does not exist."), missing.message)
        XCTAssertEqual(try attempt(cluster, database, "sslmode=require&sslrootcert=\(files.authority)").get(), "t")
        _ = try refusal(cluster, database, "sslmode=require&sslrootcert=\(files.otherAuthority)",
                        because: "require with a root checks the certificate against it, as libpq does")
    }

    func testAllowTriesTLSWhenTheServerWantsItAndDisableIsToldWhy() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let database = try database(on: cluster)
        XCTAssertEqual(try attempt(cluster, database, "sslmode=allow", user: "tlsonly").get(), "t")
        let error = try refusal(cluster, database, "sslmode=disable", user: "tlsonly", because: "a TLS-only user came in without TLS")
        XCTAssertEqual(error.kind, .notAllowed)
        XCTAssertTrue(error.message.hasPrefix("The server at 127.0.0.1:\(cluster.port) lets tlsonly in only over TLS ("), error.message)
    }

    func testAClientCertificate() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let files = try XCTUnwrap(cluster.files)
        let database = try database(on: cluster)
        let certificate = "sslmode=require&sslcert=\(files.clientCertificate)&sslkey=\(files.clientKey)"
        XCTAssertEqual(try attempt(cluster, database, certificate, user: "certuser").get(), "t")
        let without = try refusal(cluster, database, "sslmode=require", user: "certuser", because: "cert login without a certificate")
        XCTAssertEqual(without.kind, .notAllowed, without.message)
        let open = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-open-\(UUID().uuidString.prefix(6)).key").path
        try FileManager.default.copyItem(atPath: files.clientKey, toPath: open)
        defer { try? FileManager.default.removeItem(atPath: open) }
        chmod(open, 0o644)
        let tooOpen = try refusal(cluster, database, "sslmode=require&sslcert=\(files.clientCertificate)&sslkey=\(open)", user: "certuser", because: "a key others may read was used")
        XCTAssertTrue(tooOpen.message.hasSuffix(": the client key \(open) may be read by others (mode 644); make it u=rw (0600) or less."),
                      tooOpen.message)
    }

    func testTheLibpqVariablesSetTLS() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let files = try XCTUnwrap(cluster.files)
        let database = try database(on: cluster)
        let environment = ["PGSSLMODE": "verify-full", "PGSSLROOTCERT": files.authority, "PGSSLCERT": files.clientCertificate,
                           "PGSSLKEY": files.clientKey]
        let location = try PostgresLocation(parsing: cluster.address(database: database, host: "localhost"), environment: environment)
        XCTAssertEqual(location.tls, TLSSettings(mode: .verifyFull, rootCertificate: files.authority, certificate: files.clientCertificate,
                                                 key: files.clientKey))
        let store = try store(cluster.address(database: database, user: "certuser", host: "localhost", password: false), environment: environment)
        XCTAssertEqual(try store.loadBooks(), [PostgresFixture.book])
        XCTAssertEqual(try PostgresLocation(parsing: "postgresql://a@h/d?sslmode=disable", environment: ["PGSSLMODE": "require"]).tls.mode,
                       .disable, "the address wins over the environment")
        XCTAssertThrowsError(try PostgresLocation(parsing: "postgresql://a@h/d?sslmode=strict", environment: [:])) { error in
            XCTAssertEqual((error as? PostgresLocationError)?.problem, "sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full")
        }
    }

    /// Someone between the machines sees a suggestion's title without TLS, and not with it.
    func testARelayReadsTheTitleUnderDisableAndNotUnderRequire() throws {
        let cluster = try NetworkCluster.shared(tls: true)
        let database = try database(on: cluster)
        for (mode, seen) in [("disable", true), ("require", false)] {
            let relay = try TCPRelay(to: cluster.port)
            let title = "Overheard Title \(mode)"
            let store = try store(cluster.address(database: database, port: relay.port, parameters: "sslmode=\(mode)"))
            let suggestion = Suggestion(id: "s-\(mode)", title: title, author: "Ana Lu", category: .pictureBook, createdAt: PostgresFixture.sent)
            XCTAssertEqual(try store.addSuggestion(suggestion), .stored(PostgresFixture.signed(suggestion)))
            XCTAssertGreaterThan(relay.captured.count, 100, "the relay carried the session")
            XCTAssertEqual(relay.captured.range(of: Data(title.utf8)) != nil, seen, mode)
            XCTAssertEqual(relay.captured.range(of: Data(NetworkCluster.password.utf8)) != nil, false, "scram never sends the password")
        }
    }
}
