/// A labelled one-line text field: "> Title: the text________".
///
/// The label is padded to `labelWidth` so fields line up; the focused field has "> " before
/// its label (two spaces otherwise), a bold label, and the terminal cursor in its input area.
/// The input area is underlined so an empty field shows as a line; an empty unfocused field
/// shows its placeholder dimmed. Text wider than the area scrolls to keep the cursor visible.
public struct TextField: Equatable, Sendable {
    /// The label before the input area ("Title"), or `nil` for none (and no focus marker).
    public var label: String?
    /// Columns the label takes (with its ": "), so labels of different lengths line up.
    public var labelWidth: Int
    /// Shown dimmed in an empty field that is not focused.
    public var placeholder: String
    /// Whether the field is taking typing: it then shows the cursor.
    public var isFocused: Bool
    /// The input area's style.
    public var fieldStyle: Style = .field

    /// Creates a field; `labelWidth` defaults to what the label needs.
    public init(label: String? = nil, labelWidth: Int? = nil, placeholder: String = "", isFocused: Bool) {
        self.label = label
        self.labelWidth = labelWidth ?? label.map { DisplayWidth.of(SafeText.visible($0)) + 2 } ?? 0
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The columns before the input area: the focus marker and the label.
    public var prefixWidth: Int { label == nil ? 0 : 2 + labelWidth }

    /// The input area when the field is drawn in `rect` (its first row, after the label).
    public func inputRect(in rect: Rect) -> Rect {
        Rect(x: rect.x + prefixWidth, y: rect.y, width: rect.width - prefixWidth, height: min(1, rect.height))
    }

    /// Draws the field on the first row of `rect`; scrolls `state` to keep the cursor in view and,
    /// when focused, places the canvas cursor on it.
    public func render(_ state: inout TextFieldState, into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds).top(1)
        let input = inputRect(in: rect).intersection(canvas.bounds)
        state.scrollToCursor(width: input.width)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        if let label {
            let labelStyle = isFocused ? Style(bold: true) : Style.plain
            canvas.put(isFocused ? "> " : "  ", x: rect.x, y: area.y, width: area.maxX - rect.x, style: labelStyle)
            canvas.put(label + ":", x: rect.x + 2, y: area.y,
                       width: min(labelWidth - 1, area.maxX - rect.x - 2), style: labelStyle)
        }
        guard !input.isEmpty else { return }
        canvas.fill(input, style: fieldStyle)
        if state.text.isEmpty && !isFocused {
            canvas.put(placeholder, x: input.x, y: input.y, width: input.width, style: fieldStyle.adding(.dimmed))
        } else {
            canvas.put(state.visibleText, x: input.x, y: input.y, width: input.width, style: fieldStyle,
                       truncation: .clip)
        }
        if isFocused {
            canvas.showCursor(x: input.x + state.cursorColumn, y: input.y)
        }
    }
}
