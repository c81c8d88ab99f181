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
    public static func highlighting(
        _ text: String, ranges: [Range<Int>], style: Style = .plain, highlight: Style
    ) -> [TextSpan] {
        let characters = Array(text)
        guard !ranges.isEmpty, !characters.isEmpty else { return [TextSpan(text, style: style)] }
        var marked = [Bool](repeating: false, count: characters.count)
        for range in ranges {
            let lower = max(0, range.lowerBound)
            let upper = min(characters.count, range.upperBound)
            if lower < upper { for index in lower..<upper { marked[index] = true } }
        }
        var spans: [TextSpan] = []
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, marked[end] == marked[start] { end += 1 }
            spans.append(TextSpan(String(characters[start..<end]), style: marked[start] ? highlight : style))
            start = end
        }
        return spans
    }
}
