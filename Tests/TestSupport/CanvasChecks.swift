import Widgets
import XCTest

/// Structural checks and attribute views of a canvas, shared by the tests.
public enum CanvasChecks {
    /// Fails when a row holds half a wide grapheme, a cell holds more or less than one cell of
    /// visible text, or any cell holds a character the terminal would obey.
    public static func assertIntact(_ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line) {
        func fail(_ message: String) { XCTFail(message, file: file, line: line) }
        if canvas.cells.count != canvas.width * canvas.height { fail("cell count \(canvas.cells.count)") }
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                if cell.isContinuation { return fail("orphan continuation at \(x),\(y)") }
                // Most cells hold one printable ASCII character: safe and one column wide.
                if cell.text.utf8.count == 1, let byte = cell.text.utf8.first, byte >= 0x20, byte < 0x7F {
                    x += 1
                    continue
                }
                if !SafeText.isSafe(cell.text) { return fail("unsafe text at \(x),\(y): \(cell.text.debugDescription)") }
                let width = DisplayWidth.of(cell.text)
                if width != 1 && width != 2 { return fail("cell \(x),\(y) is \(width) wide: \(cell.text.debugDescription)") }
                if width == 2 && !(x + 1 < canvas.width && canvas[x + 1, y].isContinuation) {
                    return fail("wide grapheme at \(x),\(y) without its right half")
                }
                x += width
            }
        }
        if let cursor = canvas.cursor,
           !(cursor.x >= 0 && cursor.x < canvas.width && cursor.y >= 0 && cursor.y < canvas.height) {
            fail("cursor \(cursor) off the canvas")
        }
    }

    /// Row `y` as one letter per cell: "R" reverse, "B" bold, "U" underline, "D" dim, "." plain,
    /// the first that applies.
    public static func attributes(_ canvas: Canvas, row y: Int) -> String {
        (0..<canvas.width).map { x -> String in
            let style = canvas[x, y].style
            if style.reverse { return "R" }
            if style.bold { return "B" }
            if style.underline { return "U" }
            if style.dim { return "D" }
            return "."
        }.joined()
    }
}
