import Catalog
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import XCTest

/// Scripted key sequences through the whole app, checking what each pane and view model holds.
final class RootScreenKeyTests: XCTestCase {
    private func click(_ x: Int, _ y: Int) -> Key { ScreensHarness.click(x, y) }

    // MARK: - Quitting and switching

    func testQuitKeys() {
        XCTAssertFalse(ScreensHarness().press(.character("q")), "q quits from the Books list")
        XCTAssertFalse(ScreensHarness().press(.control("c")), "Ctrl-C quits")
        let inField = ScreensHarness()
        XCTAssertTrue(inField.press(.character("3")))
        XCTAssertTrue(inField.type("q"), "q in a text field is typed")
        XCTAssertFalse(inField.press(.control("c")), "Ctrl-C quits even from a text field")
        let inHelp = ScreensHarness()
        XCTAssertTrue(inHelp.press(.character("?"), .character("q")), "q does not quit from the help overlay")
    }

    func testNumberKeysAndTabSwitchPanesOutsideTextFields() {
        let harness = ScreensHarness()
        XCTAssertEqual(harness.root.selectedTab, .books)
        harness.press(.character("3"))
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        XCTAssertEqual(harness.app.outputs.selectedTab.value, .suggestion)
        harness.press(.escape, .character("2"))
        XCTAssertEqual(harness.root.selectedTab, .search)
        harness.press(.escape, .character("1"))
        XCTAssertEqual(harness.root.selectedTab, .books)
        harness.press(.tab)
        XCTAssertEqual(harness.root.selectedTab, .search)
        harness.press(.escape, .backTab)
        XCTAssertEqual(harness.root.selectedTab, .books)
        harness.press(.backTab)
        XCTAssertEqual(harness.root.selectedTab, .review, "Shift-Tab wraps round")
        harness.press(.character("4"))
        XCTAssertEqual(harness.root.selectedTab, .lists)
        harness.press(.character("5"))
        XCTAssertEqual(harness.root.selectedTab, .review)
    }

    func testClickOnATabSwitches() {
        let harness = ScreensHarness()
        harness.press(click(12, 0))
        XCTAssertEqual(harness.root.selectedTab, .search)
        harness.press(click(25, 0))
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        harness.press(click(3, 0))
        XCTAssertEqual(harness.root.selectedTab, .books)
        harness.press(click(60, 0))
        XCTAssertEqual(harness.root.selectedTab, .books, "the empty part of the bar does nothing")
    }

