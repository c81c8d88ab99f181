/// When a suggestion names a book the directory already has, or one already suggested: the rule
/// every ``BookStore`` applies, in the same critical section as its write, so two writers at
/// once cannot both store the same book.
public enum SameBook {
    /// The first book of `books` with the suggestion's title and author, compared as
    /// ``TextFolding/matchKey(_:)`` folds them (case, accents, spacing, punctuation and invisible
    /// characters ignored).
    public static func book(matching suggestion: Suggestion, in books: [Book]) -> Book? {
        let titleKey = TextFolding.matchKey(suggestion.title)
        let authorKey = TextFolding.matchKey(suggestion.author)
        return books.first {
            TextFolding.matchKey($0.title) == titleKey && TextFolding.matchKey($0.author) == authorKey
        }
    }

    /// The first of `suggestions` with the same category, and the same title and author once
    /// cleaned (``SuggestionText/sentKey(_:)``: case, spacing, punctuation and invisible
    /// characters ignored, accents kept).
    public static func suggestion(matching suggestion: Suggestion, in suggestions: [Suggestion]) -> Suggestion? {
        let title = SuggestionText.sentKey(suggestion.title)
        let author = SuggestionText.sentKey(suggestion.author)
        return suggestions.first {
            $0.category == suggestion.category && SuggestionText.sentKey($0.title) == title
                && SuggestionText.sentKey($0.author) == author
        }
    }

    /// The first book of `books` by the suggestion's author whose title, before its subtitle
    /// (after ":", " - " or "("), is the suggestion's whole title: "Fry Bread" for "Fry Bread: A
    /// Native American Family Story". Perhaps the same book, so the form asks; the store does not refuse it.
    public static func book(titledBeforeSubtitleOf suggestion: Suggestion, in books: [Book]) -> Book? {
        let titleKey = TextFolding.matchKey(suggestion.title)
        let authorKey = TextFolding.matchKey(suggestion.author)
        guard !titleKey.isEmpty else { return nil }
        return books.first { book in
            guard let main = mainTitle(book.title), TextFolding.matchKey(book.author) == authorKey else { return false }
            return TextFolding.matchKey(String(main)) == titleKey
        }
    }

    /// `title` before its subtitle, or `nil` when it has none.
    public static func mainTitle(_ title: String) -> Substring? {
        // Byte by byte (every separator is whole scalars): a matcher cuts 100,000 titles.
        let utf8 = title.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let rest = utf8[index...]
            if rest.first == 0x3A || rest.first == 0x28 || subtitleDashes.contains(where: { rest.starts(with: $0) }) {
                return index == utf8.startIndex ? nil : title[..<index]
            }
            index = utf8.index(after: index)
        }
        return nil
    }

    /// " - ", " – " and " — ", as UTF-8: what puts a subtitle after a title, besides ":" and "(".
    private static let subtitleDashes: [[UInt8]] = [" - ", " – ", " — "].map { Array($0.utf8) }

    /// Why `suggestion` must not be stored beside `books` and `suggestions`, or `nil` when it may:
    /// the outcome to report instead of storing it.
    public static func refusal(of suggestion: Suggestion, books: [Book], suggestions: [Suggestion]) -> SuggestionOutcome? {
        if let book = book(matching: suggestion, in: books) { return .alreadyInDirectory(book) }
        if let earlier = Self.suggestion(matching: suggestion, in: suggestions) { return .alreadySuggested(earlier) }
        return nil
    }
}
