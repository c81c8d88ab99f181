import Catalog
import Foundation
import Screens
import TestSupport
import Widgets
import XCTest

/// A catalog with one enormous field (a title or description of megabytes) lays out only the
/// start of it, with "…", so that the app stays responsive (the time is measured by the
/// benchmarks, never asserted here: the tests pin what is laid out).
final class HugeFieldTests: XCTestCase {
    static let huge = String(repeating: "Enormous words again ", count: 250_000)  // 5 MB

    func testTheDetailViewLaysOutOnlyTheStartOfAnEnormousField() {
        let title = Book(id: "title", title: Self.huge, author: "Ann Author", category: .pictureBook, description: "d")
        let description = Book(id: "description", title: "Huge", author: "Ann Author", category: .pictureBook,
                               description: Self.huge)
        let harness = ScreensHarness(store: FakeBookStore(books: [title, description]))
        harness.press(.enter)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HugeTitle-80x24")
        harness.press(.end)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HugeTitleEnd-80x24")
        harness.press(.escape, .down, .enter, .end)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HugeDescriptionEnd-80x24")
    }

    func testSearchResultsShowOnlyTheStartOfAnEnormousDescription() {
        let book = Book(id: "huge", title: "Huge", author: "Ann Author", category: .pictureBook,
                        description: Self.huge + "needle at the end")
        let harness = ScreensHarness(store: FakeBookStore(books: [book]))
        harness.press(.character("2"))
        harness.type("needle")
        harness.drawFrame()
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HugeSearch-80x24")
    }
}
