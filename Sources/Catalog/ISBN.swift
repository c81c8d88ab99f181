/// ISBN-13 validation.
public enum ISBN {
    /// Whether `text` is thirteen digits (hyphens and spaces allowed between them)
    /// whose last digit is the ISBN-13 check digit of the first twelve.
    public static func isValid13(_ text: String) -> Bool {
        if let valid = isValid13ASCII(text) { return valid }
        let digits = text.filter { $0 != "-" && $0 != " " }
        guard digits.count == 13, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let values = digits.compactMap { $0.wholeNumberValue }
        let sum = values.prefix(12).enumerated().reduce(0) { total, pair in
            total + pair.element * (pair.offset.isMultiple(of: 2) ? 1 : 3)
        }
        return (10 - sum % 10) % 10 == values[12]
    }

    /// ``isValid13(_:)`` on the bytes of ASCII text (where each byte is one Character, but CR LF,
    /// which is no digit either way); `nil` for other text.
    private static func isValid13ASCII(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { isValid13(asciiUTF8: $0) }
    }

    /// ``isValid13(_:)`` on UTF-8 that is all ASCII; `nil` when it is not (`isValid13(_:)` then decides).
    package static func isValid13(asciiUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var digits = 0
        var sum = 0
        var last = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 13 else { return false }
            last = Int(byte - UInt8(ascii: "0"))
            if digits < 12 { sum += last * (digits.isMultiple(of: 2) ? 1 : 3) }
            digits += 1
        }
        guard digits == 13 else { return false }
        return (10 - sum % 10) % 10 == last
    }
}
