import Catalog
import Foundation
import PostgresNIO

/// Suggestions to and from the `suggestions` table.
enum SuggestionRows {
    private static let columns =
        "id, title, author, category, created_at, suggested_by, status, book_id, reason, decided_at, decided_by, display_name"

    /// Every suggestion, oldest first.
    static func loadAll(_ connection: PostgresConnection) async throws -> [Suggestion] {
        try await load(connection, PostgresQuery(unsafeSQL: "SELECT \(columns) FROM suggestions ORDER BY created_at, position"))
    }

    /// The suggestion the same as `suggestion` by the database's key (migration 6), if any.
    static func load(_ connection: PostgresConnection, sameAs suggestion: Suggestion) async throws -> Suggestion? {
        try await load(connection, """
            SELECT \(unescaped: columns) FROM suggestions
            WHERE same_key = bookdir_suggestion_key(\(suggestion.category.code), \(suggestion.title), \(suggestion.author))
            """).first
    }

    /// The suggestions of the database user this session logged in as, oldest first.
    static func loadMine(_ connection: PostgresConnection) async throws -> [Suggestion] {
        try await load(connection, PostgresQuery(unsafeSQL: """
            SELECT \(columns) FROM suggestions WHERE suggested_by = session_user ORDER BY created_at, position
            """))
    }

    /// The suggestions `given` may name (``ReviewRule/suggestion(named:in:)``: the one with that id,
    /// and those whose ids start with it, ignoring case), locked until the transaction ends (which
    /// needs the right to update them), so what it names cannot change before the decision.
    static func lock(_ connection: PostgresConnection, named given: String) async throws -> [Suggestion] {
        let start = given.lowercased()
        let pattern = start.isEmpty ? nil
            : start.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
        return try await load(connection, """
            SELECT \(unescaped: columns) FROM suggestions WHERE id = \(given) OR lower(id) LIKE \(pattern)
            ORDER BY created_at, position FOR UPDATE
            """)
    }

    private static func load(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> [Suggestion] {
        let rows = try await Statements.rows(connection, query) {
            try $0.decode((String, String, String, String, Date, String?, String, String?, String?, Date?, String?, String?).self)
        }
        var suggestions: [Suggestion] = []
        for (id, title, author, code, createdAt, suggestedBy, statusName, bookID, reason, decidedAt, decidedBy, displayName) in rows {
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
                                          suggestedBy: suggestedBy, status: status, decidedAt: decidedAt, decidedBy: decidedBy,
                                          displayName: displayName))
        }
        return suggestions
    }

    /// Inserts `suggestion` (pending) unless one with its key is there: the row as stored (the
    /// database signs it: its user, and for a suggester its id and time; its key), nil when the
    /// key was taken. Its ``Suggestion/suggestedBy`` is not sent: the database user is.
    static func insert(_ suggestion: Suggestion, _ connection: PostgresConnection) async throws -> Suggestion? {
        try await load(connection, """
            INSERT INTO suggestions (id, title, author, category, created_at, display_name)
            VALUES (\(suggestion.id), \(suggestion.title), \(suggestion.author), \(suggestion.category.code),
                    \(suggestion.createdAt), \(suggestion.displayName))
            ON CONFLICT ON CONSTRAINT suggestions_same_book DO NOTHING
            RETURNING \(unescaped: columns)
            """).first
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
