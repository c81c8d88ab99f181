/// Text placement: every write goes through here, so text is always made visible, measured by
/// display width and kept inside its region and the canvas. Safe at any size, 0×0 included.
extension Canvas {
    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`, or `nil` outside the canvas.
    public func cell(x: Int, y: Int) -> Cell? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return self[x, y]
    }

    /// Draws `text` on row `y` from column `x`, taking at most `maxWidth` columns and never
    /// passing the canvas edge.
    ///
    /// Control and bidi characters are shown as their ``SafeText`` escapes; graphemes take their
    /// ``DisplayWidth``. Text that does not fit is cut as `truncation` says; a wide grapheme that
    /// would straddle the limit is never half drawn. Writing over half of a wide grapheme already
    /// on the canvas blanks its other half. Cells past the text are left as they were.
    /// - Returns: the columns written, counted from `x`.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, width maxWidth: Int = Int.max,
        style: Style = .plain, truncation: Truncation = .ellipsis
    ) -> Int {
        put([TextSpan(text, style: style)], x: x, y: y, width: maxWidth, truncation: truncation)
    }

    /// Draws styled spans one after another on row `y`, like ``put(_:x:y:width:style:truncation:)``.
    /// The ellipsis, when the spans are cut, takes the style of the first grapheme left out.
    /// - Returns: the columns written, counted from `x`.
    @discardableResult
    public mutating func put(
        _ spans: [TextSpan], x: Int, y: Int, width maxWidth: Int = Int.max,
        truncation: Truncation = .ellipsis
    ) -> Int {
        guard y >= 0, y < height, x < width, maxWidth > 0 else { return 0 }
        let (toEdge, overflow) = width.subtractingReportingOverflow(x)
        let available = overflow ? maxWidth : min(maxWidth, toEdge)
        if x >= 0, let used = putPrintableASCII(spans, x: x, y: y, available: available, truncation: truncation) {
            return used
        }
        let glyphs = Canvas.glyphs(for: spans, limit: available)
        let total = glyphs.reduce(0) { $0 + $1.width }
        if total <= available {
            return place(glyphs[...], x: x, y: y, limit: available)
        }
        switch truncation {
        case .ellipsis:
            let kept = Canvas.prefix(of: glyphs, fitting: available - 1)
            var used = place(glyphs[..<kept], x: x, y: y, limit: available - 1)
            let cutStyle = kept < glyphs.count ? glyphs[kept].style : (glyphs.last?.style ?? .plain)
            used += place([Glyph(scalars: Glyph.ellipsis, width: 1, style: cutStyle)][...], x: x + used, y: y, limit: 1)
            return used
        case .clip:
            let kept = Canvas.prefix(of: glyphs, fitting: available)
            var used = place(glyphs[..<kept], x: x, y: y, limit: available)
            if used < available, kept < glyphs.count {
                used += place([Glyph(scalars: .space, width: 1, style: glyphs[kept].style)][...],
                              x: x + used, y: y, limit: 1)
            }
            return used
        }
    }

    /// ``put(_:x:y:width:truncation:)`` for the common case of spans that are all printable
    /// ASCII, where every byte is one grapheme one column wide: the cells are written straight
    /// from the bytes. Returns `nil`, having drawn nothing, when any span holds anything else.
    private mutating func putPrintableASCII(
        _ spans: [TextSpan], x: Int, y: Int, available: Int, truncation: Truncation
    ) -> Int? {
        var total = 0
        for span in spans {
            guard let count = Canvas.printableASCIICount(span.text) else { return nil }
            total += count
        }
        let fits = total <= available
        let shown = fits ? total : (truncation == .ellipsis ? available - 1 : available)
        clearWideHalves(row: y, from: x, to: x + (fits ? total : available))
        var column = x
        var cutStyle: Style?
        let rowStart = y * width
        cells.withUnsafeMutableBufferPointer { buffer in
            for span in spans {
                var utf8 = span.text.utf8.makeIterator()
                while let byte = utf8.next() {
                    guard column - x < shown else {
                        cutStyle = cutStyle ?? span.style
                        break
                    }
                    buffer[rowStart + column] = Cell(scalars: CellScalars(ascii: byte), style: span.style)
                    column += 1
                }
                if column - x >= shown, cutStyle != nil { break }
            }
        }
        if !fits, truncation == .ellipsis {
            self[column, y] = Cell(scalars: Glyph.ellipsis, style: cutStyle ?? spans.last?.style ?? .plain)
            column += 1
        }
        return column - x
    }

    /// The length of `text` when every byte of it is printable ASCII (so one grapheme, one
    /// column wide); `nil` otherwise.
    static func printableASCIICount(_ text: String) -> Int? {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let scanned { return scanned }
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F { return nil }
        return text.utf8.count
    }

    /// Draws `text` with the Character (grapheme) offsets in `ranges` in `highlightStyle` and the
    /// rest in `style`: a search result with its matches marked.
    /// - Returns: the columns written, counted from `x`.
    @discardableResult
    public mutating func put(
        _ text: String, highlighting ranges: [Range<Int>], x: Int, y: Int,
        width maxWidth: Int = Int.max, style: Style = .plain, highlightStyle: Style,
        truncation: Truncation = .ellipsis
    ) -> Int {
        let spans = TextSpan.highlighting(text, ranges: ranges, style: style, highlight: highlightStyle)
        return put(spans, x: x, y: y, width: maxWidth, truncation: truncation)
    }

    /// Blanks every cell of `rect` (clipped to the canvas) in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        fill(rect, with: " ", style: style)
    }

    /// Fills every cell of `rect` (clipped to the canvas) with `character` in `style`.
    /// A character that is not one safe, one-column grapheme fills with spaces instead.
    public mutating func fill(_ rect: Rect, with character: Character, style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let safe = SafeText.isSafe(String(character)) && DisplayWidth.of(character) == 1
        let cell = Cell(scalars: safe ? CellScalars(character) : .space, style: style)
        for row in area.y..<area.maxY {
            clearWideHalves(row: row, from: area.x, to: area.maxX)
            let start = row * width
            cells.withUnsafeMutableBufferPointer { buffer in
                UnsafeMutableBufferPointer(rebasing: buffer[(start + area.x)..<(start + area.maxX)]).update(repeating: cell)
            }
        }
    }

    /// Shows the terminal cursor at column `x`, row `y` when that cell is on the canvas, and
    /// hides it otherwise.
    public mutating func showCursor(x: Int, y: Int) {
        cursor = (x >= 0 && x < width && y >= 0 && y < height) ? CursorPosition(x: x, y: y) : nil
    }

    /// Puts the focus (``focus``) at column `x`, row `y` when that cell is on the canvas.
    public mutating func setFocus(x: Int, y: Int) {
        if x >= 0 && x < width && y >= 0 && y < height { focus = CursorPosition(x: x, y: y) }
    }
}
