import Catalog
import Search
import Screens
import TestSupport
import ViewModels
import Widgets
import XCTest

/// The Books pane's owned filter (`n N`) and owned mark, and `/` carrying it into Search, drawn
/// at 80×24 and 40×12 and compared with golden screens (Golden/Owned-*.txt).
final class OwnedPaneTests: XCTestCase {
    private let lincoln = OwnedBooks(library: "Lincoln", ids: ["last-stop-on-market-street", "love", "jada-jones-rock-star"])

    private func assertGolden(_ name: String, owned: OwnedBooks?, file: StaticString = #filePath, line: UInt = #line,
                              script: (ScreensHarness) -> Void) {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), width: width, height: height,
                                         owned: OwnedBooksSource { _ in owned })
            script(harness)
            GoldenScreen.assert(harness.frame(width: width, height: height), matches: "Owned-\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    func testOwnedRowsAreMarkedAndTheFilterStepsThroughOwnedAndNotOwned() {
        assertGolden("Marked", owned: lincoln) { _ in }
        assertGolden("NotOwned", owned: lincoln) { harness in harness.press(.character("p"), .character("n"), .character("n")) }
        assertGolden("Owned", owned: lincoln) { harness in harness.press(.character("N"), .character("N")) }
    }

    func testWithoutHoldingsTheFilterSaysHowToImportThem() {
        assertGolden("NoHoldings", owned: nil) { harness in harness.press(.character("n")) }
    }

    func testSlashSearchesWithinTheOwnedFilterAndTheSearchPaneAnswersIt() {
        let harness = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), owned: OwnedBooksSource { [lincoln] _ in lincoln })
        harness.press(.character("p"), .character("n"), .character("n"), .character("/"))
        XCTAssertEqual(harness.search.outputs.searchText.value, "category:PB owned:no ")
        XCTAssertEqual(harness.search.outputs.results.value.map(\.book.id).sorted(),
                       harness.books.outputs.books.value.map(\.id).sorted(), "Search finds the books the Books pane shows")
        XCTAssertFalse(harness.search.outputs.results.value.map(\.book.id).contains("love"))
    }
}
