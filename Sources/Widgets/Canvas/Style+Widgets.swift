/// The styles the widgets draw with. Each stays legible in monochrome: colour only ever adds to
/// an attribute (reverse, bold, underline, dim) that carries the meaning on its own.
extension Style {
    /// The selected list row: reverse video.
    public static let selection = Style(reverse: true, role: .selection)
    /// Matched text in a search result: bold and underlined, yellow where there is colour.
    public static let highlight = Style(foreground: .yellow, bold: true, underline: true, role: .highlight)
    /// The active tab: bold reverse video.
    public static let activeTab = Style(bold: true, reverse: true, role: .tab)
    /// Column headings: bold and underlined.
    public static let heading = Style(bold: true, underline: true)
    /// The key in a key hint: bold.
    public static let keyName = Style(bold: true)
    /// Something that cannot be used right now, or a placeholder: dim.
    public static let dimmed = Style(dim: true)
    /// A text field's input area: underlined, so the empty field shows as a line.
    public static let field = Style(underline: true)
    /// A success message: bold, green where there is colour.
    public static let success = Style(foreground: .green, bold: true, role: .success)
    /// An error message: bold, red where there is colour.
    public static let failure = Style(foreground: .red, bold: true, role: .error)

    /// This style with `other` laid over it: attributes either one has, and `other`'s colours
    /// where it sets them.
    public func adding(_ other: Style) -> Style {
        Style(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            bold: bold || other.bold,
            dim: dim || other.dim,
            underline: underline || other.underline,
            reverse: reverse || other.reverse,
            role: other.role == .plain ? role : other.role
        )
    }
}
