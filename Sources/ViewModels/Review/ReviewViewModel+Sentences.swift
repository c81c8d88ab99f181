import Catalog

/// The sentences the review shows about a decision.
extension ReviewViewModel {
    static func naming(_ suggestion: Suggestion) -> String {
        "\"\(suggestion.title)\" by \(suggestion.author)"
    }

    /// "Accepted: "…" by … is now in the directory as the-snowy-day." and the like.
    static func decidedSentence(_ suggestion: Suggestion) -> String {
        switch suggestion.status {
        case .accepted(let id): "Accepted: \(naming(suggestion)) is now in the directory as \(id)."
        case .rejected(let reason): "Rejected: \(naming(suggestion)) — \(SuggestionText.closed(reason))"
        case .duplicate(let id): "Marked \(naming(suggestion)) a duplicate of \(id)."
        case .pending: "\(naming(suggestion)) is pending."
        }
    }

    static func alreadyDecided(_ suggestion: Suggestion) -> String {
        let who = suggestion.decidedBy.map { " by \($0)" } ?? ""
        return "\(naming(suggestion)) was already decided\(who): \(suggestion.status.name)\(suggestion.status.bookID.map { " (\($0))" } ?? ""); nothing was changed."
    }

    static func refusal(_ outcome: ReviewOutcome) -> String {
        switch outcome {
        case .notFound(let id): "No suggestion has the id \"\(id)\"; it may have been removed. Nothing was changed."
        case .ambiguous(let start, let ids):
            "\(ids.count) suggestions have ids starting with \"\(start)\" (\(ids.prefix(3).joined(separator: ", "))); give more of the id. Nothing was changed."
        case .alreadyDecided(let suggestion): alreadyDecided(suggestion)
        case .bookAlreadyInDirectory(let book):
            "\"\(book.title)\" by \(book.author) is already in the directory (\(book.id)); mark the suggestion a duplicate of it instead."
        case .unknownBook(let id): "No book has the id \"\(id)\"; choose the book it duplicates again."
        case .decided(let suggestion): decidedSentence(suggestion)
        }
    }
}
