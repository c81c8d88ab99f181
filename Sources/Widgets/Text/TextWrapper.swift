/// Word wrapping by display width, for descriptions, messages and notices.
public enum TextWrapper {
    /// `text` broken into lines of at most `width` columns.
    ///
    /// Line breaks in the text (LF, CR LF, CR) start new lines and an empty paragraph stays an
    /// empty line; inside a paragraph, runs of spaces and tabs separate words and become one
    /// space; a word wider than the line is broken between graphemes. The lines are already
    /// visible (``SafeText``), so their widths are what the screen shows. A grapheme wider than
    /// `width` (a CJK character at width 1) stands alone on its line and is cut when drawn.
    /// A width of zero or less gives no lines. With `maxLines`, wrapping stops once that many
    /// lines are made (the rest of a long text is not even looked at).
    public static func wrap(_ text: String, width: Int, maxLines: Int = Int.max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        for paragraph in paragraphs(of: text) {
            lines += wrapParagraph(paragraph, width: width, maxLines: maxLines - lines.count)
            if lines.count >= maxLines { return Array(lines.prefix(maxLines)) }
        }
        return lines
    }

    /// The text split at line breaks.
    static func paragraphs(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result
    }

    /// One paragraph (no line breaks) wrapped greedily; each word is made visible before it is measured.
    static func wrapParagraph(_ paragraph: String, width: Int, maxLines: Int) -> [String] {
        let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { return [""] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for rawWord in words {
            if lines.count >= maxLines { return lines }
            let word = SafeText.visible(String(rawWord))
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth > 0, lineWidth + characterWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if lineWidth > 0 || !line.isEmpty { lines.append(line) }
        return lines
    }
}
