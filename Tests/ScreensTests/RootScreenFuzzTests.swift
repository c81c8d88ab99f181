import Foundation
import Catalog
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import CatalogGenerator
import XCTest

/// Random keys (printable incl. CJK and emoji, control, function keys, resizes, mouse events)
/// through the whole app at random sizes from 120×50 down to 1×1 (and 0×0), seeded, 100,000 by
/// default (`BOOKDIR_FUZZ_KEYS` sets another count).
///
/// Keys come in bursts, as the Terminal's loop takes them: it hands every pending key to the app
/// and then draws one frame (a single key, a few, or a paste of up to 32). After every key:
/// one tab active (the screen's and the view model's agree), every selection inside its list,
/// the form holding exactly what was typed. After every burst, a frame at the current size:
/// exactly one tab marked, the cursor shown exactly while a field takes typing, none when too
/// small; every third frame and every frame after a resize is also checked cell by cell (no half
/// graphemes, nothing the terminal would obey, the cursor on the canvas). Most frames are small
/// (drawing is the cost), one in seven is large and one in five too small to hold the app.
final class RootScreenFuzzTests: XCTestCase {
    /// How the app's world behaves during one run.
    enum Scenario: CaseIterable {
        /// Everything works; jobs run at once.
        case normal
        /// The catalog cannot be read.
        case unreadableCatalog
        /// Writes fail now and then; the catalog holds hostile and very long text.
        case flakyWritesHostileText
        /// Jobs (loads, sends) wait and finish at random moments.
        case heldJobs
    }

    /// A quarter of `BOOKDIR_FUZZ_KEYS` (100,000 by default).
    static let keysPerScenario = (ProcessInfo.processInfo.environment["BOOKDIR_FUZZ_KEYS"].flatMap(Int.init) ?? 100_000) / 4

    static let hostileBooks: [Book] = [
        Book(id: "evil", title: "Evil \u{1B}]52;c;cHduZWQ=\u{07} title \u{1B}[2J\u{9B}31m", author: "Mallory \u{202E}evil",
             category: .youngAdult, description: "Rings \u{07}\u{07} and \u{0}nul,\nnew lines\r\nand tabs\t."),
        Book(id: "long", title: String(repeating: "Long title ", count: 1_000), author: "Jacqueline Woodson",
             category: .middleGrade, description: String(repeating: "word ", count: 2_000)),
        Book(id: "wide", title: "日本の昔話と物語 👨‍👩‍👧 👍🏽", author: "山田太郎", category: .pictureBook,
             description: "Combining ma\u{301}rks a\u{308}nd e\u{301}, right-to-left עברית and العربية."),
    ]

    static let printable: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ?/qjkgGhlcoPMYy-.,'\"")
        + ["é", "ñ", "日", "本", "中", "한", "👍🏽", "👨‍👩‍👧", "👩🏿‍🚀", "🇯🇵", "\u{301}", "ع", "ה", "\u{00AD}", "\u{200D}", "\u{202E}"]

    static let special: [Key] = [
        .enter, .tab, .backTab, .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .function(1), .function(5), .function(12), .unknown,
        .control("a"), .control("e"), .control("u"), .control("k"), .control("w"), .control("b"),
        .control("f"), .control("d"), .control("h"), .control("z"), .control("l"),
    ]

    func testRandomKeysKeepTheInvariants() {
        var generator = SeededRandom(seed: 20_261_121)
        var quitRequests = 0
        for scenario in Scenario.allCases {
            quitRequests += run(scenario, generator: &generator)
        }
        XCTAssertGreaterThan(quitRequests, 0, "the keys included quitting ones")
    }

