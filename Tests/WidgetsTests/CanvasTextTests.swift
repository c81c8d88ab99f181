import Widgets
import TestSupport
import XCTest

final class CanvasTextTests: XCTestCase {
    private func canvas(_ width: Int, _ height: Int = 1) -> Canvas { Canvas(width: width, height: height) }

    func testTextThatFitsIsPlacedAsIs() {
        var c = canvas(10)
        XCTAssertEqual(c.put("Hello", x: 2, y: 0), 5)
        XCTAssertEqual(c.lines, ["  Hello   "])
    }

    func testTextCutWithEllipsisAtExactWidths() {
        var c = canvas(12)
        c.put("abcdef", x: 0, y: 0, width: 6)
        XCTAssertEqual(c.line(0), "abcdef      ", "exactly fits: no ellipsis")
        c = canvas(12)
        XCTAssertEqual(c.put("abcdefg", x: 0, y: 0, width: 6), 6)
        XCTAssertEqual(c.line(0), "abcde…      ")
        c = canvas(12)
        c.put("abc", x: 0, y: 0, width: 1)
        XCTAssertEqual(c.line(0), "…           ")
        c = canvas(12)
        XCTAssertEqual(c.put("abc", x: 0, y: 0, width: 0), 0)
        XCTAssertEqual(c.line(0), "            ")
    }

    func testCutAtCanvasEdgeWithoutWidth() {
        var c = canvas(5)
        c.put("Hello, world", x: 1, y: 0)
        XCTAssertEqual(c.line(0), " Hel…")
    }

    func testWideGraphemesAreNeverHalfDrawn() {
        var c = canvas(8)
        c.put("日本語", x: 0, y: 0, width: 6)
        XCTAssertEqual(c.line(0), "日本語  ")
        XCTAssertTrue(c[1, 0].isContinuation)

        c = canvas(8)
        XCTAssertEqual(c.put("日本語", x: 0, y: 0, width: 5), 5)
        XCTAssertEqual(c.line(0), "日本…   ", "ellipsis right after two wide")

        c = canvas(8)
        XCTAssertEqual(c.put("日本語", x: 0, y: 0, width: 4), 3)
        XCTAssertEqual(c.line(0), "日…     ", "the wide grapheme that would straddle is left out")
        XCTAssertFalse(c[3, 0].isContinuation)

        c = canvas(8)
        XCTAssertEqual(c.put("日本語", x: 0, y: 0, width: 4, truncation: .clip), 4)
        XCTAssertEqual(c.line(0), "日本    ")
        c = canvas(8)
        XCTAssertEqual(c.put("日本語", x: 0, y: 0, width: 3, truncation: .clip), 3)
        XCTAssertEqual(c.line(0), "日      ", "clip puts a space where the wide grapheme would straddle")

        c = canvas(3)
        c.put("a日", x: 1, y: 0)
        XCTAssertEqual(c.line(0), " a…", "at the canvas edge")
        CanvasChecks.assertIntact(c)
    }

    func testEmojiAndCombiningMarksKeepTheirColumns() {
        var c = canvas(10)
        c.put("👍🏽e\u{301}|", x: 0, y: 0)
        XCTAssertEqual(c.line(0), "👍🏽e\u{301}|      ")
        XCTAssertEqual(c[3, 0].text, "|")
        c = canvas(6)
        c.put("\u{301}ab", x: 0, y: 0)
        XCTAssertEqual(c.line(0), "ab    ", "a lone mark at the start has nothing to join and is dropped")
        CanvasChecks.assertIntact(c)
    }

    func testControlCharactersAreDrawnEscaped() {
        var c = canvas(20)
        c.put("a\u{1B}]0;x\u{7}\u{202E}b", x: 0, y: 0)
        XCTAssertEqual(c.line(0), "a^[]0;x^G<U+202E>b  ")
        c = canvas(6)
        c.put("ab\u{1B}[2J", x: 0, y: 0)
        XCTAssertEqual(c.line(0), "ab^[[…")
        CanvasChecks.assertIntact(c)
    }

    func testOverwritingHalfOfAWideGraphemeBlanksTheOtherHalf() {
        var c = canvas(6)
        c.put("日本語", x: 0, y: 0)
        c.put("x", x: 1, y: 0)
        XCTAssertEqual(c.line(0), " x本語")
        CanvasChecks.assertIntact(c)

        c = canvas(6)
        c.put("日本語", x: 0, y: 0)
        c.put("x", x: 2, y: 0)
        XCTAssertEqual(c.line(0), "日x 語")
        CanvasChecks.assertIntact(c)

        c = canvas(6)
        c.put("日本語", x: 0, y: 0)
        c.put("中", x: 1, y: 0)
        XCTAssertEqual(c.line(0), " 中 語")
        CanvasChecks.assertIntact(c)

        c = canvas(6)
        c.put("日本語", x: 0, y: 0)
        c.fill(Rect(x: 3, y: 0, width: 2, height: 1), style: .plain)
        XCTAssertEqual(c.line(0), "日    ")
        CanvasChecks.assertIntact(c)
    }

