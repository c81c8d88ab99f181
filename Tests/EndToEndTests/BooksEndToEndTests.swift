import Foundation
import XCTest

/// The Books pane and moving between panes, in the real app: the tab bar, the category
/// filter with its counts, scrolling with the selection kept on screen, and the detail view.
final class BooksEndToEndTests: AppEndToEndTestCase {
    /// Seven books: two picture books, a chapter book, three middle-grade books, a young-adult book.
    private let mixed = [
        TestBook(id: "p1", title: "Pebble Song", author: "Ada Park", category: "PB"),
        TestBook(id: "p2", title: "Puddle Day", author: "Ben Okafor", category: "PB"),
        TestBook(id: "c1", title: "Cricket Club", author: "Cy Mendes", category: "CB"),
        TestBook(id: "m1", title: "Maple Street", author: "Dee Nakamura", category: "MG"),
        TestBook(id: "m2", title: "Moon Harbor", author: "Eli Watts", category: "MG"),
        TestBook(id: "m3", title: "Mango Summer", author: "Fay Reyes", category: "MG"),
        TestBook(id: "y1", title: "Yonder", author: "Gus Haile", category: "YA"),
    ]

    /// Sixty books, "Book 01" by "Writer 01" to "Book 60" by "Writer 60".
    private let sixty = (1...60).map { number in
        let n = String(format: "%02d", number)
        return TestBook(id: "book-\(n)", title: "Book \(n)", author: "Writer \(n)", category: "CB")
    }

    func testNumberKeysTabAndShiftTabSwitchPanes() throws {
        try launch(mixed)
        XCTAssertEqual(try tmux.styledLines()[0].reversedText, "[1 Books]")

        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.waitFor("> Search:")
        XCTAssertEqual(try tmux.styledLines()[0].reversedText, "[2 Search]")
        // The search field takes the typing: Esc leaves it so that 3 is a command again.
        try tmux.sendKeys("Escape", "3")
        try waitForTab(3)
        try tmux.waitFor("Suggest a book for the directory")
        XCTAssertEqual(try tmux.styledLines()[0].reversedText, "[3 Suggestion]")

        try tmux.sendKeys("Escape", "Tab")
        try waitForTab(4)
        try tmux.sendKeys("Tab")
        try waitForTab(5)
        try tmux.sendKeys("Tab")
        try waitForTab(1)
        try tmux.waitFor("Pebble Song")
        try tmux.sendKeys("Tab")
        try waitForTab(2)
        try tmux.sendKeys("Escape", "Tab")
        try waitForTab(3)
        try tmux.sendKeys("Escape", "BTab")
        try waitForTab(2)
        try tmux.sendKeys("Escape", "BTab")
        try waitForTab(1)
        try tmux.sendKeys("BTab")
        try waitForTab(5)
        try tmux.sendKeys("BTab")
        try waitForTab(4)
        try tmux.sendKeys("Escape", "1")
        try waitForTab(1)
        try quitAndCheckShell()
    }

    func testClicksOnTabsCategoriesAndRows() throws {
        try launch(mixed)
        try waitForPosition("1/7")
        try tmux.click(x: 13, y: 0)
        try waitForTab(2)
        try tmux.click(x: 28, y: 0)
        try waitForTab(3)
        try tmux.click(x: 3, y: 0)
        try waitForTab(1)
        // "Middle Grade 3" on the filter bar, then the second of its rows, then that row again.
        try tmux.click(x: 50, y: 1)
        try waitForList("[Middle Grade 3]", ["Maple Street", "Moon Harbor", "Mango Summer"])
        try tmux.click(x: 5, y: 4)
        try waitForPosition("2/3")
        try assertSelected(title: "Moon Harbor")
        try tmux.click(x: 5, y: 4)
        let rows = try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        XCTAssertEqual(rows[1], " Moon Harbor")
        try tmux.sendKeys("Escape")
        try waitForPosition("2/3")
        try quitAndCheckShell()
    }

