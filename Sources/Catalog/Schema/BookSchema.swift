/// Every field of a book, declared once: the first stop for a new thing to know about each book.
///
/// A new field is one ``BookField`` here, with a new tag, in ``packedFields``: it is then packed and
/// read (``BookBytes``), read from and written to the catalog's JSON and checked (``Book``'s coding,
/// the store's reader), shown in the detail view and `show`, written as a TSV and CSV column and
/// in `--json`, a query-language field and a filter (`ParsedQuery`), and a PostgreSQL column
/// (its migration is made from the declaration). A `bookdir list` option is one line in
/// `ListCommand`. `SchemaTests` fails naming any place that forgot a field.
public enum BookSchema {
    // MARK: The core, packed by hand (``BookBytes``)

    public static let id = BookField("id", kind: .text, label: "ID", column: "id", postgresColumn: "id")
    public static let title = BookField("title", kind: .text, label: "Title", queryName: "title", column: "title",
                                        postgresColumn: "title", isSearched: true)
    public static let authors = BookField("authors", kind: .names, label: "Author", queryName: "author", column: "author",
                                          postgresColumn: "authors", isSearched: true)
    public static let illustrators = BookField("illustrators", kind: .names, label: "Illustrator", column: "illustrator",
                                               postgresColumn: "illustrators")
    public static let category = BookField("category", kind: .code, label: "Category", queryName: "category",
                                           listOption: "category", column: "category", postgresColumn: "category", isFacet: true)
    public static let description = BookField("description", kind: .text, label: "Description", column: "description",
                                              postgresColumn: "description", isSearched: true)
    public static let year = BookField("year", kind: .number, label: "Year", queryName: "year", column: "year",
                                       postgresColumn: "year")
    public static let isbn = BookField("isbn", kind: .text, label: "ISBN", column: "isbn", postgresColumn: "isbn")
    public static let communities = BookField("communities", kind: .codes, label: "Communities", queryName: "community",
                                              listOption: "community", postgresColumn: "communities", isFacet: true)
    public static let awards = BookField("awards", kind: .codes, label: "Awards", queryName: "award", listOption: "award",
                                         postgresColumn: "awards", isFacet: true)

    // MARK: Fields packed from their declarations

    /// Every ISBN-13 of the book, the first US edition's first (it is also ``isbn``), then other
    /// English editions and a Spanish one; given when more than one is known.
    public static let isbns = BookField("isbns", kind: .textList(.isbn13), tag: 1, label: "ISBNs", queryName: "isbn",
                                        column: "isbns", postgresColumn: "isbns")
    /// The grades the book is for, from a review or the publisher: PreK -1, K 0, then 1 to 12.
    public static let grades = BookField("grades", kind: .range(.grades), tag: 2, label: "Grades", queryName: "grade",
                                         listOption: "grade", column: "grades", postgresColumn: "grades", isFacet: true,
                                         filterKey: "v")

    /// The languages the book is published in (an edition with two is bilingual); unknown, not
    /// English, when left out.
    public static let languages = BookField("languages", kind: .codeList(Languages.vocabulary), tag: 3, label: "Languages",
                                            queryName: "language", manyWord: "bilingual", listOption: "language",
                                            column: "languages", postgresColumn: "languages", isFacet: true, filterKey: "e")

    /// The core's fields, in their packed order.
    public static let core = [id, title, authors, illustrators, category, description, year, isbn, communities, awards]

    /// The fields packed from their declarations, in tag order.
    public static let packedFields = [isbns, grades, languages]

    /// Every field.
    public static let fields = core + packedFields

    /// The packed field of `tag`, or nil.
    public static func packedField(tag: UInt8) -> BookField? {
        packedFields.first { $0.tag == tag }
    }

    /// The field whose JSON key is `name`, or nil.
    public static func field(named name: String) -> BookField? {
        fields.first { $0.name == name }
    }

    /// A number that changes whenever the packed form could: the fields (names, kinds, tags), each
    /// vocabulary's codes in order (the categories, communities, award names and levels, and the
    /// packed fields' own). The derived caches carry it and are rebuilt when it differs, so a new
    /// field or a reordered vocabulary is never misread from an old cache. FNV-1a, the same in
    /// every process.
    public static let fingerprint = fingerprint(fields: fields, vocabularies: [
        Category.allCases.map(\.rawValue), Community.allCases.map(\.rawValue), AwardName.allCases.map(\.rawValue),
        Award.Level.allCases.map(\.rawValue),
    ])

    /// The fingerprint of `fields` and the core's `vocabularies` (each's codes in packed order).
    public static func fingerprint(fields: [BookField], vocabularies: [[String]]) -> UInt32 {
        var text = ""
        for field in fields {
            text += "\(field.name)|\(field.tag.map(String.init) ?? "-")|"
            switch field.kind {
            case .codeList(let vocabulary): text += "codes:" + vocabulary.entries.map(\.code).joined(separator: ",")
            case .textList(let rule): text += "texts:" + rule.rawValue
            case .range(let scale): text += "range:\(scale.rawValue):\(scale.bounds)"
            default: text += "\(field.kind)"
            }
            text += ";"
        }
        for codes in vocabularies { text += codes.joined(separator: ",") + ";" }
        return fingerprint(of: text)
    }

    /// FNV-1a of `text`'s UTF-8, folded to 32 bits.
    static func fingerprint(of text: String) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }
}