    func testHighlightedRangesUseCharacterOffsetsOfTheOriginalText() {
        var c = canvas(12)
        let highlight = Style(bold: true)
        c.put("Ne\u{301}e日x", highlighting: [1..<2, 3..<4], x: 0, y: 0, highlightStyle: highlight)
        XCTAssertEqual(c.line(0), "Ne\u{301}e日x      ")
        XCTAssertEqual(CanvasChecks.attributes(c, row: 0), ".B.BB.......")

        c = canvas(12)
        c.put("\u{1B}abc", highlighting: [0..<1, 2..<3], x: 0, y: 0, highlightStyle: highlight)
        XCTAssertEqual(c.line(0), "^[abc       ")
        XCTAssertEqual(CanvasChecks.attributes(c, row: 0), "BB.B........", "an escape takes its source's style")

        c = canvas(12)
        c.put("abc", highlighting: [-5..<1, 2..<99, 3..<1000], x: 0, y: 0, highlightStyle: highlight)
        XCTAssertEqual(CanvasChecks.attributes(c, row: 0), "B.B.........", "ranges are clipped")
    }

    func testFillClipsToTheCanvas() {
        var c = canvas(4, 2)
        c.fill(Rect(x: -3, y: -3, width: 100, height: 4), style: Style(reverse: true))
        XCTAssertEqual(CanvasChecks.attributes(c, row: 0), "RRRR")
        XCTAssertEqual(CanvasChecks.attributes(c, row: 1), "....")
        c.fill(Rect(x: 1, y: 1, width: 2, height: 1), with: "#")
        XCTAssertEqual(c.lines, ["    ", " ## "])
        c.fill(Rect(x: 0, y: 1, width: 4, height: 1), with: "\u{1B}")
        XCTAssertEqual(c.line(1), "    ", "an unsafe fill character fills with spaces")
    }

    func testEveryOperationIsSafeAtTinySizes() {
        let samples = ["", "a", "日", "👨\u{200D}👩\u{200D}👧", "\u{1B}[2J", "e\u{301}", String(repeating: "x", count: 500)]
        for (width, height) in [(0, 0), (1, 1), (2, 1), (1, 2), (0, 3), (3, 0)] {
            for sample in samples {
                for x in -3...3 {
                    for y in -1...2 {
                        var c = Canvas(width: width, height: height)
                        c.put(sample, x: x, y: y)
                        c.put(sample, x: x, y: y, width: 1)
                        c.put(sample, x: x, y: y, width: Int.max, truncation: .clip)
                        c.put(sample, highlighting: [0..<1], x: x, y: y, highlightStyle: .highlight)
                        c.fill(Rect(x: x, y: y, width: 2, height: 2))
                        c.drawBox(Rect(x: x, y: y, width: 3, height: 3), title: sample)
                        c.putWrapped(sample, in: Rect(x: x, y: y, width: 2, height: 2))
                        c.showCursor(x: x, y: y)
                        CanvasChecks.assertIntact(c)
                        XCTAssertEqual(c.cells.count, width * height)
                    }
                }
            }
        }
        var one = Canvas(width: 1, height: 1)
        one.put("日", x: 0, y: 0)
        XCTAssertEqual(one.lines, ["…"], "a wide grapheme in one cell becomes the ellipsis")
        var two = Canvas(width: 2, height: 1)
        two.put("日", x: 1, y: 0)
        XCTAssertEqual(two.lines, [" …"])
        two.put("日", x: Int.min, y: 0)
        two.put("日", x: Int.max, y: Int.max)
        XCTAssertEqual(two.lines, [" …"])
        XCTAssertNil(two.cell(x: 2, y: 0))
    }

    func testNegativeColumnsAreSkipped() {
        var c = canvas(4)
        c.put("abcdef", x: -2, y: 0)
        XCTAssertEqual(c.line(0), "cdef")
        c = canvas(4)
        c.put("abcdefg", x: -2, y: 0)
        XCTAssertEqual(c.line(0), "cde…")
        c = canvas(4)
        c.put("日本", x: -1, y: 0)
        XCTAssertEqual(c.line(0), " 本 ", "the half left of the canvas is a space")
        CanvasChecks.assertIntact(c)
    }

    func testBoxDrawsItsBorderAndTitle() {
        var c = Canvas(width: 12, height: 3)
        c.drawBox(c.bounds, title: "Keys")
        XCTAssertEqual(c.lines, ["┌ Keys ────┐", "│          │", "└──────────┘"])
    }

    func testRectGeometry() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 5)
        XCTAssertEqual(Rect(x: 0, y: 0, width: -4, height: -1), Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(rect.intersection(Rect(x: 0, y: 0, width: 5, height: 5)), Rect(x: 2, y: 3, width: 3, height: 2))
        XCTAssertTrue(rect.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
        XCTAssertEqual(rect.top(2), Rect(x: 2, y: 3, width: 10, height: 2))
        XCTAssertEqual(rect.bottom(9), rect)
        XCTAssertEqual(rect.droppingTop(1), Rect(x: 2, y: 4, width: 10, height: 4))
        XCTAssertEqual(rect.droppingBottom(7), Rect(x: 2, y: 3, width: 10, height: 0))
        XCTAssertEqual(rect.centered(width: 4, height: 1), Rect(x: 5, y: 5, width: 4, height: 1))
        XCTAssertEqual(rect.centered(width: 40, height: 40), rect)
        XCTAssertEqual(rect.insetBy(dx: 6, dy: 1).width, 0)
        XCTAssertTrue(rect.contains(x: 11, y: 7))
        XCTAssertFalse(rect.contains(x: 12, y: 7))
    }
}
