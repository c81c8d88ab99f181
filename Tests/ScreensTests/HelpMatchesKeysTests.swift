import XCTest
import Widgets
@testable import Screens

/// The help says what the keys do (issue 33, item 12): the Books help names every order `o`
/// steps through, and the Books status bar at 80 columns still shows the filter, search and mark keys.
final class HelpMatchesKeysTests: XCTestCase {
    func testTheBooksHelpNamesEveryOrderOStepsThrough() throws {
        let hint = try XCTUnwrap(KeyTable.books.helpSection.hints.first { $0.key == "o" })
        let named = hint.action.replacingOccurrences(of: "order: ", with: "").split(separator: ",")
        XCTAssertEqual(named.count, BooksScreen.orders.count, hint.action)
    }

    func testTheBooksStatusBarAtEightyColumnsHintsTheKeysOnceNeverShown() {
        let harness = ScreensHarness()
        let bar = harness.frame(width: 80, height: 24).lines.last ?? ""
        for key in ["? help", "Space mark", "/ search"] {
            XCTAssertTrue(bar.contains(key), "\(key) in \(bar)")
        }
    }
}