    func testResizeIsHarmless() {
        let harness = ScreensHarness()
        harness.press(.down)
        XCTAssertTrue(harness.press(.resize))
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 1)
    }

    func testHelpOpensClosesAndSwallowsKeys() {
        let harness = ScreensHarness()
        harness.press(.character("?"))
        XCTAssertTrue(harness.root.isShowingHelp)
        harness.press(.down, .character("3"), .tab)
        XCTAssertEqual(harness.root.selectedTab, .books, "keys do not reach the panes behind help")
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
        harness.press(.escape)
        XCTAssertFalse(harness.root.isShowingHelp)
        harness.press(.character("?"), .character("?"))
        XCTAssertFalse(harness.root.isShowingHelp, "? toggles")
        harness.press(.function(1))
        XCTAssertTrue(harness.root.isShowingHelp, "F1 opens help too")
        harness.press(.escape, .character("3"), .function(1))
        XCTAssertTrue(harness.root.isShowingHelp, "F1 opens help even from a text field")
        XCTAssertEqual(harness.root.suggestionScreen.titleField.text, "")
    }

    // MARK: - Books

    func testListKeysMoveTheSelection() {
        let harness = ScreensHarness()
        let screen = harness.root.booksScreen
        harness.press(.character("j"), .down, .down)
        XCTAssertEqual(screen.listState.selected, 3)
        harness.press(.character("k"), .up)
        XCTAssertEqual(screen.listState.selected, 1)
        harness.press(.character("G"))
        XCTAssertEqual(screen.listState.selected, 28)
        harness.press(.character("g"))
        XCTAssertEqual(screen.listState.selected, 0)
        harness.press(.pageDown)
        XCTAssertEqual(screen.listState.selected, 20, "80×24: 20 rows of books")
        harness.press(.end, .pageUp, .home)
        XCTAssertEqual(screen.listState.selected, 0)
    }

    func testCategoryKeysChooseTheFilter() {
        let harness = ScreensHarness()
        let filter = { harness.books.outputs.selectedFilter.value }
        harness.press(.character("m"))
        XCTAssertEqual(filter(), .category(.middleGrade))
        XCTAssertEqual(harness.root.booksScreen.books.count, 9)
        harness.press(.right)
        XCTAssertEqual(filter(), .category(.youngAdult))
        harness.press(.character("l"))
        XCTAssertEqual(filter(), .all, "wraps round")
        harness.press(.left, .character("h"))
        XCTAssertEqual(filter(), .category(.middleGrade))
        harness.press(.character("p"))
        XCTAssertEqual(filter(), .category(.pictureBook))
        harness.press(.character("c"))
        XCTAssertEqual(filter(), .category(.chapterBook))
        harness.press(.character("y"))
        XCTAssertEqual(filter(), .category(.youngAdult))
        harness.press(.character("a"))
        XCTAssertEqual(filter(), .all)
    }

    func testANewFilterStartsAtTheTop() {
        let harness = ScreensHarness()
        harness.press(.down, .down, .down, .character("p"))
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
    }

    func testMouseOnTheBooksList() {
        let harness = ScreensHarness()
        let screen = harness.root.booksScreen
        // Row 1 filter bar, row 2 headings, rows 3… books.
        harness.press(click(5, 6))
        XCTAssertEqual(screen.listState.selected, 3)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty, "the first click selects")
        harness.press(click(5, 6))
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1, "a click on the selected row opens it")
        XCTAssertEqual(harness.root.detailScreens(on: .books).last?.viewModel.outputs.title.value, "Love")
        harness.press(.escape, .mouse(MouseEvent(x: 5, y: 10, action: .scrollDown)))
        XCTAssertEqual(screen.listState.selected, 6)
        harness.press(.mouse(MouseEvent(x: 5, y: 10, action: .scrollUp)))
        XCTAssertEqual(screen.listState.selected, 3)
        let filterColumn = harness.frame().line(1).distance(of: "Middle Grade")
        harness.press(click(filterColumn + 1, 1))
        XCTAssertEqual(harness.books.outputs.selectedFilter.value, .category(.middleGrade))
    }

    // MARK: - Detail

    func testEscapeFromDetailRestoresTheSelection() {
        let harness = ScreensHarness()
        harness.press(.down, .down, .down, .down, .down, .enter)
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1)
        XCTAssertEqual(harness.frame().line(1), " The Other Side" + String(repeating: " ", count: 65))
        harness.press(.down, .character("j"), .pageDown)
        harness.press(.escape)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty)
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 5)
        harness.press(.enter, .backspace)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty, "Backspace goes back too")
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 5)
    }

    func testDetailStaysOverItsPaneWhileSwitching() {
        let harness = ScreensHarness()
        harness.press(.enter, .character("3"), .escape, .character("1"))
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1)
        XCTAssertTrue(harness.root.activeScreen is BookDetailScreen)
    }

    func testMoreByThisAuthorOpensAnotherDetail() {
        let harness = ScreensHarness()
        harness.press(.character("m"), .enter)
        let first = harness.root.detailScreens(on: .books)
        XCTAssertEqual(first.last?.viewModel.outputs.moreByAuthor.value.count, 8)
        harness.press(.enter)
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1, "nothing is chosen at first")
        XCTAssertNil(first.last?.moreSelection)
        harness.press(.down, .down, .up, .down, .enter)
        let stack = harness.root.detailScreens(on: .books)
        XCTAssertEqual(stack.map { $0.viewModel.outputs.title.value }, ["Brown Girl Dreaming", "Harbor Me"])
        harness.press(.escape)
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1)
        XCTAssertEqual(harness.root.detailScreens(on: .books).last?.moreSelection, 1)
        harness.press(.escape)
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
        XCTAssertEqual(harness.books.outputs.selectedFilter.value, .category(.middleGrade))
    }

    func testClicksInMoreByThisAuthor() {
        let harness = ScreensHarness()
        harness.press(.character("m"), .enter)
        // 80×24: "More by this author" on row 12, its books from row 13.
        XCTAssertEqual(harness.frame().line(12).trimmingCharacters(in: .whitespaces), "More by this author")
        harness.press(click(10, 14))
        let detail = harness.root.detailScreens(on: .books).last
        XCTAssertEqual(detail?.moreSelection, 1, "a click chooses")
        XCTAssertEqual(CanvasChecks.attributes(harness.frame(), row: 14), "." + String(repeating: "R", count: 78) + ".")
        harness.press(click(10, 14))
        XCTAssertEqual(harness.root.detailScreens(on: .books).last?.viewModel.outputs.title.value, "Harbor Me",
                       "a click on the chosen one opens it")
        harness.press(click(10, 2), .mouse(MouseEvent(x: 10, y: 5, action: .scrollDown)))
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 2, "clicks elsewhere open nothing")
    }

    func testCopiedTextHasControlCharactersEscaped() {
        let hostile = Book(id: "x", title: "Evil\u{1B}]0;pwned\u{7}", author: "A\u{202E}B", category: .youngAdult,
                           description: "d")
        let harness = ScreensHarness(store: FakeBookStore(books: [hostile]))
        harness.press(.enter, .character("c"))
        XCTAssertEqual(harness.actions.copied, [
            "Evil^[]0;pwned^G by A<U+202E>B — https://openlibrary.org/search?title=Evil%1B%5D0%3Bpwned%07&author=A%E2%80%AEB",
        ])
    }

    func testCopyAndOpenGoThroughSystemActions() {
        let harness = ScreensHarness()
        harness.press(.character("m"), .enter, .character("c"))
        let share = "Brown Girl Dreaming by Jacqueline Woodson — "
            + "https://openlibrary.org/search?title=Brown%20Girl%20Dreaming&author=Jacqueline%20Woodson"
        XCTAssertEqual(harness.actions.copied, [share])
        let detail = harness.root.detailScreens(on: .books).last
        XCTAssertEqual(detail?.message, MessageLine(
            "Copied if your terminal allows it; if pasting gives nothing, it does not: “\(share)”",
            kind: .info))

        harness.actions.copySucceeds = false
        harness.press(.character("c"))
        XCTAssertEqual(harness.actions.copied.count, 2)
        XCTAssertEqual(detail?.message?.kind, .error)

        harness.press(.character("o"))
        let link = "https://openlibrary.org/search?title=Brown%20Girl%20Dreaming&author=Jacqueline%20Woodson"
        XCTAssertEqual(harness.actions.opened, [link])
        XCTAssertEqual(detail?.message, MessageLine("Opened in your browser.", kind: .success))
        harness.actions.openResult = .notAvailable
        harness.press(.character("o"))
        XCTAssertEqual(detail?.message, MessageLine("No browser opener found; the link is: \(link)", kind: .info))
    }

    // MARK: - Search

    func testTypingSearchesAndEnterOpensTheResult() {
        let harness = ScreensHarness()
        let screen = harness.root.searchScreen
        harness.press(.character("2"))
        XCTAssertEqual(screen.focus, .field)
        harness.type("reynolds q1?")
        XCTAssertEqual(harness.search.outputs.searchText.value, "reynolds q1?", "letters, digits, q and ? are typed")
        XCTAssertEqual(harness.root.selectedTab, .search)
        harness.press(.control("w"), .backspace)
        XCTAssertEqual(screen.field.text, "reynolds")
        XCTAssertEqual(harness.search.outputs.searchText.value, "reynolds")
        XCTAssertEqual(screen.results.map(\.book.title), ["Ghost", "Patina", "Sunny"])
        harness.press(.down)
        XCTAssertEqual(screen.focus, .results)
        harness.press(.character("j"), .enter)
        let detail = harness.root.detailScreens(on: .search).last
        XCTAssertEqual(detail?.viewModel.outputs.title.value, "Patina")
        XCTAssertEqual(detail?.viewModel.outputs.moreByAuthor.value.map(\.title), ["Ghost", "Sunny"],
                       "the whole catalog is searched for the author's other books")
        harness.press(.escape)
        XCTAssertTrue(harness.root.detailScreens(on: .search).isEmpty)
        XCTAssertEqual(screen.listState.selected, 1)
        XCTAssertEqual(screen.focus, .results)
        harness.press(.up, .up)
        XCTAssertEqual(screen.focus, .field, "↑ on the first result goes back to the field")
        harness.press(.escape, .character("/"))
        XCTAssertEqual(screen.focus, .field, "/ goes back to the field")
        harness.press(.enter)
        XCTAssertEqual(screen.focus, .results, "Enter in the field goes to the results")
    }

    func testSearchFieldKeepsItsTextAcrossPanes() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        harness.type("love")
        harness.press(.escape, .character("1"), .character("2"))
        XCTAssertEqual(harness.root.searchScreen.focus, .field)
        XCTAssertEqual(harness.root.searchScreen.field.text, "love")
        XCTAssertEqual(harness.search.outputs.results.value.first?.book.title, "Love")
    }

    // MARK: - Suggestion

    func testLettersTypedIntoTheFormAreNeverCommands() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        XCTAssertTrue(harness.type("q"))
        XCTAssertEqual(harness.suggestion.outputs.title.value, "q")
        XCTAssertEqual(harness.root.suggestionScreen.titleField.text, "q")
        harness.type("12?3")
        XCTAssertEqual(harness.suggestion.outputs.title.value, "q12?3")
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        XCTAssertFalse(harness.root.isShowingHelp)
    }

    func testTabMovesFocusInTheFormAndSwitchesPanesOutsideIt() {
        let harness = ScreensHarness()
        let screen = harness.root.suggestionScreen
        harness.press(.character("3"))
        XCTAssertEqual(screen.focus, .title)
        harness.press(.tab)
        XCTAssertEqual(screen.focus, .author)
        harness.press(.down)
        XCTAssertEqual(screen.focus, .category)
        harness.press(.tab)
        XCTAssertEqual(screen.focus, .send)
        harness.press(.down)
        XCTAssertEqual(screen.focus, .title, "↓ wraps round")
        harness.press(.up)
        XCTAssertEqual(screen.focus, .send)
        harness.press(.up)
        XCTAssertEqual(screen.focus, .category)
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        harness.press(.escape)
        XCTAssertNil(screen.focus)
        harness.press(.tab)
        XCTAssertEqual(harness.root.selectedTab, .lists, "outside the form Tab switches panes")
        harness.press(.character("3"))
        XCTAssertEqual(screen.focus, .category, "coming back with 3 puts the keys where they were")
        harness.press(.escape, .enter)
        XCTAssertEqual(screen.focus, .category, "Enter goes back into the form")
    }

    func testEnterMovesThroughTheFormAndSendsIt() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        harness.type("Red, White, and Whole")
        harness.press(.enter)
        harness.type("Rajani LaRocca")
        harness.press(.enter, .character("M"), .enter)
        XCTAssertEqual(harness.root.suggestionScreen.focus, .send)
        XCTAssertTrue(harness.suggestion.outputs.isSendEnabled.value)
        harness.press(.enter)
        XCTAssertEqual(harness.store.suggestions, [Suggestion(
            id: "suggestion-1", title: "Red, White, and Whole", author: "Rajani LaRocca", category: .middleGrade,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000))])
        let screen = harness.root.suggestionScreen
        XCTAssertEqual(screen.titleField.text, "", "the cleared form is reflected into the fields")
        XCTAssertEqual(screen.authorField.text, "")
        XCTAssertEqual(screen.focus, .title, "ready for the next book")
        XCTAssertNil(harness.suggestion.outputs.selectedCategory.value)
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("✓ Thank you!") })
    }

    func testAQuickEnterEnterOnALikelyDuplicateOpensTheBookAndSpaceSendsAnyway() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        harness.type("Brown Girl Dreming")
        harness.press(.enter)
        harness.type("Jacqueline Woodson")
        harness.press(.enter, .character("M"), .enter, .enter)
        XCTAssertTrue(harness.store.suggestions.isEmpty, "the first Send asks")
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("Did you mean “Brown Girl Dreaming” by Jacqueline") })
        harness.press(.enter)
        XCTAssertTrue(harness.store.suggestions.isEmpty)
        XCTAssertEqual(harness.root.detailScreens(on: .suggestion).count, 1, "Enter opened the book")
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("Brown Girl Dreaming") })
        harness.press(.escape)
        XCTAssertEqual(harness.root.suggestionScreen.focus, .send)
        harness.press(.enter, .character(" "))
        XCTAssertEqual(harness.store.suggestions.map(\.title), ["Brown Girl Dreming"], "Send again sends anyway")
    }

    func testCategoryPickerKeys() {
        let harness = ScreensHarness()
        let chosen = { harness.suggestion.outputs.selectedCategory.value }
        harness.press(.character("3"), .tab, .tab)
        XCTAssertNil(chosen())
        XCTAssertTrue(harness.frame().line(5).contains("< Choose a category >"))
        harness.press(.right)
        XCTAssertEqual(chosen(), .pictureBook)
        harness.press(.right)
        XCTAssertEqual(chosen(), .chapterBook)
        harness.press(.left, .left)
        XCTAssertEqual(chosen(), .youngAdult)
        harness.press(.character("p"))
        XCTAssertEqual(chosen(), .pictureBook)
        harness.press(.character("C"))
        XCTAssertEqual(chosen(), .chapterBook)
        harness.press(.character("y"))
        XCTAssertEqual(chosen(), .youngAdult)
        harness.press(.backspace)
        XCTAssertNil(chosen())
    }

    func testAFailedSendKeepsTheFormAndARetrySucceeds() {
        let store = FakeBookStore(books: ScreensFixture.books)
        store.failWriting(with: BookStoreError(kind: .writeFailed, path: "/data/suggestions.json",
                                               message: "Could not write /data/suggestions.json: disk full."))
        let harness = ScreensHarness(store: store)
        harness.press(.character("3"))
        harness.type("Amari and the Night Brothers")
        harness.press(.tab)
        harness.type("B. B. Alston")
        harness.press(.tab, .character("m"), .tab, .enter)
        XCTAssertTrue(store.suggestions.isEmpty)
        let screen = harness.root.suggestionScreen
        XCTAssertEqual(screen.titleField.text, "Amari and the Night Brothers")
        XCTAssertEqual(screen.authorField.text, "B. B. Alston")
        XCTAssertEqual(screen.focus, .send)
        XCTAssertTrue(harness.frame().lines.joined().contains("✗ The suggestion was not saved."))
        store.failWriting(with: nil)
        harness.press(.enter)
        XCTAssertEqual(store.suggestions.map(\.title), ["Amari and the Night Brothers"])
        XCTAssertEqual(screen.titleField.text, "")
    }

    func testPressingADisabledSendSaysWhatIsMissing() {
        let harness = ScreensHarness()
        harness.press(.character("3"), .up, .enter)
        XCTAssertEqual(harness.suggestion.outputs.errorMessage.value,
                       "Type a title, type an author and choose a category before sending.")
        XCTAssertTrue(harness.store.suggestions.isEmpty)
    }

    func testClickOnAFormControlFocusesIt() {
        let harness = ScreensHarness()
        harness.press(.character("3"), .escape)
        harness.press(click(20, 4))
        XCTAssertEqual(harness.root.suggestionScreen.focus, .author)
        harness.type("x")
        XCTAssertEqual(harness.suggestion.outputs.author.value, "x")
    }
}

private extension String {
    /// The column where `needle` starts (ASCII text), or -1.
    func distance(of needle: String) -> Int {
        guard let range = range(of: needle) else { return -1 }
        return distance(from: startIndex, to: range.lowerBound)
    }
}

/// Mouse events while the terminal is too small point at nothing.
final class RootScreenTooSmallMouseTests: XCTestCase {
    func testClicksWhileTooSmallDoNothing() {
        let harness = ScreensHarness(width: 30, height: 8)
        harness.press(ScreensHarness.click(12, 0), ScreensHarness.click(5, 5), ScreensHarness.click(5, 5))
        XCTAssertEqual(harness.root.selectedTab, .books)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty)
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
        harness.size = (80, 24)
        harness.press(.resize, ScreensHarness.click(12, 0))
        XCTAssertEqual(harness.root.selectedTab, .search, "after growing, clicks work again")
    }
}
