import Catalog
import Foundation
import PostgresNIO

/// Suggestions to and from the `suggestions` table.
enum SuggestionRows {
    private static let columns =
        "id, title, author, category, created_at, suggested_by, status, book_id, reason, decided_at, decided_by"

    /// Every suggestion, oldest first.
    static func loadAll(_ connection: PostgresConnection) async throws -> [Suggestion] {
        try await load(connection, PostgresQuery(unsafeSQL: "SELECT \(columns) FROM suggestions ORDER BY created_at, position"))
    }

    /// The suggestion with the key `key` (``SameBook/suggestionKey(_:)``), if any.
    static func load(_ connection: PostgresConnection, key: String) async throws -> Suggestion? {
        try await load(connection, "SELECT \(unescaped: columns) FROM suggestions WHERE same_key = \(key)").first
    }

    /// The suggestion `id`, locked until the transaction ends (which needs the right to update it).
    static func lock(_ connection: PostgresConnection, id: String) async throws -> Suggestion? {
        try await load(connection, "SELECT \(unescaped: columns) FROM suggestions WHERE id = \(id) FOR UPDATE").first
    }

    private static func load(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> [Suggestion] {
        let rows = try await Statements.rows(connection, query) {
            try $0.decode((String, String, String, String, Date, String?, String, String?, String?, Date?, String?).self)
        }
        var suggestions: [Suggestion] = []
        for (id, title, author, code, createdAt, suggestedBy, statusName, bookID, reason, decidedAt, decidedBy) in rows {
            guard let category = Category(rawValue: code) else {
                throw DatabaseFailure.unexpected("the unknown category \"\(code)\" on suggestion \(id)")
            }
            let status: SuggestionStatus
            switch (statusName, bookID, reason) {
            case ("pending", _, _): status = .pending
            case ("accepted", let book?, _): status = .accepted(bookID: book)
            case ("duplicate", let book?, _): status = .duplicate(bookID: book)
            case ("rejected", _, let reason?): status = .rejected(reason: reason)
            default: throw DatabaseFailure.unexpected("the status \"\(statusName)\" on suggestion \(id)")
            }
            suggestions.append(Suggestion(id: id, title: title, author: author, category: category, createdAt: createdAt,
                                          suggestedBy: suggestedBy, status: status, decidedAt: decidedAt, decidedBy: decidedBy))
        }
        return suggestions
    }

    /// Inserts `suggestion` (pending) unless one with its key is there: whether it was inserted
    /// (told by the statement's row count: no rows come back).
    static func insert(_ suggestion: Suggestion, _ connection: PostgresConnection) async throws -> Bool {
        let key = SameBook.suggestionKey(suggestion)
        return try await Statements.count(connection, """
            INSERT INTO suggestions (id, title, author, category, created_at, suggested_by, same_key)
            VALUES (\(suggestion.id), \(suggestion.title), \(suggestion.author), \(suggestion.category.code),
                    \(suggestion.createdAt), \(suggestion.suggestedBy), \(key))
            ON CONFLICT ON CONSTRAINT suggestions_same_book DO NOTHING
            """) == 1
    }

    /// Stores `suggestion`'s decided status, if the row is still pending: whether it was.
    static func storeDecision(_ suggestion: Suggestion, _ connection: PostgresConnection) async throws -> Bool {
        var reason: String?
        if case .rejected(let text) = suggestion.status { reason = text }
        return try await Statements.count(connection, """
            UPDATE suggestions SET status = \(suggestion.status.name), book_id = \(suggestion.status.bookID),
                reason = \(reason), decided_at = \(suggestion.decidedAt ?? Date()), decided_by = \(suggestion.decidedBy)
            WHERE id = \(suggestion.id) AND status = 'pending'
            """) == 1
    }
}
