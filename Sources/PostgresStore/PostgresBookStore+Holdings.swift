import Catalog
import Foundation
import Holdings
import PostgresNIO

/// Libraries' holdings in the shared store (migration 5): each school of a district its own,
/// replaced whole by an import in one transaction, read by any reader, written only by curators.
extension PostgresBookStore {
    /// Stores `holdings` as its library's (the key ``LibraryHoldings/fileName(forLibrary:)`` names),
    /// replacing the earlier ones in one transaction: readers see the old rows or the new, never
    /// half. Returns the earlier holdings' header (no rows) and how many rows they had.
    @discardableResult
    public func replaceHoldings(_ holdings: LibraryHoldings) throws(BookStoreError) -> (holdings: LibraryHoldings, rows: Int)? {
        let key = Self.holdingsKey(holdings.library)
        // A second for every 20,000 rows beyond the call's deadline.
        let seconds = max(location.deadlines.call, Double(holdings.rows.count) / 20_000)
        return try perform("import holdings", needs: "bookdir_curator", bulk: seconds) { connection -> (holdings: LibraryHoldings, rows: Int)? in
            // Two imports of one library at once take turns: the second replaces the first's rows.
            try await Statements.run(connection, "SELECT pg_advisory_xact_lock(hashtext('bookdir holdings ' || \(key)))")
            let old = try await Statements.rows(connection, """
                SELECT \(unescaped: HoldingsRows.header("l")) FROM holdings_libraries l WHERE key = \(key)
                """) { try $0.decode((String, Int).self) }.first
            try await Statements.run(connection, "DELETE FROM holdings_libraries WHERE key = \(key)")
            try await Statements.run(connection, """
                INSERT INTO holdings_libraries (key, library, source, format, columns, imported)
                VALUES (\(key), \(holdings.library), \(holdings.source), \(holdings.format.rawValue), \(holdings.columns), \(holdings.imported))
                """)
            try await HoldingsRows.insert(holdings.rows, key: key, connection)
            return try old.map { (try HoldingsRows.decoded($0.0), $0.1) }
        }
    }

    /// The holdings of the library `name` (its key, as an import names it), or nil when it has none.
    public func loadHoldings(library name: String) throws(BookStoreError) -> LibraryHoldings? {
        let key = Self.holdingsKey(name)
        return try perform("read holdings", needs: "bookdir_reader", bulk: location.deadlines.call) { connection in
            try await Statements.rows(connection, """
                SELECT \(unescaped: HoldingsRows.whole("l")) FROM holdings_libraries l WHERE key = \(key)
                """) { try $0.decode(String.self) }.first.map(HoldingsRows.decoded)
        }
    }

    /// Every library's holdings, by key.
    public func loadAllHoldings() throws(BookStoreError) -> [LibraryHoldings] {
        try perform("read holdings", needs: "bookdir_reader", bulk: location.deadlines.call) { connection in
            try await Statements.rows(connection, """
                SELECT \(unescaped: HoldingsRows.whole("l")) FROM holdings_libraries l ORDER BY key
                """) { try $0.decode(String.self) }.map(HoldingsRows.decoded)
        }
    }

    /// Every library's holdings without their rows, by key: each with how many rows it has and what
    /// identifies this import of them (the key and the row's transaction: an import writes it anew).
    public func holdingsHeaders() throws(BookStoreError) -> [(holdings: LibraryHoldings, rows: Int, stamp: String)] {
        try perform("read holdings", needs: "bookdir_reader") { connection in
            try await Statements.rows(connection, """
                SELECT \(unescaped: HoldingsRows.header("l")), l.key || ' ' || l.xmin::text FROM holdings_libraries l ORDER BY key
                """) { try $0.decode((String, Int, String).self) }.map { (try HoldingsRows.decoded($0.0), $0.1, $0.2) }
        }
    }

    /// The key of the library `name`: the data folder's file name without `.json`.
    static func holdingsKey(_ name: String) -> String {
        String(LibraryHoldings.fileName(forLibrary: name).dropLast(5))
    }
}