    func testFilteringByCategoryShowsCountsAndChangesTheList() throws {
        try launch(mixed)
        var rows = try waitForPosition("1/7")
        XCTAssertEqual(rows[1], "[All 7]  Picture Book 2   Chapter Book 1   Middle Grade 3   Young Adult 1")
        XCTAssertEqual(titles(rows), ["Pebble Song", "Puddle Day", "Cricket Club", "Maple Street", "Moon Harbor",
                                      "Mango Summer", "Yonder"])

        try tmux.sendKeys("m")
        rows = try waitForList("[Middle Grade 3]", ["Maple Street", "Moon Harbor", "Mango Summer"])
        XCTAssertEqual(rows[1], " All 7   Picture Book 2   Chapter Book 1  [Middle Grade 3]  Young Adult 1")
        XCTAssertEqual(try tmux.styledLines()[1].reversedText, "[Middle Grade 3]")
        try waitForPosition("1/3")

        try tmux.sendKeys("Right")
        try waitForList("[Young Adult 1]", ["Yonder"])
        try tmux.sendKeys("l")
        rows = try waitForList("[All 7]", mixed.map(\.title))
        try tmux.sendKeys("Left", "h")
        try waitForList("[Middle Grade 3]", ["Maple Street", "Moon Harbor", "Mango Summer"])
        try tmux.sendKeys("p")
        try waitForList("[Picture Book 2]", ["Pebble Song", "Puddle Day"])
        try tmux.sendKeys("c")
        rows = try waitForList("[Chapter Book 1]", ["Cricket Club"])
        XCTAssertTrue(rows[3].hasSuffix("Cy Mendes                Chapter Book 2020"), rows[3])
        try tmux.sendKeys("a")
        try waitForList("[All 7]", mixed.map(\.title))
        try quitAndCheckShell()
    }

    func testScrollingKeepsTheSelectionOnScreen() throws {
        try launch(sixty)
        try waitForPosition("1/60")
        try assertSelected(1)

        try tmux.sendKeys("j", "j", "Down")
        try waitForPosition("4/60")
        try assertSelected(4)
        try tmux.sendKeys("k")
        try waitForPosition("3/60")
        try assertSelected(3)

        try tmux.sendKeys("PageDown")
        var rows = try tmux.waitUntil("a page down") { !$0.contains(" 3/60\n") && $0.contains("/60\n") }
        let afterPage = try position(Self.rows(of: rows))
        XCTAssertGreaterThan(afterPage, 15, "PgDn moved less than a page")
        try assertSelected(afterPage)

        try tmux.sendKeys("G")
        try waitForPosition("60/60")
        rows = try assertSelected(60)
        XCTAssertFalse(rows.contains("Book 01 "), "the list did not scroll to its end")
        XCTAssertTrue(Self.rows(of: rows)[22].hasPrefix("Book 60"), "the last book is not on the last list row")

        try tmux.sendKeys("PageUp")
        rows = try tmux.waitUntil("a page up") { !$0.contains(" 60/60\n") && $0.contains("/60\n") }
        try assertSelected(try position(Self.rows(of: rows)))

        try tmux.sendKeys("g")
        try waitForPosition("1/60")
        rows = try assertSelected(1)
        XCTAssertTrue(Self.rows(of: rows)[3].hasPrefix("Book 01"))
        try tmux.sendKeys("k", "Up")
        try tmux.sendKeys("End")
        try waitForPosition("60/60")
        try tmux.sendKeys("Home")
        try waitForPosition("1/60")
        try assertSelected(1)
        try quitAndCheckShell()
    }

