/// What a ``BookStore`` did with one suggestion it was asked to store.
public enum SuggestionOutcome: Equatable, Sendable {
    /// The suggestion was stored.
    case stored(Suggestion)
    /// The catalog already holds the book (see ``SameBook``); nothing was stored.
    case alreadyInDirectory(Book)
    /// The same book was suggested before (see ``SameBook``); nothing was stored.
    case alreadySuggested(Suggestion)
}
