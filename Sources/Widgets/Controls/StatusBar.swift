/// The bottom row: the keys that work right now ("q quit  ? help"), and a short note at the right.
///
/// Keys are bold. Hints that do not fit whole are left out rather than cut, from the end.
public struct StatusBar: Widget, Equatable, Sendable {
    /// The hints, most important first.
    public var hints: [KeyHint]
    /// Text at the right end (a count, a position) when there is room.
    public var trailingText: String?
    /// The style of the bar and of the actions.
    public var style = Style(role: .status)
    /// The style of the keys, laid over `style`.
    public var keyStyle: Style = .keyName

    /// Creates a status bar.
    public init(hints: [KeyHint], trailingText: String? = nil) {
        self.hints = hints
        self.trailingText = trailingText
    }

    /// Draws the bar on the first row of `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds).top(1)
        guard !area.isEmpty else { return }
        canvas.fill(area, style: style)
        let trailingWidth = trailingText.map { DisplayWidth.of(SafeText.visible($0)) } ?? 0
        var column = area.x
        // Arrows as words in the accessible mode.
        let hints = self.hints.map { KeyHint(key: Glyphs.current.spoken($0.key), action: $0.action) }
        for (index, hint) in hints.enumerated() {
            let keyWidth = DisplayWidth.of(SafeText.visible(hint.key))
            let actionWidth = DisplayWidth.of(SafeText.visible(hint.action))
            let gap = index == 0 ? 0 : 2
            let needed = gap + keyWidth + 1 + actionWidth
            guard column + needed <= area.maxX else {
                if index == 0 {
                    // Not even the first hint fits whole: show what does, cut.
                    canvas.put([TextSpan(hint.key, style: style.adding(keyStyle)),
                                TextSpan(" " + hint.action, style: style)],
                               x: column, y: area.y, width: area.width)
                }
                break
            }
            column += gap
            column += canvas.put(hint.key, x: column, y: area.y, style: style.adding(keyStyle))
            column += canvas.put(" " + hint.action, x: column, y: area.y, style: style)
        }
        if let trailingText, trailingWidth > 0, column + 2 + trailingWidth <= area.maxX {
            canvas.put(trailingText, x: area.maxX - trailingWidth, y: area.y, style: style)
        }
    }
}
