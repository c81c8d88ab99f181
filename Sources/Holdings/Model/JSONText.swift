import Support

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
        bytes.withUnsafeBufferPointer { buffer in
            var rows: [HoldingRow] = []
            var reader = Reader(bytes: buffer)
            reader.skip(0x0A)
            while !reader.isAtEnd {
                guard let row = reader.row() else { return nil }
                rows.append(row)
                if reader.peek == 0x2C { reader.index += 1 }
                reader.skip(0x0A)
            }
            return rows
        }
    }

    /// A cursor over a kept file's row lines.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var decoded: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index >= bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        mutating func skip(_ byte: UInt8) {
            while peek == byte { index += 1 }
        }

        mutating func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - index >= count,
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
            return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< index]), as: UTF8.self))
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

        /// A string literal: runs without escapes copied whole, escapes read as every JSON reader
        /// of this program reads them (``JSONUnicodeEscape``).
        mutating func string() -> String? {
            guard take("\"") else { return nil }
            decoded.removeAll(keepingCapacity: true)
            var runStart = index
            while let byte = peek {
                switch byte {
                case 0x22:
                    decoded += UnsafeBufferPointer(rebasing: bytes[runStart ..< index])
                    index += 1
                    return String(validating: decoded, as: UTF8.self)
                case 0x5C:
                    decoded += UnsafeBufferPointer(rebasing: bytes[runStart ..< index])
                    index += 1
                    guard JSONUnicodeEscape.appendEscaped(in: bytes, at: &index, to: &decoded) else { return nil }
                    runStart = index
                case 0 ..< 0x20: return nil
                default: index += 1
                }
            }
            return nil
        }
    }
}
