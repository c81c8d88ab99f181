import TestSupport
import XCTest

@testable import Widgets

/// Printable ASCII is written straight from its bytes; these pin that path to what the
/// grapheme path draws.
final class CanvasASCIIPathTests: XCTestCase {
    private let author = [TextSpan("Kwame "), TextSpan("Alexander", style: .highlight)]

    /// A canvas of `#` so untouched cells show.
    private func marked(width: Int = 20) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.fill(canvas.bounds, with: "#")
        return canvas
    }

    private func styles(_ canvas: Canvas, _ range: Range<Int>) -> [Style] {
        range.map { canvas[$0, 0].style }
    }

    func testTextThatFitsIsWrittenWithItsStylesAndNothingElse() {
        var canvas = marked()
        XCTAssertEqual(canvas.put(author, x: 2, y: 0), 15)
        XCTAssertEqual(canvas.line(0), "##Kwame Alexander###")
        XCTAssertEqual(styles(canvas, 2..<8), Array(repeating: .plain, count: 6))
        XCTAssertEqual(styles(canvas, 8..<17), Array(repeating: .highlight, count: 9))
    }

    func testTheEllipsisTakesTheStyleOfTheFirstCharacterLeftOut() {
        var canvas = marked()
        XCTAssertEqual(canvas.put(author, x: 0, y: 0, width: 8), 8)
        XCTAssertEqual(canvas.line(0), "Kwame A…############")
        XCTAssertEqual(canvas[7, 0].style, .highlight)

        canvas = marked()
        canvas.put(author, x: 0, y: 0, width: 6)
        XCTAssertEqual(canvas.line(0), "Kwame…##############")
        XCTAssertEqual(canvas[5, 0].style, .plain, "the space left out is plain")

        canvas = marked()
        canvas.put(author, x: 0, y: 0, width: 7)
        XCTAssertEqual(canvas.line(0), "Kwame …#############")
        XCTAssertEqual(canvas[6, 0].style, .highlight, "the A left out is highlighted")

        canvas = marked()
        XCTAssertEqual(canvas.put(author, x: 0, y: 0, width: 1), 1)
        XCTAssertEqual(canvas.line(0), "…###################")
    }

    func testClippedTextStopsAtTheLimitAndTheEdge() {
        var canvas = marked()
        XCTAssertEqual(canvas.put(author, x: 0, y: 0, width: 8, truncation: .clip), 8)
        XCTAssertEqual(canvas.line(0), "Kwame Al############")

        canvas = marked(width: 10)
        XCTAssertEqual(canvas.put(author, x: 4, y: 0), 6, "the canvas edge limits it")
        XCTAssertEqual(canvas.line(0), "####Kwame…")
    }

    func testOverwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var canvas = marked(width: 8)
        canvas.put("日本", x: 2, y: 0)
        XCTAssertEqual(canvas.line(0), "##日本##")
        canvas.put("ab", x: 3, y: 0)
        XCTAssertEqual(canvas.line(0), "## ab ##")
        XCTAssertFalse((0..<8).contains { canvas[$0, 0].isContinuation })
    }

    /// Text cut before a non-ASCII character goes through the grapheme path; without that
    /// character, the same text goes through the ASCII path. Both must draw the same cells.
    func testBothPathsDrawTheSameCells() {
        var random = SystemRandomNumberGenerator()
        let styles: [Style] = [.plain, .highlight, .selection, .heading]
        for _ in 0..<500 {
            let spans = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                TextSpan(String((0..<Int.random(in: 0...8, using: &random)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x20..<0x7F, using: &random)))
                }), style: styles.randomElement(using: &random)!)
            }
            let total = spans.reduce(0) { $0 + $1.text.count }
            guard total > 1 else { continue }
            let width = Int.random(in: 1..<total, using: &random)
            let x = Int.random(in: 0..<6, using: &random)
            let truncation: Truncation = Bool.random(using: &random) ? .ellipsis : .clip
            var ascii = marked(width: 24)
            var general = marked(width: 24)
            let usedASCII = ascii.put(spans, x: x, y: 0, width: width, truncation: truncation)
            let usedGeneral = general.put(spans + [TextSpan("é")], x: x, y: 0, width: width, truncation: truncation)
            XCTAssertEqual(usedASCII, usedGeneral, "\(spans) width \(width) at \(x), \(truncation)")
            XCTAssertEqual(ascii, general, "\(spans) width \(width) at \(x), \(truncation)")
        }
    }
}

/// Accented Latin letters skip grapheme segmentation when nothing can join them; these pin that
/// shortcut to the grapheme-by-grapheme reading.
final class CanvasLatinPathTests: XCTestCase {
    /// Each grapheme of `text` as the general path reads it: its scalars and its width, a
    /// zero-width one riding on the grapheme before it.
    private func reference(_ text: String) -> [String] {
        var glyphs: [(CellScalars, Int)] = []
        for character in SafeText.visible(text) {
            let width = DisplayWidth.of(character)
            if width == 0 {
                if !glyphs.isEmpty { glyphs[glyphs.count - 1].0.append(character) }
            } else {
                glyphs.append((CellScalars(character), width))
            }
        }
        return glyphs.map { "\($0.0.text)/\($0.1)" }
    }

    private func glyphs(_ text: String) -> [String] {
        Canvas.glyphs(for: [TextSpan(text)]).map { "\($0.scalars.text)/\($0.width)" }
    }

    func testLatinLettersAreWholeGraphemesOnlyWhenNothingJoinsThem() {
        XCTAssertEqual(glyphs("Nguyễn Peña"), reference("Nguyễn Peña"))
        XCTAssertEqual(glyphs("é\u{301}"), ["é\u{301}/1"], "a combining mark after it joins it")
        XCTAssertEqual(glyphs("ñ\u{200D}"), ["ñ\u{200D}/1"], "so does a joiner")
        XCTAssertEqual(glyphs("ø日"), ["ø/1", "日/2"])
        XCTAssertEqual(glyphs("ʻŌlelo"), reference("ʻŌlelo"))
        XCTAssertEqual(glyphs("a\u{AD}b"), reference("a\u{AD}b"))
    }

    func testRandomMixturesReadAsTheGeneralPathReadsThem() {
        let pieces = ["a", "Z", " ", "é", "ñ", "ø", "ß", "Ō", "ʻ", "ễ", "Ṭ", "\u{301}", "\u{308}", "\u{200D}",
                      "日", "한", "👍", "🏿", "\u{AD}", "\u{A0}", "ǅ", "\u{2FF}", "\u{1EFF}", "\u{1F00}", "\u{0300}"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(glyphs(text), reference(text), text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
    }
}
