/// One thing known about a book, declared once in ``BookSchema``: its name and JSON key, its kind,
/// and where it appears — searched, a facet, a query-language field, a `bookdir list` option, a
/// column of TSV and CSV, a line of the detail view and `show`, a column in PostgreSQL.
///
/// The first fields (id to awards) are packed by hand for speed (``BookBytes``) and held to their
/// declarations by `SchemaTests`; every later one is packed, read, written, checked, filtered and
/// shown from its declaration alone (``Book/subscript(_:)``, ``FieldValues``).
public struct BookField: Sendable, Hashable, CustomStringConvertible {
    /// What a field's values are.
    public enum Kind: Sendable, Hashable {
        /// One string (the id, the title).
        case text
        /// A list of people's names.
        case names
        /// One code of a fixed set (the category).
        case code
        /// A set of codes of a fixed set, as the core packs them (the communities, the awards).
        case codes
        /// A whole number (the year).
        case number
        /// A set of codes of `Vocabulary`, each once, kept in vocabulary order (the languages).
        case codeList(Vocabulary)
        /// A list of strings, each passing `TextRule` (the ISBNs), in the order given.
        case textList(TextRule)
        /// A range of whole numbers on `RangeScale` (the grades: from, to).
        case range(RangeScale)
    }

    /// The name, which is also the key in the catalog's JSON (`languages`).
    public let name: String
    /// What its values are.
    public let kind: Kind
    /// For a field packed from its declaration, its stable tag in the packed form (never reused);
    /// nil for the hand-packed core.
    public let tag: UInt8?
    /// The label of its line in the detail view and `show` ("Languages").
    public let label: String
    /// Its field name in the query language (`language:`), if it is one.
    public let queryName: String?
    /// A bare query word that keeps books of two or more of its codes (`bilingual`), if any.
    public let manyWord: String?
    /// Its `bookdir list` option (`--language`), if it has one.
    public let listOption: String?
    /// Its column header in TSV and CSV, if it has one.
    public let column: String?
    /// Its column in PostgreSQL's `books` table.
    public let postgresColumn: String?
    /// Whether free words search it.
    public let isSearched: Bool
    /// Whether the Books pane filters by it.
    public let isFacet: Bool
    /// The Books pane's key that steps to its next filter choice (the shifted key: the previous).
    public let filterKey: Character?

    public init(
        _ name: String, kind: Kind, tag: UInt8? = nil, label: String, queryName: String? = nil, manyWord: String? = nil,
        listOption: String? = nil, column: String? = nil, postgresColumn: String? = nil, isSearched: Bool = false,
        isFacet: Bool = false, filterKey: Character? = nil
    ) {
        self.name = name
        self.kind = kind
        self.tag = tag
        self.label = label
        self.queryName = queryName
        self.manyWord = manyWord
        self.listOption = listOption
        self.column = column
        self.postgresColumn = postgresColumn
        self.isSearched = isSearched
        self.isFacet = isFacet
        self.filterKey = filterKey
    }

    public var description: String { name }

    /// Fields are told apart by name (the schema test holds names unique).
    public static func == (lhs: BookField, rhs: BookField) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What each string of a text-list field must be.
public enum TextRule: String, Sendable, Hashable {
    /// An ISBN-13 whose check digit holds, written as thirteen digits.
    case isbn13

    /// Whether `text` follows the rule.
    public func allows(_ text: String) -> Bool {
        switch self {
        case .isbn13: text.utf8.count == 13 && ISBN.isValid13(text)
        }
    }

    /// What the rule asks, for messages: "an ISBN-13 of 13 digits whose check digit holds".
    public var requirement: String {
        switch self {
        case .isbn13: "an ISBN-13 of 13 digits whose check digit holds"
        }
    }
}
