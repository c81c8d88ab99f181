import Widgets
import TestSupport
import XCTest

final class SafeTextTests: XCTestCase {
    func testC0ControlsAndDELUseCaretNotation() {
        XCTAssertEqual(SafeText.visible("\u{0}"), "^@")
        XCTAssertEqual(SafeText.visible("\u{7}"), "^G")
        XCTAssertEqual(SafeText.visible("a\tb\nc\r"), "a^Ib^Jc^M")
        XCTAssertEqual(SafeText.visible("\u{1B}"), "^[")
        XCTAssertEqual(SafeText.visible("\u{1F}"), "^_")
        XCTAssertEqual(SafeText.visible("\u{7F}"), "^?")
        XCTAssertEqual(SafeText.visible("\r\n"), "^M^J", "CR LF is one grapheme but two controls")
    }

    func testEscapeSequencesFromDataAreShownNotObeyed() {
        XCTAssertEqual(SafeText.visible("\u{1B}[31mred\u{1B}[0m"), "^[[31mred^[[0m")
        XCTAssertEqual(SafeText.visible("\u{1B}]52;c;aGk=\u{7}"), "^[]52;c;aGk=^G", "OSC 52 clipboard")
        XCTAssertEqual(SafeText.visible("\u{1B}]0;pwned\u{1B}\\"), "^[]0;pwned^[\\", "window title")
    }

    func testC1ControlsUseCodePointMarkers() {
        XCTAssertEqual(SafeText.visible("\u{9B}31m"), "<U+009B>31m", "8-bit CSI")
        XCTAssertEqual(SafeText.visible("\u{9D}0;x\u{9C}"), "<U+009D>0;x<U+009C>", "8-bit OSC and ST")
        XCTAssertEqual(SafeText.visible("\u{80}\u{85}"), "<U+0080><U+0085>")
    }

    func testBidiControlsUseCodePointMarkers() {
        XCTAssertEqual(SafeText.visible("abc\u{202E}def"), "abc<U+202E>def")
        XCTAssertEqual(SafeText.visible("\u{202A}\u{202B}\u{202C}\u{202D}"), "<U+202A><U+202B><U+202C><U+202D>")
        XCTAssertEqual(SafeText.visible("\u{2066}x\u{2069}"), "<U+2066>x<U+2069>")
        XCTAssertEqual(SafeText.visible("\u{2067}\u{2068}"), "<U+2067><U+2068>")
        XCTAssertEqual(SafeText.visible("\u{200F}"), "<U+200F>")
        XCTAssertEqual(SafeText.visible("a\u{2028}b"), "a<U+2028>b")
    }

    func testOrdinaryTextIsKept() {
        let samples = ["Ñandú", "日本語", "👨\u{200D}👩\u{200D}👧", "مرحبا", "e\u{301}", "Black Boy Joy"]
        for sample in samples {
            XCTAssertEqual(SafeText.visible(sample), sample)
            XCTAssertTrue(SafeText.isSafe(sample))
        }
        XCTAssertFalse(SafeText.isSafe("a\u{1B}"))
    }

    func testVisibleTextHasNoControlOrBidiScalarLeft() {
        var every = ""
        for value in UInt32(0)...0x9F { every.unicodeScalars.append(Unicode.Scalar(value)!) }
        for value in [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            every.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        let visible = SafeText.visible(every)
        XCTAssertTrue(SafeText.isSafe(visible))
        for scalar in visible.unicodeScalars {
            XCTAssertTrue(scalar.value >= 0x20 && scalar.value < 0x7F, "unexpected scalar \(scalar.value)")
        }
        XCTAssertEqual(SafeText.visible(visible), visible, "escaping is idempotent")
    }
}
