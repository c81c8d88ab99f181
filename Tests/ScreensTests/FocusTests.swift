import Catalog
import Screens
import TestSupport
import Widgets
import XCTest

/// The cursor follows the focus (issue 30): in every pane, overlay and form the frame's focus is
/// on the selected row's first column, the focused button or choice, the help's first line, the
/// top of a book's detail — the place a screen reader reads.
final class FocusTests: XCTestCase {
    /// The row of `frame` the focus is on, from the focus's column, and the focus's column.
    private func focused(_ harness: ScreensHarness, width: Int = 80, height: Int = 24) -> (text: String, x: Int, y: Int)? {
        let frame = harness.frame(width: width, height: height)
        guard let focus = frame.focus else { return nil }
        let row = frame.lines[focus.y]
        return (String(row.dropFirst(focus.x)), focus.x, focus.y)
    }

    func testTheFocusIsOnTheSelectedRowInEveryListAndMovesWithIt() throws {
        for (width, height) in [(80, 24), (40, 12)] {
            let harness = ScreensHarness(width: width, height: height)
            let first = try XCTUnwrap(focused(harness, width: width, height: height))
            harness.press(.down, .down)
            let third = try XCTUnwrap(focused(harness, width: width, height: height))
            XCTAssertEqual(third.y, first.y + 2, "\(width)×\(height)")
            XCTAssertEqual(third.x, 0)
            let title = harness.root.booksScreen.books[2].title
            XCTAssertTrue(third.text.hasPrefix(String(title.prefix(4))), "\(third.text) for \(title)")
        }
    }

    func testTheFocusIsOnTheDetailsTopTheHelpsFirstLineAndTheSavePickersChoice() throws {
        let harness = ScreensHarness()
        harness.press(.enter)
        let detail = try XCTUnwrap(focused(harness))
        XCTAssertTrue(detail.text.hasPrefix(harness.root.booksScreen.books[0].title), detail.text)
        harness.press(.escape, .character("?"))
        XCTAssertEqual(try XCTUnwrap(focused(harness)).text.trimmingCharacters(in: .whitespaces).hasPrefix("Books"), true)
        harness.press(.escape, .character("s"))
        let choice = try XCTUnwrap(focused(harness))
        XCTAssertTrue(choice.text.hasPrefix("Reading list"), choice.text)
    }

    func testInTheSuggestionFormTheFocusIsTheFieldsCursorThenThePickerThenTheButton() throws {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        let frame = harness.frame(width: 80, height: 24)
        XCTAssertNotNil(frame.cursor, "the title field shows the text cursor")
        harness.press(.tab, .tab)
        let picker = try XCTUnwrap(focused(harness))
        XCTAssertNil(harness.frame(width: 80, height: 24).cursor)
        XCTAssertTrue(picker.text.hasPrefix("Choose"), picker.text)
        harness.press(.tab)
        let send = try XCTUnwrap(focused(harness))
        XCTAssertTrue(send.text.hasPrefix("Send"), "\(send) in\n\(harness.frame(width: 80, height: 24).lines.joined(separator: "\n"))")
    }
}
