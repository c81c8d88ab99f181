import Foundation
import XCTest

/// The Search pane in the real app: typing a query (accents, CJK and pasted text arrive
/// whole), the count line, highlighted matches, opening a result and coming back to it, and
/// the "No books match" state.
final class SearchEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "desert", title: "Desert Song", author: "Tom Lee", category: "YA",
                 description: "Two cousins follow a dry river bed across the desert to find their grandmother's village."),
        TestBook(id: "quiet", title: "Quiet Mountain", author: "Priya Rivera", category: "MG"),
        TestBook(id: "stars", title: "River of Stars", author: "Lena Ortiz", category: "PB"),
        TestBook(id: "bank", title: "The Riverbank Kids", author: "Sam Okoro", category: "CB"),
        TestBook(id: "tales", title: "日本の昔話", author: "Yuki Tanaka", category: "PB"),
        TestBook(id: "canon", title: "The Cañón Café", author: "Niño Peña", category: "MG"),
    ]

    /// The rows of the results list (row 4 on) while it is shown.
    private static let firstResultRow = 4

    private func openSearch() throws {
        try launch(books)
        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.waitFor("Type to search titles, authors and descriptions")
    }

    func testTypingFiltersCountsAndHighlightsTheMatches() throws {
        try openSearch()
        try tmux.sendText("river")
        let screen = try tmux.waitFor("4 books match")
        let rows = Self.rows(of: screen)
        XCTAssertEqual(rows[1], "> Search: river")
        XCTAssertEqual(rows[3], "Title                                    Author                     Category")
        XCTAssertEqual(rows[4...7].map { String($0.prefix(41)).trimmingCharacters(in: .whitespaces) },
                       ["River of Stars", "The Riverbank Kids", "Quiet Mountain", "Desert Song"],
                       "titles first (whole word, then start of a word), then authors, then descriptions")

        let styled = try tmux.styledLines()
        func highlighted(_ row: Int) -> [String] { styled[row].runs { $0.bold && $0.underline } }
        XCTAssertEqual(highlighted(3), ["Title                                    Author                     Category"],
                       "the heading row is bold and underlined")
        XCTAssertEqual(highlighted(4), ["River"])
        XCTAssertEqual(highlighted(5), ["River"])
        XCTAssertEqual(highlighted(6), ["River"], "the match in the author, Priya Rivera")
        XCTAssertEqual(highlighted(7), [], "a description match highlights nothing in the row")
        XCTAssertEqual(styled.filter { $0.cells.contains { $0.attributes.reverse } }.map(\.text).map { String($0.prefix(20)) },
                       [String(Self.tabBar(2).prefix(20))], "no result is drawn selected while the field has the keys")

        try tmux.sendText(" bed")
        let narrowed = try tmux.waitFor("1 book matches")
        XCTAssertTrue(Self.rows(of: narrowed)[4].hasPrefix("Desert Song"), narrowed)
        let preview = try tmux.styledLines()[22]
        XCTAssertTrue(preview.text.contains("river bed across the desert"), "the description preview: \(preview.text)")
        XCTAssertEqual(preview.runs { $0.bold && $0.underline }, ["river", "bed"])
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testEnterOpensTheResultAndEscReturnsWithTheQueryAndSelectionKept() throws {
        try openSearch()
        try tmux.sendText("river")
        try tmux.waitFor("4 books match")
        try tmux.sendKeys("Enter")
        try waitForPosition("1/4")
        try tmux.sendKeys("j", "Down")
        try waitForPosition("3/4")
        XCTAssertEqual(try selectedTitle(), "Quiet Mountain")
        try tmux.sendKeys("Enter")
        let detail = try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        XCTAssertEqual(Array(detail[1...3]), [" Quiet Mountain", " by Priya Rivera", " Middle Grade · 2020"])
        XCTAssertTrue(detail[0].hasPrefix(Self.tabBar(2)), detail[0])

        try tmux.sendKeys("Escape")
        let back = try waitForPosition("3/4")
        XCTAssertEqual(back[1], "  Search: river", "the query is kept, the field no longer has the keys")
        XCTAssertEqual(back[2], "4 books match")
        XCTAssertEqual(try selectedTitle(), "Quiet Mountain")

        // Back into the field: typing narrows the same query.
        try tmux.sendKeys("/")
        try tmux.waitFor("> Search: river")
        try tmux.sendText("a")
        let narrowed = try tmux.waitFor("1 book matches")
        XCTAssertTrue(Self.rows(of: narrowed)[4].hasPrefix("Quiet Mountain"), narrowed)
        try tmux.sendKeys("Escape")
        try tmux.waitFor("  Search: rivera")
        try quitAndCheckShell()
    }

    func testNoBooksMatchAndBackToThePrompt() throws {
        try openSearch()
        try tmux.sendText("river zebra")
        let screen = try tmux.waitFor("No books match \"river zebra\"")
        let rows = Self.rows(of: screen)
        XCTAssertEqual(rows[1], "> Search: river zebra")
        XCTAssertFalse(screen.contains("Title "), "no list heading without results")
        XCTAssertTrue(rows[3...22].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, screen)
        try tmux.sendKeys("Enter", "Down")
        try tmux.sendText("!")
        try tmux.waitFor("> Search: river zebra!", timeout: TmuxSession.defaultTimeout)
        try tmux.sendKeys("C-u")
        try tmux.waitFor("Type to search titles, authors and descriptions")
        XCTAssertEqual(Self.rows(of: try tmux.capture())[1], "> Search:")
        try tmux.sendKeys("Escape", "q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testTypedAccentsAndCJKArriveWhole() throws {
        try openSearch()
        try tmux.sendText("é")
        try tmux.sendText("ñ")
        try tmux.sendText("日本")
        var screen = try tmux.waitFor("No books match \"éñ日本\"")
        XCTAssertEqual(Self.rows(of: screen)[1], "> Search: éñ日本")

        try tmux.sendKeys("BSpace", "BSpace", "BSpace", "BSpace")
        try tmux.waitFor("Type to search titles, authors and descriptions")
        try tmux.sendText("日本")
        screen = try tmux.waitFor("1 book matches")
        XCTAssertTrue(Self.rows(of: screen)[4].hasPrefix("日本の昔話"), screen)
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["日本"])

        try tmux.sendKeys("C-u")
        try tmux.sendText("Peña")
        screen = try tmux.waitFor("1 book matches")
        XCTAssertEqual(Self.rows(of: screen)[1], "> Search: Peña")
        XCTAssertTrue(Self.rows(of: screen)[4].hasPrefix("The Cañón Café"), screen)
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["Peña"])
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testF1OpensTheHelpFromTheFieldAndTypingGoesOnAfterIt() throws {
        try openSearch()
        try tmux.sendText("riv")
        try tmux.waitFor("> Search: riv")
        try tmux.sendKeys("F1")
        let help = try tmux.waitFor("Press Esc or ? to close")
        XCTAssertTrue(help.contains("Search"), help)
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("the help to close") { !$0.contains("Press Esc or ? to close") }
        try tmux.sendText("er")
        try tmux.waitFor("> Search: river")
        try tmux.waitFor("4 books match")
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testPastedTextArrivesWholeAndInOrder() throws {
        try openSearch()
        try tmux.paste("cañón café")
        let screen = try tmux.waitFor("1 book matches")
        XCTAssertEqual(Self.rows(of: screen)[1], "> Search: cañón café")
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["Cañón", "Café"], "each word of the query is highlighted")
        XCTAssertNil(try tmux.clipboard())
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    /// About 2,000 characters arrive at once (keys already waiting go to the app as one burst):
    /// the field takes them all and the search runs for the whole text; the Enter sent in the
    /// same write acts after them, on its results.
    func testALongPasteIsTypedAtOnceAndTheKeysAfterItActOnItsResults() throws {
        try openSearch()
        let pasted = String(repeating: "river ", count: 333) + "bed"
        XCTAssertEqual(pasted.count, 2_001)
        try tmux.sendText(pasted + "\r")
        let rows = try waitForPosition("1/1")
        XCTAssertEqual(rows[1], "  Search: " + String(String(repeating: "river ", count: 12).suffix(66)) + "bed")
        XCTAssertEqual(rows[2], "1 book matches")
        XCTAssertEqual(try selectedTitle(), "Desert Song")

        try tmux.sendKeys("/")
        try tmux.sendText("zebra")
        let none = try tmux.waitFor("> Search: " + String(String(repeating: "river ", count: 12).suffix(61)) + "bedzebra")
        XCTAssertEqual(Self.rows(of: none)[2], "No books match \"river river river river river river river river river river")
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testHighlightsAndSelectionStayLegibleWithNoColor() throws {
        for noColor in [false, true] {
            try launch(books, environment: noColor ? ["NO_COLOR": "1"] : [:])
            try tmux.sendKeys("2")
            try tmux.sendText("river")
            try tmux.waitFor("4 books match")
            try tmux.sendKeys("Enter")
            try waitForPosition("1/4")
            let styled = try tmux.styledLines()
            let highlight = styled[5].cells.first { $0.scalar == "R" }?.attributes
            XCTAssertEqual(highlight?.bold, true)
            XCTAssertEqual(highlight?.underline, true)
            XCTAssertEqual(highlight?.foreground, noColor ? nil : 3, "yellow only where colour is allowed")
            XCTAssertEqual(try selectedTitle(), "River of Stars", "the selection is in reverse video either way")
            let coloured = styled.filter { $0.cells.contains { $0.attributes.foreground != nil } }.map(\.text)
            XCTAssertEqual(coloured.isEmpty, noColor, "coloured rows: \(coloured)")
            try quitAndCheckShell()
        }
    }

    /// The text of the one row drawn in reverse video under the tab bar, cut to the title column.
    private func selectedTitle(file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let selected = try tmux.styledLines().dropFirst().filter { $0.cells.contains { $0.attributes.reverse } }
        XCTAssertEqual(selected.count, 1, "rows in reverse video: \(selected.map(\.text))", file: file, line: line)
        return selected.first.map { String($0.text.prefix(41)).trimmingCharacters(in: .whitespaces) }
    }
}
