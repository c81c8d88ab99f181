import Widgets
import TestSupport
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testASCIIIsOneCellEach() {
        XCTAssertEqual(DisplayWidth.of(Character("a")), 1)
        XCTAssertEqual(DisplayWidth.of(Character(" ")), 1)
        XCTAssertEqual(DisplayWidth.of("Hello, world!"), 13)
        XCTAssertEqual(DisplayWidth.of(""), 0)
    }

    func testAccentedLetterIsOneCellComposedOrDecomposed() {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        XCTAssertEqual(decomposed.count, 1)
        XCTAssertEqual(DisplayWidth.of(composed), 1)
        XCTAssertEqual(DisplayWidth.of(decomposed), 1)
        XCTAssertEqual(DisplayWidth.of("Cafe\u{301} au lait"), 12)
    }

    func testCombiningMarksAloneTakeNoCell() {
        XCTAssertEqual(DisplayWidth.of(Character("\u{301}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{200D}")), 0, "zero-width joiner")
        XCTAssertEqual(DisplayWidth.of(Character("\u{FE0F}")), 0, "variation selector 16")
        XCTAssertEqual(DisplayWidth.of(Character("\u{20DD}")), 0, "enclosing circle")
        XCTAssertEqual(DisplayWidth.of("a\u{301}\u{302}\u{303}\u{304}"), 1, "stacked marks on one base")
    }

    func testCJKIsTwoCells() {
        XCTAssertEqual(DisplayWidth.of("日本語"), 6)
        XCTAssertEqual(DisplayWidth.of("한국어"), 6, "Hangul syllables")
        XCTAssertEqual(DisplayWidth.of("カタカナ"), 8)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4, "fullwidth Latin")
        XCTAssertEqual(DisplayWidth.of("\u{3000}"), 2, "ideographic space")
        XCTAssertEqual(DisplayWidth.of("\u{20000}"), 2, "CJK extension B")
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2, "decomposed Hangul syllable")
    }

    func testEmojiAreTwoCellsAsOneGrapheme() {
        XCTAssertEqual(DisplayWidth.of("😀"), 2)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2, "skin-tone modifier")
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(DisplayWidth.of(family), 2, "ZWJ family")
        XCTAssertEqual(DisplayWidth.of("🇳🇬"), 2, "flag")
        XCTAssertEqual(DisplayWidth.of("❤\u{FE0F}"), 2, "text-default emoji with VS16")
        XCTAssertEqual(DisplayWidth.of("1\u{FE0F}\u{20E3}"), 2, "keycap")
        XCTAssertEqual(DisplayWidth.of("❤"), 1, "text presentation by default")
        XCTAssertEqual(DisplayWidth.of("😀\u{FE0E}"), 1, "VS15 asks for text presentation")
    }

    func testNarrowSymbolsAndOtherScripts() {
        XCTAssertEqual(DisplayWidth.of("…×─│"), 4, "ambiguous width counts one")
        XCTAssertEqual(DisplayWidth.of("مرحبا"), 5, "Arabic")
        XCTAssertEqual(DisplayWidth.of("שלום"), 4, "Hebrew")
        XCTAssertEqual(DisplayWidth.of("Ñandú"), 5)
        XCTAssertEqual(DisplayWidth.of("co\u{AD}op"), 5, "soft hyphen, drawn by terminals")
        XCTAssertEqual(DisplayWidth.of("a\u{200B}b"), 2, "zero-width space")
    }

    func testControlCharactersCountZeroBeforeEscaping() {
        XCTAssertEqual(DisplayWidth.of("\u{1B}"), 0)
        XCTAssertEqual(DisplayWidth.of(SafeText.visible("\u{1B}")), 2)
    }
}
