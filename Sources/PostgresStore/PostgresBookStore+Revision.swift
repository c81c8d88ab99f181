import Catalog
import PostgresNIO

/// The catalog's revision (``CatalogRevision``), by which the command line keeps a derived cache of
/// the books: one small query tells whether the cache still holds them.
extension PostgresBookStore {
    /// The revision the database holds now, or nil when its schema has none yet (before migration 4).
    public func catalogRevision() throws(BookStoreError) -> CatalogRevision? {
        try perform("read the books", needs: "bookdir_reader") { connection in
            // One statement: a schema without the table answers "undefined table".
            do {
                return try await Self.revisionRow(connection)
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "42P01" {
                return nil
            }
        }
    }

    /// Every book, in catalog order, and the revision they are of: nil when the database has no
    /// revision yet or the books changed while they were read (then no cache should keep them).
    public func loadBooksAndRevision() throws(BookStoreError) -> (books: [Book], revision: CatalogRevision?) {
        try perform("read the books", needs: "bookdir_reader", bulk: location.deadlines.call) { connection in
            // Read before and after (each statement sees the commits made before it): every
            // commit that changes the books raises the number, so an equal number on both sides
            // means the books read between are that revision's.
            let before = try await Self.revision(connection)
            let books = try await BookRows.loadAll(connection)
            let after = try await Self.revision(connection)
            return (books, before == after ? before : nil)
        }
    }

    /// The row of `catalog_revision`; nil when there is no such table.
    static func revision(_ connection: PostgresConnection) async throws -> CatalogRevision? {
        let exists = try await Statements.rows(connection, "SELECT to_regclass('catalog_revision') IS NOT NULL") {
            try $0.decode(Bool.self)
        }.first ?? false
        return exists ? try await revisionRow(connection) : nil
    }

    private static func revisionRow(_ connection: PostgresConnection) async throws -> CatalogRevision? {
        try await Statements.rows(connection, "SELECT epoch, revision FROM catalog_revision") {
            let (epoch, number) = try $0.decode((String, Int64).self)
            return CatalogRevision(epoch: epoch, number: number)
        }.first
    }
}
