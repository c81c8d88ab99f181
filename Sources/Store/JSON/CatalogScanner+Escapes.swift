/// The `\uXXXX` escapes of a string, read by ``CatalogScanner``.
extension CatalogScanner {
    /// The scalar of `\uXXXX` (its `\u` read), a surrogate pair taking a second escape.
    mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        guard (0xD800 ... 0xDBFF).contains(high) else { return Unicode.Scalar(high) }
        guard take(0x5C), take(0x75), let low = hexQuad(), (0xDC00 ... 0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hexQuad() -> UInt32? {
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
