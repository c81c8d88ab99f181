/// Text from data made safe and measurable for a terminal.
///
/// Control characters (C0, DEL, C1), line and paragraph separators and bidi controls are never
/// printed raw: ``escaped(_:)`` shows them as `\u{1B}`-style escapes, so a title holding an escape
/// sequence is seen, not obeyed. ``displayWidth(_:)`` counts terminal cells (CJK and emoji take two,
/// combining marks none), and ``truncated(_:toWidth:)`` cuts text to a width with "…".
enum TerminalText {
    /// Whether `scalar` must never reach a terminal or a JSON consumer unescaped.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true            // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F: true              // Arabic letter mark, LRM, RLM
        case 0x202A...0x202E: true                     // bidi embeddings and overrides
        case 0x2066...0x2069: true                     // bidi isolates
        case 0x2028, 0x2029: true                      // line and paragraph separators
        default: false
        }
    }

    /// `text` with every unsafe scalar written as a visible `\u{XX}` escape.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The number of terminal cells `text` takes (text already escaped).
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` cut to at most `width` cells, ending in "…" when something was cut.
    static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = self.width(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `width` cells.
    static func padded(_ text: String, toWidth width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// The cells one grapheme cluster takes: 2 for wide (East Asian wide, emoji), 0 for marks alone.
    static func width(of character: Character) -> Int {
        var sawBase = false
        for scalar in character.unicodeScalars {
            let properties = scalar.properties
            if properties.isEmojiPresentation || isWide(scalar) { return 2 }
            if scalar.value == 0xFE0F, sawBase, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: continue
            default: sawBase = true
            }
        }
        return sawBase ? 1 : 0
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
