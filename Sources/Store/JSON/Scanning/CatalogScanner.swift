import Catalog

/// The fast path of reading a catalog file: one pass over its bytes straight into
/// ``ScannedBook``s (where each string's UTF-8 lies; no string is made), without Foundation's
/// `JSONDecoder`.
///
/// It takes only the catalog's plain form — the top-level `version` and `books`, each book's
/// known fields once each, strings (any escape), whole numbers and lists, no `null` — and gives
/// up (`nil`) at anything else, well-formed or not: a byte-order mark, an unknown or repeated
/// field, a `null`, a number with a fraction or exponent, invalid UTF-8, a lone surrogate, a
/// syntax error. ``CatalogFile`` then takes the general path (the syntax checker and
/// `JSONDecoder`), which accepts exactly what it accepted before and reports every fault with the
/// same message, line and column; so this path changes how fast a catalog loads, never what loads.
struct CatalogScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The book being read (its lists keep their room from book to book).
    var scanned = ScannedBook()

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads a catalog document, handing each book to `record` with the file's version as it is
    /// read (the view is valid only during the call); returns the version when the whole document
    /// is in the plain form (with the version before the books), else `nil` (the books handed out
    /// so far are then to be dropped). With a `split` whose second share was read, the books from
    /// its start on are not handed out here.
    static func scan(_ bytes: [UInt8], split: Split? = nil, record: (Int, ScannedBook.View) -> Void) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CatalogScanner(buffer)
            return scanner.document(split: split, record)
        }
    }

    /// Reads the books from `start` (the `{` of a book of the list) to the end of the list, handing
    /// each to `record`; returns where the list ends (after its `]`), or nil when something there is
    /// not a book in the plain form or `record` returns false.
    static func scanBooks(_ bytes: [UInt8], from start: Int, record: (ScannedBook.View) -> Bool) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CatalogScanner(buffer)
            scanner.index = start
            return scanner.bookItems(split: nil, record) ? scanner.index : nil
        }
    }

    private mutating func document(split: Split?, _ record: (Int, ScannedBook.View) -> Void) -> Int? {
        var version: Int?
        var hasBooks = false
        let complete = object { scanner, key in
            switch key {
            case .version where version == nil:
                version = scanner.number()
                return version != nil
            case .books where !hasBooks:
                guard let version else { return false }
                hasBooks = true
                split?.begin(version)
                return scanner.books(split: split) { record(version, $0) }
            default:
                return false
            }
        }
        skipSpace()
        guard complete, index == bytes.count, hasBooks else { return nil }
        return version
    }

    /// The books list, each book handed to `record`.
    private mutating func books(split: Split?, _ record: (ScannedBook.View) -> Void) -> Bool {
        guard take(0x5B) else { return false }
        skipSpace()
        return take(0x5D) || bookItems(split: split) { record($0); return true }
    }

    /// The books of a list from here to its end (its `]` read), each handed to `record` (false
    /// stops the reading); at the `split`'s start (when reached at a book), the second share is
    /// taken instead of read.
    private mutating func bookItems(split: Split?, _ record: (ScannedBook.View) -> Bool) -> Bool {
        var pending = split
        while true {
            skipSpace()
            if let split = pending, index >= split.start {
                pending = nil
                if index == split.start, let end = split.finish() {
                    index = end
                    return true
                }
            }
            guard book(), handOut(record) else { return false }
            skipSpace()
            if take(0x2C) { continue }
            return take(0x5D)
        }
    }

    /// Reads a book into ``scanned``; false when it is not in the plain form.
    private mutating func book() -> Bool {
        scanned.reset()
        var seen: UInt64 = 0
        let complete = object { scanner, key in
            let bit: UInt64
            switch key {
            case .id: bit = 1 << 0; scanner.scanned.id = scanner.text(); if scanner.scanned.id == nil { return false }
            case .title: bit = 1 << 1; scanner.scanned.title = scanner.text(); if scanner.scanned.title == nil { return false }
            case .author: bit = 1 << 2; scanner.scanned.author = scanner.text(); if scanner.scanned.author == nil { return false }
            case .authors: bit = 1 << 3; scanner.scanned.authors = scanner.texts(); if scanner.scanned.authors == nil { return false }
            case .illustrators: bit = 1 << 4; scanner.scanned.illustrators = scanner.texts(); if scanner.scanned.illustrators == nil { return false }
            case .category: bit = 1 << 5; scanner.scanned.category = scanner.text(); if scanner.scanned.category == nil { return false }
            case .description: bit = 1 << 6; scanner.scanned.description = scanner.text(); if scanner.scanned.description == nil { return false }
            case .year: bit = 1 << 7; scanner.scanned.year = scanner.number(); if scanner.scanned.year == nil { return false }
            case .isbn: bit = 1 << 8; scanner.scanned.isbn = scanner.text(); if scanner.scanned.isbn == nil { return false }
            case .communities: bit = 1 << 9; scanner.scanned.communities = scanner.texts(); if scanner.scanned.communities == nil { return false }
            case .awards: bit = 1 << 10; scanner.scanned.awards = scanner.awards(); if scanner.scanned.awards == nil { return false }
            case .packed(let place):
                bit = 1 << (11 + place)
                guard let items = BookSchema.packedFields[place].takesNumbers ? scanner.numbers() : scanner.texts() else { return false }
                scanner.scanned.packed.append((place, items))
            default: return false
            }
            // A field given twice is left to the general path.
            guard seen & bit == 0 else { return false }
            seen |= bit
            return true
        }
        return complete && scanned.hasRequiredFields
    }

    /// Hands the book read to `record`, with the bytes its texts lie in.
    private func handOut<Result>(_ record: (ScannedBook.View) -> Result) -> Result {
        scanned.decoded.withUnsafeBufferPointer { decoded in
            record(ScannedBook.View(book: scanned, file: bytes, decoded: decoded))
        }
    }

    /// A list of strings, appended to the book's texts; their range there, or nil when an item is
    /// not a string in the plain form.
    private mutating func texts() -> Range<Int>? {
        let start = scanned.texts.count
        return list { scanner in
            guard let text = scanner.text() else { return false }
            scanner.scanned.texts.append(text)
            return true
        } ? start ..< scanned.texts.count : nil
    }

    /// A list of whole numbers, appended to the book's numbers; their range there, or nil.
    private mutating func numbers() -> Range<Int>? {
        let start = scanned.numbers.count
        return list { scanner in
            guard let number = scanner.number() else { return false }
            scanner.scanned.numbers.append(number)
            return true
        } ? start ..< scanned.numbers.count : nil
    }

    /// A list of awards, appended to the book's; their range there, or nil.
    private mutating func awards() -> Range<Int>? {
        let start = scanned.awardTexts.count
        return list { scanner in
            guard let award = scanner.award() else { return false }
            scanner.scanned.awardTexts.append(award)
            return true
        } ? start ..< scanned.awardTexts.count : nil
    }

    private mutating func award() -> ScannedBook.AwardText? {
        var name, level: ScannedBook.Text?
        var year: Int?
        let complete = object { scanner, key in
            switch key {
            case .award where name == nil:
                name = scanner.text()
                return name != nil
            case .level where level == nil:
                level = scanner.text()
                return level != nil
            case .year where year == nil:
                year = scanner.number()
                return year != nil
            default:
                return false
            }
        }
        guard complete, let name, let level, let year else { return nil }
        return ScannedBook.AwardText(name: name, year: year, level: level)
    }

    // MARK: - JSON

    /// An object: `member` reads each value after its key and says whether to go on. A key that is
    /// none of the plain form's names, or is written with an escape, ends the scan.
    private mutating func object(_ member: (inout CatalogScanner, CatalogMemberName) -> Bool) -> Bool {
        skipSpace()
        guard take(0x7B) else { return false }
        skipSpace()
        if take(0x7D) { return true }
        while true {
            skipSpace()
            guard let key = memberName() else { return false }
            skipSpace()
            guard take(0x3A) else { return false }
            skipSpace()
            guard member(&self, key) else { return false }
            skipSpace()
            if take(0x2C) { continue }
            return take(0x7D)
        }
    }

    /// A list whose items `item` reads (false when an item is not in the plain form); whether
    /// the whole list is.
    private mutating func list(_ item: (inout CatalogScanner) -> Bool) -> Bool {
        guard take(0x5B) else { return false }
        skipSpace()
        if take(0x5D) { return true }
        while true {
            skipSpace()
            guard item(&self) else { return false }
            skipSpace()
            if take(0x2C) { continue }
            return take(0x5D)
        }
    }

    /// A whole number of at most 15 digits, without fraction or exponent.
    private mutating func number() -> Int? {
        let negative = take(0x2D)
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = value &* 10 &+ Int(bytes[index] - 0x30)
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits <= 15, digits == 1 || bytes[start] != 0x30 else { return nil }
        if index < bytes.count, bytes[index] == 0x2E || bytes[index] | 0x20 == 0x65 { return nil }
        return negative ? -value : value
    }

    /// A key: the member name its bytes spell, up to the closing quote, with no escape.
    private mutating func memberName() -> CatalogMemberName? {
        guard take(0x22) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x5C { index += 1 }
        guard index < bytes.count, bytes[index] == 0x22 else { return nil }
        index += 1
        return CatalogMemberName(UnsafeBufferPointer(rebasing: bytes[start ..< index - 1]))
    }

    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    @inline(__always)
    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }
}
