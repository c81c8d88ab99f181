import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// A new, migrated database of the test cluster with one book, and login roles for each group.
struct PostgresFixture {
    let cluster: PostgresCluster
    let database: String

    static let book = Book(id: "new-kid", title: "New Kid", authors: ["Jerry Craft"], category: .middleGrade,
                           description: "Jordan starts seventh grade at a private school.")

    /// 2026-11-21T19:30:05.250Z: a time the stores keep exactly (to the millisecond).
    static let sent = Date(timeIntervalSince1970: 1_795_289_405.25)

    /// A suggestion of a book the fixture's catalog does not hold.
    static let echo = Suggestion(id: "echo", title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade, createdAt: sent)

    /// `suggestion` as the database stores it when `user` (a curator or the owner, who keep their
    /// ids and times) sends it: signed by that database user.
    static func signed(_ suggestion: Suggestion, by user: String = "bookdir") -> Suggestion {
        var signed = suggestion
        signed.suggestedBy = user
        return signed
    }

    init(migrated: Bool = true) throws {
        cluster = try PostgresCluster.shared()
        database = try cluster.newDatabase()
        if migrated {
            try store().migrate()
            try store().importBooks([Self.book])
            for group in ["reader", "suggester", "curator"] {
                try cluster.psql("""
                    DO $$ BEGIN
                    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'test_\(group)') THEN
                        CREATE ROLE test_\(group) LOGIN; GRANT bookdir_\(group) TO test_\(group);
                    END IF; END $$
                    """, database: database)
            }
        }
    }

    /// The address as `user`.
    func address(as user: String = "bookdir") -> String {
        cluster.address(database: database, user: user)
    }

    /// A store logged in as `user`.
    func store(as user: String = "bookdir", reachTimeout: Double = 5) throws -> PostgresBookStore {
        PostgresBookStore(location: try PostgresLocation(parsing: address(as: user)), reachTimeout: reachTimeout)
    }

    /// A store that waits no longer than `deadlines`.
    func store(deadlines: DatabaseDeadlines) throws -> PostgresBookStore {
        var location = try PostgresLocation(parsing: address())
        location.deadlines = deadlines
        return PostgresBookStore(location: location)
    }
}

/// The error `body` throws, if any.
func storeError(_ body: () throws -> Void) -> BookStoreError? {
    do {
        try body()
        return nil
    } catch {
        return error as? BookStoreError
    }
}
