import Foundation
import XCTest

/// Books whose fields hold escape sequences and other controls: on screen they are shown,
/// escaped (`^[` caret notation, `<U+202E>` markers), never obeyed — in the Books list, the
/// Search results and the detail view. The pane's title does not change, nothing reaches the
/// clipboard, and the tab bar and status bar stay where they are.
final class TerminalInjectionEndToEndTests: AppEndToEndTestCase {
    private let hostile = [
        TestBook(id: "csi", title: "Clear\u{1B}[2J Screen", author: "Red\u{1B}[31m Ink", category: "MG",
                 description: "Copy \u{1B}]52;c;SGVsbG8=\u{07} this and \u{1B}[?1049l leave."),
        TestBook(id: "osc", title: "Name\u{1B}]0;PWNED\u{07} It", author: "Win\u{1B}]2;HACKED\u{1B}\\dow", category: "MG",
                 description: "Bell\u{07} nul\u{0} bidi \u{202E}txet desrever\u{202C} end"),
        TestBook(id: "bidi", title: "\u{202E}Backwards", author: "Nul\u{0}Byte", category: "MG",
                 description: "C1 CSI \u{9B}31m and C1 OSC \u{9D}0;GOTCHA\u{9C} here"),
        TestBook(id: "link", title: "\u{1B}]8;;http://evil.example\u{1B}\\Link\u{1B}]8;;\u{1B}\\", author: "Red\u{1B}[31m Ink",
                 category: "YA", description: "A hyperlink and a\rcarriage return, a\ttab and a\nnew line.", year: 2021),
    ]

    /// How each hostile field must look on screen.
    private enum Shown {
        static let csiTitle = "Clear^[[2J Screen", csiAuthor = "Red^[[31m Ink"
        static let csiDescription = "Copy ^[]52;c;SGVsbG8=^G this and ^[[?1049l leave."
        static let oscTitle = "Name^[]0;PWNED^G It", oscAuthor = "Win^[]2;HACKED^[\\dow"
        static let oscDescription = "Bell^G nul^@ bidi <U+202E>txet desrever<U+202C> end"
        static let bidiTitle = "<U+202E>Backwards", bidiAuthor = "Nul^@Byte"
        static let bidiDescription = "C1 CSI <U+009B>31m and C1 OSC <U+009D>0;GOTCHA<U+009C> here"
        static let linkTitle = "^[]8;;http://evil.example^[\\Link^[]8;;^[\\"
    }

    private var titleBefore = ""

    private func launchHostile() throws {
        titleBefore = try tmux.paneTitle()
        try launch(hostile)
        try waitForPosition("1/4")
    }

    /// The pane is intact: the tab bar whole on the first row, `statusPrefix` on the last, the
    /// title unchanged, the clipboard empty, and no row holding a raw control character.
    private func assertIntact(tab: Int, statusPrefix: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let rows = Self.rows(of: try tmux.capture())
        XCTAssertEqual(rows.count, 24, file: file, line: line)
        XCTAssertTrue(rows[0].hasPrefix(Self.tabBar(tab)) && rows[0].hasSuffix("bookdir"), rows[0], file: file, line: line)
        XCTAssertTrue(rows[23].hasPrefix(statusPrefix), rows[23], file: file, line: line)
        XCTAssertEqual(try tmux.paneTitle(), titleBefore, "the pane's title changed", file: file, line: line)
        XCTAssertFalse(try tmux.paneTitle().contains("PWNED") || tmux.paneTitle().contains("HACKED"), file: file, line: line)
        XCTAssertNil(try tmux.clipboard(), "something reached the clipboard", file: file, line: line)
        XCTAssertTrue(try tmux.isAlternateScreenOn(), "an escape left the alternate screen", file: file, line: line)
        let styled = try tmux.styledLines()
        let coloured = styled.enumerated().filter { $0.element.cells.contains { $0.attributes.foreground == 1 } }
        XCTAssertEqual(coloured.map(\.element.text), [], "a CSI from the data coloured text red", file: file, line: line)
    }

    func testTheBooksListShowsControlsEscaped() throws {
        try launchHostile()
        let rows = Self.rows(of: try tmux.capture())
        XCTAssertEqual(rows[1], "[All 4]  Picture Book 0   Chapter Book 0   Middle Grade 3   Young Adult 1")
        XCTAssertEqual(Array(rows[3...6]), [
            booksRow(Shown.csiTitle, Shown.csiAuthor),
            booksRow(Shown.oscTitle, Shown.oscAuthor),
            booksRow(Shown.bidiTitle, Shown.bidiAuthor),
            booksRow(Shown.linkTitle, Shown.csiAuthor, "Young Adult", year: "2021"),
        ])
        XCTAssertTrue(rows[7...22].allSatisfy(\.isEmpty), "the rest of the list is blank")
        try assertIntact(tab: 1, statusPrefix: "↑↓ move  Enter open  s save  ? help")
        try quitAndCheckShell()
        XCTAssertEqual(try tmux.paneTitle(), titleBefore)
    }

    func testTheSearchResultsShowControlsEscapedAndHighlightAround() throws {
        try launchHostile()
        try tmux.sendKeys("2")
        try tmux.sendText("pwned")
        var screen = try tmux.waitFor("1 book matches")
        XCTAssertEqual(Self.rows(of: screen)[4], row(Shown.oscTitle, Shown.oscAuthor))
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["PWNED"],
                       "the match is highlighted where it is drawn, after the escapes before it")

