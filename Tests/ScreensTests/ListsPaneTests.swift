import Catalog
import Screens
import TestSupport
import ViewModels
import Widgets
import XCTest

/// The Lists pane and the save picker through the whole app: golden screens at 80×24 and 40×12,
/// and the keys a user presses to save, mark, reorder, remove, undo, rename, delete and export.
final class ListsPaneTests: XCTestCase {
    private static let books = ScreensFixture.books
    private static func entry(_ id: String) -> ListEntry {
        ListEntry(books.first { $0.id == id }!)
    }

    private static func summer() -> InMemoryListStore {
        InMemoryListStore(lists: [
            ReadingList(name: "Summer reading", entries: [entry("love"), entry("harbor-me"),
                                                          ListEntry(bookID: "gone", title: "A Book Since Withdrawn", author: "Ann Author")]),
            ReadingList(name: "Grade 3 read-alouds", entries: [entry("the-undefeated")]),
        ])
    }

    private func assertGolden(
        _ name: String, lists: @autoclosure () -> InMemoryListStore = summer(), exporter: @autoclosure () -> (any ListExporter)? = nil,
        file: StaticString = #filePath, line: UInt = #line, script: (ScreensHarness) -> Void
    ) {
        for (width, height) in [(80, 24), (40, 12)] {
            let harness = ScreensHarness(store: FakeBookStore(books: Self.books), width: width, height: height, lists: lists(),
                                         exporter: exporter())
            script(harness)
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas, file: file, line: line)
            GoldenScreen.assert(canvas, matches: "Lists-\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    // MARK: - Golden screens

    func testEveryList() {
        assertGolden("All") { $0.press(.character("4")) }
    }

    func testNoListYet() {
        assertGolden("Empty", lists: InMemoryListStore()) { $0.press(.character("4")) }
    }

    func testOneListWithABookNoLongerInTheDirectory() {
        assertGolden("Open") { $0.press(.character("4"), .enter, .down, .down) }
    }

    func testDeleteAsksFirst() {
        assertGolden("Delete") { $0.press(.character("4"), .down, .character("d")) }
    }

    func testExportChoices() {
        assertGolden("Export") { $0.press(.character("4"), .enter, .character("e")) }
    }

    func testExportPathOffered() {
        assertGolden("ExportPath", exporter: RecordingListExporter()) { $0.press(.character("4"), .enter, .character("e"), .character("m")) }
    }

    func testExportedSaysThePathFirst() {
        assertGolden("Exported", exporter: RecordingListExporter()) {
            $0.press(.character("4"), .enter, .character("e"), .character("m"), .enter)
        }
    }

    func testExportAsksBeforeReplacing() {
        let exporter = { () -> RecordingListExporter in
            let exporter = RecordingListExporter()
            exporter.files = ["/home/ana/work/summer-reading.md"]
            return exporter
        }
        assertGolden("ExportReplace", exporter: exporter()) {
            $0.press(.character("4"), .enter, .character("e"), .character("m"), .enter)
        }
    }

    func testThePickerOverBooksWithSavedMarks() {
        assertGolden("Picker") { $0.press(.down, .down, .down, .character("s")) }
    }

    func testThePickerNamingANewList() {
        assertGolden("PickerNew") { harness in
            harness.press(.down, .character(" "), .character(" "), .character("s"), .down, .down, .down)
            harness.type("Winter")
        }
    }

    // MARK: - Keys

    func testANewUserSavesFromBooksAndSearchIntoANewList() {
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books))
        // Books: mark two with Space, save them to a new list.
        harness.press(.character(" "), .character(" "), .character("s"), .down)
        XCTAssertNotNil(harness.root.savePicker)
        harness.type("Grade 3")
        harness.press(.enter)
        XCTAssertNil(harness.root.savePicker)
        XCTAssertEqual(harness.root.notice, "Saved 2 books to Grade 3.")
        XCTAssertEqual(harness.frame().lines[23].trimmingCharacters(in: .whitespaces), "Saved 2 books to Grade 3.")
        XCTAssertEqual(harness.frame().lines[3].prefix(4), " ✓ L", "saved books are marked")
        // Search: one more, into the same list (the picker offers it first: the list saved to last).
        harness.press(.character("2"))
        harness.type("harbor")
        harness.press(.enter, .character("s"))
        harness.press(.enter)
        XCTAssertEqual(harness.lists.lists.map(\.name), ["Grade 3"])
        XCTAssertEqual(harness.lists.lists[0].entries.map(\.bookID), ["last-stop-on-market-street", "carmela-full-of-wishes", "harbor-me"])
        // Lists: J moves the first book down.
        harness.press(.character("4"), .enter, .character("J"))
        XCTAssertEqual(harness.lists.lists[0].entries.map(\.bookID), ["carmela-full-of-wishes", "last-stop-on-market-street", "harbor-me"])
        XCTAssertEqual(harness.root.listsScreen.selectedBookIndex, 1)
    }

