/// The `\uXXXX` escapes of a JSON string, read from its bytes: the one reading of them that the
/// catalog's and the suggestions file's scanners share.
enum JSONUnicodeEscape {
    /// The scalar of the escape whose `\u` ends just before `index`, a surrogate pair taking a
    /// second escape; `index` is moved past what was read. `nil` when it is not four hex digits, or
    /// a surrogate without its other half.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar? {
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
