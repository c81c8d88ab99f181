import Widgets
import TestSupport
import XCTest

/// Each widget in a small demo layout at 80×24 and 40×12, compared with golden screens,
/// plus checks of the attributes that carry meaning (selection, active tab, focus, disabled).
final class WidgetGoldenTests: XCTestCase {
    static let sizes = [(80, 24), (40, 12)]

    private func eachSize(_ name: String, file: StaticString = #filePath, line: UInt = #line,
                          draw: (inout Canvas) -> Void) {
        for (width, height) in Self.sizes {
            var canvas = Canvas(width: width, height: height)
            draw(&canvas)
            CanvasChecks.assertIntact(canvas, file: file, line: line)
            GoldenScreen.assert(canvas, matches: "\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    static let books: [(String, String, String)] = [
        ("The Hate U Give", "Angie Thomas", "YA"),
        ("Brown Girl Dreaming", "Jacqueline Woodson", "MG"),
        ("Last Stop on Market Street", "Matt de la Peña", "PB"),
        ("Hair Love", "Matthew A. Cherry", "PB"),
        ("The Crossover", "Kwame Alexander", "MG"),
        ("A Long Title That Goes On And On Beyond Any Reasonable Column Width", "Someone Verylongname", "CB"),
        ("日本の昔話と物語", "山田太郎", "PB"),
        ("Emoji 👍🏽 and family 👨‍👩‍👧 in a title", "Ana Núñez", "CB"),
        ("Evil \u{1B}]0;pwned\u{7} title \u{1B}[2J", "Mallory \u{202E}live", "YA"),
        ("Combining ma\u{301}rks a\u{308}nd e\u{301}", "Zoë", "MG"),
    ] + (11...30).map { ("Book number \($0)", "Author \($0)", ["PB", "CB", "MG", "YA"][$0 % 4]) }

    static let columns = [
        ListColumn("Title", width: .flexible(3)),
        ListColumn("Author", width: .flexible(2)),
        ListColumn("Cat", width: .fixed(3)),
    ]

    static var rows: [ListRow] {
        books.enumerated().map { index, book in
            if index == 1 {
                return ListRow(spans: [TextSpan.highlighting(book.0, ranges: [11..<16], highlight: .highlight),
                                       [TextSpan(book.1)], [TextSpan(book.2)]])
            }
            return ListRow([book.0, book.1, book.2])
        }
    }

    // MARK: - Tab bar

    func testTabBar() {
        eachSize("TabBar") { canvas in
            let titles = ["Books", "Search", "Suggestion"]
            TabBar(titles: titles, activeIndex: 0, trailingText: "bookdir").render(into: &canvas, in: canvas.bounds.row(0))
            TabBar(titles: titles, activeIndex: 1, trailingText: "bookdir").render(into: &canvas, in: canvas.bounds.row(2))
            TabBar(titles: titles, activeIndex: 2).render(into: &canvas, in: canvas.bounds.row(4))
            TabBar(titles: titles, activeIndex: 2).render(into: &canvas, in: Rect(x: 0, y: 6, width: 24, height: 1))
        }
    }

    func testTabsThatDoNotFitShowOnlyTheirNumbersSoTheActiveOneIsSeen() {
        let titles = ["Books", "Search", "Suggestion", "Lists", "Review"]
        var canvas = Canvas(width: 40, height: 1)
        let bar = TabBar(titles: titles, activeIndex: 4, trailingText: "bookdir")
        XCTAssertTrue(bar.isCompact(in: 40))
        bar.render(into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.line(0), " 1   2   3   4  [5 Review]       bookdir")
        XCTAssertEqual(bar.tabIndex(atColumn: 5, in: canvas.bounds), 1)
        XCTAssertEqual(bar.tabIndex(atColumn: 20, in: canvas.bounds), 4)
        var wide = Canvas(width: 60, height: 1)
        XCTAssertFalse(bar.isCompact(in: 60))
        bar.render(into: &wide, in: wide.bounds)
        XCTAssertEqual(wide.line(0), " 1 Books   2 Search   3 Suggestion   4 Lists  [5 Review]    ")
    }

    func testActiveTabIsBracketedAndReverse() {
        var canvas = Canvas(width: 40, height: 1)
        let bar = TabBar(titles: ["Books", "Search", "Suggestion"], activeIndex: 1)
        bar.render(into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.line(0), " 1 Books  [2 Search]  3 Suggestion      ")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0),
                       "..........RRRRRRRRRR....................")
        XCTAssertTrue(canvas[10, 0].style.bold)
        XCTAssertEqual(bar.tabIndex(atColumn: 0, in: canvas.bounds), 0)
        XCTAssertEqual(bar.tabIndex(atColumn: 12, in: canvas.bounds), 1)
        XCTAssertNil(bar.tabIndex(atColumn: 20, in: canvas.bounds), "the gap between tabs")
        XCTAssertEqual(bar.tabIndex(atColumn: 33, in: canvas.bounds), 2)
        XCTAssertNil(bar.tabIndex(atColumn: 35, in: canvas.bounds))
    }

