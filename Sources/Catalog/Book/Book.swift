import Foundation

/// One book of the catalog.
///
/// Its JSON form is the catalog's version 2 book: `id`, `title`, `authors`, `category` (its code),
/// `description`, and when there are any `illustrators`, `year`, `isbn`, `communities` (codes) and
/// `awards` (`{"award", "year", "level"}`), then the fields of ``BookSchema/packedFields`` by their
/// names (``FieldValues``).
///
/// A book holds its fields packed into bytes (``BookBytes``), in a block it shares with the books
/// packed after it (``BookBlock``, ``BookPacker``): a million books take about 235 MB rather than
/// the 611 MB of a struct of strings and arrays, and a copy of a book, or of a list of books, is a
/// reference. Reading a field decodes it; setting one packs the book again, into a block of its own.
public struct Book: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// The earliest year a book or award may carry, and the latest: the rule of the catalog files,
    /// the review form and `bookdir review accept --year`.
    public static let years = 1450 ... 2100

    /// The block holding the packed fields.
    private let block: BookBlock
    /// Where they start in it.
    private let offset: UInt32
    /// How many bytes they take.
    let length: UInt32

    /// The book of the `count` packed bytes at `offset` in `block`.
    init(block: BookBlock, offset: Int, count: Int) {
        precondition(offset <= UInt32.max && count <= UInt32.max, "A book of over 4 GB cannot be packed.")
        self.block = block
        self.offset = UInt32(truncatingIfNeeded: offset)
        length = UInt32(truncatingIfNeeded: count)
    }

    /// Calls `body` with the packed fields.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try block.withBytes(from: Int(offset), count: Int(length), body)
    }

    /// A stable slug, unique in its catalog, such as `the-snowy-day`.
    public var id: String {
        get { withBytes { BookBytes.string(.id, in: $0) } }
        set { update { $0.id = newValue } }
    }
    /// The title exactly as printed on the book.
    public var title: String {
        get { withBytes { BookBytes.string(.title, in: $0) } }
        set { update { $0.title = newValue } }
    }
    /// The authors as credited on the book, one person each.
    public var authors: [String] {
        get { withBytes { BookBytes.people(.authors, in: $0) } }
        set { update { $0.authors = newValue } }
    }
    /// The illustrators credited besides the authors, one person each; often none.
    public var illustrators: [String] {
        get { withBytes { BookBytes.people(.illustrators, in: $0) } }
        set { update { $0.illustrators = newValue } }
    }
    /// The age category.
    public var category: Category {
        get { withBytes { BookBytes.category(in: $0) } }
        set { update { $0.category = newValue } }
    }
    /// One to three sentences about the book, in our own words.
    public var description: String {
        get { withBytes { BookBytes.string(.description, in: $0) } }
        set { update { $0.description = newValue } }
    }
    /// The year of first publication, when known.
    public var year: Int? {
        get { withBytes { BookBytes.year(in: $0) } }
        set { update { $0.year = newValue } }
    }
    /// The ISBN-13, when known; it always passes the ISBN-13 check digit.
    public var isbn: String? {
        get { withBytes { BookBytes.isbn(in: $0) } }
        set { update { $0.isbn = newValue } }
    }
    /// The communities the book centers.
    public var communities: [Community] {
        get { withBytes { BookBytes.communities(in: $0) } }
        set { update { $0.communities = newValue } }
    }
    /// The awards the book won or was an honor book of.
    public var awards: [Award] {
        get { withBytes { BookBytes.awards(in: $0) } }
        set { update { $0.awards = newValue } }
    }

    /// Creates a book.
    public init(
        id: String, title: String, authors: [String], illustrators: [String] = [], category: Category,
        description: String, year: Int? = nil, isbn: String? = nil, communities: [Community] = [], awards: [Award] = [],
        fields: FieldValues = FieldValues()
    ) {
        self = Self.packed(BookBytes.Fields(
            id: id, title: title, authors: authors, illustrators: illustrators, category: category,
            description: description, year: year, isbn: isbn, communities: communities, awards: awards, fields: fields))
    }

    /// Creates a book, packed by `packer` into the block it is filling (how a store makes a
    /// whole catalog's books).
    package init(
        id: String, title: String, authors: [String], illustrators: [String], category: Category,
        description: String, year: Int?, isbn: String?, communities: [Community], awards: [Award],
        fields: FieldValues = FieldValues(), packer: inout BookPacker
    ) {
        self = packer.book(BookBytes.Fields(
            id: id, title: title, authors: authors, illustrators: illustrators, category: category,
            description: description, year: year, isbn: isbn, communities: communities, awards: awards, fields: fields))
    }

    /// Whether the book centers `community` (what `communities.contains(community)` tells, without
    /// making the list).
    public func centers(_ community: Community) -> Bool {
        withBytes { BookBytes.centers(community, in: $0) }
    }

    /// Changes the fields and packs them again.
    mutating func update(_ change: (inout BookBytes.Fields) -> Void) {
        var fields = withBytes(BookBytes.fields(in:))
        change(&fields)
        self = Self.packed(fields)
    }

    /// The book of `fields`, in a block of its own.
    private static func packed(_ fields: BookBytes.Fields) -> Book {
        BookPacker.alone(BookBytes.packedCount(of: fields)) { BookBytes.write(fields, to: $0) }
    }

    /// Books are equal when every field is: the same bytes, or strings that Swift holds equal
    /// (canonically equivalent Unicode) in the same places.
    public static func == (lhs: Book, rhs: Book) -> Bool {
        lhs.withBytes { left in
            rhs.withBytes { right in
                (left.count == right.count && memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                    || BookBytes.sameFields(left, right)
            }
        }
    }

    /// Hashes the id alone, which equal books share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
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
        let id = try container.decode(String.self, forKey: .id)
        let title = try container.decode(String.self, forKey: .title)
        let authors: [String]
        if let listed = try container.decodeIfPresent([String].self, forKey: .authors) {
            authors = listed
        } else {
            authors = Credits.people(in: try container.decode(String.self, forKey: .author))
        }
        let illustrators = try container.decodeIfPresent([String].self, forKey: .illustrators) ?? []
        let category = try container.decode(Category.self, forKey: .category)
        let description = try container.decode(String.self, forKey: .description)
        let year = try container.decodeIfPresent(Int.self, forKey: .year)
        let isbn = try container.decodeIfPresent(String.self, forKey: .isbn)
        let communities = try container.decodeIfPresent([Community].self, forKey: .communities) ?? []
        let awards = try container.decodeIfPresent([Award].self, forKey: .awards) ?? []
        let fields = try FieldValues(from: decoder)
        self.init(id: id, title: title, authors: authors, illustrators: illustrators, category: category,
                  description: description, year: year, isbn: isbn ?? fields.isbns.first, communities: communities,
                  awards: awards, fields: fields)
    }

    /// Writes the version 2 book (no `author` line: `authors` holds the people); like an unknown
    /// year or ISBN, empty illustrators, communities and awards are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let book = withBytes(BookBytes.fields(in:))
        try container.encode(book.id, forKey: .id)
        try container.encode(book.title, forKey: .title)
        try container.encode(book.authors, forKey: .authors)
        if !book.illustrators.isEmpty { try container.encode(book.illustrators, forKey: .illustrators) }
        try container.encode(book.category, forKey: .category)
        try container.encode(book.description, forKey: .description)
        try container.encodeIfPresent(book.year, forKey: .year)
        try container.encodeIfPresent(book.isbn, forKey: .isbn)
        if !book.communities.isEmpty { try container.encode(book.communities, forKey: .communities) }
        if !book.awards.isEmpty { try container.encode(book.awards, forKey: .awards) }
        try book.fields.encode(to: encoder)
    }
}
