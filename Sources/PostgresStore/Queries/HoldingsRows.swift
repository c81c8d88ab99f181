import Foundation
import Holdings
import PostgresNIO

/// Holdings to and from the `holdings` and `holdings_libraries` tables: read back as the JSON the
/// data folder keeps (``LibraryHoldings``), so both stores decode them alike.
enum HoldingsRows {
    /// A library's row `alias` as a LibraryHoldings document without rows, then how many rows it has.
    static func header(_ alias: String) -> String {
        document(alias, rows: "'[]'::jsonb") + ", (SELECT count(*) FROM holdings h WHERE h.library_key = \(alias).key)"
    }

    /// A library's row `alias` as a whole LibraryHoldings document, rows in the file's order.
    static func whole(_ alias: String) -> String {
        document(alias, rows: """
            (SELECT coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object('number', h.number, 'record', h.record, 'isbns', h.isbns,
                'title', h.title, 'authors', h.authors)) ORDER BY h.position), '[]') FROM holdings h WHERE h.library_key = \(alias).key)
            """)
    }

    private static func document(_ alias: String, rows: String) -> String {
        """
        jsonb_build_object('version', 1, 'library', \(alias).library, 'source', \(alias).source, 'format', \(alias).format,
            'columns', to_jsonb(\(alias).columns), 'imported', \(alias).imported, 'rows', \(rows))::text
        """
    }

    /// The holdings a document of ``whole(_:)`` or ``header(_:)`` reads as.
    static func decoded(_ text: String) throws -> LibraryHoldings {
        do {
            return try JSONDecoder().decode(LibraryHoldings.self, from: Data(text.utf8))
        } catch {
            throw DatabaseFailure.unexpected("holdings this bookdir cannot read (\(error))")
        }
    }

    /// Inserts `rows` as the library `key`'s, in order, 5,000 a statement.
    static func insert(_ rows: [HoldingRow], key: String, _ connection: PostgresConnection) async throws {
        let batch = 5_000
        for start in stride(from: 0, to: rows.count, by: batch) {
            let slice = rows[start ..< min(start + batch, rows.count)].enumerated().map { offset, row in Row(position: start + offset, row: row) }
            let document = String(decoding: try JSONEncoder().encode(slice), as: UTF8.self)
            try await Statements.run(connection, """
                INSERT INTO holdings (library_key, position, number, record, isbns, title, authors)
                SELECT \(key), position, number, record, isbns, title, authors
                FROM jsonb_to_recordset(\(document)::jsonb) AS h(position integer, number integer, record text, isbns text[],
                    title text, authors text[])
                """)
        }
    }

    /// One row of the document ``insert(_:key:_:)`` sends.
    private struct Row: Encodable {
        var position: Int
        var number: Int
        var record: String?
        var isbns: [String]
        var title: String
        var authors: [String]

        init(position: Int, row: HoldingRow) {
            self.position = position
            number = row.number
            record = row.record
            isbns = row.isbns
            title = row.title
            authors = row.authors
        }
    }
}
