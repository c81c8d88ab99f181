import Widgets
import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Copies a ``Canvas`` into curses' standard screen, writing only the runs of cells changed
/// since the last frame (every cell after a resize or a resume); curses then sends the terminal
/// only the cells that differ.
final class CanvasPainter {
    private var colors: ColorPairTable?
    /// The colours of each role (``Theme``), on a terminal with `availableColors` colours.
    private let theme: Theme
    private let availableColors: Int
    /// Whether the cursor is shown at the focus (it is put there, shown or not, for screen readers).
    var showsFocusCursor = false
    private var previous: Canvas?
    /// How the cursor was left by the last frame: shown, put at the focus but hidden, or hidden
    /// wherever drawing ended; nil after a resize or a resume.
    private var cursorMode: CursorMode?
    private enum CursorMode { case shown, placed, hidden }
    /// The last style drawn and what it maps to: neighbouring cells mostly share a style.
    private var cachedStyle: Style?
    private var cachedAttributes: attr_t = 0
    private var cachedPair: Int16 = 0
    /// A reused buffer for `setcchar`: a spacing character, combining ones, and the terminator.
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: CellGlyph.maximumCombining + 2)
    /// The style of `cachedTemplate`, and a space in it as curses stores it.
    private var templateStyle: Style?
    private var cachedTemplate = cchar_t()
    /// A reused buffer for the cells of one run.
    private var run = UnsafeMutablePointer<cchar_t>.allocate(capacity: 256)
    private var runCapacity = 256

    /// A painter that draws in colour when `colors` is given (and `theme` uses colour) and in
    /// monochrome otherwise; a theme's colour number past what the terminal has (`availableColors`)
    /// becomes the nearest basic colour.
    init(colors: ColorPairTable?, theme: Theme = .dark, availableColors: Int = 8) {
        self.colors = theme.usesColor ? colors : nil
        self.theme = theme
        self.availableColors = availableColors
    }

    /// The theme's colour for `style`'s role, when colour is drawn.
    private func themeColor(_ style: Style) -> Int? {
        guard colors != nil, style.role != .plain, let number = theme.colors[style.role] else { return nil }
        return Theme.color(number, available: availableColors)
    }

    deinit {
        characters.deallocate()
        run.deallocate()
    }

    /// Forgets what was drawn, so the next frame writes every cell (after a resize or a resume).
    func invalidate() {
        previous = nil
        cursorMode = nil
    }

    /// Draws `canvas` at the top left of the screen, clipped to `rows` × `columns`, places or
    /// hides the cursor, and updates the terminal.
    func paint(_ canvas: Canvas, rows: Int, columns: Int) {
        guard let window = bookdir_stdscr() else { return }
        let width = max(0, min(canvas.width, columns))
        let height = max(0, min(canvas.height, rows))
        let comparable = previous.map { $0.width == canvas.width && $0.height == canvas.height } ?? false
        if !comparable { werase(window) }
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: cells[(y * canvas.width)..<(y * canvas.width + width)])
                if comparable, let previous {
                    previous.cells.withUnsafeBufferPointer { old in
                        let before = UnsafeBufferPointer(rebasing: old[(y * canvas.width)..<(y * canvas.width + width)])
                        paintChanges(y, of: row, since: before, in: window)
                    }
                } else {
                    paintCells(y, from: 0, to: width, of: row, in: window)
                }
            }
        }
        previous = canvas

        // The cursor is at a text field's insertion point (shown), else at the focus (the selected
        // row, the focused button: shown only when the settings say so, but there, for screen
        // readers); with neither it is hidden and left wherever drawing ended (`leaveok`).
        if let cursor = canvas.cursor ?? canvas.focus, cursor.x >= 0, cursor.y >= 0, cursor.x < width, cursor.y < height {
            let mode: CursorMode = canvas.cursor != nil || showsFocusCursor ? .shown : .placed
            if cursorMode != mode {
                curs_set(mode == .shown ? 1 : 0)
                leaveok(window, false)
            }
            cursorMode = mode
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            if cursorMode != .hidden {
                curs_set(0)
                leaveok(window, true)
            }
            cursorMode = .hidden
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Paints the runs of `row` (row `y`, clipped to the screen) whose cells differ from `before`
    /// (the same row of the last frame). A run starts one cell early, at the grapheme left of its
    /// first change: how a cell is drawn depends on whether the cell to its right continues it.
    private func paintChanges(
        _ y: Int, of row: UnsafeBufferPointer<Cell>, since before: UnsafeBufferPointer<Cell>,
        in window: UnsafeMutablePointer<WINDOW>
    ) {
        var x = 0
        while x < row.count {
            guard row[x] != before[x] else {
                x += 1
                continue
            }
            var end = x + 1
            while end < row.count, row[end] != before[end] { end += 1 }
            var first = max(0, x - 1)
            while first > 0, row[first].isContinuation { first -= 1 }
            x = paintCells(y, from: first, to: end, of: row, in: window)
        }
    }

    /// Paints the graphemes of `row` (row `y`, clipped to the screen) that start in columns
    /// `from..<to`; a wide one may take the column after. Returns the column after the last drawn.
    ///
    /// The run goes to curses in one call (`wadd_wchnstr` copies cells without the per-character
    /// work of `wadd_wch`); each cell is a copy of its style's template with the character set.
    @discardableResult
    private func paintCells(
        _ y: Int, from: Int, to end: Int, of row: UnsafeBufferPointer<Cell>, in window: UnsafeMutablePointer<WINDOW>
    ) -> Int {
        // A glyph narrower than its cells adds a space for the rest: at most one per column.
        reserve(2 * (end - from) + 1)
        var count = 0
        var x = from
        while x < end {
            let cell = row[x]
            if cell.isContinuation {
                // A continuation with no wide grapheme to its left: keep the column blank.
                run[count] = character(0x20, style: cell.style)
                count += 1
                x += 1
                continue
            }
            let cells = x + 1 < row.count && row[x + 1].isContinuation ? 2 : 1
            if cells == 1, let ascii = cell.scalars.printableASCII {
                // The common case, without building a glyph: one printable ASCII character.
                run[count] = character(wchar_t(ascii), style: cell.style)
                count += 1
            } else {
                let glyph = CellGlyph.make(text: cell.text, cells: cells) { Int(bookdir_wcwidth(wchar_t(bitPattern: $0))) }
                run[count] = character(glyph, style: cell.style)
                count += 1
                for _ in stride(from: 0, to: glyph.padding, by: 1) {
                    run[count] = character(0x20, style: cell.style)
                    count += 1
                }
            }
            x += cells
        }
        if count > 0 { mvwadd_wchnstr(window, Int32(y), Int32(from), run, Int32(count)) }
        return x
    }

    /// Makes room for `count` cells in the run buffer.
    private func reserve(_ count: Int) {
        guard count > runCapacity else { return }
        run.deallocate()
        runCapacity = max(count, 2 * runCapacity)
        run = .allocate(capacity: runCapacity)
    }

    /// The curses cell for one spacing character in `style`.
    private func character(_ value: wchar_t, style: Style) -> cchar_t {
        var cell = template(for: style)
        cell.chars.0 = value
        return cell
    }

    /// The curses cell for `glyph` in `style`; `?` when curses refuses the characters.
    private func character(_ glyph: CellGlyph, style: Style) -> cchar_t {
        let (attributes, pair) = look(for: style)
        var cell = cchar_t()
        for (index, character) in glyph.characters.prefix(CellGlyph.maximumCombining + 1).enumerated() {
            characters[index] = wchar_t(bitPattern: character)
        }
        characters[min(glyph.characters.count, CellGlyph.maximumCombining + 1)] = 0
        if setcchar(&cell, characters, attributes, pair, nil) == ERR {
            return character(wchar_t(CellGlyph.replacement), style: style)
        }
        return cell
    }

    /// A space in `style` as curses stores it, from the cache when the style repeats: a cell of
    /// one character is this with the character put in.
    private func template(for style: Style) -> cchar_t {
        if style != templateStyle {
            let (attributes, pair) = look(for: style)
            characters[0] = 0x20
            characters[1] = 0
            setcchar(&cachedTemplate, characters, attributes, pair, nil)
            templateStyle = style
        }
        return cachedTemplate
    }

    /// The curses attributes and colour pair for `style`, from the cache when it repeats.
    private func look(for style: Style) -> (attr_t, Int16) {
        if style != cachedStyle {
            cachedStyle = style
            cachedAttributes = attributes(for: style)
            cachedPair = pair(for: style)
        }
        return (cachedAttributes, cachedPair)
    }

    private func attributes(for style: Style) -> attr_t {
        var attributes = bookdir_a_normal()
        if style.bold { attributes |= bookdir_a_bold() }
        if style.dim { attributes |= bookdir_a_dim() }
        if style.underline { attributes |= bookdir_a_underline() }
        // A role the theme colours as a background (the selection, the tab) shows that colour
        // instead of reverse video.
        if style.reverse, !(style.role.colorsBackground && themeColor(style) != nil) { attributes |= bookdir_a_reverse() }
        return attributes
    }

    private func pair(for style: Style) -> Int16 {
        guard colors != nil else { return 0 }
        var foreground = style.foreground?.rawValue, background = style.background?.rawValue
        if let color = themeColor(style) {
            if style.role.colorsBackground { background = color } else { foreground = color }
        }
        guard foreground != nil || background != nil else { return 0 }
        return colors!.pair(foregroundNumber: foreground, backgroundNumber: background) { pair, fg, bg in
            init_pair(pair, fg, bg)
        }
    }
}
