/// Where a list is: how many rows, which is selected, which is at the top of the view.
///
/// A pure model (no drawing) whose every operation keeps these rules:
/// - an empty list has no selection and offset 0;
/// - otherwise the selection is inside the list, and it is on screen:
///   `offset <= selected < offset + max(1, viewportHeight)`;
/// - the view never scrolls past the end when it could be full: `offset <= max(0, count - viewportHeight)`.
///
/// Moving the selection scrolls as little as needed to keep it in view; paging moves the
/// selection and the view together by one screenful.
public struct ListState: Equatable, Hashable, Sendable {
    /// How many rows the list has.
    public private(set) var count: Int
    /// The selected row, `nil` when the list is empty.
    public private(set) var selected: Int?
    /// The first row on screen.
    public private(set) var offset: Int
    /// How many rows fit on screen (set by ``ListView`` when it draws).
    public private(set) var viewportHeight: Int

    /// Creates a state with `count` rows and `selected` selected (clamped into the list).
    public init(count: Int = 0, selected: Int = 0, viewportHeight: Int = 1) {
        self.count = max(0, count)
        self.selected = nil
        self.offset = 0
        self.viewportHeight = max(0, viewportHeight)
        select(selected)
    }

    /// The rows on screen.
    public var visibleRange: Range<Int> {
        offset..<min(count, offset + max(1, viewportHeight))
    }

    /// The list row shown on screen row `row` (0 = the first row of the view), or `nil`: for mouse clicks.
    public func index(atVisibleRow row: Int) -> Int? {
        guard row >= 0, row < max(1, viewportHeight) else { return nil }
        let index = offset + row
        return index < count ? index : nil
    }

    /// Call when the number of rows changes: the selection stays where it was, clamped into the list.
    public mutating func setCount(_ newCount: Int) {
        count = max(0, newCount)
        select(selected ?? 0)
    }

    /// Call when the view's height changes.
    public mutating func setViewportHeight(_ height: Int) {
        viewportHeight = max(0, height)
        settle()
    }

    /// Selects row `index`, clamped into the list, scrolling just enough to show it.
    public mutating func select(_ index: Int) {
        selected = count == 0 ? nil : min(max(0, index), count - 1)
        settle()
    }

    /// Moves the selection up `rows` rows (stopping at the first).
    public mutating func moveUp(_ rows: Int = 1) {
        guard let selected else { return }
        select(selected - min(rows, selected))
    }

    /// Moves the selection down `rows` rows (stopping at the last).
    public mutating func moveDown(_ rows: Int = 1) {
        guard let selected else { return }
        select(selected + min(rows, count - selected))
    }

    /// Moves the view and the selection up one screenful.
    public mutating func pageUp() {
        guard let selected else { return }
        let page = max(1, viewportHeight)
        offset = max(0, offset - page)
        select(selected - min(page, selected))
    }

    /// Moves the view and the selection down one screenful.
    public mutating func pageDown() {
        guard let selected else { return }
        let page = max(1, viewportHeight)
        offset = min(maxOffset, offset + min(page, count))
        select(selected + min(page, count - selected))
    }

    /// Selects the first row.
    public mutating func home() { select(0) }

    /// Selects the last row.
    public mutating func end() { select(count - 1) }

    /// Applies a list key: ↑/k, ↓/j, PgUp/PgDn, Home/g, End/G.
    /// - Returns: whether the key is a list key (even when it changed nothing, at an end).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): moveUp()
        case .down, .character("j"): moveDown()
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .home, .character("g"): home()
        case .end, .character("G"): end()
        default: return false
        }
        return true
    }

    /// The largest offset that still fills the view.
    var maxOffset: Int { max(0, count - max(1, viewportHeight)) }

    /// Restores the rules after a change: selection visible with the least scrolling.
    mutating func settle() {
        guard let selected else {
            offset = 0
            return
        }
        let page = max(1, viewportHeight)
        if selected < offset { offset = selected }
        if selected >= offset + page { offset = selected - page + 1 }
        offset = min(max(0, offset), maxOffset)
    }
}
