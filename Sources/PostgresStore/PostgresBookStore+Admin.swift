import Catalog
import PostgresNIO

/// What an administrator does to the database: `bookdir db migrate` and `bookdir db import`.
extension PostgresBookStore {
    /// Creates or upgrades the schema (see ``Migrations``): the versions applied now, oldest
    /// first; empty when it was up to date. Safe to run twice and from two machines at once.
    @discardableResult
    public func migrate() throws(BookStoreError) -> [Int] {
        try perform("create or upgrade the bookdir tables", needs: "the owner of the database (or CREATEROLE)") {
            try await Migrator.migrate($0)
        }
    }

    /// The schema's newest version in the database (0 before the first migration) and this
    /// bookdir's newest.
    public func schemaVersions() throws(BookStoreError) -> (database: Int, known: Int) {
        let database = try perform("read the schema version", needs: "bookdir_reader") { connection in
            let exists = try await Statements.rows(connection, "SELECT to_regclass('schema_migrations') IS NOT NULL") {
                try $0.decode(Bool.self)
            }.first ?? false
            return exists ? try await Migrator.currentVersion(connection) : 0
        }
        return (database, Migrations.all.last?.version ?? 0)
    }

    /// Stores `books` in one transaction: new ids are added in order, ids already there are
    /// updated in place; nothing else changes. Running it twice leaves the same rows.
    /// - Returns: how many books the database holds afterwards.
    @discardableResult
    public func importBooks(_ books: [Book]) throws(BookStoreError) -> Int {
        // A large catalog may take longer than one call's deadline: a second for every 2,000 books.
        let seconds = max(location.deadlines.call, Double(books.count) / 2_000)
        return try perform("import books", needs: "the owner of the tables (UPDATE on books)", bulk: seconds) { connection in
            try await BookRows.insert(books, replacing: true, connection)
            return try await Statements.rows(connection, "SELECT count(*) FROM books") { try $0.decode(Int.self) }.first ?? 0
        }
    }
}
