import Catalog
import Screens
import TestSupport
import XCTest

/// Issue 33, item 14: the detail view's link is drawn alone on its rows, from the pane's first
/// column across its whole width, never spaced or cut with "…", so that a terminal's URL
/// detection and selection take it whole; the message after copying says its warning first, so
/// that it is seen whole at 80 and at 40 columns.
final class DetailLinkTests: XCTestCase {
    static let link = "https://openlibrary.org/search?title=Brown%20Girl%20Dreaming&author=Jacqueline%20Woodson"

    /// The app at `width`×`height` with Brown Girl Dreaming (Books → Middle Grade, the first) open.
    private func detail(width: Int, height: Int) -> ScreensHarness {
        let harness = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), width: width, height: height)
        harness.press(.character("m"), .enter)
        return harness
    }

    func testTheLinkFillsWholeRowsFromTheFirstColumn() {
        for (width, height) in [(80, 24), (100, 30)] {
            let frame = detail(width: width, height: height).frame(width: width, height: height)
            guard let first = frame.lines.firstIndex(where: { $0.hasPrefix("https://") }) else {
                return XCTFail("no row starts with the link at \(width)×\(height):\n\(frame.lines.joined(separator: "\n"))")
            }
            let rows = (Self.link.count + width - 1) / width
            let pieces = frame.lines[first ..< first + rows]
            XCTAssertEqual(pieces.joined().trimmingCharacters(in: .whitespaces), Self.link, "\(width)×\(height)")
            XCTAssertTrue(pieces.dropLast().allSatisfy { $0.count == width && !$0.contains(" ") }, "\(width)×\(height)")
            XCTAssertEqual(frame.lines[first + rows].trimmingCharacters(in: .whitespaces), "", "\(width)×\(height)")
        }
    }

    func testTheCopyMessageShowsItsWarningWhole() {
        for (width, height) in [(80, 24), (40, 12)] {
            let harness = detail(width: width, height: height)
            harness.press(.character("c"))
            let frame = harness.frame(width: width, height: height)
            let message = frame.lines[height - 3 ... height - 2].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            XCTAssertTrue(message.hasPrefix("Copied if your terminal allows it; if pasting gives nothing, it does not:"),
                          "\(width)×\(height): \(message)")
            XCTAssertEqual(harness.actions.copied.last, "Brown Girl Dreaming by Jacqueline Woodson — \(Self.link)")
        }
    }
}
