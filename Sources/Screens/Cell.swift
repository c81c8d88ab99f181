/// One cell of a ``Canvas``.
public struct Cell: Equatable, Hashable, Sendable {
    /// The grapheme drawn here, already safe to print (never a control character).
    /// A wide grapheme (CJK, emoji) stands in its first cell; the cell after it holds
    /// an empty `text` and ``isContinuation`` true.
    public var text: String
    /// How it is drawn.
    public var style: Style
    /// Whether this cell is the right half of the wide grapheme to its left.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A blank cell in the default style.
    public static let blank = Cell()
}
