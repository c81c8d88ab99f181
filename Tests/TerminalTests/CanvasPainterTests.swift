import CNcurses
import Foundation
import Widgets
import XCTest

@testable import Terminal

/// Paints canvases into a real curses screen whose output goes to /dev/null, then reads the
/// cells back from curses.
final class CanvasPainterTests: XCTestCase {
    private var screen: OpaquePointer?
    private var output: UnsafeMutablePointer<FILE>?
    private var input: UnsafeMutablePointer<FILE>?

    override func setUpWithError() throws {
        setlocale(LC_ALL, "C.UTF-8")
        output = fopen("/dev/null", "w")
        input = fopen("/dev/null", "r")
        screen = newterm("xterm-256color", output, input)
        try XCTSkipIf(screen == nil, "the xterm-256color terminfo entry is not installed")
        resizeterm(4, 12)
    }

    override func tearDown() {
        if let screen {
            endwin()
            delscreen(screen)
        }
        if let output { fclose(output) }
        if let input { fclose(input) }
    }

    /// The characters curses holds on row `y` (continuation cells contribute nothing).
    private func row(_ y: Int) -> String {
        var buffer = [wchar_t](repeating: 0, count: 64)
        let count = mvwinnwstr(bookdir_stdscr(), Int32(y), 0, &buffer, Int32(buffer.count - 1))
        guard count != ERR else { return "<ERR>" }
        let scalars = buffer.prefix(while: { $0 != 0 }).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The attributes and colour pair curses holds at column `x`, row `y`.
    private func attributes(x: Int, y: Int) -> (attributes: attr_t, pair: Int16) {
        var cell = cchar_t()
        mvwin_wch(bookdir_stdscr(), Int32(y), Int32(x), &cell)
        var text = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&cell, &text, &attributes, &pair, nil)
        return (attributes, pair)
    }

