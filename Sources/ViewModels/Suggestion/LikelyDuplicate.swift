import Catalog
import Search

/// The catalog book a suggestion likely names though it is typed otherwise: what the form asks
/// about at the first Send. The store refuses only the same book (``SameBook``); the form also
/// asks about a title before its subtitle, and a title one or two typing slips from a catalog
/// title by the same author ("Brown Girl Dreming" for "Brown Girl Dreaming").
enum LikelyDuplicate {
    /// The first book of `books` that `suggestion` likely duplicates, or `nil`.
    static func book(for suggestion: Suggestion, in books: [Book]) -> Book? {
        if let same = SameBook.book(matching: suggestion, in: books) { return same }
        if let shorter = SameBook.book(titledBeforeSubtitleOf: suggestion, in: books) { return shorter }
        return book(slippedFrom: suggestion, in: books)
    }

    /// The first book of `books` by the suggestion's author whose title is within ``slips(allowedIn:)``
    /// edits of the suggestion's title, both folded as ``TextFolding/matchKey(_:)`` folds them.
    static func book(slippedFrom suggestion: Suggestion, in books: [Book]) -> Book? {
        let titleKey = TextFolding.matchKey(suggestion.title)
        let authorKey = TextFolding.matchKey(suggestion.author)
        let limit = slips(allowedIn: titleKey)
        guard limit > 0 else { return nil }
        return books.first { book in
            TextFolding.matchKey(book.author) == authorKey
                && EditDistance.between(TextFolding.matchKey(book.title).utf8, titleKey.utf8, limit: limit) != nil
        }
    }

    /// How many slips a folded title of this length may hold and still be taken for another:
    /// two from 8 characters, one from 4, none in a shorter one (any short word is two from another).
    static func slips(allowedIn key: String) -> Int {
        let count = key.utf8.count
        return count >= 8 ? 2 : count >= 4 ? 1 : 0
    }
}
