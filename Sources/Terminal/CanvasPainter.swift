import Screens
import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Copies a ``Canvas`` into curses' standard screen, row by row, skipping rows unchanged since
/// the last frame; curses then sends the terminal only the cells that differ.
final class CanvasPainter {
    private var colors: ColorPairTable?
    private var previous: Canvas?
    private var cursorVisible: Bool?

    /// A painter that draws in colour when `colors` is given and in monochrome otherwise.
    init(colors: ColorPairTable?) {
        self.colors = colors
    }

    /// Forgets what was drawn, so the next frame writes every cell (after a resize or a resume).
    func invalidate() {
        previous = nil
        cursorVisible = nil
    }

    /// Draws `canvas` at the top left of the screen, clipped to `rows` × `columns`, places or
    /// hides the cursor, and updates the terminal.
    func paint(_ canvas: Canvas, rows: Int, columns: Int) {
        guard let window = bookdir_stdscr() else { return }
        let width = min(canvas.width, columns)
        let height = min(canvas.height, rows)
        let comparable = previous.map { $0.width == canvas.width && $0.height == canvas.height } ?? false
        if !comparable { werase(window) }
        for y in 0..<height {
            let start = y * canvas.width
            let row = start..<(start + canvas.width)
            if comparable, let previous, previous.cells[row] == canvas.cells[row] { continue }
            paintRow(y, of: canvas, width: width, in: window)
        }
        previous = canvas

        if let cursor = canvas.cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < width, cursor.y < height {
            if cursorVisible != true { curs_set(1) }
            cursorVisible = true
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            if cursorVisible != false { curs_set(0) }
            cursorVisible = false
        }
        wnoutrefresh(window)
        doupdate()
    }

    private func paintRow(_ y: Int, of canvas: Canvas, width: Int, in window: UnsafeMutablePointer<WINDOW>) {
        var x = 0
        while x < width {
            let cell = canvas[x, y]
            if cell.isContinuation {
                // A continuation with no wide grapheme to its left: keep the column blank.
                put(CellGlyph(characters: [0x20], padding: 0), style: cell.style, x: x, y: y, in: window)
                x += 1
                continue
            }
            let cells = x + 1 < width && canvas[x + 1, y].isContinuation ? 2 : 1
            let glyph = CellGlyph.make(text: cell.text, cells: cells) { Int(bookdir_wcwidth(wchar_t(bitPattern: $0))) }
            put(glyph, style: cell.style, x: x, y: y, in: window)
            x += cells
        }
    }

    private func put(_ glyph: CellGlyph, style: Style, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        let attributes = attributes(for: style)
        let pair = pair(for: style)
        var cell = cchar_t()
        var text = glyph.characters.map { wchar_t(bitPattern: $0) } + [0]
        if setcchar(&cell, &text, attributes, pair, nil) == ERR {
            text = [wchar_t(CellGlyph.replacement), 0]
            setcchar(&cell, &text, attributes, pair, nil)
        }
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
        if glyph.padding > 0 {
            var space = cchar_t()
            var blank: [wchar_t] = [0x20, 0]
            setcchar(&space, &blank, attributes, pair, nil)
            for column in 1...glyph.padding {
                mvwadd_wch(window, Int32(y), Int32(x + column), &space)
            }
        }
    }

    private func attributes(for style: Style) -> attr_t {
        var attributes = bookdir_a_normal()
        if style.bold { attributes |= bookdir_a_bold() }
        if style.dim { attributes |= bookdir_a_dim() }
        if style.underline { attributes |= bookdir_a_underline() }
        if style.reverse { attributes |= bookdir_a_reverse() }
        return attributes
    }

    private func pair(for style: Style) -> Int16 {
        guard colors != nil, style.foreground != nil || style.background != nil else { return 0 }
        return colors!.pair(foreground: style.foreground, background: style.background) { pair, fg, bg in
            init_pair(pair, fg, bg)
        }
    }
}
