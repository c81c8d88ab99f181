/// The packed form of a ``Book``: its fields one after another in bytes (in a ``BookBlock``).
///
/// In order: the category (a byte, its place among `Category.allCases`); flags (a byte: 1 the year
/// is known, 2 the ISBN is); the year (when known); the communities (a count, then each one's place
/// among `Community.allCases`, a byte each); the awards (a count, then each: the name's place among
/// `AwardName.allCases` as a byte, the year, the level as a byte, 0 winner or 1 honor); the id, the
/// title and the description (each a length, then its UTF-8); the authors and the illustrators (a
/// count, then each name as a string); the ISBN (a string, when known).
///
/// Counts and lengths are unsigned LEB128 numbers (7 bits a byte, low bits first); years are
/// signed ones, zigzag-coded. Nothing is cut or reordered: reading gives back exactly the fields packed.
enum BookBytes {
    /// A book's fields, unpacked.
    struct Fields: Equatable {
        var id: String
        var title: String
        var authors: [String]
        var illustrators: [String]
        var category: Category
        var description: String
        var year: Int?
        var isbn: String?
        var communities: [Community]
        var awards: [Award]
        var fields = FieldValues()
    }

    /// The lists of people, in the order they are packed after the strings.
    enum People: Int {
        case authors = 0, illustrators
    }

    // MARK: Packing

    /// The number of bytes `fields` pack into.
    static func packedCount<Source: PackableFields>(of fields: Source) -> Int {
        var measure = Output(into: nil)
        write(fields, to: &measure)
        return measure.count
    }

    /// Writes the packed `fields` from `start` (``packedCount(of:)`` bytes).
    static func write<Source: PackableFields>(_ fields: Source, to start: UnsafeMutablePointer<UInt8>) {
        var output = Output(into: start)
        write(fields, to: &output)
    }

    /// The packed form, whichever way the fields' text is held.
    private static func write<Source: PackableFields>(_ fields: Source, to output: inout Output) {
        output.byte(code(of: fields.category))
        output.byte((fields.year == nil ? 0 : 1) | (fields.isbn == nil ? 0 : 2) | (fields.fields.isEmpty ? 0 : 4))
        if let year = fields.year { output.signed(year) }
        output.count(fields.communities.count)
        for community in fields.communities { output.byte(code(of: community)) }
        output.count(fields.awards.count)
        for award in fields.awards {
            output.byte(code(of: award.name))
            output.signed(award.year)
            output.byte(award.level == .winner ? 0 : 1)
        }
        output.string(fields.id)
        output.string(fields.title)
        output.string(fields.description)
        output.count(fields.authors.count)
        for person in fields.authors { output.string(person) }
        output.count(fields.illustrators.count)
        for person in fields.illustrators { output.string(person) }
        if let isbn = fields.isbn { output.string(isbn) }
        if !fields.fields.isEmpty { writeValues(fields.fields, to: &output) }
    }

    /// Writes the values of fields packed from their declarations: a count, then each field's tag
    /// (a byte) and its value by kind — codes as a count and each one's place in the vocabulary (a
    /// byte each), strings as a count and each string, a range as its two ends (signed numbers).
    static func writeValues(_ values: FieldValues, to output: inout Output) {
        output.count(values.entries.count)
        for (field, value) in values.entries {
            output.byte(field.tag!)
            switch (field.kind, value) {
            case (.codeList(let vocabulary), .codes(let codes)):
                output.count(codes.count)
                for code in codes { output.byte(UInt8(vocabulary.place(of: code)!)) }
            case (_, .codes(let texts)), (_, .texts(let texts)):
                output.count(texts.count)
                for text in texts { output.string(text) }
            case (_, .range(let range)):
                output.signed(range.lowerBound)
                output.signed(range.upperBound)
            }
        }
    }

    /// Writes packed fields to memory, or only counts their bytes when it has none.
    struct Output {
        let start: UnsafeMutablePointer<UInt8>?
        var count = 0

        init(into start: UnsafeMutablePointer<UInt8>?) { self.start = start }

        @inline(__always)
        mutating func byte(_ value: UInt8) {
            start?[count] = value
            count &+= 1
        }

        mutating func unsigned(_ value: UInt64) {
            var rest = value
            while rest >= 0x80 {
                byte(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            byte(UInt8(rest))
        }

        mutating func count(_ value: Int) { unsigned(UInt64(value)) }

        mutating func signed(_ value: Int) {
            unsigned(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))
        }

        mutating func string<Text: PackableText>(_ text: Text) {
            text.withPackableUTF8 { utf8 in
                count(utf8.count)
                if let start, let base = utf8.baseAddress { (start + count).update(from: base, count: utf8.count) }
                count &+= utf8.count
            }
        }
    }

    /// The place of `value` among its type's cases (a category, a community, an award name).
    static func code<Value: CaseIterable & Equatable>(of value: Value) -> UInt8 where Value.AllCases == [Value] {
        UInt8(truncatingIfNeeded: Value.allCases.firstIndex { $0 == value }!)
    }
}

/// A book's fields as packing reads them: as strings (``BookBytes/Fields``), or as UTF-8 lying
/// elsewhere (``BookParts``).
protocol PackableFields {
    associatedtype Text: PackableText
    var category: Category { get }
    var year: Int? { get }
    var communities: [Community] { get }
    var awards: [Award] { get }
    var id: Text { get }
    var title: Text { get }
    var description: Text { get }
    var authors: [Text] { get }
    var illustrators: [Text] { get }
    var isbn: Text? { get }
    var fields: FieldValues { get }
}

extension BookBytes.Fields: PackableFields {}

extension BookParts: PackableFields {}

/// Text as packing reads it: a `String`, or UTF-8 lying elsewhere (``BookParts``).
protocol PackableText {
    /// Calls `body` with the text's UTF-8.
    func withPackableUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension String: PackableText {
    func withPackableUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = self
        text.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8>: PackableText {
    func withPackableUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        body(self)
    }
}
