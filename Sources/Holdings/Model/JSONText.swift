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