    func testSaveFromADetailAndEscCancels() {
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books))
        harness.press(.enter, .character("s"), .escape)
        XCTAssertNil(harness.root.savePicker)
        XCTAssertEqual(harness.lists.lists, [])
        harness.press(.character("s"), .enter)
        XCTAssertEqual(harness.lists.lists, [ReadingList(name: "Reading list", entries: [Self.entry("last-stop-on-market-street")])])
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1, "the detail stays open")
    }

    func testRemoveUndoRenameDelete() {
        let lists = Self.summer()
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books), lists: lists)
        harness.press(.character("4"), .enter, .character("x"))
        XCTAssertEqual(lists.lists[0].entries.map(\.bookID), ["harbor-me", "gone"])
        harness.press(.character("u"))
        XCTAssertEqual(lists.lists[0].entries.map(\.bookID), ["love", "harbor-me", "gone"])
        harness.press(.character("r"))
        XCTAssertTrue(harness.root.listsScreen.isTakingTyping)
        harness.press(Array(repeating: .backspace, count: 7))
        harness.type("days")
        harness.press(.enter)
        XCTAssertEqual(lists.lists.map(\.name), ["Summer days", "Grade 3 read-alouds"])
        harness.press(.character("d"), .character("n"))
        XCTAssertEqual(lists.lists.count, 2, "n keeps the list")
        harness.press(.character("d"), .character("y"))
        XCTAssertEqual(lists.lists.map(\.name), ["Grade 3 read-alouds"])
        XCTAssertNil(harness.root.listsScreen.openList)
    }

    func testDiscoverOpensTheBookOfTheDice() {
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books), random: { count in count - 1 })
        harness.press(.character("y"), .character("r"))
        XCTAssertEqual(harness.root.detailScreens(on: .books).map(\.viewModel.outputs.title.value), ["Clap When You Land"])
    }

    func testStateRoundTripsIntoANewApp() {
        let lists = Self.summer()
        let first = ScreensHarness(store: FakeBookStore(books: Self.books), lists: lists)
        first.press(.character("m"), .down, .down)
        first.press(.character("2"))
        first.type("woodson")
        first.press(.enter, .down, .character("4"))
        first.press(.enter, .down)
        let state = first.root.capturedState()
        XCTAssertEqual(state, AppState(pane: "lists", category: "MG", booksSelection: "locomotion", searchText: "woodson",
                                       searchSelection: state.searchSelection, openList: "Summer reading", listSelection: "harbor-me"))
        let second = ScreensHarness(store: FakeBookStore(books: Self.books), lists: lists)
        second.root.restore(state)
        second.drawFrame()
        XCTAssertEqual(second.root.selectedTab, .lists)
        XCTAssertEqual(second.root.capturedState(), state)
        XCTAssertEqual(second.root.booksScreen.selectedFilter, .category(.middleGrade))
        second.press(.character("2"))
        XCTAssertEqual(second.root.capturedState().searchSelection, state.searchSelection, "selected once the results come")
        XCTAssertEqual(second.root.searchScreen.focus, .field, "2 always gives the field the keys (issue 33, item 1)")
    }

    /// Relaunched on Lists with a saved search, `2` then typing edits the field: the `q` of
    /// "quilt" never quits and Space never marks a book (issue 33, item 1).
    func testTwoAfterARelaunchElsewhereTypesIntoTheField() {
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books), lists: Self.summer())
        harness.root.restore(AppState(pane: "lists", searchText: "woodson", searchSelection: "harbor-me"))
        harness.drawFrame()

        XCTAssertTrue(harness.press(.character("2")))
        XCTAssertTrue(harness.type(" quilt"))

        XCTAssertEqual(harness.root.searchScreen.field.text, "woodson quilt")
        XCTAssertEqual(harness.root.searchScreen.focus, .field)
    }

    /// Relaunched on the Search pane, the restored search's results take the keys, its book selected.
    func testARelaunchOnTheSearchPaneFocusesTheRestoredResult() {
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books), lists: Self.summer())
        harness.root.restore(AppState(pane: "search", searchText: "woodson", searchSelection: "harbor-me"))
        harness.drawFrame()

        XCTAssertEqual(harness.root.selectedTab, .search)
        XCTAssertEqual(harness.root.searchScreen.focus, .results)
        XCTAssertEqual(harness.root.capturedState().searchSelection, "harbor-me")
    }

    func testExportAsksForThePathPrefilledThenWritesThereAfterAskingToReplace() {
        let exporter = RecordingListExporter()
        exporter.files = ["/home/ana/lists.md"]
        let harness = ScreensHarness(store: FakeBookStore(books: Self.books), lists: Self.summer(), exporter: exporter)
        harness.press(.character("4"), .character("e"), .character("h"))
        XCTAssertEqual(harness.root.listsScreen.mode, .choosingPath)
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("Export to: ~/work/summer-reading.html") })
        harness.press(.enter)
        XCTAssertEqual(harness.root.listsScreen.message, "Wrote ~/work/summer-reading.html (HTML, 3 books).")

        // A path typed over the offer; q is typed, not a quit; Esc cancels.
        harness.press(.character("e"), .character("m"))
        harness.press(Array(repeating: Key.backspace, count: "work/summer-reading.md".count))
        harness.press(.character("l"), .character("i"), .character("s"), .character("t"), .character("s"), .character("."),
                      .character("m"), .character("d"), .enter)
        XCTAssertEqual(harness.root.listsScreen.confirmingReplace, "~/lists.md")
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("Replace ~/lists.md? y replaces, any other key keeps it.") })
        harness.press(.character("n"))
        XCTAssertEqual(harness.root.listsScreen.message, "Kept ~/lists.md; nothing was exported.")
        harness.press(.character("e"), .character("c"), .character("q"), .escape)
        XCTAssertEqual(harness.root.listsScreen.mode, .browsing)
        XCTAssertEqual(exporter.calls.map(\.path), ["/home/ana/work/summer-reading.html"])
    }
}

