import Foundation

/// A book a user proposed for the directory, and what a curator decided about it. Its JSON
/// shape is in `Suggestion+Codable.swift`.
public struct Suggestion: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// A unique id (a UUID string).
    public var id: String
    /// The title as the user typed it, cleaned.
    public var title: String
    /// The author as the user typed it, cleaned.
    public var author: String
    /// The age category the user chose.
    public var category: Category
    /// When the suggestion was sent.
    public var createdAt: Date
    /// Who suggested it: on the shared store the database user the server saw (the database sets
    /// it); in the JSON store a name they gave, or their login name. `nil` when not known, as in
    /// suggestions stored by versions before review existed.
    public var suggestedBy: String?
    /// The name the sender signed with (`--by`), kept beside ``suggestedBy`` on the shared store;
    /// `nil` when none was given, and always in the JSON store (whose ``suggestedBy`` is that name).
    public var displayName: String?
    /// Pending until a curator decides; see ``SuggestionStatus``.
    public var status: SuggestionStatus
    /// When a curator decided; `nil` while pending.
    public var decidedAt: Date?
    /// Who decided (the curator's name); `nil` while pending or when not known.
    public var decidedBy: String?

    /// Creates a suggestion, pending unless `status` says otherwise.
    public init(
        id: String = UUID().uuidString, title: String, author: String, category: Category, createdAt: Date = Date(),
        suggestedBy: String? = nil, status: SuggestionStatus = .pending, decidedAt: Date? = nil, decidedBy: String? = nil,
        displayName: String? = nil
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.category = category
        self.createdAt = createdAt
        self.suggestedBy = suggestedBy
        self.status = status
        self.decidedAt = decidedAt
        self.decidedBy = decidedBy
        self.displayName = displayName
    }

    /// Who suggested it as a curator reads it: ``suggestedBy``, with the name signed
    /// (``displayName``) beside it when that differs ("ana (Ms Rivera)"); `nil` when neither is known.
    public var signature: String? {
        guard let name = displayName, !name.isEmpty, name != suggestedBy else { return suggestedBy }
        return suggestedBy.map { "\($0) (\(name))" } ?? name
    }

    /// Whether a curator has not decided yet.
    public var isPending: Bool { status == .pending }
}
