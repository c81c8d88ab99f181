/// A rectangle of cells on a ``Canvas``: the region a widget draws into.
///
/// Sizes are never negative (a negative size given to `init` counts as zero); a rectangle may
/// reach past the canvas, and every drawing operation clips it to the canvas.
public struct Rect: Equatable, Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns; never negative.
    public var width: Int
    /// Rows; never negative.
    public var height: Int

    /// Creates a rectangle; negative sizes count as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at column `column`, row `row` is inside.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The cells inside both rectangles (empty, at this rectangle's origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The top `rows` rows (all of them when it has fewer).
    public func top(_ rows: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: min(height, max(0, rows)))
    }

    /// The bottom `rows` rows (all of them when it has fewer).
    public func bottom(_ rows: Int) -> Rect {
        let taken = min(height, max(0, rows))
        return Rect(x: x, y: maxY - taken, width: width, height: taken)
    }

    /// What remains below the top `rows` rows.
    public func droppingTop(_ rows: Int) -> Rect {
        let taken = min(height, max(0, rows))
        return Rect(x: x, y: y + taken, width: width, height: height - taken)
    }

    /// What remains above the bottom `rows` rows.
    public func droppingBottom(_ rows: Int) -> Rect {
        let taken = min(height, max(0, rows))
        return Rect(x: x, y: y, width: width, height: height - taken)
    }

    /// Row `index` (0-based from the top) as a one-row rectangle; empty when outside.
    public func row(_ index: Int) -> Rect {
        guard index >= 0, index < height else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: x, y: y + index, width: width, height: 1)
    }

    /// A `width`×`height` rectangle centred in this one, shrunk to fit it.
    public func centered(width wanted: Int, height wantedHeight: Int) -> Rect {
        let w = min(width, max(0, wanted))
        let h = min(height, max(0, wantedHeight))
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
