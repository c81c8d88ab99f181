/// Books as their packed bytes (``BookBytes``), which the derived cache files store as they are:
/// reading a book from a cache is one copy, and a damaged record is found before it is read.
extension Book {
    /// The book whose packed bytes are the whole of `bytes`, which ``packedLength(in:)`` accepted,
    /// in a block of its own (a ``BookPacker`` packs many books into shared blocks).
    package init(packed bytes: UnsafeRawBufferPointer) {
        self = BookPacker.alone(bytes.count) { BookPacker.copy(bytes, to: $0) }
    }

    /// Calls `body` with the book's packed bytes.
    package func withPackedBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withBytes { try body(UnsafeRawBufferPointer($0)) }
    }

    /// The length of the packed book at the start of `bytes`, or nil when no whole valid one is
    /// there: every length within the bytes, every category, community, award name and level one
    /// of the known ones, the flags only those defined. (Strings are not checked for valid UTF-8:
    /// reading one repairs it, as `String(decoding:as:)` does.)
    package static func packedLength(in bytes: UnsafeRawBufferPointer) -> Int? {
        var reader = CheckedReader(bytes: bytes.assumingMemoryBound(to: UInt8.self))
        guard let category = reader.byte(), Int(category) < Category.allCases.count,
              let flags = reader.byte(), flags & ~7 == 0
        else { return nil }
        if flags & 1 != 0 { guard reader.number() != nil else { return nil } }
        guard let communities = reader.number() else { return nil }
        for _ in 0 ..< communities {
            guard let community = reader.byte(), Int(community) < Community.allCases.count else { return nil }
        }
        guard let awards = reader.number() else { return nil }
        for _ in 0 ..< awards {
            guard let name = reader.byte(), Int(name) < AwardName.allCases.count,
                  reader.number() != nil, let level = reader.byte(), level <= 1
            else { return nil }
        }
        for _ in 0 ..< 3 { guard reader.string() else { return nil } }
        for _ in 0 ..< 2 {
            guard let people = reader.number() else { return nil }
            for _ in 0 ..< people { guard reader.string() else { return nil } }
        }
        if flags & 2 != 0 { guard reader.string() else { return nil } }
        if flags & 4 != 0 { guard reader.values() else { return nil } }
        return reader.offset
    }

    /// What the query language filters on, read from a packed book that ``packedLength(in:)``
    /// accepted, without making its strings.
    package struct PackedFacets {
        /// The category's place in `Category.allCases`.
        package var category: UInt8
        /// The year, when known.
        package var year: Int?
        /// Bit `n` for `Community.allCases[n]`.
        package var communities: UInt16
        /// Bit `n` for `AwardName.allCases[n]`.
        package var awards: UInt32
        /// The packed fields' values.
        package var fields = FieldValues()
    }

    /// The facets of the packed book at the start of `bytes` (accepted by ``packedLength(in:)``).
    package static func packedFacets(in bytes: UnsafeRawBufferPointer) -> PackedFacets {
        let buffer = bytes.assumingMemoryBound(to: UInt8.self)
        var reader = BookBytes.Reader(buffer)
        reader.offset = 2
        var facets = PackedFacets(category: buffer[0], year: buffer[1] & 1 != 0 ? reader.signed() : nil, communities: 0, awards: 0)
        for _ in 0 ..< reader.count() { facets.communities |= 1 << UInt16(reader.byte()) }
        for _ in 0 ..< reader.count() {
            facets.awards |= 1 << UInt32(reader.byte())
            _ = reader.unsigned()
            _ = reader.byte()
        }
        if buffer[1] & 4 != 0 {
            reader.skipToValues()
            facets.fields = reader.values()
        }
        return facets
    }

    /// The community and award masks of the packed book at the start of `bytes` (as
    /// ``packedFacets(in:)`` gives them), read without the rest.
    package static func packedMasks(in bytes: UnsafeRawBufferPointer) -> (communities: UInt16, awards: UInt32) {
        let buffer = bytes.assumingMemoryBound(to: UInt8.self)
        var reader = BookBytes.Reader(buffer)
        reader.skipYear()
        var communities: UInt16 = 0, awards: UInt32 = 0
        for _ in 0 ..< reader.count() { communities |= 1 << UInt16(reader.byte()) }
        for _ in 0 ..< reader.count() {
            awards |= 1 << UInt32(reader.byte())
            _ = reader.unsigned()
            _ = reader.byte()
        }
        return (communities, awards)
    }

    /// Reads numbers and strings of a packed book, never past the end.
    private struct CheckedReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// An unsigned LEB128 number of at most 64 bits (a signed one is its zigzag form).
        mutating func number() -> UInt64? {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                guard let byte = byte() else { return nil }
                value |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte < 0x80 { return value }
            }
            return nil
        }

        /// The packed fields' values: every tag a known field's, every code in its vocabulary,
        /// every range in order.
        mutating func values() -> Bool {
            guard let count = number(), count > 0 else { return false }
            var lastTag = -1
            for _ in 0 ..< count {
                guard let tag = byte(), Int(tag) > lastTag, let field = BookSchema.packedField(tag: tag) else { return false }
                lastTag = Int(tag)
                switch field.kind {
                case .codeList(let vocabulary):
                    guard let codes = number(), codes > 0 else { return false }
                    for _ in 0 ..< codes {
                        guard let code = byte(), Int(code) < vocabulary.entries.count else { return false }
                    }
                case .range:
                    guard let low = number(), let high = number(),
                          Int64(bitPattern: low >> 1) ^ -Int64(bitPattern: low & 1) <= Int64(bitPattern: high >> 1) ^ -Int64(bitPattern: high & 1)
                    else { return false }
                default:
                    guard let texts = number(), texts > 0 else { return false }
                    for _ in 0 ..< texts { guard string() else { return false } }
                }
            }
            return true
        }

        mutating func string() -> Bool {
            guard let length = number(), length <= UInt64(bytes.count - offset) else { return false }
            offset += Int(length)
            return true
        }
    }
}

