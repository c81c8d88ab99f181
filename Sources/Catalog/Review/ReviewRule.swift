import Foundation

/// The rule every ``BookStore`` applies to a curator's ``ReviewDecision``, inside the critical
/// section (or transaction) of its write: only a pending suggestion is decided; an accepted book
/// must be new to the catalog (by id, and by ``SameBook``); a duplicate must name a book the
/// catalog has.
public enum ReviewRule {
    /// What `decision` on `suggestionID` comes to, given the store's `suggestions` and `books`:
    /// ``ReviewOutcome/decided(_:)`` with the suggestion as it is to be stored (status, `date`,
    /// `curator`), or why nothing is to be stored.
    public static func outcome(
        of decision: ReviewDecision, for suggestionID: String,
        suggestions: [Suggestion], books: [Book], curator: String, at date: Date
    ) -> ReviewOutcome {
        guard var suggestion = suggestions.first(where: { $0.id == suggestionID }) else {
            return .notFound(suggestionID: suggestionID)
        }
        guard suggestion.isPending else { return .alreadyDecided(suggestion) }
        switch decision {
        case .accept(let book):
            if let existing = books.first(where: { $0.id == book.id }) { return .bookAlreadyInDirectory(existing) }
            let asSuggested = Suggestion(title: book.title, author: book.author, category: book.category)
            if let existing = SameBook.book(matching: asSuggested, in: books) { return .bookAlreadyInDirectory(existing) }
            suggestion.status = .accepted(bookID: book.id)
        case .reject(let reason):
            suggestion.status = .rejected(reason: reason)
        case .duplicate(let bookID):
            guard books.contains(where: { $0.id == bookID }) else { return .unknownBook(bookID: bookID) }
            suggestion.status = .duplicate(bookID: bookID)
        }
        suggestion.decidedAt = date
        suggestion.decidedBy = curator
        return .decided(suggestion)
    }
}
