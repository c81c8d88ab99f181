import XCTest

@testable import Terminal

final class CellGlyphTests: XCTestCase {
    /// A small width table: CJK and emoji two columns, combining marks and ZWJ none, controls -1.
    private func columns(_ value: UInt32) -> Int {
        switch value {
        case 0..<0x20, 0x7F...0x9F: return -1
        case 0x300...0x36F, 0x200D, 0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: return 2
        case 0xE000...0xF8FF: return -1
        default: return 1
        }
    }

    private func glyph(_ text: String, cells: Int = 1) -> CellGlyph {
        CellGlyph.make(text: text, cells: cells, columns: columns)
    }

    func testPlainCharacterFillsItsCell() {
        XCTAssertEqual(glyph("a"), CellGlyph(characters: [0x61], padding: 0))
        XCTAssertEqual(glyph("é"), CellGlyph(characters: [0xE9], padding: 0))
    }

    func testEmptyTextIsASpace() {
        XCTAssertEqual(glyph(""), CellGlyph(characters: [0x20], padding: 0))
        XCTAssertEqual(glyph("", cells: 2), CellGlyph(characters: [0x20], padding: 1))
    }

    func testWideCharacterInTwoCells() {
        XCTAssertEqual(glyph("日", cells: 2), CellGlyph(characters: [0x65E5], padding: 0))
    }

    func testWideCharacterGivenOneCellBecomesAQuestionMark() {
        XCTAssertEqual(glyph("日", cells: 1), CellGlyph(characters: [0x3F], padding: 0))
    }

    func testNarrowCharacterGivenTwoCellsIsPadded() {
        XCTAssertEqual(glyph("a", cells: 2), CellGlyph(characters: [0x61], padding: 1))
    }

    func testControlCharactersAreNeverSent() {
        XCTAssertEqual(glyph("\u{1B}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{07}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{00}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{7F}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{9B}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{9D}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\r\n"), CellGlyph(characters: [0x3F], padding: 0))
    }

    func testControlCharacterAfterABaseIsDropped() {
        XCTAssertEqual(glyph("a\u{1B}"), CellGlyph(characters: [0x61], padding: 0))
    }

    func testUnprintableCharacterBecomesAQuestionMark() {
        XCTAssertEqual(glyph("\u{E000}"), CellGlyph(characters: [0x3F], padding: 0))
        XCTAssertEqual(glyph("\u{E000}", cells: 2), CellGlyph(characters: [0x3F], padding: 1))
    }

    func testCombiningMarksRideOnTheirBase() {
        XCTAssertEqual(glyph("e\u{301}"), CellGlyph(characters: [0x65, 0x301], padding: 0))
    }

    func testAtMostFourCombiningMarksAreKept() {
        let text = "a" + String(repeating: "\u{301}", count: 7)
        XCTAssertEqual(glyph(text), CellGlyph(characters: [0x61, 0x301, 0x301, 0x301, 0x301], padding: 0))
    }

    func testLoneCombiningMarkStandsOnASpace() {
        XCTAssertEqual(glyph("\u{301}"), CellGlyph(characters: [0x20, 0x301], padding: 0))
    }

    func testSequenceKeepsOnlyItsFirstSpacingCharacter() {
        // Woman, ZWJ, laptop: one grapheme, drawn as its first emoji so the columns stay put.
        XCTAssertEqual(glyph("👩\u{200D}💻", cells: 2), CellGlyph(characters: [0x1F469, 0x200D], padding: 0))
    }
}
