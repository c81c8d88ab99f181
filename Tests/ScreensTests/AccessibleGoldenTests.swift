import Catalog
import Screens
import TestSupport
import Widgets
import XCTest

/// The accessible mode's screens (issue 30), at 80×24 and 40×12: a ">" on the selected row
/// besides reverse video, "saved" for ✓, "award:" for ★, "Done:" and "Error:" for ✓ and ✗, arrows
/// named in the status bar and help, positions as words ("book 3 of 29").
final class AccessibleGoldenTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Glyphs.current = .words
    }

    override func tearDown() {
        Glyphs.current = .symbols
        super.tearDown()
    }

    /// The fixture's books, the first with two awards.
    private static let books: [Book] = {
        var books = ScreensFixture.books
        books[0].awards = [Award(.newbery, year: 2016, level: .winner), Award(.caldecott, year: 2016, level: .honor)]
        return books
    }()

    private func assertGolden(_ name: String, file: StaticString = #filePath, line: UInt = #line, script: (ScreensHarness) -> Void) {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = ScreensHarness(store: FakeBookStore(books: Self.books), width: width, height: height)
            script(harness)
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas, file: file, line: line)
            GoldenScreen.assert(canvas, matches: "Accessible-\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    func testBooksWithASavedAndAMarkedBookAndTheSelection() {
        assertGolden("Books") { harness in
            harness.press(.character("s"), .enter)
            harness.press(.down, .character(" "))
        }
    }

    func testABooksDetailWithItsAwards() {
        assertGolden("Detail") { harness in
            harness.press(.enter)
        }
    }

    func testTheHelpNamesTheArrows() {
        assertGolden("Help") { harness in
            harness.press(.character("?"))
        }
    }

    func testASentSuggestionSaysDone() {
        assertGolden("Sent") { harness in
            harness.press(.character("3"))
            harness.type("Juna's Jar")
            harness.press(.tab)
            harness.type("Jane Bahk")
            harness.press(.tab, .character("p"), .tab, .enter)
        }
    }
}