    /// Plays one scenario; returns how many keys asked to quit.
    private func run(_ scenario: Scenario, generator: inout SeededRandom) -> Int {
        let store = FakeBookStore(books: ScreensFixture.books + (scenario == .flakyWritesHostileText ? Self.hostileBooks : []))
        if scenario == .unreadableCatalog {
            store.failLoading(with: BookStoreError(kind: .unreadable, path: "/nowhere/books.json",
                                                   message: "Could not read /nowhere/books.json: no such file."))
        }
        let started = Date()
        var deepestDetail = 0
        var typedIntoForm = 0
        var frames = 0
        var cellChecked = 0
        var framesBySize: [String: Int] = [:]
        defer {
            print("\(scenario): \(Self.keysPerScenario) keys in \(frames) frames (\(cellChecked) checked cell by cell; "
                + framesBySize.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                + ") in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; "
                + "\(store.suggestions.count) suggestions sent, \(typedIntoForm) keys typed into the form, "
                + "details \(deepestDetail) deep at most")
        }
        let firstSize = Self.randomSize(&generator)
        let harness = ScreensHarness(store: store, holdJobs: scenario == .heldJobs, width: firstSize.width, height: firstSize.height)
        var quits = 0
        var step = 0
        while step < Self.keysPerScenario {
            var resized = false
            for _ in 0..<min(Self.burstLength(&generator), Self.keysPerScenario - step) {
                if scenario == .flakyWritesHostileText, Int.random(in: 0..<50, using: &generator) == 0 {
                    store.failWriting(with: Bool.random(using: &generator)
                        ? BookStoreError(kind: .writeFailed, path: "/data/suggestions.json", message: "Disk full.") : nil)
                }
                if scenario == .heldJobs, Int.random(in: 0..<20, using: &generator) == 0 {
                    let sentBefore = store.suggestions.count
                    harness.worker.releaseAll()
                    if store.suggestions.count == sentBefore {
                        checkInvariants(harness, step: step, scenario: scenario)
                    }
                }
                let key = randomKey(&generator)
                if key == .resize {
                    harness.size = Self.randomSize(&generator)
                    resized = true
                }
                let before = FormSnapshot(harness)
                if before.tab == .suggestion, before.focus == .title || before.focus == .author, !before.help, !before.tooSmall {
                    typedIntoForm += 1
                }
                let sentBefore = store.suggestions.count
                let running = harness.deliver(key)
                if !running { quits += 1 }
                if key == .control("c") {
                    XCTAssertFalse(running, "Ctrl-C quits, step \(step)")
                }
                deepestDetail = max(deepestDetail, harness.root.detailScreens(on: .books).count,
                                    harness.root.detailScreens(on: .search).count)
                checkInvariants(harness, step: step, scenario: scenario)
                if store.suggestions.count == sentBefore {
                    checkForm(before: before, after: FormSnapshot(harness), key: key, step: step, scenario: scenario)
                }
                step += 1
            }
            harness.drawFrame()
            let frame = harness.lastFrame
            frames += 1
            framesBySize[Self.sizeBand(width: frame.width, height: frame.height), default: 0] += 1
            if frames % 3 == 0 || resized {
                CanvasChecks.assertIntact(frame)
                cellChecked += 1
            }
            checkInvariants(harness, step: step - 1, scenario: scenario, frame: frame)
            if testRun?.failureCount ?? 0 > 20 { return quits }
        }
        return quits
    }

