import Widgets
import XCTest

/// A paste without bracketed paste: typed text with a line break or tab inside, arrived at once.
final class KeyPasteTests: XCTestCase {
    private func keys(_ text: String) -> [Key] {
        text.map { $0 == "\n" ? .enter : $0 == "\t" ? .tab : .character($0) }
    }

    func testALineBreakOrTabBetweenCharactersMakesAPaste() {
        let run = Key.pastedRun(at: keys("Fr\ny\tB") + [.enter, .escape, .character("q")])
        XCTAssertEqual(run?.text, "Fr\ny\tB")
        XCTAssertEqual(run?.count, 6, "the line break after the last character is a key again")
        XCTAssertEqual(Key.pastedRun(at: keys("a\t\tb"))?.text, "a\t\tb")
    }

    func testTypingWithoutALineBreakInsideIsNoPaste() {
        XCTAssertNil(Key.pastedRun(at: keys("abc")))
        XCTAssertNil(Key.pastedRun(at: keys("a\n")))
        XCTAssertNil(Key.pastedRun(at: keys("\ta\tb")), "it must start with a character")
        XCTAssertNil(Key.pastedRun(at: keys("ab") + [.escape] + keys("\nc")))
    }
}
