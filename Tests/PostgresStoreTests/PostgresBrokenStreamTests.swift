import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// The server ends the session while a large answer is streaming (postgres-nio 1.33.2 met a
/// `preconditionFailure` there through its async row sequence: SIGILL, nothing said). Every call
/// either returns every book or says the connection broke; this process never dies.
final class PostgresBrokenStreamTests: XCTestCase {
    func testSessionsEndedMidStreamGiveAnErrorNeverACrash() throws {
        let fixture = try PostgresFixture()
        let books = GeneratedCatalog.books(count: 20_000, seed: 31)
        XCTAssertEqual(try fixture.store().importBooks(books), 20_001)
        let cluster = fixture.cluster
        let database = fixture.database
        var complete = 0
        var broken = 0
        for round in 0 ..< 24 {
            let store = try fixture.store()
            let ender = Thread {
                Thread.sleep(forTimeInterval: Double(round % 8) * 0.02)
                _ = try? cluster.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database)' "
                                      + "AND application_name = 'bookdir'", database: database)
            }
            ender.start()
            switch Result<Int, BookStoreError>(catching: { () throws(BookStoreError) -> Int in try store.loadBooks().count }) {
            case .success(let count):
                XCTAssertEqual(count, 20_001)
                complete += 1
            case .failure(let error):
                XCTAssertEqual(error.kind, .unavailable, "\(error)")
                XCTAssertTrue(error.message.hasPrefix("Could not reach the bookdir database at \(cluster.folder)/.s.PGSQL.5432"), error.message)
                broken += 1
            }
            while ender.isExecuting || !ender.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        }
        XCTAssertGreaterThan(broken, 0, "some sessions were ended mid-stream (\(complete) complete)")
    }
}
