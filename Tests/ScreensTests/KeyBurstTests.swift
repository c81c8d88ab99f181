import Catalog
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import CatalogGenerator
import XCTest

/// Keys that arrive together (a paste, fast typing, a held key) go to the app as one burst
/// (``RootScreen/handle(keys:)``): a run of edits is typed into the field at once and its view
/// model hears of the text once, and every other key still acts in order, exactly as when the
/// same keys come one at a time.
final class KeyBurstTests: XCTestCase {
    /// Every value a view model's output emits after the recorder was attached.
    private final class Emitted<Value> {
        private(set) var values: [Value] = []
        private var token: BindingToken?

        init(_ bindable: Bindable<Value>) {
            token = bindable.bind { [unowned self] in self.values.append($0) }
        }

        deinit { token?.remove() }
    }

    private func characters(_ text: String) -> [Key] { text.map { Key.character($0) } }

    /// The app showing the pane whose number key is `tab`.
    private func app(showing tab: Character) -> ScreensHarness {
        let harness = ScreensHarness()
        harness.press(.character(tab))
        return harness
    }

    /// Hands `keys` to the app as one burst and draws the frame after it, as the Terminal's loop does.
    private func deliverAndDraw(_ keys: [Key], to harness: ScreensHarness, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(harness.deliver(burst: keys), "the app quit", file: file, line: line)
        harness.drawFrame()
    }

    /// The frame after `keys` pressed one at a time, each drawn: what a burst must end as.
    private func frameTypedOneByOne(_ keys: [Key]) -> Canvas {
        let typed = ScreensHarness()
        typed.press(keys)
        return typed.lastFrame
    }

