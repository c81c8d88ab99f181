import Widgets
import XCTest

/// The command line lays out text with the same width and escapes as the app (one implementation).
final class TextFitTests: XCTestCase {
    func testControlBidiAndSeparatorCharactersAreEscapedVisibly() {
        XCTAssertEqual(SafeText.visible("a\u{1B}[31mb"), "a^[[31mb")
        XCTAssertEqual(SafeText.visible("\u{0}\u{7}\u{7F}\u{85}\u{9F}"), "^@^G^?<U+0085><U+009F>")
        XCTAssertEqual(SafeText.visible("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"),
                       "<U+202A><U+202E><U+2066><U+2069><U+200E><U+200F><U+061C>")
        XCTAssertEqual(SafeText.visible("line\u{2028}para\u{2029}"), "line<U+2028>para<U+2029>")
        XCTAssertEqual(SafeText.visible("Peña 日本 👋🏽 e\u{301}"), "Peña 日本 👋🏽 e\u{301}")
    }

    func testDisplayWidthCountsWideCharactersTwiceAndMarksNotAtAll() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("日本語"), 6)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("👋🏽"), 2)
        XCTAssertEqual(DisplayWidth.of("한국"), 4)
    }

    func testTruncationCutsByCellsAndEndsWithAnEllipsis() {
        XCTAssertEqual(TextFit.truncated("The Snowy Day", toWidth: 13), "The Snowy Day")
        XCTAssertEqual(TextFit.truncated("The Snowy Day", toWidth: 8), "The Sno…")
        XCTAssertEqual(TextFit.truncated("日本語のタイトル", toWidth: 6), "日本…")
        XCTAssertEqual(TextFit.truncated("日本語のタイトル", toWidth: 5), "日本…")
        XCTAssertEqual(TextFit.truncated("abc", toWidth: 0), "")
        XCTAssertEqual(TextFit.truncated("abc", toWidth: 1), "…")
    }
}