/// A saved search text longer than a search holds (a 10 MB `searchText` in state.json) is refused
/// with a notice: the app opens at once, the field empty, the rest of the state restored.
final class SavedSearchLimitTests: XCTestCase {
    func testATenMegabyteSavedSearchTextIsRefusedWithANotice() {
        let harness = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books))
        let state = AppState(pane: "search", category: "MG", searchText: String(repeating: "moon ", count: 2_097_152))

        harness.root.restore(state)
        harness.drawFrame()

        XCTAssertEqual(harness.root.notice, "Saved search left out: it held 10485760 characters (a search holds 10000).")
        XCTAssertEqual(harness.root.searchScreen.field.text, "")
        XCTAssertEqual(harness.root.selectedTab, .search)
        XCTAssertEqual(harness.root.booksScreen.selectedFilter, .category(.middleGrade))
        XCTAssertEqual(harness.frame().lines.last?.trimmingCharacters(in: .whitespaces),
                       "Saved search left out: it held 10485760 characters (a search holds 10000).")
    }

    func testASavedSearchTextAtTheLimitIsRestored() {
        let harness = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books))
        let text = "woodson" + String(repeating: " ", count: 9_993)

        harness.root.restore(AppState(pane: "search", searchText: text))

        XCTAssertNil(harness.root.notice)
        XCTAssertEqual(harness.root.searchScreen.field.text, text)
    }
}
