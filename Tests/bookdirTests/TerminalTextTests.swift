@testable import bookdir
import XCTest

final class TerminalTextTests: XCTestCase {
    func testControlBidiAndSeparatorCharactersAreEscapedVisibly() {
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[31mb"), "a\\u{1B}[31mb")
        XCTAssertEqual(TerminalText.escaped("\u{0}\u{7}\u{7F}\u{85}\u{9F}"), "\\u{00}\\u{07}\\u{7F}\\u{85}\\u{9F}")
        XCTAssertEqual(TerminalText.escaped("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"),
                       "\\u{202A}\\u{202E}\\u{2066}\\u{2069}\\u{200E}\\u{200F}\\u{61C}")
        XCTAssertEqual(TerminalText.escaped("line\u{2028}para\u{2029}"), "line\\u{2028}para\\u{2029}")
        XCTAssertEqual(TerminalText.escaped("Peña 日本 👋🏽 e\u{301}"), "Peña 日本 👋🏽 e\u{301}")
    }

    func testDisplayWidthCountsWideCharactersTwiceAndMarksNotAtAll() {
        XCTAssertEqual(TerminalText.displayWidth("abc"), 3)
        XCTAssertEqual(TerminalText.displayWidth("日本語"), 6)
        XCTAssertEqual(TerminalText.displayWidth("e\u{301}"), 1)
        XCTAssertEqual(TerminalText.displayWidth("👋🏽"), 2)
        XCTAssertEqual(TerminalText.displayWidth("한국"), 4)
    }

    func testTruncationCutsByCellsAndEndsWithAnEllipsis() {
        XCTAssertEqual(TerminalText.truncated("The Snowy Day", toWidth: 13), "The Snowy Day")
        XCTAssertEqual(TerminalText.truncated("The Snowy Day", toWidth: 8), "The Sno…")
        XCTAssertEqual(TerminalText.truncated("日本語のタイトル", toWidth: 6), "日本…")
        XCTAssertEqual(TerminalText.truncated("日本語のタイトル", toWidth: 5), "日本…")
        XCTAssertEqual(TerminalText.truncated("abc", toWidth: 0), "")
        XCTAssertEqual(TerminalText.truncated("abc", toWidth: 1), "…")
    }

    func testJSONPostProcessingEscapesWhatTheEncoderLeavesRaw() {
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars("{\n  \"a\" : \"x\u{7F}\u{85}\u{2028}\u{202E}é\"\n}"),
                       "{\n  \"a\" : \"x\\u007f\\u0085\\u2028\\u202eé\"\n}")
    }
}