    func testEnterOpensTheDetailAndEscComesBackWithTheSelectionKept() throws {
        var books = mixed
        books[4].description = "Twelve-year-old Mina keeps a lighthouse running through one long winter storm, "
            + "with help from her grandfather's old radio and a stray dog she names Harbor."
        books[4].year = 2019
        books.append(TestBook(id: "m4", title: "Tide Tables", author: "Eli Watts", category: "YA", year: 2023))
        try launch(books)
        try tmux.sendKeys("m", "j")
        try waitForPosition("2/3")
        try tmux.sendKeys("Enter")
        let rows = try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        XCTAssertEqual(Array(rows[1...9]), [
            " Moon Harbor",
            " by Eli Watts",
            " Middle Grade · 2019",
            "",
            " Twelve-year-old Mina keeps a lighthouse running through one long winter storm,",
            " with help from her grandfather's old radio and a stray dog she names Harbor.",
            "",
            "https://openlibrary.org/search?title=Moon%20Harbor&author=Eli%20Watts",
            "",
        ])
        XCTAssertEqual(rows[10], " More by this author")
        XCTAssertEqual(rows[11], "   Tide Tables (Young Adult, 2023)")
        XCTAssertTrue(rows[23].hasPrefix("Esc back  c copy  s save  o open link"), rows[23])
        XCTAssertEqual(rows[0], Self.tabBar(1) + String(repeating: " ", count: 80 - Self.tabBar(1).count - 7) + "bookdir")

        try tmux.sendKeys("Escape")
        try waitForPosition("2/3")
        let screen = try tmux.capture()
        XCTAssertTrue(screen.contains("[Middle Grade 3]"), "the filter was not kept: \(screen)")
        try assertSelected(title: "Moon Harbor")
        try quitAndCheckShell()
    }

