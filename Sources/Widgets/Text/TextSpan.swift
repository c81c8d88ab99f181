/// A run of text drawn in one style: the unit of styled text such as a search result with its
/// matches highlighted.
public struct TextSpan: Equatable, Hashable, Sendable {
    /// The text, as it came from data (it is made visible when drawn).
    public var text: String
    /// How it is drawn.
    public var style: Style

    /// Creates a span.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// `text` cut into spans: the Character (grapheme) offsets in `ranges` drawn in `highlight`,
    /// the rest in `style`. Ranges may overlap, be empty or reach past the end; they are clipped.
    ///
    /// Graphemes are walked only as far as the last range reaches (the rest is one span), and
    /// not at all in printable ASCII, where every byte is one grapheme.
    public static func highlighting(
        _ text: String, ranges: [Range<Int>], style: Style = .plain, highlight: Style
    ) -> [TextSpan] {
        let reach = ranges.reduce(0) { $1.isEmpty ? $0 : max($0, $1.upperBound) }
        guard reach > 0, !text.isEmpty else { return [TextSpan(text, style: style)] }
        var marked = [Bool](repeating: false, count: reach)
        for range in ranges {
            let lower = max(0, range.lowerBound)
            if lower < range.upperBound { for offset in lower..<range.upperBound { marked[offset] = true } }
        }
        let isPrintableASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        var spans: [TextSpan] = []
        var start = text.startIndex
        var startMarked = marked[0]
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let isMarked = offset < reach && marked[offset]
            if isMarked != startMarked {
                spans.append(TextSpan(String(text[start..<index]), style: startMarked ? highlight : style))
                start = index
                startMarked = isMarked
            }
            if offset >= reach { break }
            index = isPrintableASCII ? text.utf8.index(after: index) : text.index(after: index)
            offset += 1
        }
        spans.append(TextSpan(String(text[start...]), style: startMarked ? highlight : style))
        return spans
    }
}
