import Foundation

/// A suggestion's JSON shape, the one the suggestions file (version 2) and `--json` use:
/// `id`, `title`, `author`, `category` (a code), `createdAt`, `status` (`pending`, `accepted`,
/// `rejected` or `duplicate`), and when known `suggestedBy`, `bookID` (accepted or duplicate),
/// `reason` (rejected), `decidedAt` and `decidedBy`. A suggestion without `status` (as written by
/// versions before review) reads as pending.
extension Suggestion {
    enum CodingKeys: String, CodingKey {
        case id, title, author, category, createdAt, suggestedBy, status, bookID, reason, decidedAt, decidedBy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            author: try container.decode(String.self, forKey: .author),
            category: try container.decode(Category.self, forKey: .category),
            createdAt: try container.decode(Date.self, forKey: .createdAt),
            suggestedBy: try container.decodeIfPresent(String.self, forKey: .suggestedBy),
            status: try SuggestionStatus(
                name: container.decodeIfPresent(String.self, forKey: .status) ?? "pending",
                bookID: container.decodeIfPresent(String.self, forKey: .bookID),
                reason: container.decodeIfPresent(String.self, forKey: .reason),
                codingPath: container.codingPath + [CodingKeys.status]
            ),
            decidedAt: try container.decodeIfPresent(Date.self, forKey: .decidedAt),
            decidedBy: try container.decodeIfPresent(String.self, forKey: .decidedBy)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(author, forKey: .author)
        try container.encode(category, forKey: .category)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(suggestedBy, forKey: .suggestedBy)
        try container.encode(status.name, forKey: .status)
        try container.encodeIfPresent(status.bookID, forKey: .bookID)
        if case .rejected(let reason) = status { try container.encode(reason, forKey: .reason) }
        try container.encodeIfPresent(decidedAt, forKey: .decidedAt)
        try container.encodeIfPresent(decidedBy, forKey: .decidedBy)
    }
}

extension SuggestionStatus {
    /// The status stored as `name` with its `bookID` or `reason`.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown name or a missing book id or reason.
    public init(name: String, bookID: String?, reason: String?, codingPath: [any CodingKey]) throws {
        func missing(_ key: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: codingPath, debugDescription: "a suggestion with the status \(name) needs \(key)"))
        }
        switch name {
        case "pending": self = .pending
        case "accepted":
            guard let bookID else { throw missing("bookID") }
            self = .accepted(bookID: bookID)
        case "duplicate":
            guard let bookID else { throw missing("bookID") }
            self = .duplicate(bookID: bookID)
        case "rejected":
            guard let reason else { throw missing("a reason") }
            self = .rejected(reason: reason)
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath,
                debugDescription: "\"\(name)\" is not a status; use pending, accepted, rejected or duplicate"
            ))
        }
    }
}
