import TestSupport
import XCTest

@testable import Widgets

/// A cell's grapheme as plain data: what it keeps, and that it reads back as the text put in.
final class CellScalarsTests: XCTestCase {
    func testAGraphemeOfFiveScalarsOrFewerIsKeptWhole() {
        for text in ["a", "é", "e\u{301}", "日", "🇯🇵", "👍🏿", "👩🏽‍🔬", "👨‍👩‍👧", "", " "] {
            XCTAssertEqual(Cell(text: text).text, text, text.debugDescription)
            XCTAssertEqual(CellScalars(text).count, text.unicodeScalars.count, text.debugDescription)
        }
    }

    func testALongerGraphemeKeepsItsFirstFiveScalars() {
        let zalgo = "Z" + String(repeating: "\u{301}\u{302}", count: 10)
        let kept = CellScalars(zalgo)
        XCTAssertEqual(kept.count, CellScalars.capacity)
        XCTAssertEqual(kept.text.unicodeScalars.map(\.value), [0x5A, 0x301, 0x302, 0x301, 0x302])
        XCTAssertEqual(Cell(text: zalgo).text.count, 1, "still one grapheme")
    }

    func testACutThatEndsOnAJoinerDropsTheJoiner() {
        // 🧑🏾‍🤝‍🧑🏻 is 🧑 🏾 ZWJ 🤝 ZWJ 🧑 🏻: five scalars end on the second joiner.
        let people = "🧑🏾‍🤝‍🧑🏻"
        let kept = CellScalars(people)
        XCTAssertEqual(kept.text.unicodeScalars.map(\.value), [0x1F9D1, 0x1F3FE, 0x200D, 0x1F91D])
        // So two cut graphemes side by side stay two graphemes.
        XCTAssertEqual((kept.text + kept.text).count, 2)
    }

    func testAppendingStopsAtTheCapacity() {
        var scalars = CellScalars(ascii: 0x61)
        scalars.append(Character("\u{301}"))
        XCTAssertEqual(scalars.text, "a\u{301}")
        for _ in 0..<6 { scalars.append(Character("\u{302}")) }
        XCTAssertEqual(scalars.count, 5)
        XCTAssertFalse(scalars.append(Unicode.Scalar(0x303)!))
    }

    func testPrintableASCIIIsRecognisedAndNothingElse() {
        XCTAssertEqual(CellScalars("A").printableASCII, 0x41)
        XCTAssertEqual(CellScalars(" ").printableASCII, 0x20)
        XCTAssertEqual(CellScalars("~").printableASCII, 0x7E)
        XCTAssertNil(CellScalars("é").printableASCII)
        XCTAssertNil(CellScalars("e\u{301}").printableASCII)
        XCTAssertNil(CellScalars("").printableASCII)
        XCTAssertNil(CellScalars(ascii: 0x7F).printableASCII)
    }

    func testCellsCompareByTheirScalarsStyleAndHalf() {
        XCTAssertEqual(Cell(text: "a"), Cell(scalars: CellScalars(ascii: 0x61)))
        XCTAssertNotEqual(Cell(text: "a"), Cell(text: "b"))
        XCTAssertNotEqual(Cell(text: "a"), Cell(text: "a", style: .highlight))
        XCTAssertNotEqual(Cell(text: ""), Cell(text: "", isContinuation: true))
        XCTAssertEqual(Cell.blank.text, " ")
        var cell = Cell(text: "x")
        cell.text = "日"
        XCTAssertEqual(cell.scalars, CellScalars("日"))
    }
}
