import Catalog
import Foundation
import PostgresNIO

/// Books to and from the `books` table.
enum BookRows {
    /// The columns of a book, in the order ``load(_:where:)`` reads them.
    private static let columns = "id, title, authors, illustrators, category, description, year, isbn, communities, awards::text, "
        + "jsonb_strip_nulls(jsonb_build_object(" + packed.map { "'\($0.name)', \($0.postgresColumn!)" }.joined(separator: ", ") + "))::text, "
        + "position"

    /// The fields packed from their declarations, each a column of its own (``Migrations/column(for:)``).
    private static let packed = BookSchema.packedFields

    /// Every book, in catalog order.
    static func loadAll(_ connection: PostgresConnection) async throws -> [Book] {
        try await load(connection, PostgresQuery(unsafeSQL: "SELECT \(columns) FROM books ORDER BY position"))
    }

    /// The books with id `id` (or, with `numbered`, `id-2`, `id-3`, …: what ``BookID/unique(_:notIn:)``
    /// needs to see) or the key `key` (``SameBook/bookKey(title:author:)``).
    static func load(_ connection: PostgresConnection, id: String?, numbered: Bool = false, key: String?) async throws -> [Book] {
        let prefix = numbered ? id.map { $0 + "-" } : nil
        return try await load(connection, """
            SELECT \(unescaped: columns) FROM books
            WHERE id = \(id) OR starts_with(id, \(prefix)) OR match_key = \(key) ORDER BY position
            """)
    }

    /// Every book with its place in the catalog's order, and those written by a statement after
    /// the catalog revision `since` when given (migration 6's `books.revision`).
    static func loadPlaced(_ connection: PostgresConnection, changedAfter since: Int64?) async throws -> [PlacedBook] {
        guard let since else { return try await loadPlaced(connection, PostgresQuery(unsafeSQL: "SELECT \(columns) FROM books ORDER BY position")) }
        return try await loadPlaced(connection, "SELECT \(unescaped: columns) FROM books WHERE revision > \(since) ORDER BY position")
    }

    /// The ids of the books deleted (or renamed away) by a statement after the catalog revision `since`.
    static func deleted(_ connection: PostgresConnection, after since: Int64) async throws -> Set<String> {
        Set(try await Statements.rows(connection, "SELECT DISTINCT id FROM book_deletions WHERE revision > \(since)") {
            try $0.decode(String.self)
        })
    }

    private static func load(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> [Book] {
        try await loadPlaced(connection, query).map(\.book)
    }

    private static func loadPlaced(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> [PlacedBook] {
        let rows = try await Statements.rows(connection, query) {
            try $0.decode((String, String, [String], [String], String, String, Int?, String?, [String], String, String, Int64).self)
        }
        var books: [PlacedBook] = []
        books.reserveCapacity(rows.count)
        var packer = BookPacker()
        let decoder = JSONDecoder()
        for (id, title, authors, illustrators, code, description, year, isbn, communities, awards, fields, position) in rows {
            guard let category = Category(rawValue: code) else { throw DatabaseFailure.unexpected("the unknown category \"\(code)\" on book \(id)") }
            let facets = try communities.map { code in
                guard let community = Community(rawValue: code) else { throw DatabaseFailure.unexpected("the unknown community \"\(code)\" on book \(id)") }
                return community
            }
            let prizes = awards == "[]" ? [] : try decodeAwards(awards, of: id, decoder)
            let values = fields == "{}" ? FieldValues() : try decodeFields(fields, of: id, decoder)
            books.append(PlacedBook(position: position, book: Book(
                id: id, title: title, authors: authors, illustrators: illustrators, category: category, description: description,
                year: year, isbn: isbn, communities: facets, awards: prizes, fields: values, packer: &packer)))
        }
        return books
    }

    private static func decodeAwards(_ text: String, of id: String, _ decoder: JSONDecoder) throws -> [Award] {
        do {
            return try decoder.decode([Award].self, from: Data(text.utf8))
        } catch {
            throw DatabaseFailure.unexpected("awards this bookdir does not know on book \(id)")
        }
    }

    private static func decodeFields(_ text: String, of id: String, _ decoder: JSONDecoder) throws -> FieldValues {
        do {
            return try decoder.decode(FieldValues.self, from: Data(text.utf8))
        } catch {
            throw DatabaseFailure.unexpected("fields this bookdir cannot read on book \(id)")
        }
    }

    /// Inserts `books` in order (a function scan gives the document's rows in order); with `replacing`, a book whose id is already there is updated in
    /// place (it keeps its position), else such a book fails the statement.
    static func insert(_ books: [Book], replacing: Bool, _ connection: PostgresConnection) async throws {
        let batch = 5_000
        for start in stride(from: 0, to: books.count, by: batch) {
            let rows = books[start ..< min(start + batch, books.count)].map(BookRow.init)
            let document = String(decoding: try JSONEncoder().encode(rows), as: UTF8.self)
            // A book imported again unchanged is left alone: its row keeps its revision, so the
            // apps reading what changed do not fetch it again.
            let compared = ["title", "authors", "illustrators", "category", "description", "year", "isbn", "communities", "awards",
                            "match_key"] + packed.map { $0.postgresColumn! }
            let conflict = replacing ? """
                ON CONFLICT (id) DO UPDATE SET \(compared.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                WHERE (\(compared.map { "books.\($0)" }.joined(separator: ", ")))
                    IS DISTINCT FROM (\(compared.map { "excluded.\($0)" }.joined(separator: ", ")))
                """ : ""
            let packedColumns = packed.map { ", " + $0.postgresColumn! }.joined()
            let packedValues = packed.map { ", b.fields -> '\($0.name)'" }.joined()
            try await Statements.run(connection, """
                INSERT INTO books (id, title, authors, illustrators, category, description, year, isbn, communities, awards,
                    match_key\(unescaped: packedColumns))
                SELECT id, title, authors, illustrators, category, description, year, isbn, communities, awards,
                    match_key\(unescaped: packedValues)
                FROM jsonb_to_recordset(\(document)::jsonb) AS b(id text, title text, authors text[],
                    illustrators text[], category text, description text, year integer, isbn text, communities text[],
                    awards jsonb, match_key text, fields jsonb)
                \(unescaped: conflict)
                """)
        }
    }
}

/// A book and its place in the catalog's order (`books.position`).
struct PlacedBook: Sendable {
    var position: Int64
    var book: Book
}

/// A book as one object of the JSON document ``BookRows/insert(_:replacing:_:)`` sends, with the
/// key worked out here (an unknown year or ISBN is left out: the column is NULL).
private struct BookRow: Encodable {
    var id: String
    var title: String
    var authors: [String]
    var illustrators: [String]
    var category: String
    var description: String
    var year: Int?
    var isbn: String?
    var communities: [String]
    var awards: [Award]
    var match_key: String
    /// The packed fields' values by name (``FieldValues``' JSON), each put in its column.
    var fields: FieldValues

    init(_ book: Book) {
        id = book.id
        title = book.title
        authors = book.authors
        illustrators = book.illustrators
        category = book.category.code
        description = book.description
        year = book.year
        isbn = book.isbn
        communities = book.communities.map(\.code)
        awards = book.awards
        match_key = SameBook.bookKey(title: book.title, author: book.author)
        fields = book.fields
    }
}
