/// Placing text: grapheme clusters measured and cut into cell-sized glyphs, then written into cells.
extension Canvas {
    // MARK: - Placement internals

    /// One grapheme ready to place: its visible scalars, its width (1 or 2) and its style.
    struct Glyph {
        var scalars: CellScalars
        var width: Int
        var style: Style

        /// "…", which marks cut text.
        static let ellipsis = CellScalars("…")
    }

    /// Spans made visible and cut into graphemes, stopping once they are wider than `limit`
    /// (enough to know they are cut), so a 10,000-character title costs no more than a short one.
    /// A zero-width grapheme (a combining mark left alone after an escape, a lone joiner) joins
    /// the grapheme before it, or is dropped at the start.
    ///
    /// Printable ASCII takes a fast path: such a byte followed by another ASCII byte (or the
    /// end) is a whole grapheme one column wide, so it needs no grapheme segmentation.
    static func glyphs(for spans: [TextSpan], limit: Int = Int.max) -> [Glyph] {
        var glyphs: [Glyph] = []
        var total = 0
        for span in spans {
            let text = span.text
            let utf8 = text.utf8
            var index = text.startIndex
            while index < text.endIndex {
                let byte = utf8[index]
                let next = utf8.index(after: index)
                if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                    glyphs.append(Glyph(scalars: CellScalars(ascii: byte), width: 1, style: span.style))
                    total += 1
                    if total > limit { return glyphs }
                    index = next
                    continue
                }
                if let (scalar, end) = latinLetter(in: utf8, at: index) {
                    var scalars = CellScalars(ascii: 0)
                    scalars.append(scalar)
                    glyphs.append(Glyph(scalars: scalars, width: 1, style: span.style))
                    total += 1
                    if total > limit { return glyphs }
                    index = end
                    continue
                }
                let original = text[index]
                index = text.index(after: index)
                if append(original, style: span.style, to: &glyphs, total: &total, limit: limit) { return glyphs }
            }
        }
        return glyphs
    }

    /// The Latin letter (or sign) at `index` and the index after it, when it is a whole grapheme
    /// that is safe to print and one column wide: a scalar in U+00A0–U+02FF (accented Latin,
    /// IPA, spacing modifiers) or U+1E00–U+1EFF (Latin Extended Additional, as in "Nguyễn")
    /// followed by the end of the text or a scalar below U+0300, which always starts a new
    /// grapheme (no combining mark lies there). `nil` otherwise, for the general path.
    static func latinLetter(in utf8: String.UTF8View, at index: String.Index) -> (Unicode.Scalar, String.Index)? {
        let lead = utf8[index]
        var value: UInt32
        var end = utf8.index(after: index)
        if lead >= 0xC2, lead <= 0xCB {
            // Two bytes: U+0080–U+02FF.
            guard end < utf8.endIndex else { return nil }
            value = UInt32(lead & 0x1F) << 6 | UInt32(utf8[end] & 0x3F)
            guard value >= 0xA0 else { return nil }
            end = utf8.index(after: end)
        } else if lead == 0xE1 {
            // Three bytes E1 B8..BB xx: U+1E00–U+1EFF.
            guard end < utf8.endIndex, (0xB8...0xBB).contains(utf8[end]) else { return nil }
            let second = utf8[end]
            end = utf8.index(after: end)
            guard end < utf8.endIndex else { return nil }
            value = 0x1000 | UInt32(second & 0x3F) << 6 | UInt32(utf8[end] & 0x3F)
            end = utf8.index(after: end)
        } else {
            return nil
        }
        // What follows must start a grapheme: the end, ASCII, or a two-byte scalar below U+0300.
        if end < utf8.endIndex {
            let following = utf8[end]
            guard following < 0x80 || (following >= 0xC2 && following <= 0xCB) else { return nil }
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end)
    }

    /// Appends the glyphs of one grapheme (its escape's when it is not safe to print) to
    /// `glyphs`, adding their widths to `total`. Returns whether `total` passed `limit`.
    static func append(
        _ original: Character, style: Style, to glyphs: inout [Glyph], total: inout Int, limit: Int
    ) -> Bool {
        let pieces = SafeText.isSafe(String(original)) ? [original] : Array(SafeText.visible(String(original)))
        for character in pieces {
            let width = DisplayWidth.of(character)
            if width == 0 {
                if !glyphs.isEmpty { glyphs[glyphs.count - 1].scalars.append(character) }
                continue
            }
            glyphs.append(Glyph(scalars: CellScalars(character), width: width, style: style))
            total += width
            if total > limit { return true }
        }
        return false
    }

    /// How many leading glyphs fit in `columns`.
    static func prefix(of glyphs: [Glyph], fitting columns: Int) -> Int {
        var used = 0
        var count = 0
        for glyph in glyphs {
            if used + glyph.width > columns { break }
            used += glyph.width
            count += 1
        }
        return count
    }

    /// Writes glyphs left to right from column `x` on row `y` while they fit in `limit` columns;
    /// columns left of the canvas are skipped. Returns the columns advanced.
    mutating func place(_ glyphs: ArraySlice<Glyph>, x: Int, y: Int, limit: Int) -> Int {
        var advanced = 0
        for glyph in glyphs {
            guard advanced + glyph.width <= limit else { break }
            let column = x + advanced
            if column >= width { break }
            if column >= 0 && column + glyph.width <= width {
                clearWideHalves(row: y, from: column, to: column + glyph.width)
                self[column, y] = Cell(scalars: glyph.scalars, style: glyph.style)
                if glyph.width == 2 {
                    self[column + 1, y] = Cell(scalars: .empty, style: glyph.style, isContinuation: true)
                }
            } else {
                // Straddles the left or right canvas edge: only its visible half, as a space.
                for part in column..<(column + glyph.width) where part >= 0 && part < width {
                    clearWideHalves(row: y, from: part, to: part + 1)
                    self[part, y] = Cell(scalars: .space, style: glyph.style)
                }
            }
            advanced += glyph.width
        }
        return advanced
    }

    /// Before columns `start..<end` of `row` are overwritten: a wide grapheme cut by either
    /// edge of that range has its outside half blanked, so no half grapheme is left behind.
    mutating func clearWideHalves(row: Int, from start: Int, to end: Int) {
        guard row >= 0, row < height, start < end else { return }
        if start > 0, start < width, self[start, row].isContinuation {
            let lead = self[start - 1, row]
            self[start - 1, row] = Cell(scalars: .space, style: lead.style)
        }
        if end > 0, end < width, self[end, row].isContinuation {
            let tail = self[end, row]
            self[end, row] = Cell(scalars: .space, style: tail.style)
        }
    }
}
