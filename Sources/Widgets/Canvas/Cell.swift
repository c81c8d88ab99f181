/// One cell of a ``Canvas``.
///
/// A cell is plain data (no reference counting), so a whole canvas is made, copied, compared
/// and thrown away at memory speed: a 200×60 frame is 12,000 cells, built and compared with
/// the last one on every frame.
public struct Cell: Equatable, Hashable, Sendable {
    /// The grapheme drawn here, as the Unicode scalars a terminal cell holds.
    public var scalars: CellScalars
    /// How it is drawn.
    public var style: Style
    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool

    /// Creates a cell.
    /// - Parameter text: its grapheme, already safe to print (never a control character). A
    ///   grapheme of more than ``CellScalars/capacity`` scalars keeps its first ones, as a
    ///   terminal cell does.
    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.init(scalars: CellScalars(text), style: style, isContinuation: isContinuation)
    }

    /// Creates a cell from its scalars.
    public init(scalars: CellScalars, style: Style = .plain, isContinuation: Bool = false) {
        self.scalars = scalars
        self.style = style
        self.isContinuation = isContinuation
    }

    /// The grapheme drawn here, already safe to print (never a control character).
    /// A wide grapheme (CJK, emoji) stands in its first cell; the cell after it holds
    /// an empty `text` and ``isContinuation`` true.
    public var text: String {
        get { scalars.text }
        set { scalars = CellScalars(newValue) }
    }

    /// A blank cell in the default style.
    public static let blank = Cell()
}