    func testCopyPutsTheBookOnTheClipboardThroughOSC52() throws {
        try launch(mixed)
        try tmux.sendKeys("Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        XCTAssertNil(try tmux.clipboard())
        try tmux.sendKeys("c")
        let shared = "Pebble Song by Ada Park — " + mixed[0].link
        try tmux.waitFor("Copied if your terminal allows it; if pasting gives nothing, it does not:")
        try tmux.waitFor("“Pebble Song by Ada Park —")
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while try tmux.clipboard() == nil, Date() < deadline { usleep(50_000) }
        XCTAssertEqual(try tmux.clipboard(), shared)
        try quitAndCheckShell()
    }

    func testOpenHandsTheLinkToXdgOpen() throws {
        let bin = scratch.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = scratch.path("opened.txt")
        try scratch.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record)'\n", to: "bin/xdg-open")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        try launch(mixed, environment: ["PATH": bin + ":/usr/bin:/bin"])
        try tmux.sendKeys("j", "Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        try tmux.sendKeys("o")
        try tmux.waitFor("✓ Opened in your browser.")
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while !FileManager.default.fileExists(atPath: record), Date() < deadline { usleep(50_000) }
        XCTAssertEqual(try String(contentsOfFile: record, encoding: .utf8), mixed[1].link + "\n")
        try quitAndCheckShell()
    }

    /// xdg-open exits 3 over SSH or without a browser: the app says no browser opened and shows
    /// the link, rather than "✓ Opened in your browser." (issue 33, item 2).
    func testAnOpenerThatFailsIsReportedWithTheLink() throws {
        let bin = scratch.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try scratch.write("#!/bin/sh\nexit 3\n", to: "bin/xdg-open")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        try launch(mixed, environment: ["PATH": bin + ":/usr/bin:/bin"])
        try tmux.sendKeys("Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        try tmux.sendKeys("o")
        let rows = try waitForRow(21, "the failure") { $0 == " ✗ No browser opened (xdg-open exited with status 3); the link is:" }
        XCTAssertEqual(rows[22], " " + mixed[0].link)
        XCTAssertFalse(rows.joined().contains("Opened in your browser"))
        try quitAndCheckShell()
    }

    func testOpenWithoutAnOpenerShowsTheLink() throws {
        try launch(mixed, environment: ["PATH": scratch.path("empty")])
        try tmux.sendKeys("Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        try tmux.sendKeys("o")
        let rows = try waitForRow(21, "the link shown") { $0 == " No browser opener found; the link is:" }
        XCTAssertEqual(rows[22], " " + mixed[0].link)
        try quitAndCheckShell()
    }

    func testTheDetailRewrapsWhenTheTerminalNarrows() throws {
        var books = mixed
        let description = "Twelve-year-old Mina keeps a lighthouse running through one long winter storm, "
            + "with help from her grandfather's old radio and a stray dog she names Harbor."
        books[0].description = description
        try launch(books)
        try tmux.sendKeys("Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        try tmux.resize(width: 40, height: 12)
        let rows = try waitForRow(11, "the detail's keys at 40 columns") { $0.hasPrefix("Esc back") }
        XCTAssertEqual(rows.count, 12)
        XCTAssertEqual(rows[0], "[1 Books]  2   3   4   5         bookdir", "the other tabs by number only")
        XCTAssertEqual(Array(rows[1...4]), [" Pebble Song", " by Ada Park", " Picture Book · 2020", ""])
        let wrapped = Array(rows[5...10].prefix { !$0.isEmpty })
        XCTAssertGreaterThan(wrapped.count, 3)
        XCTAssertTrue(wrapped.allSatisfy { $0.count <= 39 && $0.hasPrefix(" ") }, "\(wrapped)")
        XCTAssertEqual(wrapped.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), description,
                       "the description is wrapped at word boundaries, nothing lost")
        try tmux.sendKeys("PageDown")
        try tmux.waitFor("More by this author")
        try tmux.resize(width: 80, height: 24)
        try waitForRow(23, "the detail at 80 columns again") { $0.hasPrefix("Esc back  c copy  s save  o open link") }
        try quitAndCheckShell()
    }

    func testTheHelpOverlayListsTheKeysAndCloses() throws {
        try launch(mixed)
        try tmux.sendKeys("?")
        let screen = try tmux.waitFor("Press Esc or ? to close")
        XCTAssertTrue(screen.contains("Everywhere"), screen)
        // The last keys are scrolled to (24 rows hold the Books keys and the first of Everywhere).
        try tmux.sendKeys("G")
        try tmux.waitFor("quit (outside text fields)")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("the help to close") { !$0.contains("Press Esc or ? to close") && $0.contains("Pebble Song") }
        try quitAndCheckShell()
    }

    // MARK: - Reading the screen

    /// Waits until the filter bar marks `filter` and the list holds exactly `titles`, and
    /// returns the rows.
    @discardableResult
    private func waitForList(_ filter: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let screen = try tmux.waitUntil("\(filter) with \(expected)", file: file, line: line) { screen in
            let rows = Self.rows(of: screen)
            return rows.count > 1 && rows[1].contains(filter) && self.titles(rows) == expected
        }
        return Self.rows(of: screen)
    }

    /// The titles in the list rows (row 3 on), up to the first blank row.
    private func titles(_ rows: [String]) -> [String] {
        rows.dropFirst(3).prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .filter { !$0.hasPrefix("↑↓") }
            .map { String($0.prefix(Self.titleWidth)).trimmingCharacters(in: .whitespaces) }
    }

    /// The title column's cells at 80 columns (with the Year column, issue 33, item 8).
    private static let titleWidth = 38

    /// The position the status bar shows ("N/60" → N).
    private func position(_ rows: [String]) throws -> Int {
        let note = rows.last?.split(separator: " ").last ?? ""
        return try XCTUnwrap(Int(note.split(separator: "/").first ?? ""), "no position in \(rows.last ?? "")")
    }

    /// Checks that exactly one row is drawn in reverse video and that it is "Book NN" (the
    /// selection is visible and is the book the status bar counts); returns the capture.
    @discardableResult
    private func assertSelected(_ number: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try assertSelected(title: "Book " + String(format: "%02d", number), file: file, line: line)
    }

    @discardableResult
    private func assertSelected(title: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let styled = try tmux.styledLines()
        let selected = styled.enumerated().filter { $0.offset >= 2 && $0.offset < 23 && $0.element.cells.contains { $0.attributes.reverse } }
        XCTAssertEqual(selected.count, 1, "rows in reverse video: \(selected.map(\.element.text))", file: file, line: line)
        XCTAssertEqual(selected.first.map { String($0.element.text.prefix(Self.titleWidth)).trimmingCharacters(in: .whitespaces) }, title,
                       file: file, line: line)
        return styled.map(\.text).joined(separator: "\n")
    }
}
