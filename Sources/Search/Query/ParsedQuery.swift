import Catalog

/// A query of the query language, shared by the Search pane and `bookdir search`: free words as
/// always (every one must match title, author or description), quoted phrases, `a | b` for
/// either, and `field:value` terms:
///
/// | term | keeps the books |
/// |---|---|
/// | `category:MG`, `category:"middle grade"`, `category:PB|CB` | of that age category (code or name) |
/// | `community:indigenous`, `community:"east asian"` | centering that community (code or name) |
/// | `award:belpre`, `award:"coretta scott king"`, `award:caldecott|sibert` | with an award whose name holds the words (`award:any`: any award) |
/// | `author:woodson`, `title:moon` | whose author line, or title, holds the words |
/// | `year:2015`, `year:2015..2020`, `year:2015..`, `year:..2000`, `year:>2019`, `year:<=2000` | published in those years |
/// | `grade:2`, `grade:2-3`, `grade:k-1` | for a grade range that holds grade 2, or overlaps 2–3 (``BookSchema/grades``) |
/// | `isbn:9780…` | with that ISBN-13 among its editions' |
/// | any packed field's `name:value`, and its bare word (`bilingual`) | by ``BookSchema/packedFields`` (``FieldCondition``) |
/// | `owned:yes`, `owned:no` | the library owns, or does not own (``OwnedBooks``, supplied with ``owning(_:)``) |
/// | `sort:relevance`, `title`, `author`, `year` (newest first), `-year` (oldest first) | all, in that order |
///
/// Field names and values ignore case and accents. An unknown field or a value that means nothing
/// is not an error: the term is left out and ``notes`` says so, to be shown under the field.
public struct ParsedQuery: Equatable, Sendable {
    /// The free words and phrases; each term must match.
    public var terms: [QueryTerm] = []
    /// The categories allowed (any of them), or nil for all.
    public var categories: Set<Category>?
    /// For each `community:` term, the communities allowed (a book must satisfy every term).
    public var communities: [Set<Community>] = []
    /// For each `award:` term, its alternatives (`award:caldecott|sibert`), each as folded words: a
    /// book must have, for every term, an award whose name holds all the words of an alternative.
    public var awards: [[[String]]] = []
    /// Folded words that must occur in the author line.
    public var authorWords: [String] = []
    /// Folded words that must occur in the title.
    public var titleWords: [String] = []
    /// The years allowed, or nil for any (and books without a year).
    public var years: YearRange?
    /// The terms on fields packed from their declarations (`language:es`, `grade:2-3`, `bilingual`);
    /// a book must pass every one.
    public var conditions: [FieldCondition] = []
    /// `owned:yes` (true) or `owned:no` (false); nil for either.
    public var owned: Bool?
    /// The books the library owns, supplied by whoever has the holdings (``owning(_:)``); while
    /// it is nil an `owned:` term keeps no book and the results' note says why
    /// (``OwnedBooks/noHoldingsNote``), never every book.
    public var ownedBooks: OwnedBooks?
    /// The order of the results.
    public var sort: QuerySort = .relevance
    /// What was left out and why, in the order typed ("Unknown field "colour:" left out").
    public var notes: [String] = []

    /// The empty query.
    public init() {}

    /// Whether the query keeps only some books by a field (category, community, award, author,
    /// title, year, owned), beyond its free words.
    public var hasFilters: Bool {
        categories != nil || !communities.isEmpty || !awards.isEmpty || !authorWords.isEmpty
            || !titleWords.isEmpty || years != nil || !conditions.isEmpty || owned != nil
    }

    /// The query with `owned` as the books its `owned:` term reads (nil: no holdings imported).
    public func owning(_ owned: OwnedBooks?) -> ParsedQuery {
        var query = self
        query.ownedBooks = owned
        return query
    }

    /// Whether an `owned:` term has no holdings to answer it (it keeps no book).
    public var lacksHoldings: Bool { owned != nil && ownedBooks == nil }

    /// Whether the query asks for nothing: no words, no filters, no order (a `sort:` alone asks
    /// for every book in that order).
    public var isEmpty: Bool { terms.isEmpty && !hasFilters && sort == .relevance }

    /// The field names the language knows.
    public static let fields = ["category", "community", "award", "author", "title", "year"]
        + BookSchema.packedFields.compactMap(\.queryName) + ["owned", "sort"]

    /// The most words and phrases a query searches (alternatives of `a | b` included): more would
    /// never all stand in one book, and each costs a look-up. Those after it are left out and
    /// ``notes`` says how many.
    public static let maximumWords = 1_000
}
