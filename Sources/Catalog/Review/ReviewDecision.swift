/// What a curator decides about one pending suggestion.
public enum ReviewDecision: Equatable, Sendable {
    /// The suggestion becomes this book (its id new to the catalog); the book is added to the
    /// store's writable catalog and the suggestion becomes ``SuggestionStatus/accepted(bookID:)``.
    case accept(Book)
    /// The suggestion is turned down for this reason (not blank).
    case reject(reason: String)
    /// The suggestion is a book the catalog already has, the one with this id.
    case duplicate(bookID: String)
}
