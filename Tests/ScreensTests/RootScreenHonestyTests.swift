import Catalog
import Screens
import TestSupport
import ViewModels
import Widgets
import XCTest

/// Keys do what the screen says, and the screen says only what is true: the hidden screen behind
/// the too-small notice, the help overlay, the status-line hints, the Tab order through the form.
final class RootScreenHonestyTests: XCTestCase {
    private func statusLine(_ harness: ScreensHarness) -> String {
        harness.lastFrame.lines.last.map { String($0.reversed().drop { $0 == " " }.reversed()) } ?? ""
    }

    // MARK: - Too small

    func testKeysWhileTooSmallDoNotActOnTheHiddenScreen() {
        let harness = ScreensHarness(width: 30, height: 8)
        XCTAssertTrue(harness.press(.down, .character("j"), .character("m"), .enter, .character("3"), .tab,
                                    .character("?"), .character("q"), .function(1)))
        XCTAssertTrue(harness.deliver(burst: [.character("2"), .character("q"), .down]))
        XCTAssertEqual(harness.root.selectedTab, .books)
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
        XCTAssertEqual(harness.root.booksScreen.selectedFilter, .all)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty)
        XCTAssertFalse(harness.root.isShowingHelp)
        harness.size = (80, 24)
        harness.press(.resize, .down)
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 1, "after growing, keys work again")
        harness.size = (30, 8)
        harness.press(.resize)
        XCTAssertFalse(harness.press(.control("c")), "Ctrl-C still quits")
    }

    // MARK: - Help

    func testQInsideHelpDoesNotQuit() {
        let harness = ScreensHarness()
        XCTAssertTrue(harness.press(.character("?"), .character("q")), "the overlay says Esc or ? close it")
        XCTAssertTrue(harness.root.isShowingHelp)
        XCTAssertFalse(harness.press(.control("c")), "Ctrl-C still quits")
    }

    func testHelpScrollsWhenTheTerminalIsTooShortForIt() {
        let harness = ScreensHarness(width: 40, height: 10)
        harness.press(.character("?"))
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpTop-40x10")
        harness.press(.down, .character("j"))
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpDown2-40x10")
        harness.press(.end)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpEnd-40x10")
        harness.press(.pageDown, .down)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpEnd-40x10")
        harness.press(.home)
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpTop-40x10")
        harness.press(.escape, .character("?"))
        GoldenScreen.assert(harness.lastFrame, matches: "Pane-HelpTop-40x10")
    }

    // MARK: - Hints

    func testTheSearchFieldHintsAtResultsOnlyWhenThereAreSome() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        XCTAssertEqual(statusLine(harness), "Esc leave field  Ctrl-C quit")
        harness.type("ghost")
        XCTAssertEqual(statusLine(harness), "↓ results  Esc leave field  Ctrl-C quit")
        harness.type("zzz")
        XCTAssertEqual(statusLine(harness), "Esc leave field  Ctrl-C quit")
    }

    func testTheDetailHintsAtMoreByAuthorOnlyWhenThereIsAnotherBook() {
        let only = Book(id: "only", title: "The Undefeated", author: "Kwame Alexander", category: .pictureBook,
                        description: "A poem.")
        let harness = ScreensHarness(store: FakeBookStore(books: [only]))
        harness.press(.enter)
        XCTAssertEqual(statusLine(harness), "Esc back  c copy  s save  o open link  ? help  q quit")
        let long = Book(id: "long", title: "Long", author: "Kwame Alexander", category: .pictureBook,
                        description: String(repeating: "Words of a long description. ", count: 80))
        let scrolling = ScreensHarness(store: FakeBookStore(books: [long]))
        scrolling.press(.enter)
        XCTAssertEqual(statusLine(scrolling), "Esc back  c copy  s save  o open link  ↑↓ scroll  ? help  q quit")
        let harnessMore = ScreensHarness()
        harnessMore.press(.character("m"), .enter)
        XCTAssertEqual(statusLine(harnessMore), "Esc back  c copy  s save  o open link  ↑↓ more by author  ? help  q quit")
    }

    func testCopyingSaysWhatWasSentAndThatTheTerminalMayNotAcceptIt() {
        let harness = ScreensHarness()
        harness.press(.character("m"), .enter, .character("c"))
        let share = "Brown Girl Dreaming by Jacqueline Woodson — "
            + "https://openlibrary.org/search?title=Brown%20Girl%20Dreaming&author=Jacqueline%20Woodson"
        XCTAssertEqual(harness.root.detailScreens(on: .books).last?.message, MessageLine(
            "Copied if your terminal allows it; if pasting gives nothing, it does not: “\(share)”",
            kind: .info))
    }

    // MARK: - Tab through the form

    func testTabFromTheLastControlLeavesTheFormForTheNextPane() {
        let harness = ScreensHarness()
        let screen = harness.root.suggestionScreen
        harness.press(.character("3"), .tab, .tab, .tab)
        XCTAssertEqual(screen.focus, .send)
        harness.press(.tab)
        XCTAssertEqual(harness.root.selectedTab, .lists, "Tab on Send goes on to the next pane")
        harness.press(.tab, .tab, .tab, .tab)
        XCTAssertEqual(harness.root.selectedTab, .suggestion, "an empty search field has no results to go into; the lists and the review list no form")
        XCTAssertEqual(screen.focus, .title, "Tab comes into the form at its first field")
        harness.type("Half")
        harness.press(.backTab)
        XCTAssertEqual(harness.root.selectedTab, .search, "Shift-Tab on the first field goes back a pane")
        XCTAssertEqual(screen.titleField.text, "Half")
        harness.press(.tab)
        XCTAssertEqual(screen.focus, .title)
        harness.press(.tab, .backTab)
        XCTAssertEqual(screen.focus, .title, "inside the form Shift-Tab moves back a field")
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
    }

    // MARK: - Pastes and Alt keys

    func testAMultiLinePasteStaysInTheFieldItWasPastedInto() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        XCTAssertTrue(harness.deliver(burst: [.paste("Fry Bread\nKevin\tMaillard\n"), .character("!")]))
        XCTAssertEqual(harness.root.suggestionScreen.focus, .title)
        XCTAssertEqual(harness.suggestion.outputs.title.value, "Fry Bread Kevin Maillard !")
        XCTAssertEqual(harness.suggestion.outputs.author.value, "")
    }

    func testAPasteOutsideATextFieldIsNoCommand() {
        let harness = ScreensHarness()
        XCTAssertTrue(harness.press(.paste("q3\n")), "a pasted q does not quit")
        XCTAssertEqual(harness.root.selectedTab, .books)
        XCTAssertTrue(harness.root.detailScreens(on: .books).isEmpty)
    }

    func testAltKeysInAFieldEditItAndNeverLeaveTheForm() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        harness.type("Fry Bread")
        harness.press(.alt(.character("b")), .alt(.backspace), .alt(.character("x")), .alt(.character("3")))
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        XCTAssertEqual(harness.root.suggestionScreen.focus, .title, "Alt keys do not leave the form")
        XCTAssertEqual(harness.suggestion.outputs.title.value, "Bread")
        XCTAssertEqual(harness.root.suggestionScreen.titleField.cursor, 0)
    }

    func testWithoutBracketedPasteTextWithLineBreaksArrivingAtOnceIsAPasteInAField() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        let pasted: [Key] = "Fry Bread\nKevin\tMaillard".map { $0 == "\n" ? .enter : $0 == "\t" ? .tab : .character($0) }
        XCTAssertTrue(harness.deliver(burst: pasted + [.enter]))
        XCTAssertEqual(harness.suggestion.outputs.title.value, "Fry Bread Kevin Maillard")
        XCTAssertEqual(harness.root.suggestionScreen.focus, .author, "the Enter after the text is a key")
    }

    func testOutsideAFieldKeysArrivingAtOnceAreStillKeys() {
        let harness = ScreensHarness()
        XCTAssertTrue(harness.deliver(burst: [.character("j"), .character("G"), .enter, .character("m")]))
        XCTAssertEqual(harness.root.detailScreens(on: .books).count, 1, "Enter opened the last book")
        XCTAssertEqual(harness.root.booksScreen.selectedFilter, .all, "m went to the detail view, not the list")
    }
}
