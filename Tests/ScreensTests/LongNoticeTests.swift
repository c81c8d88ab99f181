import XCTest
import Widgets
@testable import Screens

/// A notice longer than the status row takes two rows, so its end — the path, the book, the
/// reason — is seen at 80 columns (issue 33, item 9); a short one keeps one row.
final class LongNoticeTests: XCTestCase {
    func testALongNoticeWrapsOntoTwoRowsAndKeepsItsEnd() {
        let harness = ScreensHarness()
        let notice = "Saved 12 books to Grade 2 read-alouds for the spring term; open it with 4, then Enter, to reorder or export them."
        harness.root.show(notice: notice)

        let lines = harness.frame(width: 80, height: 24).lines.map { $0.trimmingCharacters(in: .whitespaces) }

        XCTAssertEqual(lines[22] + " " + lines[23], notice)
        XCTAssertTrue(lines[23].hasSuffix("export them."), lines[23])
    }

    func testAShortNoticeKeepsOneRow() {
        let harness = ScreensHarness()
        let before = harness.frame(width: 80, height: 24).lines[22]
        harness.root.show(notice: "Saved 1 book to Grade 3.")

        let lines = harness.frame(width: 80, height: 24).lines
        XCTAssertEqual(lines[23].trimmingCharacters(in: .whitespaces), "Saved 1 book to Grade 3.")
        XCTAssertEqual(lines[22], before, "the pane's last row stays")
    }
}
