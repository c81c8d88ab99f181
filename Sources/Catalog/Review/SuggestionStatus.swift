/// Where a suggestion stands: waiting for a curator, or what the curator decided.
public enum SuggestionStatus: Equatable, Hashable, Sendable {
    /// No curator has decided yet. Suggestions stored before review existed read as pending.
    case pending
    /// It became the book with this id.
    case accepted(bookID: String)
    /// It was turned down, for this reason (as the curator wrote it).
    case rejected(reason: String)
    /// It is a book the directory already has: the book with this id.
    case duplicate(bookID: String)

    /// The word stored and shown for the status: `pending`, `accepted`, `rejected` or `duplicate`.
    public var name: String {
        switch self {
        case .pending: "pending"
        case .accepted: "accepted"
        case .rejected: "rejected"
        case .duplicate: "duplicate"
        }
    }

    /// The book the suggestion became or duplicates; `nil` while pending or when rejected.
    public var bookID: String? {
        switch self {
        case .accepted(let id), .duplicate(let id): id
        case .pending, .rejected: nil
        }
    }
}
