/// A box centred over the screen listing every key, in sections ("Everywhere", "Books", …).
///
/// It blanks what it covers; when the screen is too small for all of it, it shrinks to the
/// screen, cuts its lines with "…" and shows the keys from ``scrollOffset`` on, always keeping
/// the last line, which then also says that ↑↓ scroll.
public struct HelpOverlay: Widget, Equatable, Sendable {
    /// A titled group of keys.
    public struct Section: Equatable, Hashable, Sendable {
        /// The group's title.
        public var title: String
        /// Its keys.
        public var hints: [KeyHint]

        /// Creates a section.
        public init(title: String, hints: [KeyHint]) {
            self.title = title
            self.hints = hints
        }
    }

    /// The box's title.
    public var title: String
    /// The keys, by section.
    public var sections: [Section]
    /// The closing line.
    public var footer: String
    /// The first line of keys shown when they do not all fit (clamped when drawn).
    public var scrollOffset: Int

    /// Creates the overlay.
    public init(title: String = "Keys", sections: [Section], footer: String = "Press Esc or ? to close",
                scrollOffset: Int = 0) {
        self.title = title
        self.sections = sections
        self.footer = footer
        self.scrollOffset = scrollOffset
    }

    /// The largest useful ``scrollOffset`` when the overlay is drawn in `rect`: 0 when everything fits.
    public func maximumScrollOffset(in rect: Rect) -> Int {
        let lines = contentLines.count
        let rows = min(rect.height, lines + 2) - 2
        return rows >= lines ? 0 : max(0, lines - 1 - max(1, rows - 1))
    }

    /// The lines inside the box: section titles in bold, then "key  action" with the keys aligned.
    public var contentLines: [[TextSpan]] {
        // Arrows as words in the accessible mode.
        let sections = self.sections.map { section in
            Section(title: section.title, hints: section.hints.map { KeyHint(key: Glyphs.current.spoken($0.key), action: $0.action) })
        }
        let keyWidth = sections.flatMap(\.hints).map { DisplayWidth.of(SafeText.visible($0.key)) }.max() ?? 0
        var lines: [[TextSpan]] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append([]) }
            lines.append([TextSpan(section.title, style: .heading)])
            for hint in section.hints {
                let pad = keyWidth - DisplayWidth.of(SafeText.visible(hint.key))
                lines.append([TextSpan("  "), TextSpan(hint.key, style: .keyName),
                              TextSpan(String(repeating: " ", count: max(0, pad)) + "  " + hint.action)])
            }
        }
        lines.append([])
        lines.append([TextSpan(footer, style: .dimmed)])
        return lines
    }

    /// Draws the box centred in `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let lines = contentLines
        let widest = lines.map { line in line.reduce(0) { $0 + DisplayWidth.of(SafeText.visible($1.text)) } }.max() ?? 0
        let box = area.centered(width: widest + 4, height: lines.count + 2)
        canvas.fill(box)
        canvas.drawBox(box, title: title)
        let inside = box.insetBy(dx: 2, dy: 1)
        guard !inside.isEmpty else { return }
        // Too short for everything: the keys that fit from the scroll offset, then the closing line.
        var shown = lines
        if lines.count > inside.height {
            let offset = min(max(0, scrollOffset), maximumScrollOffset(in: area))
            let footer = [TextSpan(Glyphs.current.spoken("↑↓") + " scroll  " + self.footer, style: .dimmed)]
            shown = Array(lines.dropLast().dropFirst(offset).prefix(inside.height - 1)) + [footer]
        }
        for (index, line) in shown.enumerated() {
            canvas.put(line, x: inside.x, y: inside.y + index, width: inside.width)
        }
        canvas.setFocus(x: inside.x, y: inside.y)
    }
}
