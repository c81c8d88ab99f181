/// ``SameBook``'s comparisons as single keys, for stores that enforce the rule with a unique
/// index or look a book up by an indexed column: two suggestions are the same by
/// ``SameBook/suggestion(matching:in:)`` exactly when their ``suggestionKey(_:)``s are equal, and a
/// suggestion names a book by ``SameBook/book(matching:in:)`` exactly when its
/// ``bookKey(title:author:)`` is the book's.
extension SameBook {
    /// The separator of a key's parts: no cleaned or folded text holds it.
    private static let separator = "\u{1F}"

    /// The key of a book or suggestion with this title and author (credit line): both folded by
    /// ``TextFolding/matchKey(_:)``.
    public static func bookKey(title: String, author: String) -> String {
        TextFolding.matchKey(title) + separator + TextFolding.matchKey(author)
    }

    /// The key under which two suggestions are the same: the category's code and the title and
    /// author by ``SuggestionText/sentKey(_:)``.
    public static func suggestionKey(_ suggestion: Suggestion) -> String {
        suggestion.category.code + separator + SuggestionText.sentKey(suggestion.title) + separator
            + SuggestionText.sentKey(suggestion.author)
    }
}
