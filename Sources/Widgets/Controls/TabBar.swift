/// The row of panes at the top: "[1 Books]  2 Search   3 Suggestion".
///
/// Each tab shows its number key and title. The active one is in brackets and drawn in
/// ``Style/activeTab`` (bold reverse), so it is marked in monochrome and even in plain text;
/// the others have spaces where the brackets would be, so tabs do not move when switching.
/// When the full labels do not fit, the other tabs show only their numbers (" 1   2  [3 Suggestion]"),
/// so the active one is always seen.
public struct TabBar: Widget, Equatable, Sendable {
    /// The tab titles, in order; tab `i` is chosen with the key `i + 1`.
    public var titles: [String]
    /// The active tab; an index outside `titles` marks none.
    public var activeIndex: Int
    /// Text at the right end of the bar when there is room (the app name).
    public var trailingText: String?
    /// The active tab's style.
    public var activeStyle: Style = .activeTab
    /// The other tabs' style.
    public var inactiveStyle: Style = .plain

    /// Creates a tab bar.
    public init(titles: [String], activeIndex: Int, trailingText: String? = nil) {
        self.titles = titles
        self.activeIndex = activeIndex
        self.trailingText = trailingText
    }

    /// The label of tab `index`: "[1 Books]" when active, " 1 Books " otherwise, or " 1 " when `compact`.
    public func label(_ index: Int, compact: Bool = false) -> String {
        guard titles.indices.contains(index) else { return "" }
        if index == activeIndex { return "[\(index + 1) \(titles[index])]" }
        return compact ? " \(index + 1) " : " \(index + 1) \(titles[index]) "
    }

    /// Whether the full labels, one column apart, are wider than `width`: then the other tabs
    /// show only their numbers.
    public func isCompact(in width: Int) -> Bool {
        let full = titles.indices.reduce(0) { $0 + DisplayWidth.of(SafeText.visible(label($1))) }
        return full + max(0, titles.count - 1) > width
    }

    /// The columns each tab occupies when drawn in `rect` (cut at its right edge).
    public func tabRanges(in rect: Rect) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var column = rect.x
        let compact = isCompact(in: rect.width)
        for index in titles.indices {
            let end = min(rect.maxX, column + DisplayWidth.of(SafeText.visible(label(index, compact: compact))))
            if column >= end { break }
            ranges.append(column..<end)
            column = end + 1
        }
        return ranges
    }

    /// The tab drawn at column `x` when the bar is in `rect`, or `nil`: for mouse clicks.
    public func tabIndex(atColumn x: Int, in rect: Rect) -> Int? {
        tabRanges(in: rect).firstIndex(where: { $0.contains(x) })
    }

    /// Draws the bar on the first row of `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds).top(1)
        guard !area.isEmpty else { return }
        canvas.fill(area, style: inactiveStyle)
        let ranges = tabRanges(in: area)
        let compact = isCompact(in: area.width)
        for (index, range) in ranges.enumerated() {
            let style = index == activeIndex ? activeStyle : inactiveStyle
            canvas.put(label(index, compact: compact), x: range.lowerBound, y: area.y, width: range.count, style: style)
        }
        if let trailingText, !trailingText.isEmpty {
            let used = (ranges.last?.upperBound ?? area.x) - area.x
            let textWidth = DisplayWidth.of(SafeText.visible(trailingText))
            if used + 2 + textWidth <= area.width {
                canvas.put(trailingText, x: area.maxX - textWidth, y: area.y, width: textWidth,
                           style: inactiveStyle)
            }
        }
    }
}
