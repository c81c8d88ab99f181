/// How many terminal cells text takes.
///
/// The unit is the grapheme cluster (a Swift `Character`), because that is what a person sees as
/// one letter or one emoji:
/// - 0 for a grapheme made only of zero-width scalars: a combining mark, a zero-width joiner or a
///   variation selector standing alone;
/// - 2 for East Asian Wide and Fullwidth scalars (CJK ideographs, kana, Hangul syllables,
///   fullwidth forms; the table below) and for emoji shown in emoji presentation, including
///   emoji with skin-tone modifiers, keycaps, flags and zero-width-joiner sequences such as a
///   family, each of which is one 2-wide grapheme;
/// - 1 otherwise (East Asian Ambiguous characters such as "…", "×" and box drawing count 1, as in
///   a terminal with a non-CJK locale).
///
/// Control characters count 0 here; text from data goes through ``SafeText/visible(_:)`` first,
/// which replaces them with printable escapes.
public enum DisplayWidth {
    /// Wide and Fullwidth ranges (East Asian Width W or F) outside the emoji, which
    /// `isEmojiPresentation` covers. Sorted, non-overlapping, inclusive.
    static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
        (0x1100, 0x115F),    // Hangul Jamo initial consonants
        (0x2329, 0x232A),    // angle brackets
        (0x2E80, 0x2E99), (0x2E9B, 0x2EF3),  // CJK radicals supplement
        (0x2F00, 0x2FD5),    // Kangxi radicals
        (0x2FF0, 0x2FFF),    // ideographic description characters
        (0x3000, 0x303E),    // CJK symbols and punctuation, ideographic space
        (0x3041, 0x3096), (0x3099, 0x30FF),  // Hiragana, Katakana
        (0x3105, 0x312F),    // Bopomofo
        (0x3131, 0x318E),    // Hangul compatibility Jamo
        (0x3190, 0x31E3),    // Kanbun, Bopomofo extended, CJK strokes
        (0x31EF, 0x321E), (0x3220, 0x3247),  // enclosed CJK letters
        (0x3250, 0x4DBF),    // enclosed CJK, CJK compatibility, extension A
        (0x4E00, 0x9FFF),    // CJK unified ideographs
        (0xA000, 0xA48C), (0xA490, 0xA4C6),  // Yi
        (0xA960, 0xA97C),    // Hangul Jamo extended A
        (0xAC00, 0xD7A3),    // Hangul syllables
        (0xF900, 0xFAFF),    // CJK compatibility ideographs
        (0xFE10, 0xFE19),    // vertical forms
        (0xFE30, 0xFE52), (0xFE54, 0xFE66), (0xFE68, 0xFE6B),  // CJK compatibility and small forms
        (0xFF01, 0xFF60),    // fullwidth forms
        (0xFFE0, 0xFFE6),    // fullwidth signs
        (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1),  // ideographic symbols
        (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08),  // Tangut, Khitan
        (0x1AFF0, 0x1AFFE),  // Kana extended B
        (0x1B000, 0x1B122), (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155),
        (0x1B164, 0x1B167), (0x1B170, 0x1B2FB),  // Kana supplement, Nushu
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251),
        (0x1F260, 0x1F265),  // enclosed ideographic supplement
        (0x20000, 0x2FFFD),  // CJK extensions B–F
        (0x30000, 0x3FFFD),  // CJK extensions G–H
    ]

    /// Scalars that take no cell although their general category says otherwise:
    /// Hangul medial vowels and final consonants, which join the initial consonant before them.
    static let zeroWidthRanges: [(lower: UInt32, upper: UInt32)] = [
        (0x1160, 0x11FF),
        (0xD7B0, 0xD7FF),
    ]

    /// The variation selector asking for emoji presentation (VS16).
    static let emojiPresentationSelector: UInt32 = 0xFE0F
    /// The variation selector asking for text presentation (VS15).
    static let textPresentationSelector: UInt32 = 0xFE0E

    /// Cells taken by one grapheme: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var asksForEmoji = false
        var asksForText = false
        for scalar in scalars {
            if scalar.value == emojiPresentationSelector { asksForEmoji = true }
            if scalar.value == textPresentationSelector { asksForText = true }
        }
        guard let base = scalars.first(where: { width(of: $0) > 0 }) else { return 0 }
        if asksForText { return isWide(base) ? 2 : 1 }
        if asksForEmoji && base.properties.isEmoji { return 2 }
        return width(of: base)
    }

    /// Cells taken by a string: the sum over its graphemes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, as most labels and titles are: one column a byte.
        if let count = Canvas.printableASCIICount(text) { return count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Cells taken by one scalar on its own: 0, 1 or 2.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value == 0xAD { return 1 }  // the soft hyphen: terminals draw it as a hyphen
        // Latin letters with accents, IPA and spacing modifiers (é, ñ, ø, ş, ʻ, ễ): one cell,
        // known without looking up Unicode properties, as most names outside ASCII are.
        if value < 0x300 || (0x1E00...0x1EFF).contains(value) { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if isWide(scalar) { return 2 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Whether the scalar is in the East Asian Wide/Fullwidth table (emoji not included).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        contains(wideRanges, scalar.value)
    }

    /// Binary search in a sorted table of inclusive ranges. (Pairs rather than `ClosedRange`s: the
    /// first table of `ClosedRange<UInt32>` a process makes searches the executable's every
    /// conformance for `UInt32: Comparable`, about 0.1 ms of a `bookdir search`.)
    static func contains(_ table: [(lower: UInt32, upper: UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = table[middle]
            if value < range.lower {
                high = middle - 1
            } else if value > range.upper {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
