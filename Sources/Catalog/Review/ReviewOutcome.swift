/// What a ``BookStore`` did with one ``ReviewDecision``.
public enum ReviewOutcome: Equatable, Sendable {
    /// The decision was stored: the suggestion with its new status (and, when accepted, the
    /// book is in the catalog).
    case decided(Suggestion)
    /// No suggestion has this id; nothing was stored.
    case notFound(suggestionID: String)
    /// Several suggestions' ids start with `start` (when the decision was to be made); nothing
    /// was stored. Their ids.
    case ambiguous(start: String, ids: [String])
    /// Another curator decided first (in this process or another); nothing was stored. The
    /// suggestion as it now stands.
    case alreadyDecided(Suggestion)
    /// Accepting would add a book the catalog already holds (the same book by
    /// ``SameBook``); nothing was stored. The book already there.
    case bookAlreadyInDirectory(Book)
    /// A duplicate was named of a book id the catalog does not have; nothing was stored.
    case unknownBook(bookID: String)
}