extension Book {
    /// A string field that appears once in every book, in the order they are packed.
    package enum TextField: Int {
        case id = 0, title, description
    }

    /// Calls `body` with the UTF-8 of `field`, read in place without making a string.
    package func withUTF8<Result>(_ field: TextField, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withBytes { try BookBytes.withUTF8(field, in: $0, body) }
    }

    /// Calls `body` with the UTF-8 of the id and of the title, read in place in one step.
    package func withIdAndTitleUTF8<Result>(_ body: (_ id: UnsafeBufferPointer<UInt8>, _ title: UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withBytes { bytes in
            var reader = BookBytes.Reader(bytes)
            reader.skipToStrings()
            let id = reader.stringBytes()
            return try body(id, reader.stringBytes())
        }
    }

    /// Calls `body` with the UTF-8 of the title, of the author line (``author``) and of the
    /// description, read in place in one pass; the author line of two or more people is put
    /// together in `scratch` (emptied first), without making a string.
    package func withSearchedUTF8<Result>(
        scratch: inout [UInt8],
        _ body: (_ title: UnsafeBufferPointer<UInt8>, _ authorLine: UnsafeBufferPointer<UInt8>, _ description: UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try withBytes { bytes in
            var reader = BookBytes.Reader(bytes)
            reader.skipToStrings()
            reader.skipString()
            let title = reader.stringBytes(), description = reader.stringBytes()
            let authors = reader.count()
            if authors == 1 { return try body(title, reader.stringBytes(), description) }
            scratch.removeAll(keepingCapacity: true)
            Credits.appendLine(count: authors, person: { _ in reader.stringBytes() }, to: &scratch)
            return try scratch.withUnsafeBufferPointer { try body(title, $0, description) }
        }
    }

    /// The id of the packed book at the start of `bytes` (accepted by ``packedLength(in:)``),
    /// read without making the book.
    package static func packedID(in bytes: UnsafeRawBufferPointer) -> String {
        BookBytes.string(.id, in: bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The number of packed bytes: a little more than the UTF-8 of all the book's text.
    package var packedByteCount: Int { Int(length) }
}
