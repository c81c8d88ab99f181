/// The eight basic terminal colours; `nil` where a style uses one means the terminal's default.
public enum TerminalColor: Int, Equatable, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn.
public struct Style: Equatable, Hashable, Sendable {
    /// Foreground colour; `nil` is the terminal's default.
    public var foreground: TerminalColor?
    /// Background colour; `nil` is the terminal's default.
    public var background: TerminalColor?
    public var bold: Bool
    public var dim: Bool
    public var underline: Bool
    /// Reverse video: the selection's style, legible in monochrome.
    public var reverse: Bool

    /// Creates a style; the default is plain text in the terminal's colours.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// Plain text.
    public static let plain = Style()
}
