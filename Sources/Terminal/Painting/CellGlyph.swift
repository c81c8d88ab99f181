import Widgets
/// What is actually sent to curses for one canvas cell: the last line of defence between cell
/// text and the terminal.
///
/// Control characters (C0, DEL, C1) become `?`; a grapheme curses cannot print becomes `?`;
/// combining marks ride on their base character (at most four, as a `cchar_t` holds); a glyph
/// wider than the cells the canvas gave it becomes `?`, and one narrower is padded with spaces,
/// so every row keeps exactly the canvas's columns.
struct CellGlyph: Equatable, Sendable {
    /// The wide characters for `setcchar`: one spacing character, then non-spacing ones.
    var characters: [UInt32]
    /// Spaces to draw after the glyph, filling the cells it leaves empty.
    var padding: Int

    /// Combining characters a `cchar_t` carries after its spacing character (`CCHARW_MAX` - 1).
    static let maximumCombining = 4
    static let replacement: UInt32 = 0x3F

    /// The glyph for `text` drawn into `cells` cells (1, or 2 for a wide grapheme), measuring
    /// each character's columns with `columns` (`wcwidth` in the terminal).
    static func make(text: String, cells: Int, columns: (UInt32) -> Int) -> CellGlyph {
        let cells = max(1, cells)
        let scalars = text.unicodeScalars.map { isControl($0.value) ? replacement : $0.value }
        guard let first = scalars.first else { return CellGlyph(characters: [0x20], padding: cells - 1) }

        var characters: [UInt32]
        var width = columns(first)
        if width < 0 {
            return CellGlyph(characters: [replacement], padding: cells - 1)
        } else if width == 0 {
            characters = [0x20]
            width = 1
            characters += scalars.filter { columns($0) == 0 }.prefix(maximumCombining)
        } else {
            characters = [first]
            characters += scalars.dropFirst().filter { columns($0) == 0 }.prefix(maximumCombining)
        }
        if width > cells {
            return CellGlyph(characters: [replacement], padding: cells - 1)
        }
        return CellGlyph(characters: characters, padding: cells - width)
    }

    /// Whether `value` is a C0 control, DEL or a C1 control.
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
