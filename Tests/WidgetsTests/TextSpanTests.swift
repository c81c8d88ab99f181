import TestSupport
import XCTest

@testable import Widgets

/// Highlighted spans: cut at grapheme offsets, in ASCII and beyond.
final class TextSpanTests: XCTestCase {
    private func cut(_ text: String, _ ranges: [Range<Int>]) -> [String] {
        TextSpan.highlighting(text, ranges: ranges, highlight: .highlight).map { ($0.style == .highlight ? "[" : "") + $0.text + ($0.style == .highlight ? "]" : "") }
    }

    func testRangesMarkTheirCharactersAndTheRestIsPlain() {
        XCTAssertEqual(cut("The Snowy Day", [4..<9]), ["The ", "[Snowy]", " Day"])
        XCTAssertEqual(cut("The Snowy Day", [0..<3, 10..<13]), ["[The]", " Snowy ", "[Day]"])
        XCTAssertEqual(cut("The Snowy Day", [4..<6, 5..<9]), ["The ", "[Snowy]", " Day"], "overlaps merge")
        XCTAssertEqual(cut("The Snowy Day", [4..<9, 9..<10]), ["The ", "[Snowy ]", "Day"], "touching ranges merge")
    }

    func testRangesAreClipped() {
        XCTAssertEqual(cut("Day", [1..<50]), ["D", "[ay]"])
        XCTAssertEqual(cut("Day", [-3..<1]), ["[D]", "ay"])
        XCTAssertEqual(cut("Day", [5..<9]), ["Day"])
        XCTAssertEqual(cut("Day", [2..<2]), ["Day"])
        XCTAssertEqual(cut("Day", []), ["Day"])
        XCTAssertEqual(cut("", [0..<2]), [""])
    }

    func testOffsetsCountGraphemesOutsideASCII() {
        XCTAssertEqual(cut("Peña Núñez", [2..<4, 5..<10]), ["Pe", "[ña]", " ", "[Núñez]"])
        XCTAssertEqual(cut("e\u{301}te\u{301}", [1..<2]), ["e\u{301}", "[t]", "e\u{301}"])
        XCTAssertEqual(cut("月亮 moon", [0..<1, 3..<7]), ["[月]", "亮 ", "[moon]"])
        XCTAssertEqual(cut("a\r\nb", [1..<2]), ["a", "[\r\n]", "b"], "CR LF is one grapheme")
        XCTAssertEqual(cut("👩🏽‍🔬 lab", [0..<1]), ["[👩🏽‍🔬]", " lab"])
    }
}
