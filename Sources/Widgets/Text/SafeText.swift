/// Makes text from data safe to draw: nothing in it can be obeyed by the terminal.
///
/// The escapes, all plain printable ASCII:
/// - C0 controls U+0000–U+001F and DEL U+007F in caret notation, as `cat -v` and the shells
///   show them: NUL is `^@`, BEL `^G`, TAB `^I`, LF `^J`, CR `^M`, ESC `^[`, DEL `^?`;
/// - C1 controls U+0080–U+009F (CSI U+009B and OSC U+009D among them) as `<U+009B>`;
/// - bidirectional formatting characters (the embeddings and overrides U+202A–U+202E, the
///   isolates U+2066–U+2069 and the marks U+200E, U+200F, U+061C) as `<U+202E>`, so that
///   right-to-left text from one field cannot reorder the rest of the line;
/// - the line and paragraph separators U+2028 and U+2029 as `<U+2028>`.
///
/// Everything else is kept as it is, right-to-left letters included.
public enum SafeText {
    /// The visible form of `text`: every character the terminal would obey replaced by its escape.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escape(for: $0) != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let escaped = escape(for: scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` is already safe, that is ``visible(_:)`` would return it unchanged.
    public static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: { escape(for: $0) != nil })
    }

    /// The printable escape for one scalar, or `nil` when the scalar is safe to print as it is.
    public static func escape(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x00...0x1F:
            return "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
        case 0x7F:
            return "^?"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return codePointMarker(value)
        default:
            return nil
        }
    }

    /// `<U+XXXX>` with at least four upper-case hex digits.
    static func codePointMarker(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