    /// The frame's rows with trailing blanks dropped.
    private func rows(_ canvas: Canvas) -> [String] {
        canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    // MARK: - Search

    func testAPasteIntoSearchSearchesOnceForTheWholeText() {
        let harness = app(showing: "2")
        let texts = Emitted(harness.search.outputs.searchText)
        let results = Emitted(harness.search.outputs.results)
        deliverAndDraw(characters("woodson harbor"), to: harness)

        XCTAssertEqual(texts.values, ["woodson harbor"], "one search, for the pasted text")
        XCTAssertEqual(results.values.map { $0.map(\.book.title) }, [["Harbor Me"]])
        XCTAssertEqual(Array(rows(harness.lastFrame)[1...4]), [
            "> Search: woodson harbor",
            "1 book matches",
            "Title                                    Author                     Category",
            "Harbor Me                                Jacqueline Woodson         Middle Grade",
        ])

        XCTAssertEqual(harness.lastFrame, frameTypedOneByOne([.character("2")] + characters("woodson harbor")),
                       "the same screen as typed one key at a time")
    }

    func testALongPasteIntoSearchSearchesOnceAndShowsNoMatch() {
        let harness = app(showing: "2")
        let texts = Emitted(harness.search.outputs.searchText)
        let results = Emitted(harness.search.outputs.results)
        let summaries = Emitted(harness.search.outputs.summary)
        let pasted = String(repeating: "woodson ", count: 249) + "zebra"
        XCTAssertEqual(pasted.count, 1_997)
        deliverAndDraw(characters(pasted), to: harness)

        XCTAssertEqual(texts.values, [pasted])
        XCTAssertTrue(results.values.isEmpty, "no results before, none after")
        XCTAssertEqual(summaries.values, ["0 books"])
        XCTAssertEqual(harness.root.searchScreen.field.text, pasted)
        XCTAssertEqual(harness.root.searchScreen.field.cursor, 1_997)
        let frame = rows(harness.lastFrame)
        XCTAssertEqual(frame[1], "> Search: " + String(String(repeating: "woodson ", count: 9).suffix(64)) + "zebra")
        XCTAssertEqual(frame[2], "No books match \"woodson woodson woodson woodson woodson woodson woodson woodson")
        XCTAssertEqual(frame[3], "woodson woodson woodson woodson woodson woodson woodson woodson woodson woodson…")
        XCTAssertEqual(harness.lastFrame.cursor, CursorPosition(x: 79, y: 1))
    }

    func testEnterInABurstActsOnTheResultsOfTheTextBeforeIt() {
        let harness = app(showing: "2")
        let texts = Emitted(harness.search.outputs.searchText)
        deliverAndDraw(characters("woodson") + [.enter, .down, .enter], to: harness)
        XCTAssertEqual(texts.values, ["woodson"])
        let details = harness.root.detailScreens(on: .search)
        XCTAssertEqual(details.count, 1, "↓ to the results, ↓ to the second, Enter opens it")
        XCTAssertEqual(details.first?.viewModel.outputs.title.value,
                       harness.search.outputs.results.value[1].book.title)

        XCTAssertEqual(harness.lastFrame, frameTypedOneByOne([.character("2")] + characters("woodson") + [.enter, .down, .enter]))
    }

    func testATabSwitchInsideABurstSendsTheRestToTheNewPaneWhereTextWithATabIsAPaste() {
        let harness = app(showing: "2")
        let searched = Emitted(harness.search.outputs.searchText)
        let titles = Emitted(harness.suggestion.outputs.title)
        let authors = Emitted(harness.suggestion.outputs.author)
        let keys = characters("love") + [.escape, .tab] + characters("Brown Girl") + [.tab] + characters("Woodson")
        deliverAndDraw(keys, to: harness)

        XCTAssertEqual(searched.values, ["love"])
        XCTAssertEqual(titles.values, ["Brown Girl Woodson"], "text with a Tab inside, at once, was pasted")
        XCTAssertEqual(authors.values, [])
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        XCTAssertEqual(harness.root.suggestionScreen.focus, .title)
        XCTAssertEqual(Array(rows(harness.lastFrame)[3...4]), [
            "> Title:    Brown Girl Woodson",
            "  Author:   who wrote it",
        ])

        XCTAssertEqual(harness.lastFrame, frameTypedOneByOne([.character("2")] + characters("love") + [.escape, .tab]
            + characters("Brown Girl Woodson")))
    }

    func testAnEditInABurstPutsTheSelectionOnTheFirstResultAsTypedKeysDo() {
        let before = [.character("2")] + characters("woodson") + [.enter, .down, .down, .character("/")]
        for edit in [characters("x") + [.backspace], [.character(" ")]] {
            let harness = ScreensHarness()
            harness.press(before)
            XCTAssertEqual(harness.root.searchScreen.listState.selected, 2)
            let searched = Emitted(harness.search.outputs.searchText)
            deliverAndDraw(edit, to: harness)
            XCTAssertEqual(harness.root.searchScreen.listState.selected, 0, "after \(edit)")
            XCTAssertEqual(searched.values, edit.count == 1 ? ["woodson "] : [], "after \(edit)")

            XCTAssertEqual(harness.lastFrame, frameTypedOneByOne(before + edit), "after \(edit)")
        }
    }

    func testAQuitInsideABurstDropsTheKeysAfterIt() {
        let harness = ScreensHarness()
        let titles = Emitted(harness.suggestion.outputs.title)
        XCTAssertFalse(harness.deliver(burst: [.character("q"), .character("3")] + characters("Locomotion")))
        XCTAssertEqual(harness.root.selectedTab, .books)
        XCTAssertTrue(titles.values.isEmpty)
    }

    func testControlCharactersInAPasteAreShownEscapedOrLeftOutAsWhenTyped() {
        let harness = app(showing: "2")
        let texts = Emitted(harness.search.outputs.searchText)
        let keys = characters("ab\u{202E}c\u{1B}[31m\u{9B}d") + [.control("g"), .unknown] + characters("e\u{7}f")
        deliverAndDraw(keys, to: harness)

        XCTAssertEqual(harness.root.searchScreen.field.text, "abc[31mdef", "a bidi override is left out too")
        XCTAssertEqual(texts.values, ["abc[31md", "abc[31mdef"],
                       "Ctrl-G and an unknown key end a run (they do nothing in the field)")
        XCTAssertEqual(rows(harness.lastFrame)[1], "> Search: abc[31mdef")

        XCTAssertEqual(harness.lastFrame, frameTypedOneByOne([.character("2")] + keys))
    }

    // MARK: - Suggestion form

    func testAPasteIntoTheSuggestionFormTellsTheViewModelOnce() {
        let harness = app(showing: "3")
        let titles = Emitted(harness.suggestion.outputs.title)
        let sendEnabled = Emitted(harness.suggestion.outputs.isSendEnabled)
        let long = String(repeating: "The Watsons Go to Birmingham ", count: 70)
        deliverAndDraw(characters(long) + [.control("w"), .backspace], to: harness)

        let expected = String(long.dropLast(12))
        XCTAssertEqual(harness.root.suggestionScreen.titleField.text, expected)
        XCTAssertEqual(titles.values, [expected], "the paste and the edits after it: one change")
        XCTAssertTrue(sendEnabled.values.isEmpty, "no author and no category yet")

        let typed = ScreensHarness()
        typed.press(.character("3"))
        for key in characters(long) + [.control("w"), .backspace] { XCTAssertTrue(typed.deliver(key)) }
        typed.drawFrame()
        XCTAssertEqual(harness.lastFrame, typed.lastFrame)
    }

    // MARK: - Any burst

    /// Random bursts through two apps: one takes each burst whole, the other key by key, and
    /// both draw after each burst (as the Terminal's loop does). After every burst the two show
    /// the same frame and hold the same state; jobs (loads, sends) finish between bursts.
    func testRandomBurstsEndAsTheSameKeysOneAtATime() {
        var generator = SeededRandom(seed: 20_261_122)
        let printable: [Character] = Array("abcdefghijklmnopqrstuvwxyz ABCW0123?/jkq-'") + ["é", "日", "👍🏽", "\u{301}", "\u{200D}", "\u{202E}", "\u{1B}"]
        let special: [Key] = [
            .enter, .tab, .backTab, .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end,
            .pageDown, .function(1), .unknown, .control("a"), .control("e"), .control("u"), .control("k"),
            .control("w"), .control("g"), .resize, .mouse(MouseEvent(x: 12, y: 0, action: .leftClick)),
            .mouse(MouseEvent(x: 5, y: 5, action: .leftClick)), .mouse(MouseEvent(x: 3, y: 1, action: .leftClick)),
        ]
        var bursts = 0
        var quits = 0
        for heldJobs in [false, true] {
            var whole = ScreensHarness(holdJobs: heldJobs)
            var keyByKey = ScreensHarness(holdJobs: heldJobs)
            for _ in 0..<300 {
                var keys: [Key] = []
                for _ in 0..<Int.random(in: 1...24, using: &generator) {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<6: keys.append(.character(printable.randomElement(using: &generator)!))
                    case 6: keys.append(.character(["1", "2", "3"].randomElement(using: &generator)!))
                    default: keys.append(special.randomElement(using: &generator)!)
                    }
                }
                // Text with a line break or tab inside, at once, is a paste (tested above): keep
                // bursts to what keys one at a time do.
                for index in keys.indices.reversed().dropFirst()
                where keys[index] == .enter || keys[index] == .tab {
                    if case .character = keys[index + 1] { keys.insert(.unknown, at: index + 1) }
                }
                let runsWhole = whole.deliver(burst: keys)
                var runsKeyByKey = true
                for key in keys where runsKeyByKey { runsKeyByKey = keyByKey.deliver(key) }
                XCTAssertEqual(runsWhole, runsKeyByKey, "quitting after \(keys)")
                bursts += 1
                if !runsWhole || !runsKeyByKey {
                    quits += 1
                    whole = ScreensHarness(holdJobs: heldJobs)
                    keyByKey = ScreensHarness(holdJobs: heldJobs)
                    continue
                }
                if heldJobs, Bool.random(using: &generator) {
                    whole.worker.releaseAll()
                    keyByKey.worker.releaseAll()
                }
                whole.drawFrame()
                keyByKey.drawFrame()
                assertSameState(whole, keyByKey, after: keys)
                if testRun?.failureCount ?? 0 > 5 { return }
            }
        }
        XCTAssertGreaterThan(quits, 0, "some bursts quit")
        XCTAssertEqual(bursts, 600)
    }

