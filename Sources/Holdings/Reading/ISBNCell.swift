import Catalog
import Foundation

/// The ISBNs in one cell or subfield of an export, as catalog systems write them: hyphenated or
/// not, ISBN-10 or ISBN-13, with qualifiers ("9780062381149 (hardcover)"), Excel's `="978…"`,
/// several in one cell (";", ",", "|" or spaces between them).
public enum ISBNCell {
    /// What a cell held: its ISBNs as ISBN-13s (no repeats, in order), and the pieces that looked
    /// like an ISBN but are not one (a wrong check digit, a wrong number of digits, a number a
    /// spreadsheet shortened).
    public struct Found: Equatable, Sendable {
        public var isbns: [String] = []
        public var rejected: [String] = []
    }

    /// The ISBNs of `cell`.
    public static func scan(_ cell: String) -> Found {
        var found = Found()
        let bytes = Array(cell.utf8)
        if bytes.indices.dropLast().contains(where: { (bytes[$0] | 0x20) == 0x65 && bytes[$0 + 1] == 0x2B }) {
            let shortened = cell.trimmingCharacters(in: CharacterSet(charactersIn: " =\""))
            if shortened.allSatisfy({ $0.isNumber || "Ee+.".contains($0) }) {
                found.rejected.append(shortened)
                return found
            }
        }
        // ASCII digits, hyphens and X make a token; anything else (a byte of other text too) ends
        // one; what is in parentheses or brackets is a qualifier, passed over.
        var token: [UInt8] = []
        var depth = 0
        func finish() {
            defer { token.removeAll(keepingCapacity: true) }
            guard token.count { $0 >= 0x30 && $0 <= 0x39 } >= 8 else { return }
            let text = String(decoding: token, as: UTF8.self)
            if let isbn = thirteen(text) {
                if !found.isbns.contains(isbn) { found.isbns.append(isbn) }
            } else {
                found.rejected.append(text.trimmingCharacters(in: CharacterSet(charactersIn: "-")))
            }
        }
        for byte in bytes {
            if byte == 0x28 || byte == 0x5B { finish(); depth += 1; continue }
            if byte == 0x29 || byte == 0x5D { depth = max(0, depth - 1); continue }
            guard depth == 0 else { continue }
            if (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x58 || byte == 0x78 {
                token.append(byte)
            } else {
                finish()
            }
        }
        finish()
        return found
    }

    /// The ISBN-13 of ten or thirteen characters (hyphens and spaces removed first) that pass their
    /// check digit: an ISBN-10 is given its 978 prefix and a new check digit; `nil` otherwise.
    public static func thirteen(_ text: String) -> String? {
        if text.utf8.count == 13, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return ISBN.isValid13(text) ? text : nil }
        let characters = Array(text.uppercased().filter { $0 != "-" && $0 != " " })
        if characters.count == 13 {
            let digits = String(characters)
            return ISBN.isValid13(digits) ? digits : nil
        }
        guard characters.count == 10 else { return nil }
        var sum = 0
        for (index, character) in characters.enumerated() {
            let value: Int
            if let digit = character.wholeNumberValue, character.isASCII {
                value = digit
            } else if character == "X" && index == 9 {
                value = 10
            } else {
                return nil
            }
            sum += value * (10 - index)
        }
        guard sum % 11 == 0 else { return nil }
        let twelve = "978" + String(characters.prefix(9))
        let weighted = twelve.compactMap(\.wholeNumberValue).enumerated().reduce(0) { total, pair in
            total + pair.element * (pair.offset.isMultiple(of: 2) ? 1 : 3)
        }
        return twelve + String((10 - weighted % 10) % 10)
    }
}
