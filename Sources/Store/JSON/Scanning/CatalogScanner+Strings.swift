import Support
/// The strings of a catalog, read by ``CatalogScanner``: where their UTF-8 lies, checked, their
/// escapes decoded.
extension CatalogScanner {
    /// A string: where its bytes lie in the file when it has no escape, else decoded into the
    /// book's ``ScannedBook/decoded``; nil when it is not valid UTF-8 or not in the plain form.
    mutating func text() -> ScannedBook.Text? {
        guard take(0x22) else { return nil }
        let start = index
        var high: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                index += 1
                let text = UnsafeBufferPointer(rebasing: bytes[start ..< index - 1])
                guard high < 0x80 || Self.isValidUTF8(text) else { return nil }
                return ScannedBook.Text(start: start, count: text.count, isDecoded: false)
            }
            high |= byte
            if byte == 0x5C { return escapedText(from: start) }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func escapedText(from start: Int) -> ScannedBook.Text? {
        let decodedStart = scanned.decoded.count
        scanned.decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                let count = scanned.decoded.count - decodedStart
                let valid = scanned.decoded.withUnsafeBufferPointer { Self.isValidUTF8(UnsafeBufferPointer(rebasing: $0[decodedStart...])) }
                return valid ? ScannedBook.Text(start: decodedStart, count: count, isDecoded: true) : nil
            case 0x5C:
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case 0x22, 0x5C, 0x2F: scanned.decoded.append(escape)
                case 0x62: scanned.decoded.append(0x08)
                case 0x66: scanned.decoded.append(0x0C)
                case 0x6E: scanned.decoded.append(0x0A)
                case 0x72: scanned.decoded.append(0x0D)
                case 0x74: scanned.decoded.append(0x09)
                case 0x75:
                    guard let scalar = unicodeEscape() else { return nil }
                    scanned.decoded.append(contentsOf: String(scalar).utf8)
                default: return nil
                }
            case 0x00 ..< 0x20:
                return nil
            default:
                scanned.decoded.append(byte)
            }
        }
        return nil
    }

    /// Whether `bytes` are valid UTF-8 (as `String(validating:as:)` has it), without making a string.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return true
        } catch {
            return false
        }
    }

    /// The scalar of `\uXXXX` (its `\u` read), a surrogate pair taking a second escape.
    mutating func unicodeEscape() -> Unicode.Scalar? {
        JSONUnicodeEscape.scalar(in: bytes, at: &index)
    }
}
