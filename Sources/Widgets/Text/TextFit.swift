/// Text fitted to a number of terminal cells, as ``DisplayWidth`` counts them: cut with "…",
/// or padded with spaces. For text laid out outside a ``Canvas`` (the command line's columns);
/// pass it through ``SafeText/visible(_:)`` first.
public enum TextFit {
    /// `text` cut to at most `width` cells, ending in "…" when something was cut.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// `text` cut to its first `limit` Characters, ending in "…" when something was cut: what a
    /// view lays out of a field that may be enormous. Only the start of `text` is looked at.
    public static func capped<Text: StringProtocol>(_ text: Text, toCharacters limit: Int) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex && count < limit {
            text.formIndex(after: &end)
            count += 1
        }
        return end == text.endIndex ? String(text) : String(text[..<end]) + "…"
    }

    /// `text` followed by spaces up to `width` cells.
    public static func padded(_ text: String, toWidth width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
