import Screens
import XCTest

/// Structural checks and attribute views of a canvas, shared by the tests.
enum CanvasChecks {
    /// Fails when a row holds half a wide grapheme, a cell holds more or less than one cell of
    /// visible text, or any cell holds a character the terminal would obey.
    static func assertIntact(_ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(canvas.cells.count, canvas.width * canvas.height, "cell count", file: file, line: line)
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                XCTAssertFalse(cell.isContinuation, "orphan continuation at \(x),\(y)", file: file, line: line)
                XCTAssertTrue(SafeText.isSafe(cell.text), "unsafe text at \(x),\(y)", file: file, line: line)
                let width = DisplayWidth.of(cell.text)
                XCTAssertTrue(width == 1 || width == 2, "cell \(x),\(y) is \(width) wide: \(cell.text.debugDescription)",
                              file: file, line: line)
                if width == 2 {
                    XCTAssertTrue(x + 1 < canvas.width && canvas[x + 1, y].isContinuation,
                                  "wide grapheme at \(x),\(y) without its right half", file: file, line: line)
                    x += 2
                } else {
                    x += 1
                }
            }
        }
        if let cursor = canvas.cursor {
            XCTAssertTrue(cursor.x >= 0 && cursor.x < canvas.width && cursor.y >= 0 && cursor.y < canvas.height,
                          "cursor off the canvas", file: file, line: line)
        }
    }

    /// Row `y` as one letter per cell: "R" reverse, "B" bold, "U" underline, "D" dim, "." plain,
    /// the first that applies.
    static func attributes(_ canvas: Canvas, row y: Int) -> String {
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
