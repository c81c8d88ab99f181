/// A button such as the form's Send.
///
/// Enabled it reads "< Send >"; disabled it reads "[ Send ]" and is dim, so the two differ in
/// shape as well as in brightness. When focused it is drawn in reverse video (bold when enabled).
public struct Button: Widget, Equatable, Sendable {
    /// The button's word.
    public var title: String
    /// Whether pressing it does something.
    public var isEnabled: Bool
    /// Whether keyboard focus is on it.
    public var isFocused: Bool

    /// Creates a button.
    public init(title: String, isEnabled: Bool, isFocused: Bool = false) {
        self.title = title
        self.isEnabled = isEnabled
        self.isFocused = isFocused
    }

    /// The button's text: "< Send >" or "[ Send ]".
    public var label: String { isEnabled ? "< \(title) >" : "[ \(title) ]" }

    /// How the button is drawn now.
    public var style: Style {
        var style = isEnabled ? Style.plain : Style.dimmed
        if isFocused { style = style.adding(isEnabled ? Style(bold: true, reverse: true) : Style(reverse: true)) }
        return style
    }

    /// Columns the button takes.
    public var width: Int { DisplayWidth.of(SafeText.visible(label)) }

    /// Draws the button at the start of the first row of `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.put(label, x: area.x, y: area.y, width: area.width, style: style)
        if isFocused { canvas.setFocus(x: area.x + 2, y: area.y) }
    }
}
