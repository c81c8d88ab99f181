import Foundation

/// One book of the catalog.
///
/// Its JSON form is the catalog's version 2 book: `id`, `title`, `authors`, `category` (its code),
/// `description`, and when there are any `illustrators`, `year`, `isbn`, `communities` (codes) and
/// `awards` (`{"award", "year", "level"}`).
public struct Book: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// A stable slug, unique in its catalog, such as `the-snowy-day`.
    public var id: String
    /// The title exactly as printed on the book.
    public var title: String
    /// The authors as credited on the book, one person each.
    public var authors: [String]
    /// The illustrators credited besides the authors, one person each; often none.
    public var illustrators: [String]
    /// The age category.
    public var category: Category
    /// One to three sentences about the book, in our own words.
    public var description: String
    /// The year of first publication, when known.
    public var year: Int?
    /// The ISBN-13, when known; it always passes the ISBN-13 check digit.
    public var isbn: String?
    /// The communities the book centers.
    public var communities: [Community]
    /// The awards the book won or was an honor book of.
    public var awards: [Award]

    /// Creates a book.
    public init(
        id: String, title: String, authors: [String], illustrators: [String] = [], category: Category,
        description: String, year: Int? = nil, isbn: String? = nil, communities: [Community] = [], awards: [Award] = []
    ) {
        self.id = id
        self.title = title
        self.authors = authors
        self.illustrators = illustrators
        self.category = category
        self.description = description
        self.year = year
        self.isbn = isbn
        self.communities = communities
        self.awards = awards
    }

    /// Creates a book whose authors are given as one credit line ("A and B"), as version 1 wrote them.
    public init(
        id: String, title: String, author: String, category: Category,
        description: String, year: Int? = nil, isbn: String? = nil
    ) {
        self.init(id: id, title: title, authors: Credits.people(in: author), category: category,
                  description: description, year: year, isbn: isbn)
    }

    /// The authors as one credit line: "Nikole Hannah-Jones and Renée Watson".
    public var author: String {
        get { Credits.line(authors) }
        set { authors = Credits.people(in: newValue) }
    }

    /// The link to the book: its edition's Open Library page when the ISBN is known, else an
    /// Open Library search by title and first author.
    public var link: String {
        if let isbn { return "https://openlibrary.org/isbn/\(isbn)" }
        return "https://openlibrary.org/search?title=\(Self.queryEncoded(title))&author=\(Self.queryEncoded(authors.first ?? author))"
    }

    private static func queryEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let ascii = CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127))
        allowed = allowed.intersection(ascii)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, authors, author, illustrators, category, description, year, isbn, communities, awards
    }

    /// Reads a version 2 book; a version 1 book's `author` line is read as its authors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        if let authors = try container.decodeIfPresent([String].self, forKey: .authors) {
            self.authors = authors
        } else {
            authors = Credits.people(in: try container.decode(String.self, forKey: .author))
        }
        illustrators = try container.decodeIfPresent([String].self, forKey: .illustrators) ?? []
        category = try container.decode(Category.self, forKey: .category)
        description = try container.decode(String.self, forKey: .description)
        year = try container.decodeIfPresent(Int.self, forKey: .year)
        isbn = try container.decodeIfPresent(String.self, forKey: .isbn)
        communities = try container.decodeIfPresent([Community].self, forKey: .communities) ?? []
        awards = try container.decodeIfPresent([Award].self, forKey: .awards) ?? []
    }

    /// Writes the version 2 book (no `author` line: `authors` holds the people); like an unknown
    /// year or ISBN, empty illustrators, communities and awards are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(authors, forKey: .authors)
        if !illustrators.isEmpty { try container.encode(illustrators, forKey: .illustrators) }
        try container.encode(category, forKey: .category)
        try container.encode(description, forKey: .description)
        try container.encodeIfPresent(year, forKey: .year)
        try container.encodeIfPresent(isbn, forKey: .isbn)
        if !communities.isEmpty { try container.encode(communities, forKey: .communities) }
        if !awards.isEmpty { try container.encode(awards, forKey: .awards) }
    }
}
