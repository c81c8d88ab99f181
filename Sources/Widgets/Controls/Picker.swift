/// A labelled choice among a few values: "> Category: < Middle Grade >".
///
/// Until a value is chosen it shows its placeholder ("Choose a category") dimmed. The focused
/// picker has "> " before its label and its value in reverse video. The arrows show that
/// Left/Right change the value; ``choice(after:for:)`` maps keys to a choice.
public struct Picker: Widget, Equatable, Sendable {
    /// The label before the value ("Category"), or `nil` for none (and no focus marker).
    public var label: String?
    /// Columns the label takes (with its ": "), so it lines up with text fields.
    public var labelWidth: Int
    /// The values to choose from.
    public var choices: [String]
    /// The chosen value, or `nil` (an index outside `choices` counts as none).
    public var selectedIndex: Int?
    /// Shown while nothing is chosen.
    public var placeholder: String
    /// Whether keyboard focus is on it.
    public var isFocused: Bool

    /// Creates a picker.
    public init(
        label: String? = nil, labelWidth: Int? = nil, choices: [String], selectedIndex: Int?,
        placeholder: String = "Choose a category", isFocused: Bool
    ) {
        self.label = label
        self.labelWidth = labelWidth ?? label.map { DisplayWidth.of(SafeText.visible($0)) + 2 } ?? 0
        self.choices = choices
        self.selectedIndex = selectedIndex
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The value's text: "< Middle Grade >" or "< Choose a category >".
    public var valueText: String {
        if let selectedIndex, choices.indices.contains(selectedIndex) { return "< \(choices[selectedIndex]) >" }
        return "< \(placeholder) >"
    }

    /// The choice a key leads to, or `nil` when the key does not choose: Left/Right step back
    /// and forth (wrapping round; from no choice, Right takes the first and Left the last);
    /// a letter takes the next choice starting with it (case-insensitive), cycling among them.
    public func choice(after current: Int?, for key: Key) -> Int? {
        guard !choices.isEmpty else { return nil }
        let current = current.flatMap { choices.indices.contains($0) ? $0 : nil }
        switch key {
        case .right:
            return current.map { ($0 + 1) % choices.count } ?? 0
        case .left:
            return current.map { ($0 + choices.count - 1) % choices.count } ?? choices.count - 1
        case .character(let letter) where letter.isLetter:
            let wanted = String(letter).lowercased()
            let start = current.map { $0 + 1 } ?? 0
            for step in 0..<choices.count {
                let index = (start + step) % choices.count
                if let first = choices[index].first, String(first).lowercased() == wanted { return index }
            }
            return nil
        default:
            return nil
        }
    }

    /// Draws the picker on the first row of `rect`.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds).top(1)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        var x = rect.x
        if let label {
            let labelStyle = isFocused ? Style(bold: true) : Style.plain
            canvas.put(isFocused ? "> " : "  ", x: x, y: area.y, width: area.maxX - x, style: labelStyle)
            canvas.put(label + ":", x: x + 2, y: area.y, width: min(labelWidth - 1, area.maxX - x - 2),
                       style: labelStyle)
            x += 2 + labelWidth
        }
        guard x < area.maxX else { return }
        let hasChoice = selectedIndex.map { choices.indices.contains($0) } ?? false
        var style = hasChoice ? Style.plain : Style.dimmed
        if isFocused { style = style.adding(Style(reverse: true)) }
        canvas.put(valueText, x: x, y: area.y, width: area.maxX - x, style: style)
        if isFocused { canvas.setFocus(x: x + 2, y: area.y) }
    }
}