        try tmux.sendKeys("C-u")
        try tmux.sendText("evil")
        screen = try tmux.waitFor("1 book matches")
        XCTAssertEqual(Self.rows(of: screen)[4], row(Shown.linkTitle, Shown.csiAuthor, "Young Adult"))
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["evil"])

        try tmux.sendKeys("C-u")
        try tmux.sendText("backwards")
        screen = try tmux.waitFor("1 book matches")
        XCTAssertEqual(Self.rows(of: screen)[4], row(Shown.bidiTitle, Shown.bidiAuthor))
        XCTAssertEqual(try tmux.styledLines()[4].runs { $0.bold && $0.underline }, ["Backwards"])

        try tmux.sendKeys("C-u")
        try tmux.sendText("gotcha")
        let rows = try waitForRow(22, "the description preview") { $0.contains("GOTCHA") }
        XCTAssertEqual(rows[4], row(Shown.bidiTitle, Shown.bidiAuthor))
        XCTAssertTrue(rows[22].contains("<U+009D>0;GOTCHA<U+009C> here"), "the description preview: \(rows[22])")
        try assertIntact(tab: 2, statusPrefix: "↓ results  Esc leave field")
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testTheDetailViewShowsControlsEscaped() throws {
        try launchHostile()
        for (index, book) in [(Shown.csiTitle, Shown.csiAuthor, Shown.csiDescription),
                              (Shown.oscTitle, Shown.oscAuthor, Shown.oscDescription),
                              (Shown.bidiTitle, Shown.bidiAuthor, Shown.bidiDescription)].enumerated() {
            try tmux.sendKeys("Enter")
            let rows = try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
            XCTAssertEqual(rows[1], " " + book.0)
            XCTAssertEqual(rows[2], " by " + book.1)
            XCTAssertEqual(rows[3], " Middle Grade · 2020")
            XCTAssertEqual(rows[5], " " + book.2)
            XCTAssertTrue(rows[7].hasPrefix("https://openlibrary.org/search?title="), rows[7])
            XCTAssertFalse(rows.contains { $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
            if index == 0 {
                let more = try XCTUnwrap(rows.firstIndex(of: " More by this author"))
                XCTAssertEqual(rows[more + 1], "   \(Shown.linkTitle) (Young Adult, 2021)")
            }
            try assertIntact(tab: 1, statusPrefix: "Esc back  c copy  s save  o open link")
            try tmux.sendKeys("Escape", "j")
            try waitForPosition("\(index + 2)/4")
        }
        try tmux.sendKeys("Enter")
        let rows = try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        // In a description, line breaks (CR, LF) break the line and a tab is a space: laid out, not obeyed.
        XCTAssertEqual(Array(rows[1...7]), [" " + Shown.linkTitle, " by " + Shown.csiAuthor, " Young Adult · 2021", "",
                                            " A hyperlink and a", " carriage return, a tab and a", " new line."])
        let more = try XCTUnwrap(rows.firstIndex(of: " More by this author"))
        XCTAssertEqual(rows[more + 1], "   \(Shown.csiTitle) (Middle Grade, 2020)")
        try assertIntact(tab: 1, statusPrefix: "Esc back  c copy  s save  o open link")
        try quitAndCheckShell()
        XCTAssertEqual(try tmux.paneTitle(), titleBefore)
    }

    func testCopyingAHostileBookChangesNeitherTheTitleNorTheScreen() throws {
        try launchHostile()
        try tmux.sendKeys("j", "Enter")
        try waitForRow(23, "the detail's keys") { $0.hasPrefix("Esc back") }
        try tmux.sendKeys("c")
        let rows = try waitForRow(22, "the copy message") { $0.hasPrefix(" “") }
        XCTAssertEqual(rows[21], " Copied if your terminal allows it; if pasting gives nothing, it does not:")
        XCTAssertTrue(rows[22].hasPrefix(" “\(Shown.oscTitle) by \(Shown.oscAuthor) —"), rows[22])
        XCTAssertEqual(rows[1], " " + Shown.oscTitle)
        XCTAssertEqual(try tmux.paneTitle(), titleBefore, "the pane's title changed")
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while try tmux.clipboard() == nil, Date() < deadline { usleep(50_000) }
        // The copy itself travels base64-encoded inside OSC 52, so it cannot be obeyed on the way.
        let copied = try XCTUnwrap(try tmux.clipboard())
        XCTAssertTrue(copied.hasPrefix("Name") && copied.contains("PWNED"), copied)
        XCTAssertTrue(copied.hasSuffix(" — " + hostile[1].link), copied)
        XCTAssertTrue(hostile[1].link.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }, "the link is percent-encoded")
        try quitAndCheckShell()
    }

    /// A list row at 80 columns: the title in 40 columns (cut with "…"), the author in 26, the category.
    private func row(_ title: String, _ author: String, _ category: String = "Middle Grade") -> String {
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let cut = title.count > 40 ? title.prefix(39) + "…" : title
        return padded(cut, 41) + padded(author, 27) + category
    }

    /// A Books row at 80 columns: title (37 cells), author (24), category (12) and year (issue 33,
    /// item 8), each cut with … when longer.
    private func booksRow(_ title: String, _ author: String, _ category: String = "Middle Grade", year: String = "2020") -> String {
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func cut(_ text: String, _ width: Int) -> String { text.count > width ? text.prefix(width - 1) + "…" : text }
        return padded(cut(title, 37), 38) + padded(cut(author, 24), 25) + padded(category, 13) + year
    }
}