    /// What a burst may change in the app, gathered to compare two apps (results by book: each
    /// app has its own index).
    private struct AppState: Equatable {
        var tab: Tab
        var isShowingHelp: Bool
        var searchField: TextFieldState
        var searchFocus: SearchScreen.Focus
        var resultsList: ListState
        var searchText: String
        var resultIDs: [String]
        var summary: String
        var titleField: TextFieldState
        var authorField: TextFieldState
        var formFocus: SuggestionScreen.Focus?
        var title: String
        var author: String
        var isSendEnabled: Bool
        var stored: [Suggestion]
        var detailTitles: [[String]]

        init(_ app: ScreensHarness) {
            let (root, search, form) = (app.root, app.root.searchScreen, app.root.suggestionScreen)
            tab = root.selectedTab
            isShowingHelp = root.isShowingHelp
            searchField = search.field
            searchFocus = search.focus
            resultsList = search.listState
            searchText = app.search.outputs.searchText.value
            resultIDs = app.search.outputs.results.value.map(\.book.id)
            summary = app.search.outputs.summary.value
            titleField = form.titleField
            authorField = form.authorField
            formFocus = form.focus
            title = app.suggestion.outputs.title.value
            author = app.suggestion.outputs.author.value
            isSendEnabled = app.suggestion.outputs.isSendEnabled.value
            stored = app.store.suggestions
            detailTitles = [Tab.books, .search].map { root.detailScreens(on: $0).map(\.viewModel.outputs.title.value) }
        }
    }

    private func assertSameState(_ whole: ScreensHarness, _ keyByKey: ScreensHarness, after keys: [Key],
                                 file: StaticString = #filePath, line: UInt = #line) {
        let message = "after the burst \(keys)"
        for (row, (a, b)) in zip(whole.lastFrame.lines, keyByKey.lastFrame.lines).enumerated() where a != b {
            XCTFail("row \(row): “\(a)” but one key at a time “\(b)”, \(message)", file: file, line: line)
        }
        XCTAssertEqual(whole.lastFrame.cursor, keyByKey.lastFrame.cursor, message, file: file, line: line)
        XCTAssertTrue(whole.lastFrame == keyByKey.lastFrame, "the same styles, \(message)", file: file, line: line)
        XCTAssertEqual(AppState(whole), AppState(keyByKey), message, file: file, line: line)
    }
}
