import Catalog
import XCTest
import TestSupport
@testable import Screens

/// A community word typed as plain words finds books by their text; the note under the field names
/// the `community:` term first, so at 80 columns the term is seen even when the note is cut.
final class CommunityWordNoteTests: XCTestCase {
    func testTheCommunityTermIsSeenAt80ColumnsBesideTheCount() {
        let book = Book(id: "eyes", title: "Eyes That Kiss in the Corners", author: "Joanna Ho", category: .pictureBook,
                        description: "An Asian American girl sees her family's beauty in her own eyes.")
        let harness = ScreensHarness(store: FakeBookStore(books: [book]))
        harness.press(.character("2"))
        harness.type("asian american")
        harness.drawFrame()

        let line = harness.frame(width: 80, height: 24).lines[2]
        XCTAssertTrue(line.hasPrefix("1 book matches · community:asian-american "), line)
    }
}