    private func canvas(_ rows: [String], width: Int = 12) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() where x < width {
                canvas[x, y] = Cell(text: String(character))
            }
        }
        return canvas
    }

    func testEveryCellIsCopied() {
        let painter = CanvasPainter(colors: nil)
        painter.paint(canvas(["hello", "", "bookdir", "last row end"]), rows: 4, columns: 12)
        XCTAssertEqual((0..<4).map(row), ["hello       ", "            ", "bookdir     ", "last row end"])
    }

    func testWideCharactersTakeTheirContinuationCell() {
        var picture = canvas(["a", "", "", ""])
        picture[1, 0] = Cell(text: "日")
        picture[2, 0] = Cell(text: "", isContinuation: true)
        picture[3, 0] = Cell(text: "本")
        picture[4, 0] = Cell(text: "", isContinuation: true)
        picture[5, 0] = Cell(text: "b")
        CanvasPainter(colors: nil).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "a日本b      ")
    }

    func testControlCharactersAndMisfitsAreReplaced() {
        var picture = canvas(["", "", "", ""])
        picture[0, 0] = Cell(text: "\u{1B}")
        picture[1, 0] = Cell(text: "\u{9B}")
        picture[2, 0] = Cell(text: "\u{07}")
        picture[3, 0] = Cell(text: "日")  // wide, but given one cell
        picture[4, 0] = Cell(text: "x")
        picture[5, 0] = Cell(text: "日")
        picture[6, 0] = Cell(text: "", isContinuation: true)
        picture[11, 1] = Cell(text: "日")  // wide in the last column
        picture[0, 2] = Cell(text: "", isContinuation: true)  // orphan
        picture[1, 2] = Cell(text: "e\u{301}")
        CanvasPainter(colors: nil).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "????x日     ")
        XCTAssertEqual(row(1), "           ?")
        XCTAssertEqual(row(2), " e\u{301}          ")
    }

    func testStylesBecomeAttributesAndColourPairs() {
        var picture = canvas(["abcd", "", "", ""])
        picture[0, 0].style = Style(bold: true)
        picture[1, 0].style = Style(reverse: true)
        picture[2, 0].style = Style(dim: true, underline: true)
        picture[3, 0].style = Style(foreground: .red)
        start_color()
        use_default_colors()
        let painter = CanvasPainter(colors: ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: true))
        painter.paint(picture, rows: 4, columns: 12)

        XCTAssertEqual(attributes(x: 0, y: 0).attributes & bookdir_a_bold(), bookdir_a_bold())
        XCTAssertEqual(attributes(x: 0, y: 0).attributes & bookdir_a_reverse(), 0)
        XCTAssertEqual(attributes(x: 1, y: 0).attributes & bookdir_a_reverse(), bookdir_a_reverse())
        XCTAssertEqual(attributes(x: 2, y: 0).attributes & (bookdir_a_dim() | bookdir_a_underline()),
                       bookdir_a_dim() | bookdir_a_underline())
        XCTAssertEqual(attributes(x: 4, y: 0).attributes & (bookdir_a_bold() | bookdir_a_reverse()), 0)
        XCTAssertEqual(attributes(x: 0, y: 0).pair, 0)
        let pair = attributes(x: 3, y: 0).pair
        XCTAssertEqual(pair, 1)
        var foreground: Int16 = 0
        var background: Int16 = 0
        pair_content(pair, &foreground, &background)
        XCTAssertEqual([foreground, background], [Int16(TerminalColor.red.rawValue), -1])
    }

    /// A theme's colours reach the painter (issue 30): in the light theme the selection is a pale
    /// background instead of reverse video, matches dark blue, errors dark red; the dark theme
    /// draws as before; `none` draws no colour at all.
    func testAThemesColoursReachThePainter() {
        var picture = canvas(["abc", "", "", ""])
        picture[0, 0].style = .selection
        picture[1, 0].style = .highlight
        picture[2, 0].style = .failure
        start_color()
        use_default_colors()
        func colours(x: Int) -> [Int16] {
            var foreground: Int16 = 0, background: Int16 = 0
            pair_content(attributes(x: x, y: 0).pair, &foreground, &background)
            return [foreground, background]
        }
        let available = Int(bookdir_colors())
        func light(_ number: Int) -> Int16 { Int16(Theme.color(number, available: available)) }
        CanvasPainter(colors: ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: true), theme: .light,
                      availableColors: available).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(colours(x: 0), [-1, light(153)])
        XCTAssertEqual(attributes(x: 0, y: 0).attributes & bookdir_a_reverse(), 0, "a coloured selection, not reversed")
        XCTAssertEqual(colours(x: 1), [light(18), -1])
        XCTAssertEqual(colours(x: 2), [light(124), -1])

        CanvasPainter(colors: ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: true), theme: .dark,
                      availableColors: available).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(attributes(x: 0, y: 0).attributes & bookdir_a_reverse(), bookdir_a_reverse())
        XCTAssertEqual(colours(x: 1), [Int16(TerminalColor.yellow.rawValue), -1])

        CanvasPainter(colors: ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: true), theme: .none,
                      availableColors: available).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual((0 ..< 3).map { attributes(x: $0, y: 0).pair }, [0, 0, 0])
    }

    func testColourNumbersANarrowTerminalLacksBecomeTheNearestBasicOne() {
        XCTAssertEqual([18, 22, 124, 153, 9, 240, 250].map { Theme.color($0, available: 8) }, [4, 2, 1, 6, 1, 0, 7])
        XCTAssertEqual(Theme.color(124, available: 256), 124)
    }

    func testMonochromeDrawsColouredCellsWithoutPairs() {
        var picture = canvas(["x", "", "", ""])
        picture[0, 0].style = Style(foreground: .red, background: .blue, reverse: true)
        CanvasPainter(colors: nil).paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(attributes(x: 0, y: 0).pair, 0)
        XCTAssertEqual(attributes(x: 0, y: 0).attributes & bookdir_a_reverse(), bookdir_a_reverse())
    }

    func testUnchangedRowsAreSkippedUntilInvalidated() {
        let painter = CanvasPainter(colors: nil)
        let picture = canvas(["first", "second", "", ""])
        painter.paint(picture, rows: 4, columns: 12)
        mvwaddstr(bookdir_stdscr(), 0, 0, "XX")
        var changed = picture
        changed[0, 1] = Cell(text: "S")
        painter.paint(changed, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "XXrst       ")
        XCTAssertEqual(row(1), "Second      ")
        painter.invalidate()
        painter.paint(changed, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "first       ")
    }

    func testOnlyTheRunsOfChangedCellsAreWritten() {
        let painter = CanvasPainter(colors: nil)
        let picture = canvas(["abcdefghijkl", "", "", ""])
        painter.paint(picture, rows: 4, columns: 12)
        mvwaddstr(bookdir_stdscr(), 0, 0, "XXXXXXXXXXXX")
        var changed = picture
        changed[5, 0] = Cell(text: "F")
        changed[9, 0] = Cell(text: "J")
        painter.paint(changed, rows: 4, columns: 12)
        // Each run is written from the cell left of its first change.
        XCTAssertEqual(row(0), "XXXXeFXXiJXX")
    }

    func testAWideGraphemeIsRedrawnWhenOnlyTheCellsAroundItChange() {
        let painter = CanvasPainter(colors: nil)
        var picture = canvas(["ab", "", "", ""])
        picture[2, 0] = Cell(text: "日")
        picture[3, 0] = Cell(text: "", isContinuation: true)
        painter.paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "ab日        ")
        var changed = picture
        changed[3, 0] = Cell(text: "c")
        painter.paint(changed, rows: 4, columns: 12)
        // Without its continuation the wide grapheme no longer fits its one cell.
        XCTAssertEqual(row(0), "ab?c        ")
        painter.paint(picture, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "ab日        ")
        changed = picture
        changed[1, 0] = Cell(text: "日")
        changed[2, 0] = Cell(text: "", isContinuation: true)
        changed[3, 0] = Cell(text: "d")
        painter.paint(changed, rows: 4, columns: 12)
        XCTAssertEqual(row(0), "a日d        ")
    }

    func testCanvasLargerOrSmallerThanTheScreenIsClipped() {
        let painter = CanvasPainter(colors: nil)
        painter.paint(canvas(["a much longer row than fits", "2", "3", "4", "5", "6"], width: 30), rows: 4, columns: 12)
        XCTAssertEqual((0..<4).map(row), ["a much longe", "2           ", "3           ", "4           "])
        painter.paint(canvas(["tiny"], width: 4), rows: 4, columns: 12)
        XCTAssertEqual((0..<2).map(row), ["tiny        ", "            "])
        painter.paint(Canvas(width: 0, height: 0), rows: 4, columns: 12)
        XCTAssertEqual(row(0), "            ")
    }

    func testCursorIsPlacedOnlyWhenTheCanvasAsksForIt() {
        let painter = CanvasPainter(colors: nil)
        var picture = canvas(["name: ab", "", "", ""])
        picture.cursor = CursorPosition(x: 8, y: 0)
        painter.paint(picture, rows: 4, columns: 12)
        XCTAssertEqual([getcury(bookdir_stdscr()), getcurx(bookdir_stdscr())], [0, 8])
    }
}
