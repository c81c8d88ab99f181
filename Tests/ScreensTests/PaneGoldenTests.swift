import Catalog
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import XCTest

/// Every pane in every state, drawn by the RootScreen at 80×24 and 40×12 and compared with
/// golden screens (Golden/Pane-*.txt), plus the attributes that carry meaning.
final class PaneGoldenTests: XCTestCase {
    static let sizes = [(80, 24), (40, 12)]

    /// For each size: a new app at that size, `script` played on it, the frame compared with
    /// `Pane-<name>-<w>x<h>.txt`.
    func assertGolden(
        _ name: String, store: @autoclosure () -> FakeBookStore = FakeBookStore(books: ScreensFixture.books), holdJobs: Bool = false,
        file: StaticString = #filePath, line: UInt = #line, script: (ScreensHarness) -> Void = { _ in }
    ) {
        for (width, height) in Self.sizes {
            let harness = ScreensHarness(store: store(), holdJobs: holdJobs, width: width, height: height)
            script(harness)
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas, file: file, line: line)
            GoldenScreen.assert(canvas, matches: "Pane-\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    static let corrupt = BookStoreError(
        kind: .corrupt(line: 3, column: 7), path: "/home/ana/.local/share/bookdir/books.json",
        message: "The catalog is not valid JSON (line 3, column 7): expected \",\" or \"}\" but found \"t\" "
            + "(/home/ana/.local/share/bookdir/books.json). Fix the file or point bookdir at another catalog with --catalog PATH.")

    static let diskFull = BookStoreError(
        kind: .writeFailed, path: "/home/ana/.local/share/bookdir/suggestions.json",
        message: "Could not write the suggestions file: No space left on device "
            + "(/home/ana/.local/share/bookdir/suggestions.json). Make sure its folder can be written "
            + "and the disk has free space, or choose another data folder with --data-dir PATH; "
            + "the suggestions already saved are unchanged.")

    static func unreadableStore() -> FakeBookStore {
        let store = FakeBookStore(books: ScreensFixture.books)
        store.failLoading(with: corrupt)
        return store
    }

    static func fullDiskStore() -> FakeBookStore {
        let store = FakeBookStore(books: ScreensFixture.books)
        store.failWriting(with: diskFull)
        return store
    }

    // MARK: - Books

    func testBooksLoaded() {
        assertGolden("BooksLoaded") { harness in
            harness.press(.down, .down)
        }
    }

    func testBooksFilteredScrolled() {
        assertGolden("BooksMiddleGradeEnd") { harness in
            harness.press(.character("m"), .character("G"))
        }
    }

    func testBooksLoading() {
        assertGolden("BooksLoading", holdJobs: true)
    }

    func testBooksEmpty() {
        assertGolden("BooksEmpty", store: FakeBookStore(books: []))
    }

    func testBooksError() {
        assertGolden("BooksError", store: Self.unreadableStore())
    }

    // MARK: - Search

    func testSearchPrompt() {
        assertGolden("SearchPrompt") { harness in
            harness.press(.character("2"))
        }
    }

    func testSearchResultsHighlighted() {
        assertGolden("SearchResults") { harness in
            harness.press(.character("2"))
            harness.type("woodson")
            harness.press(.down, .down)
        }
    }

    func testSearchMatchInTheDescription() {
        assertGolden("SearchDescription") { harness in
            harness.press(.character("2"))
            harness.type("grandmother")
            harness.press(.down)
        }
    }

    func testSearchNoMatch() {
        assertGolden("SearchNoMatch") { harness in
            harness.press(.character("2"))
            harness.type("zzyzx")
        }
    }

    func testSearchError() {
        assertGolden("SearchError", store: Self.unreadableStore()) { harness in
            harness.press(.character("2"))
        }
    }

    // MARK: - Detail

    /// Books → Middle Grade → Brown Girl Dreaming (the first) → detail.
    private func openBrownGirlDreaming(_ harness: ScreensHarness) {
        harness.press(.character("m"), .enter)
    }

    func testDetail() {
        assertGolden("Detail") { harness in
            openBrownGirlDreaming(harness)
        }
    }

    /// The facet row under the categories: f chose the first community (Black), w twice the first
    /// award family, o the title order; the counts are within the category.
    func testBooksWithCommunityAndAwardFiltersAndAnOrder() {
        let books = [
            Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], category: .pictureBook,
                 description: "D", year: 2020, communities: [.indigenous], awards: [Award(.caldecott, year: 2021, level: .winner)]),
            Book(id: "crown", title: "Crown: An Ode to the Fresh Cut", authors: ["Derrick Barnes"], category: .pictureBook,
                 description: "D", year: 2017, communities: [.black],
                 awards: [Award(.newbery, year: 2018, level: .honor), Award(.caldecott, year: 2018, level: .honor)]),
            Book(id: "thug", title: "The Hate U Give", authors: ["Angie Thomas"], category: .youngAdult, description: "D", year: 2017,
                 communities: [.black], awards: [Award(.printz, year: 2018, level: .honor)]),
            Book(id: "dear", title: "Dear Martin", authors: ["Nic Stone"], category: .youngAdult, description: "D", year: 2017,
                 communities: [.black]),
        ]
        assertGolden("BooksFacets", store: FakeBookStore(books: books)) { harness in
            harness.press(.character("f"), .character("w"), .character("w"), .character("o"))
        }
    }

    /// Illustrators, communities and awards under the credit line; "More by this author" finds
    /// the book one of the two authors wrote alone.
    func testDetailWithIllustratorsCommunitiesAndAwards() {
        let born = Book(
            id: "born", title: "The 1619 Project: Born on the Water", authors: ["Nikole Hannah-Jones", "Renée Watson"],
            illustrators: ["Nikkolas Smith"], category: .pictureBook,
            description: "A girl's family history assignment becomes a lesson in resistance and belonging.", year: 2021,
            communities: [.black], awards: [Award(.corettaScottKingIllustrator, year: 2022, level: .honor)])
        let piecing = Book(id: "piecing", title: "Piecing Me Together", authors: ["Renée Watson"], category: .youngAdult,
                           description: "Jade finds her voice.", year: 2017, communities: [.black],
                           awards: [Award(.newbery, year: 2018, level: .honor)])
        assertGolden("DetailFacets", store: FakeBookStore(books: [born, piecing])) { harness in
            harness.press(.enter)
        }
    }

    func testDetailCopied() {
        assertGolden("DetailCopied") { harness in
            openBrownGirlDreaming(harness)
            harness.press(.character("c"))
        }
    }

    func testDetailNoOpener() {
        assertGolden("DetailNoOpener") { harness in
            harness.actions.openResult = .notAvailable
            openBrownGirlDreaming(harness)
            harness.press(.character("o"))
        }
    }

    func testDetailScrolledToMoreByAuthor() {
        assertGolden("DetailMoreByAuthor") { harness in
            openBrownGirlDreaming(harness)
            harness.press(.character("G"))
            harness.press(.down, .down, .down)
        }
    }

    // MARK: - Suggestion

    private func fill(_ harness: ScreensHarness, title: String = "Red, White, and Whole",
                      author: String = "Rajani LaRocca", category: Character = "m") {
        harness.press(.character("3"))
        harness.type(title)
        harness.press(.tab)
        harness.type(author)
        harness.press(.tab, .character(category), .tab)
    }

    func testSuggestionEmpty() {
        assertGolden("SuggestionEmpty") { harness in
            harness.press(.character("3"))
        }
    }

    func testSuggestionFilled() {
        assertGolden("SuggestionFilled") { harness in
            fill(harness)
        }
    }

    func testSuggestionSent() {
        assertGolden("SuggestionSent") { harness in
            fill(harness)
            harness.press(.enter)
        }
    }

    func testSuggestionError() {
        assertGolden("SuggestionError", store: Self.fullDiskStore()) { harness in
            fill(harness)
            harness.press(.enter)
        }
    }

    func testSuggestionSending() {
        assertGolden("SuggestionSending", holdJobs: true) { harness in
            fill(harness)
            harness.worker.releaseAll()
            harness.press(.enter)
            XCTAssertEqual(harness.worker.pendingCount, 1)
        }
    }

    func testSuggestionAsksAboutATitleBeforeItsSubtitle() {
        assertGolden("SuggestionQuestion") { harness in
            fill(harness, title: "Jada Jones", author: "Kelly Starling Lyons", category: "c")
        }
    }

    func testSuggestionAsksAtTheFirstSendOfATitleASlipFromACatalogTitle() {
        assertGolden("SuggestionSendQuestion") { harness in
            fill(harness, title: "Brown Girl Dreming", author: "Jacqueline Woodson", category: "m")
            harness.press(.enter)
        }
    }

    func testSuggestionSaysATooLongTitleIsCut() {
        assertGolden("SuggestionTooLong") { harness in
            harness.press(.character("3"))
            harness.type(String(repeating: "Long title ", count: 19) + "and more")
        }
    }

    func testSuggestionLeftWithEscape() {
        assertGolden("SuggestionLeft") { harness in
            harness.press(.character("3"))
            harness.type("Half typed")
            harness.press(.escape)
        }
    }

    // MARK: - Hostile and strange text

    static func hostileStore() -> FakeBookStore {
        FakeBookStore(books: ScreensFixture.books + RootScreenFuzzTests.hostileBooks)
    }

    func testHostileTextInTheList() {
        assertGolden("HostileList", store: Self.hostileStore()) { harness in
            harness.press(.character("G"), .character("k"), .character("k"))
        }
    }

    func testHostileTextInTheDetail() {
        assertGolden("HostileDetail", store: Self.hostileStore()) { harness in
            harness.press(.character("G"), .character("k"), .character("k"), .enter)
        }
    }

    func testWideTextInTheDetail() {
        assertGolden("WideDetail", store: Self.hostileStore()) { harness in
            harness.press(.character("G"), .enter)
        }
    }

    func testDetailOpenedFromSearch() {
        assertGolden("SearchDetail") { harness in
            harness.press(.character("2"))
            harness.type("ghost")
            harness.press(.enter, .enter)
        }
    }

    // MARK: - Help and size

    func testHelpOverBooks() {
        assertGolden("HelpBooks") { harness in
            harness.press(.character("?"))
        }
    }

    func testHelpOverSearchResults() {
        assertGolden("HelpSearch") { harness in
            harness.press(.character("2"))
            harness.type("love")
            harness.press(.escape, .character("?"))
        }
    }

    func testHelpOverDetail() {
        assertGolden("HelpDetail") { harness in
            harness.press(.enter, .character("?"))
        }
    }

    func testHelpOverSuggestion() {
        assertGolden("HelpSuggestion") { harness in
            harness.press(.character("3"), .escape, .character("?"))
        }
    }

    func testTooSmall() {
        let harness = ScreensHarness()
        for (width, height) in [(39, 12), (80, 9), (12, 3)] {
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas)
            XCTAssertNil(canvas.cursor)
            GoldenScreen.assert(canvas, matches: "Pane-TooSmall-\(width)x\(height)")
        }
        for (width, height) in [(1, 1), (0, 0), (1, 0), (0, 5), (2, 1)] {
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas)
        }
    }

    // MARK: - Attributes

    func testSelectedRowIsReverseAndActiveTabMarked() {
        let harness = ScreensHarness()
        harness.press(.down)
        let canvas = harness.frame(width: 40, height: 12)
        // Row 0 tab bar, row 1 filters, row 2 headings, row 3 first book, row 4 the selected one.
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), "RRRRRRRRR" + String(repeating: ".", count: 31))
        XCTAssertTrue(canvas.line(0).hasPrefix("[1 Books]"))
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 4), String(repeating: "R", count: 40))
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 3).filter { $0 == "R" }, "")
        XCTAssertTrue(canvas.line(4).hasPrefix("Carmela Full of Wish… Matt de la Pe… PB"))

        harness.press(.character("2"))
        let search = harness.frame(width: 40, height: 12)
        // At 40 columns the five tabs do not fit: the others show only their numbers.
        XCTAssertTrue(search.line(0).hasPrefix(" 1  [2 Search]  3   4   5 "), search.line(0))
        XCTAssertEqual(CanvasChecks.attributes(search, row: 0).prefix(20), "....RRRRRRRRRR......")
    }

    func testSearchMatchesAreHighlighted() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        harness.type("ghost")
        harness.press(.down)
        let canvas = harness.frame(width: 80, height: 24)
        // Row 1 field, row 2 count, row 3 headings, row 4 the result "Ghost", selected.
        XCTAssertEqual(canvas.line(2).trimmingCharacters(in: .whitespaces), "1 book matches")
        XCTAssertTrue(canvas.line(4).hasPrefix("Ghost "))
        for x in 0..<5 {
            XCTAssertEqual(canvas[x, 4].style, Style.highlight.adding(.selection), "column \(x)")
        }
        XCTAssertEqual(canvas[5, 4].style, Style.selection)
    }

    func testDescriptionPreviewHighlightsTheMatch() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        harness.type("grandmother")
        let canvas = harness.frame()
        let line = canvas.line(22)
        XCTAssertTrue(line.hasPrefix("…across town with his grandmother after church"), line)
        let start = 22 // "…across town with his " is 22 columns
        for x in start..<(start + 11) {
            XCTAssertEqual(canvas[x, 22].style, Style.highlight, "column \(x)")
        }
        XCTAssertEqual(canvas[start - 1, 22].style, .dimmed)
        XCTAssertEqual(canvas[start + 11, 22].style, .dimmed)
    }

    func testCursorOnlyInTextFields() {
        let harness = ScreensHarness()
        XCTAssertNil(harness.frame().cursor, "Books has no text field")
        harness.press(.character("2"))
        harness.type("love")
        XCTAssertEqual(harness.frame().cursor, CursorPosition(x: 14, y: 1), "after “Search: love”")
        harness.press(.escape)
        XCTAssertNil(harness.frame().cursor)
        harness.press(.character("3"))
        harness.type("Ab")
        XCTAssertEqual(harness.frame().cursor, CursorPosition(x: 14, y: 3))
        harness.press(.character("?"))
        XCTAssertEqual(harness.frame().cursor, CursorPosition(x: 15, y: 3), "? is typed into the field")
        harness.press(.escape, .character("?"))
        XCTAssertTrue(harness.root.isShowingHelp)
        XCTAssertNil(harness.frame().cursor, "help hides the cursor")
    }
}
