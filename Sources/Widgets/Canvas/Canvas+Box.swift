/// Frames: the border around the help overlay and other boxes.
extension Canvas {
    /// Draws a single-line border just inside `rect` (clipped to the canvas) in `style`, with
    /// `title` in the top edge when there is room. The inside is left as it was.
    /// A rectangle narrower or shorter than 2 cells draws nothing.
    public mutating func drawBox(_ rect: Rect, style: Style = .plain, title: String? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let left = rect.x
        let right = rect.maxX - 1
        let top = rect.y
        let bottom = rect.maxY - 1
        put("┌" + String(repeating: "─", count: rect.width - 2) + "┐", x: left, y: top,
            width: rect.width, style: style, truncation: .clip)
        put("└" + String(repeating: "─", count: rect.width - 2) + "┘", x: left, y: bottom,
            width: rect.width, style: style, truncation: .clip)
        if bottom - top > 1 {
            for row in (top + 1)..<bottom {
                put("│", x: left, y: row, width: 1, style: style)
                put("│", x: right, y: row, width: 1, style: style)
            }
        }
        if let title, rect.width > 4 {
            put(" " + title + " ", x: left + 1, y: top, width: rect.width - 2, style: style)
        }
    }

    /// Draws `text` word-wrapped (``TextWrapper``) into `rect`, one line per row from the top;
    /// when it needs more rows than `rect` has, the last row ends with "…".
    /// - Returns: the rows drawn.
    @discardableResult
    public mutating func putWrapped(_ text: String, in rect: Rect, style: Style = .plain) -> Int {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        let lines = TextWrapper.wrap(text, width: rect.width, maxLines: rect.height + 1)
        let shown = min(lines.count, rect.height)
        for index in 0..<shown {
            var line = lines[index]
            if index == shown - 1 && shown < lines.count {
                // More text follows: the ellipsis goes after the line, or replaces its end.
                line += "…"
            }
            put(line, x: rect.x, y: rect.y + index, width: rect.width, style: style)
        }
        return shown
    }
}