    /// A terminal size: two in three small (40–64 × 10–20), one in seven large (up to 120×50),
    /// one in five too small in at least one direction (down to 1×1, and 0×0 now and then).
    static func randomSize(_ generator: inout SeededRandom) -> (width: Int, height: Int) {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<65: return (Int.random(in: 40...64, using: &generator), Int.random(in: 10...20, using: &generator))
        case 65..<80: return (Int.random(in: 65...120, using: &generator), Int.random(in: 21...50, using: &generator))
        case 80..<90: return (Int.random(in: 0...39, using: &generator), Int.random(in: 0...50, using: &generator))
        default: return (Int.random(in: 1...120, using: &generator), Int.random(in: 0...9, using: &generator))
        }
    }

    static func sizeBand(width: Int, height: Int) -> String {
        if width < 40 || height < 10 { return "too small" }
        return width <= 64 && height <= 20 ? "small" : "large"
    }

    /// How many keys arrive before the next frame: one (two in five), a few, or a paste.
    static func burstLength(_ generator: inout SeededRandom) -> Int {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<40: return 1
        case 40..<85: return Int.random(in: 2...8, using: &generator)
        default: return Int.random(in: 9...32, using: &generator)
        }
    }

    private func randomKey(_ generator: inout SeededRandom) -> Key {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<45: return .character(Self.printable.randomElement(using: &generator) ?? "a")
        case 45..<80: return Self.special.randomElement(using: &generator) ?? .enter
        case 80..<83: return .character(["1", "2", "3"].randomElement(using: &generator) ?? "1")
        case 83..<85: return .resize
        case 85..<86: return .control("c")
        default:
            let actions: [MouseEvent.Action] = [.leftClick, .leftClick, .leftClick, .rightClick, .scrollUp, .scrollDown, .other]
            return .mouse(MouseEvent(x: Int.random(in: -2...122, using: &generator),
                                     y: Int.random(in: -2...52, using: &generator),
                                     action: actions.randomElement(using: &generator) ?? .leftClick))
        }
    }

    /// The form's fields, focus and text as a key finds them.
    struct FormSnapshot {
        var tab: Tab
        var focus: SuggestionScreen.Focus?
        var title: TextFieldState
        var author: TextFieldState
        var help: Bool
        var tooSmall: Bool

        init(_ harness: ScreensHarness) {
            tooSmall = harness.root.isTooSmall
            tab = harness.root.selectedTab
            focus = harness.root.suggestionScreen.focus
            title = harness.root.suggestionScreen.titleField
            author = harness.root.suggestionScreen.authorField
            help = harness.root.isShowingHelp
        }
    }

    /// A printable key typed into a focused field is inserted at the cursor, exactly; every other
    /// key leaves a field that does not have the keys alone, and a field that has them changes
    /// only through its editing keys. (Unless a send succeeded and cleared the form.)
    private func checkForm(before: FormSnapshot, after: FormSnapshot, key: Key, step: Int, scenario: Scenario) {
        let typing = before.tab == .suggestion && !before.help && !before.tooSmall
            && (before.focus == .title || before.focus == .author)
        for field in [SuggestionScreen.Focus.title, .author] {
            let old = field == .title ? before.title : before.author
            let new = field == .title ? after.title : after.author
            guard typing, before.focus == field else {
                XCTAssertEqual(new.text, old.text, "\(field) changed without focus: \(key), step \(step), \(scenario)")
                continue
            }
            if case .character(let character) = key {
                let characters = Array(old.text)
                // Bidi overrides and isolates are never inserted (a suggestion could not keep them).
                let bidi = character.unicodeScalars.allSatisfy { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
                let expected = bidi ? old.text
                    : String(characters[..<old.cursor]) + String(character) + String(characters[old.cursor...])
                XCTAssertEqual(new.text, expected, "\(field) after typing \(key), step \(step), \(scenario)")
            } else {
                var model = old
                if !model.handle(key) {
                    XCTAssertEqual(new.text, old.text, "\(field) changed by \(key), step \(step), \(scenario)")
                } else {
                    XCTAssertEqual(new.text, model.text, "\(field) edited by \(key), step \(step), \(scenario)")
                }
            }
        }
    }

    private func checkInvariants(_ harness: ScreensHarness, step: Int, scenario: Scenario, frame: Canvas? = nil) {
        let root = harness.root
        let where_ = "step \(step), \(scenario)"
        XCTAssertEqual(root.selectedTab, harness.app.outputs.selectedTab.value, where_)
        // The form holds what the view model holds (it was typed, or the view model cleared it).
        XCTAssertEqual(root.suggestionScreen.titleField.text, harness.suggestion.outputs.title.value, where_)
        XCTAssertEqual(root.suggestionScreen.authorField.text, harness.suggestion.outputs.author.value, where_)
        // Selections inside their lists.
        let books = root.booksScreen
        XCTAssertEqual(books.books, harness.books.outputs.books.value, where_)
        assertInside(books.listState, count: books.books.count, where_)
        let search = root.searchScreen
        XCTAssertEqual(search.results, harness.search.outputs.results.value, where_)
        assertInside(search.listState, count: search.results.count, where_)
        XCTAssertTrue(root.detailScreens(on: .suggestion).isEmpty, where_)
        for tab in [Tab.books, .search] {
            for detail in root.detailScreens(on: tab) {
                let count = detail.viewModel.outputs.moreByAuthor.value.count
                if let selected = detail.moreSelection {
                    XCTAssertTrue((0..<count).contains(selected), "more-by selection \(selected) of \(count), \(where_)")
                }
                XCTAssertGreaterThanOrEqual(detail.scrollOffset, 0, where_)
            }
        }
        guard let frame else { return }
        let tooSmall = frame.width < 40 || frame.height < 10
        if tooSmall || root.isShowingHelp {
            XCTAssertNil(frame.cursor, "no cursor when too small or in help, \(where_)")
        }
        if !tooSmall && !root.isShowingHelp {
            // Exactly one tab is marked, and it is the selected one.
            let bar = frame.line(0)
            XCTAssertEqual(bar.filter { $0 == "[" }.count, 1, "tab bar “\(bar)”, \(where_)")
            XCTAssertTrue(bar.contains("[\(root.selectedTab.rawValue + 1) "), "tab bar “\(bar)”, \(where_)")
            XCTAssertEqual(frame.cursor != nil, root.activeScreen.isTakingTyping, "cursor iff typing, \(where_)")
        }
    }

    private func assertInside(_ state: ListState, count: Int, _ where_: String) {
        XCTAssertEqual(state.count, count, where_)
        if count == 0 {
            XCTAssertNil(state.selected, where_)
        } else if let selected = state.selected {
            XCTAssertTrue((0..<count).contains(selected), "selection \(selected) of \(count), \(where_)")
            XCTAssertTrue(state.visibleRange.contains(selected) || state.viewportHeight == 0, where_)
        } else {
            XCTFail("no selection in a list of \(count), \(where_)")
        }
    }
}
