/// The escapes of a JSON string, read from its bytes: the one reading of them that the catalog's
/// and the suggestions file's scanners and the kept holdings' reader share.
package enum JSONUnicodeEscape {
    /// Appends what the escape at `index` (just after its backslash) stands for to `out`, moving
    /// `index` past it; false when it is no escape JSON allows.
    package static func appendEscaped(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, to out: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let escape = bytes[index]
        index += 1
        switch escape {
        case 0x22, 0x5C, 0x2F: out.append(escape)
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        case 0x74: out.append(0x09)
        case 0x75:
            guard let scalar = scalar(in: bytes, at: &index) else { return false }
            out.append(contentsOf: String(scalar).utf8)
        default: return false
        }
        return true
    }

    /// The scalar of the escape whose `\u` ends just before `index`, a surrogate pair taking a
    /// second escape; `index` is moved past what was read. `nil` when it is not four hex digits, or
    /// a surrogate without its other half.
    package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar? {
        guard let high = hexQuad(in: bytes, at: &index) else { return nil }
        guard (0xD800 ... 0xDBFF).contains(high) else { return Unicode.Scalar(high) }
        guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else { return nil }
        index += 2
        guard let low = hexQuad(in: bytes, at: &index), (0xDC00 ... 0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private static func hexQuad(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
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
