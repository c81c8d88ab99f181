import Widgets
import TestSupport
import XCTest

final class TextWrapperTests: XCTestCase {
    func testWordsFillLinesGreedily() {
        XCTAssertEqual(TextWrapper.wrap("The quick brown fox jumps over the lazy dog", width: 10),
                       ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        XCTAssertEqual(TextWrapper.wrap("exactly ten", width: 11), ["exactly ten"])
    }

    func testLongWordsAreBroken() {
        XCTAssertEqual(TextWrapper.wrap("a supercalifragilistic word", width: 8),
                       ["a", "supercal", "ifragili", "stic", "word"])
    }

    func testWidthIsMeasuredInCells() {
        XCTAssertEqual(TextWrapper.wrap("日本語の本 です", width: 6), ["日本語", "の本", "です"])
        XCTAssertEqual(TextWrapper.wrap("日本", width: 3), ["日", "本"])
        XCTAssertEqual(TextWrapper.wrap("日", width: 1), ["日"], "too wide for any line: alone, cut when drawn")
    }

    func testLineBreaksAndBlankParagraphsAreKept() {
        XCTAssertEqual(TextWrapper.wrap("one\n\ntwo\r\nthree", width: 20), ["one", "", "two", "three"])
        XCTAssertEqual(TextWrapper.wrap("a   b\tc", width: 20), ["a b c"])
        XCTAssertEqual(TextWrapper.wrap("", width: 5), [""])
    }

    func testControlCharactersAreEscapedBeforeMeasuring() {
        XCTAssertEqual(TextWrapper.wrap("ab\u{1B}[1m cd", width: 6), ["ab^[[1", "m cd"])
    }

    func testNoLinesAtZeroWidthAndNoLineTooWide() {
        XCTAssertEqual(TextWrapper.wrap("anything", width: 0), [])
        XCTAssertEqual(TextWrapper.wrap("anything", width: -3), [])
        let text = String(repeating: "word 日本 👍🏽 e\u{301}xtra ", count: 50)
        for width in 2...30 {
            for line in TextWrapper.wrap(text, width: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), width)
            }
        }
    }

    func testMaxLinesStopsEarly() {
        let text = String(repeating: "many words here ", count: 1_000)
        XCTAssertEqual(TextWrapper.wrap(text, width: 10, maxLines: 2), ["many words", "here many"])
        XCTAssertEqual(TextWrapper.wrap("a\nb\nc", width: 10, maxLines: 2), ["a", "b"])
        XCTAssertEqual(TextWrapper.wrap("abcdefghij", width: 3, maxLines: 2), ["abc", "def"])
        XCTAssertEqual(TextWrapper.wrap("abc", width: 3, maxLines: 0), [])
    }
}
