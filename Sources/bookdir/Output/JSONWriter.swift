import Widgets

/// JSON written straight into bytes, in exactly the form of ``JSONOutput``'s Foundation encoder:
/// pretty (two-space indent, `"key" : value`, an empty list as `[`, a blank line, `]`) or compact,
/// strings escaped as the encoder escapes them (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other C0
/// characters as `\u00xx`; `/` kept), and every other scalar ``SafeText`` would escape as
/// `\uXXXX` (``JSONOutput/escapingUnsafeScalars(_:)``). Keys are given in sorted order by the caller.
struct JSONWriter {
    /// Pretty-printed or compact.
    let pretty: Bool

    /// Starts the member `name` of an object whose members are at `depth`.
    @inline(__always)
    func key(_ name: StaticString, first: Bool, depth: Int, to out: inout [UInt8]) {
        if !first { out.append(0x2C) }
        newline(depth: depth, to: &out)
        out.append(0x22)
        out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        if pretty { out.append(contentsOf: [0x22, 0x20, 0x3A, 0x20]) } else { out.append(contentsOf: [0x22, 0x3A]) }
    }

    /// Starts the member `name` (a field's name from the schema, plain ASCII) of an object whose
    /// members are at `depth`.
    func key(named name: String, first: Bool, depth: Int, to out: inout [UInt8]) {
        if !first { out.append(0x2C) }
        newline(depth: depth, to: &out)
        out.append(0x22)
        out.append(contentsOf: name.utf8)
        if pretty { out.append(contentsOf: [0x22, 0x20, 0x3A, 0x20]) } else { out.append(contentsOf: [0x22, 0x3A]) }
    }

    /// A line break and the indent of `depth` (pretty only).
    @inline(__always)
    func newline(depth: Int, to out: inout [UInt8]) {
        guard pretty else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// Ends a list or object (`close`) whose items were at `depth + 1`; `empty` when it had none.
    func close(_ close: UInt8, depth: Int, empty: Bool, to out: inout [UInt8]) {
        if empty && pretty { out.append(0x0A) }
        newline(depth: depth, to: &out)
        out.append(close)
    }

    /// A list of strings whose `[` is at `depth`.
    func strings(_ values: [String], depth: Int, to out: inout [UInt8]) {
        out.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(0x2C) }
            newline(depth: depth + 1, to: &out)
            Self.string(value, to: &out)
        }
        close(0x5D, depth: depth, empty: values.isEmpty, to: &out)
    }

    /// A whole number in decimal.
    static func number(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: buffer[start...])
        }
    }

    /// A string literal: runs of bytes that need no escape are copied as they are.
    static func string(_ value: String, to out: inout [UInt8]) {
        out.append(0x22)
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                var escaped: UInt32?
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                    escaped = UInt32(byte)
                } else if byte >= 0x80 {
                    let (scalar, size) = decode(bytes, at: index)
                    length = size
                    if SafeText.escape(for: scalar) != nil { escaped = scalar.value }
                }
                if let escaped {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart ..< index]))
                    escape(escaped, to: &out)
                    runStart = index + length
                }
                index += length
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(0x22)
    }

    /// The escape of one scalar.
    private static func escape(_ value: UInt32, to out: inout [UInt8]) {
        let short: UInt8? = switch value {
        case 0x22: 0x22
        case 0x5C: 0x5C
        case 0x08: 0x62
        case 0x0C: 0x66
        case 0x0A: 0x6E
        case 0x0D: 0x72
        case 0x09: 0x74
        default: nil
        }
        out.append(0x5C)
        if let short {
            out.append(short)
            return
        }
        out.append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
    }

    /// The scalar starting at `index` of valid UTF-8 and its length in bytes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let value: UInt32
        let length: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            length = 3
        } else {
            value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
