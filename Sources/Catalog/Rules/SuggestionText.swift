/// The cleaning rules for a suggested title or author, shared by the form and the command line.
public enum SuggestionText {
    /// The most Characters a cleaned title or author keeps.
    public static let maximumLength = 200

    /// `text` made fit to store and to show: control characters removed (C0, DEL, C1, and the
    /// bidirectional overrides and isolates U+202A–U+202E, U+2066–U+2069), white space trimmed,
    /// every inner run of white space made one space, and cut to ``maximumLength`` Characters.
    ///
    /// Tabs, line breaks and other white-space controls count as white space, so "a\tb" is "a b".
    public static func clean(_ text: String) -> String {
        let capped = collapsed(text).prefix(maximumLength)
        return String(capped.last == " " ? capped.dropLast() : capped)
    }

    /// Whether ``clean(_:)`` cuts `text` to ``maximumLength`` Characters.
    public static func isCut(_ text: String) -> Bool {
        text.count > maximumLength && collapsed(text).count > maximumLength
    }

    /// `text` without control characters, trimmed, its inner runs of white space made one space.
    private static func collapsed(_ text: String) -> String {
        // Printable ASCII (most titles and names): only the space is white space, nothing is removed.
        if text.utf8.allSatisfy({ (0x20 ... 0x7E).contains($0) }) {
            return text.split(separator: " ").joined(separator: " ")
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                scalars.append(" ")
            } else if !isRemoved(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The key under which two suggestions count as the same: cleaned, ignoring case, spacing,
    /// punctuation and invisible characters (``TextFolding/plainWords(_:)``). Accents still count,
    /// so "Pena" and "Peña" are different suggestions.
    public static func sentKey(_ text: String) -> String {
        asciiSentKey(text) ?? TextFolding.plainWords(clean(text).lowercased())
    }

    /// ``sentKey(_:)`` of printable ASCII text (most titles and names) in one pass over its bytes,
    /// with the same result (the store compares every stored suggestion's key with a new one's):
    /// runs of spaces made one, cut to ``maximumLength``, lower-cased, then as
    /// ``TextFolding/plainWords(_:)`` reads ASCII: `-` and `/` separate words, `&` reads "and", the
    /// punctuation `!"#%'()*,.:;?@[\]_{}` is dropped. `nil` for any other text.
    static func asciiSentKey(_ text: String) -> String? {
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(min(text.utf8.count, maximumLength))
        for byte in text.utf8 {
            guard (0x20 ... 0x7E).contains(byte) else { return nil }
            if byte == 0x20, cleaned.last == 0x20 || cleaned.isEmpty { continue }
            if cleaned.count < maximumLength { cleaned.append(byte) }
        }
        if cleaned.last == 0x20 { cleaned.removeLast() }
        var key: [UInt8] = []
        key.reserveCapacity(cleaned.count + 8)
        func separate() {
            if let last = key.last, last != 0x20 { key.append(0x20) }
        }
        for byte in cleaned {
            switch byte {
            case 0x20, UInt8(ascii: "-"), UInt8(ascii: "/"):
                separate()
            case UInt8(ascii: "&"):
                separate()
                key += "and ".utf8
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                key.append(byte | 0x20)
            default:
                if !asciiPunctuation.contains(byte) { key.append(byte) }
            }
        }
        if key.last == 0x20 { key.removeLast() }
        return String(decoding: key, as: UTF8.self)
    }

    /// The printable ASCII characters of the Unicode punctuation categories ``TextFolding/plainWords(_:)``
    /// drops (`-`, a dash, separates words instead).
    private static let asciiPunctuation = Set("!\"#%'()*,.:;?@[\\]_{}".utf8)

    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` (a curator's reason) set inside a longer sentence: without the full stops it ends
    /// with ("Out of print." → "Out of print"); an ellipsis, "?" or "!" stays.
    public static func clause(_ text: String) -> String {
        String(text.reversed().drop { $0 == "." || $0.isWhitespace }.reversed())
    }

    /// `text` (a curator's reason) ending a sentence: with one full stop, unless it already ends
    /// with one, an ellipsis, "?" or "!".
    public static func closed(_ text: String) -> String {
        let clause = clause(text)
        return clause.last.map { "!?…".contains($0) } == true ? clause : clause + "."
    }
}
