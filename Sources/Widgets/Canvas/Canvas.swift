/// A grid of cells that a screen draws into and the Terminal copies to the real screen.
///
/// Storage only lives here; text placement lives in extensions.
public struct Canvas: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public internal(set) var cells: [Cell]
    /// Where the terminal cursor is shown (0-based column and row), or `nil` to hide it:
    /// set only while a text field is taking typing.
    public var cursor: CursorPosition?
    /// Where the focus is when no text field takes typing: the selected row, the focused button,
    /// the open picker's choice (the last drawn wins, so an overlay's beats the pane's). The
    /// terminal cursor rests there, shown or hidden as the settings say: a screen reader follows it.
    public var focus: CursorPosition?

    /// A blank canvas; negative sizes count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Row `y` as plain text (continuation cells contribute nothing), trailing spaces kept.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width where !self[x, y].isContinuation { text += self[x, y].text }
        return text
    }

    /// Every row as plain text.
    public var lines: [String] { (0..<height).map(line) }
}

/// A cell position on a ``Canvas``.
public struct CursorPosition: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
