/// JSON strings written as Foundation's `JSONEncoder` writes them (quotes, backslashes and control
/// characters escaped, slashes and other text as they are), without an encoder's cost per value:
/// how a library's rows are written, 100,000 at a time.
enum JSONText {
    /// Appends `text` as a JSON string to `out`.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0 ..< 0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }

    /// Appends `strings` as a JSON array of strings to `out`.
    static func appendArray(_ strings: [String], to out: inout [UInt8]) {
        out.append(0x5B)
        for (index, string) in strings.enumerated() {
            if index > 0 { out.append(0x2C) }
            appendString(string, to: &out)
        }
        out.append(0x5D)
    }

    /// Appends `row` as the object `JSONEncoder` with sorted keys writes.
    static func appendRow(_ row: HoldingRow, to out: inout [UInt8]) {
        out += Array("{\"authors\":".utf8)
        appendArray(row.authors, to: &out)
        out += Array(",\"isbns\":".utf8)
        appendArray(row.isbns, to: &out)
        out += Array(",\"number\":\(row.number)".utf8)
        if let record = row.record {
            out += Array(",\"record\":".utf8)
            appendString(record, to: &out)
        }
        out += Array(",\"title\":".utf8)
        appendString(row.title, to: &out)
        out.append(0x7D)
    }
}

/// The rows back, read as ``JSONText/appendRow(_:to:)`` wrote them: one row a line, keys in that
/// order. Anything else (a file written otherwise, or edited) reads as nil, and the caller decodes
/// it with Foundation's decoder instead.
extension JSONText {
    /// The rows of the lines in `bytes` (the part of a kept file between `"rows":[` and its last
    /// `]`), or nil when any line is not in the written form.
    static func rows(in bytes: ArraySlice<UInt8>) -> [HoldingRow]? {
        var rows: [HoldingRow] = []
        var reader = Reader(bytes: bytes)
        reader.skip(0x0A)
        while !reader.isAtEnd {
            guard let row = reader.row() else { return nil }
            rows.append(row)
            if reader.peek == 0x2C { reader.index += 1 }
            reader.skip(0x0A)
        }
        return rows
    }

    /// A cursor over a kept file's row lines.
    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var isAtEnd: Bool { index >= bytes.endIndex }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func skip(_ byte: UInt8) {
            while peek == byte { index += 1 }
        }

        mutating func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.endIndex - index >= count,
                  UnsafeBufferPointer(start: text.utf8Start, count: count).elementsEqual(bytes[index ..< index + count]) else { return false }
            index += count
            return true
        }

        mutating func row() -> HoldingRow? {
            guard take("{\"authors\":"), let authors = strings(), take(",\"isbns\":"), let isbns = strings(),
                  take(",\"number\":"), let number = number() else { return nil }
            var record: String?
            if take(",\"record\":") {
                guard let text = string() else { return nil }
                record = text
            }
            guard take(",\"title\":"), let title = string(), take("}") else { return nil }
            return HoldingRow(number: number, record: record, isbns: isbns, title: title, authors: authors)
        }

        mutating func number() -> Int? {
            let start = index
            if peek == 0x2D { index += 1 }
            while let byte = peek, byte >= 0x30, byte <= 0x39 { index += 1 }
            return Int(String(decoding: bytes[start ..< index], as: UTF8.self))
        }

        mutating func strings() -> [String]? {
            guard take("[") else { return nil }
            var strings: [String] = []
            if take("]") { return strings }
            while true {
                guard let text = string() else { return nil }
                strings.append(text)
                if take("]") { return strings }
                guard take(",") else { return nil }
            }
        }

        /// A string literal: runs without escapes copied whole; the escapes JSON allows read.
        mutating func string() -> String? {
            guard take("\"") else { return nil }
            var out: [UInt8] = []
            var runStart = index
            while let byte = peek {
                switch byte {
                case 0x22:
                    out += bytes[runStart ..< index]
                    index += 1
                    return String(validating: out, as: UTF8.self)
                case 0x5C:
                    out += bytes[runStart ..< index]
                    index += 1
                    guard let escaped = peek else { return nil }
                    index += 1
                    switch escaped {
                    case 0x22, 0x5C, 0x2F: out.append(escaped)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x75:
                        guard var scalar = hex4() else { return nil }
                        if (0xD800 ..< 0xDC00).contains(scalar) {
                            guard take("\\u"), let low = hex4(), (0xDC00 ..< 0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let value = Unicode.Scalar(scalar) else { return nil }
                        out += Array(String(Character(value)).utf8)
                    default: return nil
                    }
                    runStart = index
                case 0 ..< 0x20, 0x0A: return nil
                default: index += 1
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard bytes.endIndex - index >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0 ..< 4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30 ... 0x39: digit = byte - 0x30
                case 0x61 ... 0x66: digit = byte - 0x61 + 10
                case 0x41 ... 0x46: digit = byte - 0x41 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
