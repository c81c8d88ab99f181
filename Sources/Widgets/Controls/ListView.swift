/// A scrolling list of rows in columns, with the selected row in reverse video.
///
/// Drawing sets the state's count and viewport height, so the selection is always inside the
/// list and on screen. Each cell is cut with "…" at its column's width; one space separates
/// columns. With no rows, `emptyText` is shown instead (wrapped), e.g. "No books match".
///
/// Rows come from a provider asked only for the rows on screen, so a frame costs the same for
/// a list of 200 rows as for one of 100,000.
public struct ListView: Sendable {
    /// The columns.
    public var columns: [ListColumn]
    /// How many rows the list has.
    public var rowCount: Int
    /// The row at an index in `0..<rowCount`; asked only for the rows drawn.
    public var row: @Sendable (Int) -> ListRow
    /// Whether the first row of the region shows the column headings.
    public var showsHeadings: Bool
    /// What an empty list shows.
    public var emptyText: String
    /// The selected row's style, laid over each span's own (so highlights stay visible in it).
    public var selectionStyle: Style = .selection
    /// The headings' style.
    public var headingStyle: Style = .heading

    /// Creates a list of the rows given.
    public init(columns: [ListColumn], rows: [ListRow], showsHeadings: Bool = false, emptyText: String = "") {
        self.init(columns: columns, rowCount: rows.count, showsHeadings: showsHeadings, emptyText: emptyText) { rows[$0] }
    }

    /// Creates a list of `rowCount` rows that `row` builds on demand, only for the rows drawn.
    public init(
        columns: [ListColumn], rowCount: Int, showsHeadings: Bool = false, emptyText: String = "",
        row: @escaping @Sendable (Int) -> ListRow
    ) {
        self.columns = columns
        self.rowCount = max(0, rowCount)
        self.row = row
        self.showsHeadings = showsHeadings
        self.emptyText = emptyText
    }

    /// The rectangle the rows are drawn in, below the headings when there are any.
    public func rowsRect(in rect: Rect) -> Rect {
        showsHeadings ? rect.droppingTop(1) : rect
    }

    /// The list row drawn at canvas row `y` when the list is in `rect`, or `nil`: for mouse clicks.
    public func rowIndex(atY y: Int, in rect: Rect, state: ListState) -> Int? {
        let area = rowsRect(in: rect)
        guard y >= area.y, y < area.maxY else { return nil }
        return state.index(atVisibleRow: y - area.y)
    }

    /// Draws the list into `rect`, updating `state` to the rows and the room there is.
    public func render(_ state: inout ListState, into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        let body = rowsRect(in: area)
        state.setCount(rowCount)
        state.setViewportHeight(body.height)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        // The accessible mode marks the selected row with a visible marker too, in a margin of its own.
        let marker = selectionStyle == .plain ? "" : Glyphs.current.selectedMarker
        let inset = marker.isEmpty ? 0 : min(area.width, DisplayWidth.of(marker) + 1)
        let widths = ListColumn.widths(of: columns, total: area.width - inset)
        if showsHeadings {
            canvas.fill(area.top(1), style: headingStyle)
            drawCells(columns.map { [TextSpan($0.title, style: headingStyle)] }, widths: widths,
                      canvas: &canvas, x: area.x + inset, y: area.y, overlay: nil)
        }
        guard !body.isEmpty else { return }
        if rowCount == 0 {
            canvas.putWrapped(emptyText, in: body, style: .dimmed)
            return
        }
        for (screenRow, index) in state.visibleRange.enumerated() where screenRow < body.height {
            let y = body.y + screenRow
            let isSelected = index == state.selected
            if isSelected {
                canvas.fill(body.row(screenRow), style: selectionStyle)
                if inset > 0 { canvas.put(marker, x: body.x, y: y, width: inset, style: selectionStyle) }
                canvas.setFocus(x: body.x, y: y)
            }
            drawCells(row(index).columns, widths: widths, canvas: &canvas, x: body.x + inset, y: y,
                      overlay: isSelected ? selectionStyle : nil)
        }
    }

    /// Draws one row's cells side by side.
    func drawCells(_ cells: [[TextSpan]], widths: [Int], canvas: inout Canvas, x: Int, y: Int, overlay: Style?) {
        var column = x
        for (index, width) in widths.enumerated() {
            if width > 0, index < cells.count {
                let spans = overlay.map { style in cells[index].map { TextSpan($0.text, style: $0.style.adding(style)) } }
                canvas.put(spans ?? cells[index], x: column, y: y, width: width)
            }
            column += width + 1
        }
    }
}