    // MARK: - List

    func testListView() {
        eachSize("ListView") { canvas in
            let list = ListView(columns: Self.columns, rows: Self.rows, showsHeadings: true)
            let area = canvas.bounds.droppingBottom(3)
            var state = ListState(count: Self.rows.count, selected: 9, viewportHeight: area.height - 1)
            list.render(&state, into: &canvas, in: area)
            let empty = ListView(columns: Self.columns, rows: [], showsHeadings: true,
                                 emptyText: "No books match \u{201C}zzz\u{201D}. Try fewer letters.")
            var emptyState = ListState()
            empty.render(&emptyState, into: &canvas, in: canvas.bounds.bottom(3))
            XCTAssertNil(emptyState.selected)
        }
    }

    func testSelectedRowIsReverseAndKeptOnScreen() {
        var canvas = Canvas(width: 40, height: 12)
        let list = ListView(columns: Self.columns, rows: Self.rows, showsHeadings: true)
        var state = ListState(count: Self.rows.count, selected: 0)
        list.render(&state, into: &canvas, in: canvas.bounds)
        for _ in 0..<15 { state.moveDown() }
        list.render(&state, into: &canvas, in: canvas.bounds)
        XCTAssertEqual(state.viewportHeight, 11)
        XCTAssertEqual(state.selected, 15)
        XCTAssertEqual(state.offset, 5)
        let selectedRow = 1 + 15 - 5
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: selectedRow), String(repeating: "R", count: 40))
        for row in 1..<12 where row != selectedRow {
            XCTAssertFalse(CanvasChecks.attributes(canvas, row: row).contains("R"), "row \(row)")
        }
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), String(repeating: "B", count: 40), "headings")
        XCTAssertEqual(list.rowIndex(atY: selectedRow, in: canvas.bounds, state: state), 15)
        XCTAssertNil(list.rowIndex(atY: 0, in: canvas.bounds, state: state), "the headings are not a row")
    }

    func testHighlightsStayVisibleInTheSelectedRow() {
        var canvas = Canvas(width: 40, height: 3)
        let list = ListView(columns: Self.columns, rows: Self.rows)
        var state = ListState(count: Self.rows.count, selected: 1)
        list.render(&state, into: &canvas, in: canvas.bounds)
        let row = 1 - state.offset
        XCTAssertTrue(canvas.line(row).hasPrefix("Brown Girl Dreaming"))
        for x in 0..<40 {
            let style = canvas[x, row].style
            XCTAssertTrue(style.reverse)
            XCTAssertEqual(style.underline, (11..<16).contains(x), "column \(x)")
        }
        XCTAssertEqual(canvas[11, row].style.foreground, .yellow)
    }

    func testColumnWidthsShareTheRoom() {
        XCTAssertEqual(ListColumn.widths(of: Self.columns, total: 80), [45, 30, 3])
        XCTAssertEqual(ListColumn.widths(of: Self.columns, total: 40), [21, 14, 3])
        XCTAssertEqual(ListColumn.widths(of: Self.columns, total: 4), [0, 0, 2])
        XCTAssertEqual(ListColumn.widths(of: Self.columns, total: 0), [0, 0, 0])
        XCTAssertEqual(ListColumn.widths(of: [], total: 10), [])
    }

    // MARK: - Form widgets

    func testTextField() {
        eachSize("TextField") { canvas in
            var title = TextFieldState()
            title.insert("One Crazy Summer and a much longer subtitle that scrolls")
            TextField(label: "Title", labelWidth: 10, isFocused: true)
                .render(&title, into: &canvas, in: canvas.bounds.row(1))
            var author = TextFieldState()
            TextField(label: "Author", labelWidth: 10, placeholder: "Who wrote it", isFocused: false)
                .render(&author, into: &canvas, in: canvas.bounds.row(3))
            var notes = TextFieldState(text: "日本語 e\u{301} \u{1B}[31m 👍🏽")
            TextField(label: "Notes", labelWidth: 10, isFocused: false)
                .render(&notes, into: &canvas, in: canvas.bounds.row(5))
            var narrow = TextFieldState(text: "abcdefghijklmnop")
            narrow.moveToStart()
            TextField(isFocused: false).render(&narrow, into: &canvas, in: Rect(x: 2, y: 7, width: 8, height: 1))
            canvas.cursor = nil
            // The focused field draws last so the cursor it sets is the one checked.
            TextField(label: "Title", labelWidth: 10, isFocused: true)
                .render(&title, into: &canvas, in: canvas.bounds.row(1))
            XCTAssertEqual(canvas.cursor, CursorPosition(x: min(canvas.width - 1, 12 + title.text.count), y: 1),
                           "after the text, or in the last column once it scrolls")
        }
    }

    func testFocusedFieldShowsTheCursorAndUnfocusedDoesNot() {
        var canvas = Canvas(width: 30, height: 2)
        var state = TextFieldState(text: "Hair Love")
        state.moveLeft()
        state.moveLeft()
        TextField(label: "Title", isFocused: false).render(&state, into: &canvas, in: canvas.bounds.row(0))
        XCTAssertNil(canvas.cursor)
        XCTAssertEqual(canvas.line(0), "  Title: Hair Love            ")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), "........." + String(repeating: "U", count: 21))
        TextField(label: "Title", isFocused: true).render(&state, into: &canvas, in: canvas.bounds.row(1))
        XCTAssertEqual(canvas.line(1), "> Title: Hair Love            ")
        XCTAssertEqual(canvas.cursor, CursorPosition(x: 9 + 7, y: 1))
        XCTAssertTrue(canvas[2, 1].style.bold)
    }

    func testPicker() {
        eachSize("Picker") { canvas in
            let choices = ["Picture Book", "Chapter Book", "Middle Grade", "Young Adult"]
            Picker(label: "Category", labelWidth: 10, choices: choices, selectedIndex: nil, isFocused: false)
                .render(into: &canvas, in: canvas.bounds.row(1))
            Picker(label: "Category", labelWidth: 10, choices: choices, selectedIndex: 2, isFocused: true)
                .render(into: &canvas, in: canvas.bounds.row(3))
            Picker(label: "Category", labelWidth: 10, choices: choices, selectedIndex: 9, isFocused: false)
                .render(into: &canvas, in: Rect(x: 0, y: 5, width: 20, height: 1))
        }
    }

    func testPickerLooksAndKeys() {
        let choices = ["Picture Book", "Chapter Book", "Middle Grade", "Young Adult"]
        var canvas = Canvas(width: 40, height: 2)
        Picker(label: "Category", choices: choices, selectedIndex: nil, isFocused: false)
            .render(into: &canvas, in: canvas.bounds.row(0))
        XCTAssertEqual(canvas.line(0), "  Category: < Choose a category >       ")
        XCTAssertTrue(canvas[12, 0].style.dim)
        Picker(label: "Category", choices: choices, selectedIndex: 3, isFocused: true)
            .render(into: &canvas, in: canvas.bounds.row(1))
        XCTAssertEqual(canvas.line(1), "> Category: < Young Adult >             ")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 1), "BBBBBBBBBBB." + String(repeating: "R", count: 15) + String(repeating: ".", count: 13))

        let picker = Picker(choices: choices, selectedIndex: nil, isFocused: true)
        XCTAssertEqual(picker.choice(after: nil, for: .right), 0)
        XCTAssertEqual(picker.choice(after: nil, for: .left), 3)
        XCTAssertEqual(picker.choice(after: 3, for: .right), 0)
        XCTAssertEqual(picker.choice(after: 0, for: .left), 3)
        XCTAssertEqual(picker.choice(after: nil, for: .character("m")), 2)
        XCTAssertEqual(picker.choice(after: nil, for: .character("Y")), 3)
        XCTAssertEqual(picker.choice(after: 1, for: .character("c")), 1, "the only C stays chosen")
        XCTAssertNil(picker.choice(after: 1, for: .character("z")))
        XCTAssertNil(picker.choice(after: 1, for: .up), "Up/Down move between fields")
        XCTAssertNil(picker.choice(after: 1, for: .character("1")))
        let twoBs = Picker(choices: ["Bee", "Ant", "Bat"], selectedIndex: 0, isFocused: true)
        XCTAssertEqual(twoBs.choice(after: 0, for: .character("b")), 2, "cycles among choices with the letter")
        XCTAssertEqual(twoBs.choice(after: 2, for: .character("b")), 0)
        XCTAssertNil(Picker(choices: [], selectedIndex: nil, isFocused: true).choice(after: nil, for: .right))
    }

    func testButton() {
        eachSize("Button") { canvas in
            Button(title: "Send", isEnabled: false).render(into: &canvas, in: Rect(x: 2, y: 1, width: 20, height: 1))
            Button(title: "Send", isEnabled: true).render(into: &canvas, in: Rect(x: 2, y: 3, width: 20, height: 1))
            Button(title: "Send", isEnabled: true, isFocused: true).render(into: &canvas, in: Rect(x: 2, y: 5, width: 20, height: 1))
            Button(title: "Send", isEnabled: false, isFocused: true).render(into: &canvas, in: Rect(x: 2, y: 7, width: 20, height: 1))
            Button(title: "Send suggestion", isEnabled: true).render(into: &canvas, in: Rect(x: 2, y: 9, width: 8, height: 1))
        }
    }

    func testDisabledButtonIsBracketedAndDim() {
        var canvas = Canvas(width: 10, height: 2)
        Button(title: "Send", isEnabled: false).render(into: &canvas, in: canvas.bounds.row(0))
        Button(title: "Send", isEnabled: true, isFocused: true).render(into: &canvas, in: canvas.bounds.row(1))
        XCTAssertEqual(canvas.lines, ["[ Send ]  ", "< Send >  "])
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), "DDDDDDDD..")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 1), "RRRRRRRR..")
        XCTAssertTrue(canvas[0, 1].style.bold)
        XCTAssertFalse(canvas[0, 1].style.dim)
    }

    // MARK: - Bars, messages, overlays

    static let hints = [
        KeyHint(key: "q", action: "quit"), KeyHint(key: "?", action: "help"),
        KeyHint(key: "Tab", action: "next pane"), KeyHint(key: "Enter", action: "open"),
        KeyHint(key: "j/k", action: "move"), KeyHint(key: "/", action: "search"),
    ]

    func testStatusBar() {
        eachSize("StatusBar") { canvas in
            StatusBar(hints: Self.hints, trailingText: "30 books").render(into: &canvas, in: canvas.bounds.bottom(1))
            StatusBar(hints: Self.hints).render(into: &canvas, in: canvas.bounds.row(0))
            StatusBar(hints: [KeyHint(key: "Enter", action: "send the suggestion now")])
                .render(into: &canvas, in: Rect(x: 0, y: 2, width: 12, height: 1))
        }
    }

    func testStatusBarKeysAreBoldAndHintsAreWholeOrLeftOut() {
        var canvas = Canvas(width: 22, height: 1)
        StatusBar(hints: Self.hints).render(into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.line(0), "q quit  ? help        ")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), "B.......B.............")
    }

    func testMessageLine() {
        eachSize("MessageLine") { canvas in
            MessageLine("Thanks! \u{201C}Hair Love\u{201D} was added to your suggestions.", kind: .success)
                .render(into: &canvas, in: canvas.bounds.row(1))
            MessageLine("Could not write the suggestions file: Read-only file system "
                        + "(/home/reader/.local/share/bookdir/suggestions.json). Make sure its folder can be written "
                        + "and the disk has free space, or choose another data folder with --data-dir PATH.",
                        kind: .error)
                .render(into: &canvas, in: Rect(x: 0, y: 3, width: canvas.width, height: 3))
            MessageLine("Sending…", kind: .info).render(into: &canvas, in: canvas.bounds.row(7))
        }
    }

    func testMessageKindsAreMarkedWithoutColour() {
        var canvas = Canvas(width: 12, height: 2)
        MessageLine("Saved", kind: .success).render(into: &canvas, in: canvas.bounds.row(0))
        MessageLine("Failed", kind: .error).render(into: &canvas, in: canvas.bounds.row(1))
        XCTAssertEqual(canvas.lines, ["✓ Saved     ", "✗ Failed    "])
        XCTAssertEqual(canvas[0, 0].style, .success)
        XCTAssertEqual(canvas[0, 1].style, .failure)
    }

    static let helpSections = [
        HelpOverlay.Section(title: "Everywhere", hints: [
            KeyHint(key: "1 2 3", action: "Books, Search, Suggestion"),
            KeyHint(key: "Tab", action: "next pane"), KeyHint(key: "?", action: "this help"),
            KeyHint(key: "q Ctrl-C", action: "quit"),
        ]),
        HelpOverlay.Section(title: "Lists", hints: [
            KeyHint(key: "↑↓ j k", action: "move"), KeyHint(key: "PgUp PgDn", action: "page"),
            KeyHint(key: "g G", action: "first, last"), KeyHint(key: "Enter", action: "open the book"),
        ]),
    ]

    func testHelpOverlay() {
        eachSize("HelpOverlay") { canvas in
            for row in 0..<canvas.height {
                canvas.put(String(repeating: "background ", count: 10), x: 0, y: row)
            }
            HelpOverlay(sections: Self.helpSections).render(into: &canvas, in: canvas.bounds)
        }
    }

    func testSizeGuard() {
        let guardian = SizeGuard()
        XCTAssertFalse(guardian.isTooSmall(width: 40, height: 10))
        XCTAssertTrue(guardian.isTooSmall(width: 39, height: 24))
        XCTAssertTrue(guardian.isTooSmall(width: 80, height: 9))
        XCTAssertEqual(guardian.message(width: 30, height: 8),
                       "Terminal too small: 30×8. bookdir needs at least 40×10. Ctrl-C quits.")
        for (width, height) in [(30, 8), (39, 12), (12, 4)] {
            var canvas = Canvas(width: width, height: height)
            guardian.render(into: &canvas, in: canvas.bounds)
            CanvasChecks.assertIntact(canvas)
            GoldenScreen.assert(canvas, matches: "SizeGuard-\(width)x\(height)")
        }
        var one = Canvas(width: 1, height: 1)
        guardian.render(into: &one, in: one.bounds)
        XCTAssertEqual(one.lines, ["…"])
        var zero = Canvas(width: 0, height: 0)
        guardian.render(into: &zero, in: zero.bounds)
        XCTAssertEqual(zero.lines, [])
    }

    static let categoryChoices = [
        ChoiceBar.Choice("All 30", shortTitle: "All 30"), ChoiceBar.Choice("Picture Book 8", shortTitle: "PB 8"),
        ChoiceBar.Choice("Chapter Book 6", shortTitle: "CB 6"), ChoiceBar.Choice("Middle Grade 9", shortTitle: "MG 9"),
        ChoiceBar.Choice("Young Adult 7", shortTitle: "YA 7"),
    ]

    func testChoiceBar() {
        eachSize("ChoiceBar") { canvas in
            ChoiceBar(choices: Self.categoryChoices, selectedIndex: 0).render(into: &canvas, in: canvas.bounds.row(0))
            ChoiceBar(choices: Self.categoryChoices, selectedIndex: 3).render(into: &canvas, in: canvas.bounds.row(2))
            ChoiceBar(choices: Self.categoryChoices, selectedIndex: 4).render(into: &canvas, in: Rect(x: 0, y: 4, width: 20, height: 1))
        }
    }

    func testChosenChoiceIsBracketedAndReverseAndClickable() {
        var canvas = Canvas(width: 40, height: 1)
        let bar = ChoiceBar(choices: Self.categoryChoices, selectedIndex: 1)
        bar.render(into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.line(0), " All 30  [PB 8]  CB 6   MG 9   YA 7     ")
        XCTAssertEqual(CanvasChecks.attributes(canvas, row: 0), ".........RRRRRR.........................")
        XCTAssertEqual(bar.choiceIndex(atColumn: 10, in: canvas.bounds), 1)
        XCTAssertEqual(bar.choiceIndex(atColumn: 33, in: canvas.bounds), 4)
        XCTAssertNil(bar.choiceIndex(atColumn: 38, in: canvas.bounds))
        XCTAssertEqual(bar.labels(width: 80).first, " All 30 ", "full titles where they fit")
        XCTAssertEqual(bar.labels(width: 80)[1], "[Picture Book 8]")
        var narrow = Canvas(width: 14, height: 1)
        let lastChosen = ChoiceBar(choices: Self.categoryChoices, selectedIndex: 4)
        lastChosen.render(into: &narrow, in: narrow.bounds)
        XCTAssertEqual(narrow.line(0), " MG 9  [YA 7] ", "starts late enough to show the chosen one")
        XCTAssertEqual(lastChosen.choiceIndex(atColumn: 8, in: narrow.bounds), 4)
        XCTAssertNil(lastChosen.choiceRanges(in: narrow.bounds)[0])
    }
}
