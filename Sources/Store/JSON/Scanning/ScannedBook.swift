import Catalog

/// A book as ``CatalogScanner`` read it: where the UTF-8 of each of its strings lies, before any
/// rule is checked. No string is made while reading; ``View/book(position:version:file:locator:packer:parts:)``
/// packs the book straight from those bytes when every rule plainly holds, and otherwise makes the
/// ``CatalogRecord`` the general path makes, which checks the rules and names the one broken.
struct ScannedBook {
    /// A string's UTF-8 (valid): `count` bytes from `start` in the file, or, for a string written
    /// with escapes, in ``decoded``.
    struct Text {
        var start: Int
        var count: Int
        var isDecoded: Bool
    }

    /// An award as written.
    struct AwardText {
        var name: Text
        var year: Int
        var level: Text
    }

    var id, title, author, category, description, isbn: Text?
    var year: Int?
    /// The lists, as ranges of ``texts`` (or of ``awardTexts``); nil when the field is not given.
    var authors, illustrators, communities, awards: Range<Int>?
    /// The strings of the lists, one after another.
    var texts: [Text] = []
    var awardTexts: [AwardText] = []
    /// The strings written with escapes, decoded, one after another.
    var decoded: [UInt8] = []
    /// The fields of ``BookSchema/packedFields`` given: each one's place there and its items, a
    /// range of ``texts`` or, for a range field, of ``numbers``.
    var packed: [(field: Int, items: Range<Int>)] = []
    /// The numbers of the packed fields' lists, one after another.
    var numbers: [Int] = []

    /// Empties the book for the next one, keeping the lists' room.
    mutating func reset() {
        id = nil; title = nil; author = nil; category = nil; description = nil; isbn = nil
        year = nil
        authors = nil; illustrators = nil; communities = nil; awards = nil
        texts.removeAll(keepingCapacity: true)
        awardTexts.removeAll(keepingCapacity: true)
        decoded.removeAll(keepingCapacity: true)
        packed.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
    }

    /// Whether the fields every book must give are there (else the book is not in the plain form).
    var hasRequiredFields: Bool {
        id != nil && title != nil && category != nil && description != nil
    }

    /// A scanned book with the bytes its texts lie in, valid only while the scan hands it out.
    struct View {
        let book: ScannedBook
        /// The file's bytes.
        let file: UnsafeBufferPointer<UInt8>
        /// ``ScannedBook/decoded``'s bytes.
        let decoded: UnsafeBufferPointer<UInt8>

        /// The UTF-8 of `text`.
        func bytes(_ text: Text) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: (text.isDecoded ? decoded : file)[text.start ..< text.start + text.count])
        }

        /// The strings of the list `range` of ``ScannedBook/texts``.
        func strings(_ range: Range<Int>?) -> [String]? {
            range.map { range in book.texts[range].map(string) }
        }

        /// `text` as a string.
        func string(_ text: Text) -> String {
            String(decoding: bytes(text), as: UTF8.self)
        }

        /// The record the general path would have read (every string made).
        var record: CatalogRecord {
            CatalogRecord(id: string(book.id!), title: string(book.title!), author: book.author.map(string),
                          authors: strings(book.authors), illustrators: strings(book.illustrators),
                          category: string(book.category!), description: string(book.description!), year: book.year,
                          isbn: book.isbn.map(string), communities: strings(book.communities),
                          awards: book.awards.map { range in
                              book.awardTexts[range].map { CatalogRecord.AwardRecord(award: string($0.name), year: $0.year, level: string($0.level)) }
                          },
                          fields: book.packed.map { entry in
                              let field = BookSchema.packedFields[entry.field]
                              return field.takesNumbers
                                  ? CatalogRecord.FieldRecord(field: field, numbers: Array(book.numbers[entry.items]))
                                  : CatalogRecord.FieldRecord(field: field, strings: book.texts[entry.items].map(string))
                          })
        }
    }
}
