import Foundation

/// The rule every ``BookStore`` applies to a curator's ``ReviewDecision``, inside the critical
/// section (or transaction) of its write: only a pending suggestion is decided; an accepted book
/// must be new to the catalog (by ``SameBook``) and gets an id no other book has (its own, or that
/// id numbered by ``BookID/unique(_:notIn:)``); a duplicate must name a book the catalog has.
public enum ReviewRule {
    /// What `decision` on `suggestionID` (an id or its start: ``suggestion(named:in:)``) comes to, given the store's `suggestions` and `books`:
    /// ``ReviewOutcome/decided(_:)`` with the suggestion as it is to be stored (status, `date`,
    /// `curator`), or why nothing is to be stored.
    public static func outcome(
        of decision: ReviewDecision, for suggestionID: String,
        suggestions: [Suggestion], books: [Book], curator: String, at date: Date
    ) -> ReviewOutcome {
        var suggestion: Suggestion
        switch Self.suggestion(named: suggestionID, in: suggestions) {
        case .one(let named): suggestion = named
        case .none: return .notFound(suggestionID: suggestionID)
        case .several(let ids): return .ambiguous(start: suggestionID, ids: ids)
        }
        guard suggestion.isPending else { return .alreadyDecided(suggestion) }
        switch decision {
        case .accept(let book):
            let asSuggested = Suggestion(title: book.title, author: book.author, category: book.category)
            if let existing = SameBook.book(matching: asSuggested, in: books) { return .bookAlreadyInDirectory(existing) }
            suggestion.status = .accepted(bookID: BookID.unique(book.id, notIn: Set(books.lazy.map(\.id))))
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

    /// The book a store adds for `decision` once ``outcome(of:for:suggestions:books:curator:at:)``
    /// decided `decided`: the accepted book under the id the rule gave it; `nil` for other decisions.
    public static func bookToStore(for decision: ReviewDecision, decided: Suggestion) -> Book? {
        guard case .accept(var book) = decision, case .accepted(let id) = decided.status else { return nil }
        book.id = id
        return book
    }
}
