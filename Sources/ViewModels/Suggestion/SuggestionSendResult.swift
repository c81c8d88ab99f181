import Catalog

/// What became of one press of Send: the command line turns it into an exit status,
/// the form shows the matching message.
public enum SuggestionSendResult: Equatable, Sendable {
    /// The suggestion was stored.
    case sent(Suggestion)
    /// The same title, author and category were suggested before; nothing was stored.
    case alreadySent(Suggestion)
    /// The book is already in the catalog; nothing was stored.
    case alreadyInDirectory(Book)
    /// The store could not read or write; nothing was stored.
    case failed(BookStoreError)
    /// Send was pressed before every field was filled; nothing was stored.
    case incomplete(missing: [SuggestionField])
}
