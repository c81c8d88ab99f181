/// A row of mutually exclusive choices, such as the category filter
/// "[All 30]  Picture Book 8   Chapter Book 6 …".
///
/// The chosen one is in brackets and in ``Style/activeTab`` (bold reverse), legible in
/// monochrome. When the full titles do not fit, each choice's short title is used instead
/// ("[All 30]  PB 8   CB 6   MG 9   YA 7"); when even those do not fit, the bar starts late
/// enough to show the chosen one, and the last shown is cut with "…".
public struct ChoiceBar: Widget, Equatable, Sendable {
    /// One choice.
    public struct Choice: Equatable, Hashable, Sendable {
        /// The full title ("Picture Book 8").
        public var title: String
        /// The title used when the bar is narrow ("PB 8"); the full title when `nil`.
        public var shortTitle: String?

        /// Creates a choice.
        public init(_ title: String, shortTitle: String? = nil) {
            self.title = title
            self.shortTitle = shortTitle
        }
    }

    /// The choices, in order.
    public var choices: [Choice]
    /// The chosen one; an index outside `choices` marks none.
    public var selectedIndex: Int
    /// The chosen choice's style.
    public var selectedStyle: Style = .activeTab

    /// Creates a bar.
    public init(choices: [Choice], selectedIndex: Int) {
        self.choices = choices
        self.selectedIndex = selectedIndex
    }

    /// The labels drawn for a bar `width` columns wide: full titles when they all fit, else short ones.
    public func labels(width: Int) -> [String] {
        func framed(_ titles: [String]) -> [String] {
            titles.enumerated().map { index, title in index == selectedIndex ? "[\(title)]" : " \(title) " }
        }
        let full = framed(choices.map(\.title))
        let fullWidth = full.reduce(0) { $0 + DisplayWidth.of(SafeText.visible($1)) } + max(0, full.count - 1)
        if fullWidth <= width { return full }
        return framed(choices.map { $0.shortTitle ?? $0.title })
    }

    /// The columns each choice occupies when drawn in `rect`, by choice index; `nil` for a
    /// choice not shown. When the bar is too narrow for every choice, the first ones are left
    /// out as far as needed to show the chosen one; the last shown may be cut.
    public func choiceRanges(in rect: Rect) -> [Range<Int>?] {
        let labels = labels(width: rect.width)
        let widths = labels.map { DisplayWidth.of(SafeText.visible($0)) }
        var first = 0
        if labels.indices.contains(selectedIndex) {
            while first < selectedIndex,
                  widths[first...selectedIndex].reduce(0, +) + (selectedIndex - first) > rect.width {
                first += 1
            }
        }
        var ranges = [Range<Int>?](repeating: nil, count: labels.count)
        var column = rect.x
        for index in labels.indices where index >= first {
            let end = min(rect.maxX, column + widths[index])
            if column >= end { break }
            ranges[index] = column..<end
            column = end + 1
        }
        return ranges
    }

    /// The choice drawn at column `x` when the bar is in `rect`, or `nil`: for mouse clicks.
    public func choiceIndex(atColumn x: Int, in rect: Rect) -> Int? {
        choiceRanges(in: rect).firstIndex(where: { $0?.contains(x) ?? false })
    }

    /// Draws the bar on the first row of `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds).top(1)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        let labels = labels(width: area.width)
        for (index, range) in choiceRanges(in: area).enumerated() {
            guard let range else { continue }
            canvas.put(labels[index], x: range.lowerBound, y: area.y, width: range.count,
                       style: index == selectedIndex ? selectedStyle : .plain)
        }
    }
}
