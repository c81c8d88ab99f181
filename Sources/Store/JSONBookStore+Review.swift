import Catalog
import Foundation

/// A curator's decisions, stored by the JSON store.
extension JSONBookStore {
    /// Decides the pending suggestion `suggestionID` under the data folder's lock: the catalog
    /// (with the accepted books) and the suggestions are read again there and ``ReviewRule``
    /// decides. Accepting writes the book to the catalog of accepted books first
    /// (``acceptedCatalogURL``, atomically), then marks the suggestion accepted; should a crash fall
    /// between the two, the book's link to its suggestion makes the next read see the suggestion as
    /// accepted, so nothing is lost or added twice.
    /// - Throws: ``BookStoreError``: the load errors of the files read (a file that cannot be read
    ///   or understood is never overwritten), or `.writeFailed`. On error nothing has changed.
    @discardableResult
    public func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        _ = try loadBooks()
        return try withWriteLock { () throws(BookStoreError) -> ReviewOutcome in
            var suggestions = try suggestionsContents()
            let outcome = ReviewRule.outcome(of: decision, for: suggestionID, suggestions: suggestions.suggestions,
                                             books: try loadBooks(), curator: curator, at: Self.storedNow())
            guard case .decided(let decided) = outcome else { return outcome }
            if let book = ReviewRule.bookToStore(for: decision, decided: decided) {
                var accepted = try acceptedContents()
                do {
                    try accepted.append(book, from: decided)
                } catch {
                    throw acceptedCatalogFile.error(.writeFailed, "could not be written: \(error)", advice: "Try again; nothing saved has changed.")
                }
                try writeAccepted(accepted)
            }
            suggestions.replace(decided)
            try writeSuggestions(suggestions)
            return outcome
        }
    }

    /// Now, as the suggestions file stores it (to the millisecond), so a decision returned equals its reading.
    /// (Reading a written date and writing it again may lose a millisecond: a few rounds find a
    /// date that reads back as itself.)
    private static func storedNow() -> Date {
        var date = Date()
        for _ in 0..<8 {
            guard let read = SuggestionsFile.date(from: SuggestionsFile.text(of: date)), read != date else { break }
            date = read
        }
        return date
    }

    /// The JSON store's user may do everything: the files are theirs.
    public func abilities() throws(BookStoreError) -> StoreAbilities { .all }

    /// Watches the suggestions file, the catalog of accepted books and the catalog file for
    /// changes (by any process), looking at their fingerprints every `interval` seconds on a
    /// background thread: `.suggestions` when the suggestions file changed, `.books` when either
    /// catalog did.
    public func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch {
        FileWatch.start(
            files: [(suggestionsURL.path, .suggestions), (acceptedCatalogPath, .books), (catalogPath, .books)],
            interval: 0.5, onChange: onChange
        )
    }
}
