import Foundation

/// One book of the catalog.
public struct Book: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// A stable slug, unique in its catalog, such as `the-snowy-day`.
    public var id: String
    /// The title exactly as printed on the book.
    public var title: String
    /// The author (or authors) as credited on the book.
    public var author: String
    /// The age category.
    public var category: Category
    /// One to three sentences about the book, in our own words.
    public var description: String
    /// The year of first publication, when known.
    public var year: Int?
    /// The ISBN-13, when known; it always passes the ISBN-13 check digit.
    public var isbn: String?

    /// Creates a book.
    public init(
        id: String, title: String, author: String, category: Category,
        description: String, year: Int? = nil, isbn: String? = nil
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.category = category
        self.description = description
        self.year = year
        self.isbn = isbn
    }

    /// An Open Library search link built from the title and the author.
    public var link: String {
        "https://openlibrary.org/search?title=\(Self.queryEncoded(title))&author=\(Self.queryEncoded(author))"
    }

    private static func queryEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let ascii = CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127))
        allowed = allowed.intersection(ascii)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
