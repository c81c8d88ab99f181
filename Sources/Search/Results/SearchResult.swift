import Catalog
/// One book found by a search, with what to highlight.
///
/// Each range list holds Character (grapheme cluster) offsets into the book's ORIGINAL field text,
/// sorted and merged (overlapping or touching ranges become one), covering every occurrence of
/// every query word in that field. An empty list means no query word occurs in that field.
public struct SearchResult: Equatable, Sendable {
    /// The book found.
    public let book: Book
    /// The matched Character ranges of `book.title`.
    public let titleMatches: [Range<Int>]
    /// The matched Character ranges of `book.author`.
    public let authorMatches: [Range<Int>]
    /// The matched Character ranges of `book.description`.
    public let descriptionMatches: [Range<Int>]

    /// Creates a result.
    public init(book: Book, titleMatches: [Range<Int>], authorMatches: [Range<Int>], descriptionMatches: [Range<Int>]) {
        self.book = book
        self.titleMatches = titleMatches
        self.authorMatches = authorMatches
        self.descriptionMatches = descriptionMatches
    }
}
