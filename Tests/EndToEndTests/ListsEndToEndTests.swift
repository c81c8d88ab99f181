import Foundation
import TestSupport
import XCTest

/// A new user, in the real app in tmux: saves three books from Books and Search into a new list,
/// reorders it, exports it as Markdown and HTML (confirming the path offered, then replacing the
/// Markdown file after y), quits, and finds the app as it was left.
final class ListsEndToEndTests: AppEndToEndTestCase {
    static let books = [
        TestBook(id: "snowy", title: "The Snowy Day", author: "Ezra Jack Keats", category: "PB", year: 1962),
        TestBook(id: "love", title: "Love", author: "Matt de la Pena", category: "PB", year: 2018),
        TestBook(id: "harbor", title: "Harbor Me", author: "Jacqueline Woodson", category: "MG", year: 2018),
        TestBook(id: "poet", title: "The Poet X", author: "Elizabeth Acevedo", category: "YA", year: 2018),
        TestBook(id: "ghost", title: "Ghost", author: "Jason Reynolds", category: "MG", year: 2016),
    ]

    private static let listsTabBar = " 1 Books   2 Search   3 Suggestion  [4 Lists]"

    /// Waits for `text` on the status row (`row` 23), or on the pane's last row (22) where the Lists pane says what it did.
    private func waitForNotice(_ text: String, row: Int = 23, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForRow(row, text, file: file, line: line) { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    func testSaveReorderExportQuitAndComeBack() throws {
        // The exports go to the folder the app was started in, here the home folder: shown as ~.
        try tmux.type("cd \(TmuxSession.shellQuoted(scratch.url.path)) && export HOME=\"$PWD\"")
        try launch(Self.books)

        // Books: mark the first two with Space, save them to a new list.
        try tmux.sendKeys("Space", "Space", "s")
        try tmux.waitFor("Save 2 books to")
        try tmux.sendKeys("Down")
        try tmux.sendText("Grade 3")
        try tmux.sendKeys("Enter")
        try waitForNotice("Saved 2 books to Grade 3.")
        try waitForRow(3, "the saved mark") { $0.hasPrefix(" ✓ The Snowy Day") }

        // Search: one more into the same list, which the picker now offers first (the list saved to last).
        try tmux.sendKeys("2")
        try tmux.sendText("harbor")
        try tmux.waitFor("1 book matches")
        try tmux.sendKeys("Enter", "s")
        try tmux.waitFor("Save “Harbor Me” to")
        try tmux.sendKeys("Enter")
        try waitForNotice("Saved 1 book to Grade 3.")

        // Books: choose the Middle Grade filter.
        try tmux.sendKeys("1", "m")
        try waitForRow(1, "the Middle Grade filter") { $0.contains("[Middle Grade 2]") }

        // Lists: open the list, move The Snowy Day down, export.
        try tmux.sendKeys("4")
        try waitForRow(3, "the list and its count") { $0.hasPrefix("Grade 3") && $0.hasSuffix("3") }
        try tmux.sendKeys("Enter")
        try waitForRow(1, "the open list") { $0.contains("Lists › Grade 3  3 books") }
        try tmux.sendKeys("J")
        try waitForRow(4, "the moved book") { $0.hasPrefix("The Snowy Day") }
        try tmux.sendKeys("e", "m")
        try waitForRow(22, "the path offered") { $0.hasPrefix("> Export to: ~/grade-3.md") }
        try tmux.sendKeys("Enter")
        let markdownPath = scratch.path("grade-3.md")
        try waitForNotice("Wrote ~/grade-3.md (Markdown, 3 books).", row: 22)
        try tmux.sendKeys("e", "h")
        try waitForRow(22, "the path offered") { $0.hasPrefix("> Export to: ~/grade-3.html") }
        try tmux.sendKeys("Enter")
        try waitForNotice("Wrote ~/grade-3.html (HTML, 3 books).", row: 22)
        try tmux.sendKeys("e", "m", "Enter")
        try waitForNotice("Replace ~/grade-3.md? y replaces, any other key keeps it.", row: 22)
        try tmux.sendKeys("y")
        try waitForNotice("Wrote ~/grade-3.md (Markdown, 3 books).", row: 22)

        let markdown = try String(contentsOfFile: markdownPath, encoding: .utf8)
        XCTAssertEqual(markdown, """
            # Grade 3

            - **Love** by Matt de la Pena (Picture Book, 2018)  
              A story.
            - **The Snowy Day** by Ezra Jack Keats (Picture Book, 1962)  
              A story.
            - **Harbor Me** by Jacqueline Woodson (Middle Grade, 2018)  
              A story.

            """)
        let html = try String(contentsOfFile: scratch.path("grade-3.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h1>Grade 3</h1>"))
        XCTAssertLessThan(try XCTUnwrap(html.range(of: ">Love<")).lowerBound, try XCTUnwrap(html.range(of: ">The Snowy Day<")).lowerBound)

        try quitAndCheckShell()

        // Relaunched: the Lists pane, the list open on the moved book, and the Books filter kept.
        try tmux.startBookdir(catalog: scratch.path("books.json"), dataDir: dataDir)
        let screen = try tmux.waitUntil("the Lists pane") { $0.hasPrefix(Self.listsTabBar) }
        let rows = Self.rows(of: screen)
        XCTAssertTrue(rows[1].contains("Lists › Grade 3  3 books"), rows[1])
        XCTAssertEqual(rows[3...5].map { String($0.prefix(13)) }, ["Love         ", "The Snowy Day", "Harbor Me    "])
        XCTAssertTrue(rows[23].hasSuffix("2/3"), rows[23])
        try tmux.sendKeys("1")
        try waitForRow(1, "the Middle Grade filter kept") { $0.contains("[Middle Grade 2]") }
        try quitAndCheckShell()

        // --fresh starts on the Books pane, unfiltered.
        try tmux.startBookdir("--fresh", catalog: scratch.path("books.json"), dataDir: dataDir)
        try waitForTab(1)
        try waitForRow(1, "every book") { $0.hasPrefix("[All 5]") }
        try quitAndCheckShell()
    }

    func testADamagedStateFileIsANoticeNotAnError() throws {
        try FileManager.default.createDirectory(atPath: dataDir, withIntermediateDirectories: true)
        try scratch.write("{\"version\": 1, \"state\": {", to: "data/state.json")
        try tmux.startBookdir(catalog: try scratch.writeCatalog(Self.books), dataDir: dataDir)
        try waitForTab(1)
        // The notice is longer than a row: it takes two (issue 33, item 9).
        try waitForRow(22, "the notice") { $0.hasPrefix("Started fresh: The saved state is not valid JSON (line 1, column 26)") }
        try tmux.sendKeys("4")
        try waitForRow(23, "the Lists pane's keys, the notice gone") { $0.hasPrefix("? help  q quit") }
        try quitAndCheckShell()
        XCTAssertEqual(try String(contentsOfFile: scratch.path("data/state.json.damaged"), encoding: .utf8), "{\"version\": 1, \"state\": {",
                       "the damaged file is kept aside as it was (issue 33, item 13)")
        XCTAssertTrue(try String(contentsOfFile: scratch.path("data/state.json"), encoding: .utf8).contains("\"pane\" : \"lists\""),
                      "a new state is saved, so the next launch opens where this one was left")
    }

    func testAStateThatCannotBeSavedIsSaidOnTheWayOutAndTheStatusIsNotZero() throws {
        let catalog = try scratch.writeCatalog(Self.books)
        // No file may grow past 0 bytes (its signal ignored, so a write fails with EFBIG): the state
        // file's write fails as on a full disk, while the terminal, not a file, takes the screen.
        try tmux.type("trap '' XFSZ; ulimit -f 0")
        try tmux.startBookdir(catalog: catalog, dataDir: dataDir)
        try waitForTab(1)
        try tmux.sendKeys("4")
        try waitForTab(4)
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(), 3)
        let path = scratch.path("data/state.json")
        // Said once, on the way out (after the command line, which tmux joins with it at times).
        let said = "bookdir: Where you left the app was not saved. Could not write the saved state: File too large (\(path)). "
            + "Make sure its folder can be written and the disk has free space, or choose another data folder with --data-dir PATH; "
            + "what was saved before is unchanged.\n"
        let shell = try tmux.capture(joiningWrappedLines: true)
        XCTAssertEqual(shell.components(separatedBy: said).count, 2, shell)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
