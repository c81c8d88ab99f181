/// The fast path of reading a catalog file: one pass over its bytes straight into
/// ``CatalogRecord``s, without Foundation's `JSONDecoder`.
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
    /// A string's bytes after escapes, reused.
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads a catalog document, handing each book record to `record` with the file's version as
    /// it is read; returns the version when the whole document is in the plain form (with the
    /// version before the books), else `nil` (the records handed out so far are then to be dropped).
    /// With a `split` whose second share was read, the books from its start on are not handed out here.
    static func scan(_ bytes: [UInt8], split: Split? = nil, record: (Int, CatalogRecord) -> Void) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CatalogScanner(buffer)
            return scanner.document(split: split, record)
        }
    }

    /// Reads the books from `start` (the `{` of a book of the list) to the end of the list, handing
    /// each to `record`; returns where the list ends (after its `]`), or nil when something there is
    /// not a book in the plain form or `record` returns false.
    static func scanBooks(_ bytes: [UInt8], from start: Int, record: (CatalogRecord) -> Bool) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CatalogScanner(buffer)
            scanner.index = start
            return scanner.bookItems(split: nil, record) ? scanner.index : nil
        }
    }

    private mutating func document(split: Split?, _ record: (Int, CatalogRecord) -> Void) -> Int? {
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
    private mutating func books(split: Split?, _ record: (CatalogRecord) -> Void) -> Bool {
        guard take(0x5B) else { return false }
        skipSpace()
        return take(0x5D) || bookItems(split: split) { record($0); return true }
    }

    /// The books of a list from here to its end (its `]` read), each handed to `record` (false
    /// stops the reading); at the `split`'s start (when reached at a book), the second share is
    /// taken instead of read.
    private mutating func bookItems(split: Split?, _ record: (CatalogRecord) -> Bool) -> Bool {
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
            guard let book = book(), record(book) else { return false }
            skipSpace()
            if take(0x2C) { continue }
            return take(0x5D)
        }
    }

    private mutating func book() -> CatalogRecord? {
        var id, title, author, category, description, isbn: String?
        var authors, illustrators, communities: [String]?
        var year: Int?
        var awards: [CatalogRecord.AwardRecord]?
        var seen: UInt16 = 0
        let complete = object { scanner, key in
            let bit: UInt16
            switch key {
            case .id: bit = 1 << 0; id = scanner.string(); if id == nil { return false }
            case .title: bit = 1 << 1; title = scanner.string(); if title == nil { return false }
            case .author: bit = 1 << 2; author = scanner.string(); if author == nil { return false }
            case .authors: bit = 1 << 3; authors = scanner.list { $0.string() }; if authors == nil { return false }
            case .illustrators: bit = 1 << 4; illustrators = scanner.list { $0.string() }; if illustrators == nil { return false }
            case .category: bit = 1 << 5; category = scanner.string(); if category == nil { return false }
            case .description: bit = 1 << 6; description = scanner.string(); if description == nil { return false }
            case .year: bit = 1 << 7; year = scanner.number(); if year == nil { return false }
            case .isbn: bit = 1 << 8; isbn = scanner.string(); if isbn == nil { return false }
            case .communities: bit = 1 << 9; communities = scanner.list { $0.string() }; if communities == nil { return false }
            case .awards: bit = 1 << 10; awards = scanner.list { $0.award() }; if awards == nil { return false }
            default: return false
            }
            // A field given twice is left to the general path.
            guard seen & bit == 0 else { return false }
            seen |= bit
            return true
        }
        guard complete, let id, let title, let category, let description else { return nil }
        return CatalogRecord(id: id, title: title, author: author, authors: authors, illustrators: illustrators,
                             category: category, description: description, year: year, isbn: isbn,
                             communities: communities, awards: awards)
    }

    private mutating func award() -> CatalogRecord.AwardRecord? {
        var name, level: String?
        var year: Int?
        let complete = object { scanner, key in
            switch key {
            case .award where name == nil:
                name = scanner.string()
                return name != nil
            case .level where level == nil:
                level = scanner.string()
                return level != nil
            case .year where year == nil:
                year = scanner.number()
                return year != nil
            default:
                return false
            }
        }
        guard complete, let name, let level, let year else { return nil }
        return CatalogRecord.AwardRecord(award: name, year: year, level: level)
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

    /// A list whose items `item` reads; `nil` when an item is not in the plain form.
    private mutating func list<Item>(_ item: (inout CatalogScanner) -> Item?) -> [Item]? {
        guard take(0x5B) else { return nil }
        var items: [Item] = []
        skipSpace()
        if take(0x5D) { return items }
        while true {
            skipSpace()
            guard let value = item(&self) else { return nil }
            items.append(value)
            skipSpace()
            if take(0x2C) { continue }
            return take(0x5D) ? items : nil
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

    /// A string: its bytes as they are when it has no escape, else decoded into `scratch`.
    private mutating func string() -> String? {
        guard take(0x22) else { return nil }
        let start = index
        var high: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                index += 1
                return Self.validString(UnsafeBufferPointer(rebasing: bytes[start ..< index - 1]), isASCII: high < 0x80)
            }
            high |= byte
            if byte == 0x5C { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                return scratch.withUnsafeBufferPointer { Self.validString($0, isASCII: false) }
            case 0x5C:
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case 0x22, 0x5C, 0x2F: scratch.append(escape)
                case 0x62: scratch.append(0x08)
                case 0x66: scratch.append(0x0C)
                case 0x6E: scratch.append(0x0A)
                case 0x72: scratch.append(0x0D)
                case 0x74: scratch.append(0x09)
                case 0x75:
                    guard let scalar = unicodeEscape() else { return nil }
                    scratch.append(contentsOf: String(scalar).utf8)
                default: return nil
                }
            case 0x00 ..< 0x20:
                return nil
            default:
                scratch.append(byte)
            }
        }
        return nil
    }

    /// The text of UTF-8 `bytes`, or `nil` when they are not valid UTF-8.
    private static func validString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        if isASCII { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
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
