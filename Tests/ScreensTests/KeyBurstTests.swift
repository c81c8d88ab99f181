import Catalog
import Screens
import ViewModels
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

    /// The frame's rows with trailing blanks dropped.
    private func rows(_ canvas: Canvas) -> [String] {
        canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    // MARK: - Search

    func testAPasteIntoSearchSearchesOnceForTheWholeText() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        let texts = Emitted(harness.search.outputs.searchText)
        let results = Emitted(harness.search.outputs.results)
        XCTAssertTrue(harness.deliver(burst: characters("woodson harbor")))
        harness.drawFrame()

        XCTAssertEqual(texts.values, ["woodson harbor"], "one search, for the pasted text")
        XCTAssertEqual(results.values.map { $0.map(\.book.title) }, [["Harbor Me"]])
        XCTAssertEqual(Array(rows(harness.lastFrame)[1...4]), [
            "> Search: woodson harbor",
            "1 book matches",
            "Title                                    Author                     Category",
            "Harbor Me                                Jacqueline Woodson         Middle Grade",
        ])

        let typed = ScreensHarness()
        typed.press(.character("2"))
        typed.type("woodson harbor")
        XCTAssertEqual(harness.lastFrame, typed.lastFrame, "the same screen as typed one key at a time")
    }

    func testALongPasteIntoSearchSearchesOnceAndShowsNoMatch() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        let texts = Emitted(harness.search.outputs.searchText)
        let results = Emitted(harness.search.outputs.results)
        let summaries = Emitted(harness.search.outputs.summary)
        let pasted = String(repeating: "woodson ", count: 249) + "zebra"
        XCTAssertEqual(pasted.count, 1_997)
        XCTAssertTrue(harness.deliver(burst: characters(pasted)))
        harness.drawFrame()

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
        let harness = ScreensHarness()
        harness.press(.character("2"))
        let texts = Emitted(harness.search.outputs.searchText)
        XCTAssertTrue(harness.deliver(burst: characters("woodson") + [.enter, .down, .enter]))
        harness.drawFrame()
        XCTAssertEqual(texts.values, ["woodson"])
        let details = harness.root.detailScreens(on: .search)
        XCTAssertEqual(details.count, 1, "↓ to the results, ↓ to the second, Enter opens it")
        XCTAssertEqual(details.first?.viewModel.outputs.title.value,
                       harness.search.outputs.results.value[1].book.title)

        let typed = ScreensHarness()
        typed.press(.character("2"))
        typed.type("woodson")
        typed.press(.enter, .down, .enter)
        XCTAssertEqual(harness.lastFrame, typed.lastFrame)
    }

    func testATabSwitchInsideABurstSendsTheRestToTheNewPane() {
        let harness = ScreensHarness()
        harness.press(.character("2"))
        let searched = Emitted(harness.search.outputs.searchText)
        let titles = Emitted(harness.suggestion.outputs.title)
        let authors = Emitted(harness.suggestion.outputs.author)
        let keys = characters("love") + [.escape, .tab] + characters("Brown Girl") + [.tab] + characters("Woodson")
        XCTAssertTrue(harness.deliver(burst: keys))
        harness.drawFrame()

        XCTAssertEqual(searched.values, ["love"])
        XCTAssertEqual(titles.values, ["Brown Girl"])
        XCTAssertEqual(authors.values, ["Woodson"])
        XCTAssertEqual(harness.root.selectedTab, .suggestion)
        XCTAssertEqual(harness.root.suggestionScreen.focus, .author)
        XCTAssertEqual(Array(rows(harness.lastFrame)[3...4]), [
            "  Title:    Brown Girl",
            "> Author:   Woodson",
        ])

        let typed = ScreensHarness()
        typed.press(.character("2"))
        typed.press(keys)
        XCTAssertEqual(harness.lastFrame, typed.lastFrame)
    }

    func testAnEditInABurstPutsTheSelectionOnTheFirstResultAsTypedKeysDo() {
        for edit in [characters("x") + [.backspace], [.character(" ")]] {
            let harness = ScreensHarness()
            harness.press(.character("2"))
            harness.type("woodson")
            harness.press(.enter, .down, .down, .character("/"))
            XCTAssertEqual(harness.root.searchScreen.listState.selected, 2)
            let searched = Emitted(harness.search.outputs.searchText)
            XCTAssertTrue(harness.deliver(burst: edit))
            harness.drawFrame()
            XCTAssertEqual(harness.root.searchScreen.listState.selected, 0, "after \(edit)")
            XCTAssertEqual(searched.values, edit.count == 1 ? ["woodson "] : [], "after \(edit)")

            let typed = ScreensHarness()
            typed.press(.character("2"))
            typed.type("woodson")
            typed.press([.enter, .down, .down, .character("/")] + edit)
            XCTAssertEqual(harness.lastFrame, typed.lastFrame, "after \(edit)")
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
        let harness = ScreensHarness()
        harness.press(.character("2"))
        let texts = Emitted(harness.search.outputs.searchText)
        let keys = characters("ab\u{202E}c\u{1B}[31m\u{9B}d") + [.control("g"), .unknown] + characters("e\u{7}f")
        XCTAssertTrue(harness.deliver(burst: keys))
        harness.drawFrame()

        XCTAssertEqual(harness.root.searchScreen.field.text, "ab\u{202E}c[31mdef")
        XCTAssertEqual(texts.values, ["ab\u{202E}c[31md", "ab\u{202E}c[31mdef"],
                       "Ctrl-G and an unknown key end a run (they do nothing in the field)")
        XCTAssertEqual(rows(harness.lastFrame)[1], "> Search: ab<U+202E>c[31mdef")

        let typed = ScreensHarness()
        typed.press(.character("2"))
        typed.press(keys)
        XCTAssertEqual(harness.lastFrame, typed.lastFrame)
    }

    // MARK: - Suggestion form

    func testAPasteIntoTheSuggestionFormTellsTheViewModelOnce() {
        let harness = ScreensHarness()
        harness.press(.character("3"))
        let titles = Emitted(harness.suggestion.outputs.title)
        let sendEnabled = Emitted(harness.suggestion.outputs.isSendEnabled)
        let long = String(repeating: "The Watsons Go to Birmingham ", count: 70)
        XCTAssertTrue(harness.deliver(burst: characters(long) + [.control("w"), .backspace]))
        harness.drawFrame()

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
        var generator = SeededGenerator(seed: 20_261_122)
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
                    whole.worker.runAll()
                    keyByKey.worker.runAll()
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

    private func assertSameState(_ whole: ScreensHarness, _ keyByKey: ScreensHarness, after keys: [Key],
                                 file: StaticString = #filePath, line: UInt = #line) {
        let message = "after the burst \(keys)"
        for (row, (a, b)) in zip(whole.lastFrame.lines, keyByKey.lastFrame.lines).enumerated() where a != b {
            XCTFail("row \(row): “\(a)” but one key at a time “\(b)”, \(message)", file: file, line: line)
        }
        XCTAssertEqual(whole.lastFrame.cursor, keyByKey.lastFrame.cursor, message, file: file, line: line)
        XCTAssertTrue(whole.lastFrame == keyByKey.lastFrame, "the same styles, \(message)", file: file, line: line)
        XCTAssertEqual(whole.root.selectedTab, keyByKey.root.selectedTab, message, file: file, line: line)
        XCTAssertEqual(whole.root.isShowingHelp, keyByKey.root.isShowingHelp, message, file: file, line: line)
        let search = (whole.root.searchScreen, keyByKey.root.searchScreen)
        XCTAssertEqual(search.0.field, search.1.field, message, file: file, line: line)
        XCTAssertEqual(search.0.focus, search.1.focus, message, file: file, line: line)
        XCTAssertEqual(search.0.listState, search.1.listState, message, file: file, line: line)
        XCTAssertEqual(whole.search.outputs.searchText.value, keyByKey.search.outputs.searchText.value,
                       message, file: file, line: line)
        // (Results compare by book: each app has its own index.)
        XCTAssertEqual(whole.search.outputs.results.value.map(\.book.id), keyByKey.search.outputs.results.value.map(\.book.id),
                       message, file: file, line: line)
        XCTAssertEqual(whole.search.outputs.summary.value, keyByKey.search.outputs.summary.value,
                       message, file: file, line: line)
        let form = (whole.root.suggestionScreen, keyByKey.root.suggestionScreen)
        XCTAssertEqual(form.0.titleField, form.1.titleField, message, file: file, line: line)
        XCTAssertEqual(form.0.authorField, form.1.authorField, message, file: file, line: line)
        XCTAssertEqual(form.0.focus, form.1.focus, message, file: file, line: line)
        XCTAssertEqual(whole.suggestion.outputs.title.value, keyByKey.suggestion.outputs.title.value,
                       message, file: file, line: line)
        XCTAssertEqual(whole.suggestion.outputs.author.value, keyByKey.suggestion.outputs.author.value,
                       message, file: file, line: line)
        XCTAssertEqual(whole.suggestion.outputs.isSendEnabled.value, keyByKey.suggestion.outputs.isSendEnabled.value,
                       message, file: file, line: line)
        XCTAssertEqual(whole.store.suggestions, keyByKey.store.suggestions, message, file: file, line: line)
        for tab in [Tab.books, .search] {
            XCTAssertEqual(whole.root.detailScreens(on: tab).map(\.viewModel.outputs.title.value),
                           keyByKey.root.detailScreens(on: tab).map(\.viewModel.outputs.title.value),
                           message, file: file, line: line)
        }
    }
}
