/// Reading a packed book: a field, or every field.
extension BookBytes {
    /// Every field of `bytes`.
    static func fields(in bytes: UnsafeBufferPointer<UInt8>) -> Fields {
        var reader = Reader(bytes)
        let category = Category.allCases[Int(reader.byte())]
        let flags = reader.byte()
        let year = flags & 1 != 0 ? reader.signed() : nil
        let communities = reader.communities()
        let awards = reader.awards()
        let id = reader.string(), title = reader.string(), description = reader.string()
        let authors = reader.people(), illustrators = reader.people()
        let isbn = flags & 2 != 0 ? reader.string() : nil
        let values = flags & 4 != 0 ? reader.values() : FieldValues()
        return Fields(id: id, title: title, authors: authors, illustrators: illustrators, category: category,
                      description: description, year: year, isbn: isbn, communities: communities, awards: awards,
                      fields: values)
    }

    /// The values of the fields packed from their declarations.
    static func values(in bytes: UnsafeBufferPointer<UInt8>) -> FieldValues {
        guard bytes[1] & 4 != 0 else { return FieldValues() }
        var reader = Reader(bytes)
        reader.skipToValues()
        return reader.values()
    }

    static func category(in bytes: UnsafeBufferPointer<UInt8>) -> Category {
        Category.allCases[Int(bytes[0])]
    }

    static func year(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes[1] & 1 != 0 else { return nil }
        var reader = Reader(bytes)
        reader.offset = 2
        return reader.signed()
    }

    static func communities(in bytes: UnsafeBufferPointer<UInt8>) -> [Community] {
        var reader = Reader(bytes)
        reader.skipYear()
        return reader.communities()
    }

    static func centers(_ community: Community, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let wanted = code(of: community)
        var reader = Reader(bytes)
        reader.skipYear()
        let count = reader.count()
        for index in 0 ..< count where bytes[reader.offset &+ index] == wanted { return true }
        return false
    }

    static func awards(in bytes: UnsafeBufferPointer<UInt8>) -> [Award] {
        var reader = Reader(bytes)
        reader.skipYear()
        reader.skipCommunities()
        return reader.awards()
    }

    static func string(_ field: Book.TextField, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        withUTF8(field, in: bytes) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 of `field` of `bytes`, read in place.
    static func withUTF8<Result>(_ field: Book.TextField, in bytes: UnsafeBufferPointer<UInt8>,
                                 _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var reader = Reader(bytes)
        reader.skipToStrings()
        for _ in 0 ..< field.rawValue { reader.skipString() }
        return try body(reader.stringBytes())
    }

    static func people(_ field: People, in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var reader = Reader(bytes)
        reader.skipToStrings()
        for _ in 0 ..< 3 { reader.skipString() }
        if field == .illustrators { reader.skipPeople() }
        return reader.people()
    }

    static func isbn(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes[1] & 2 != 0 else { return nil }
        var reader = Reader(bytes)
        reader.skipToStrings()
        for _ in 0 ..< 3 { reader.skipString() }
        reader.skipPeople()
        reader.skipPeople()
        return reader.string()
    }

    /// Whether two packed books hold equal fields though their bytes differ: only strings can then
    /// be equal, when Swift holds differently encoded text canonically equivalent.
    static func sameFields(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        var one = Reader(left), other = Reader(right)
        one.skipToStrings()
        other.skipToStrings()
        // Everything before the strings is numbers: it must match byte for byte.
        guard one.offset == other.offset, left[0 ..< one.offset].elementsEqual(right[0 ..< other.offset]) else { return false }
        for _ in 0 ..< 3 where !sameString(&one, &other) { return false }
        for _ in 0 ..< 2 {
            let count = one.count()
            guard count == other.count() else { return false }
            for _ in 0 ..< count where !sameString(&one, &other) { return false }
        }
        guard left[1] & 2 == 0 || sameString(&one, &other) else { return false }
        // The packed fields' values: codes, numbers and identifiers (ISBNs), equal only byte for byte.
        return left[one.offset...].elementsEqual(right[other.offset...])
    }

    /// Reads a string from each reader and tells whether they are equal as Swift strings; two
    /// runs of ASCII are equal only when their bytes are.
    private static func sameString(_ one: inout Reader, _ other: inout Reader) -> Bool {
        let left = one.stringBytes(), right = other.stringBytes()
        if left.elementsEqual(right) { return true }
        if left.allSatisfy({ $0 < 0x80 }) && right.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: left, as: UTF8.self) == String(decoding: right, as: UTF8.self)
    }

    /// Reads packed fields in order.
    struct Reader {
        let buffer: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

        mutating func byte() -> UInt8 {
            defer { offset &+= 1 }
            return buffer[offset]
        }

        mutating func unsigned() -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = buffer[offset]
                offset &+= 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift &+= 7
            }
        }

        mutating func count() -> Int { Int(truncatingIfNeeded: unsigned()) }

        mutating func signed() -> Int {
            let zigzag = unsigned()
            return Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
        }

        mutating func stringBytes() -> UnsafeBufferPointer<UInt8> {
            let length = count()
            defer { offset &+= length }
            return UnsafeBufferPointer(rebasing: buffer[offset ..< offset &+ length])
        }

        mutating func string() -> String { String(decoding: stringBytes(), as: UTF8.self) }

        mutating func skipString() { offset &+= count() }

        mutating func people() -> [String] {
            let count = count()
            guard count > 0 else { return [] }
            return (0 ..< count).map { _ in string() }
        }

        mutating func skipPeople() {
            for _ in 0 ..< count() { skipString() }
        }

        /// Steps over the category, the flags and the year.
        mutating func skipYear() {
            offset = 2
            if buffer[1] & 1 != 0 { _ = unsigned() }
        }

        mutating func communities() -> [Community] {
            let count = count()
            guard count > 0 else { return [] }
            return (0 ..< count).map { _ in Community.allCases[Int(byte())] }
        }

        mutating func skipCommunities() { offset &+= count() }

        mutating func awards() -> [Award] {
            let count = count()
            guard count > 0 else { return [] }
            return (0 ..< count).map { _ in
                let name = AwardName.allCases[Int(byte())]
                let year = signed()
                return Award(name, year: year, level: byte() == 0 ? .winner : .honor)
            }
        }

        /// Steps over everything before the packed fields' values.
        mutating func skipToValues() {
            skipToStrings()
            for _ in 0 ..< 3 { skipString() }
            skipPeople()
            skipPeople()
            if buffer[1] & 2 != 0 { skipString() }
        }

        /// The packed fields' values (a count, then each tag and value; see ``BookBytes/writeValues(_:to:)``).
        mutating func values() -> FieldValues {
            var values = FieldValues()
            for _ in 0 ..< count() {
                let field = BookSchema.packedField(tag: byte())!
                switch field.kind {
                case .codeList(let vocabulary):
                    values[field] = .codes((0 ..< count()).map { _ in vocabulary.entries[Int(byte())].code })
                case .range:
                    let low = signed()
                    values[field] = .range(low ... signed())
                default:
                    values[field] = .texts((0 ..< count()).map { _ in string() })
                }
            }
            return values
        }

        /// Steps over everything before the id.
        mutating func skipToStrings() {
            skipYear()
            skipCommunities()
            for _ in 0 ..< count() {
                offset &+= 1
                _ = unsigned()
                offset &+= 1
            }
        }
    }
}
