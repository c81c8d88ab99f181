import Foundation
import XCTest

/// The Suggestion pane in the real app: typing and pasting into the fields, line editing,
/// choosing a category, sending, the message on screen and the suggestions file on disk; a
/// data folder that cannot be written keeps what was typed, and a retry after fixing it works.
final class SuggestionEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "stars", title: "River of Stars", author: "Lena Ortiz", category: "PB"),
    ]

    /// The form's rows at 80×24.
    private enum Row {
        static let title = 3, author = 4, category = 5, send = 7, message = 9
    }

    private var suggestionsPath: String { dataDir + "/suggestions.json" }

    private func openForm() throws {
        try launch(books)
        try tmux.sendKeys("3")
        try waitForTab(3)
        try waitForRow(Row.title, "the focused title field") { $0 == "> Title:" }
    }

    /// Types `title`, pastes `author` (checking the screen shows `shownAuthor`), and chooses a category with the keys `categoryKeys`,
    /// then moves to Send.
    private func fill(
        title: String, author: String, shownAuthor: String? = nil, categoryKeys: [String], expecting category: String
    ) throws {
        try tmux.sendText(title)
        try waitForRow(Row.title, "the title") { $0 == "> Title:    " + title }
        try tmux.sendKeys("Tab")
        try tmux.paste(author)
        try waitForRow(Row.author, "the author") { $0.hasPrefix("> Author:   " + (shownAuthor ?? author)) }
        try tmux.sendKeys("Tab")
        try waitForRow(Row.category, "the focused picker") { $0.hasPrefix("> Category:") }
        for key in categoryKeys { try tmux.sendKeys(key) }
        try waitForRow(Row.category, category) { $0 == "> Category: < \(category) >" }
        try tmux.sendKeys("Tab")
        try waitForRow(Row.send, "the focused, enabled Send") { $0 == "          > < Send >" }
    }

    func testFillingAndSendingWritesTheSuggestionsFile() throws {
        try openForm()
        let title = "Ngũgĩ's Tale"
        let author = "Ngũgĩ wa Thiong'o 😀👩🏽‍🚀"
        try tmux.sendText(title)
        try waitForRow(Row.title, "the title") { $0 == "> Title:    " + title }
        try tmux.sendKeys("Tab")
        try tmux.paste(author)
        // The screen shows the astronaut's first scalar only (a cell holds one spacing
        // character; the skin tone and the rocket after the joiner are wide ones), but the
        // field holds it all, as the file shows below.
        try waitForRow(Row.author, "the pasted author") { $0.hasPrefix("> Author:   Ngũgĩ wa Thiong'o 😀👩") }
        try tmux.sendKeys("Down")
        var rows = try waitForRow(Row.category, "the placeholder") { $0 == "> Category: < Choose a category >" }
        XCTAssertEqual(rows[Row.send], "            [ Send ]", "Send is drawn disabled until a category is chosen")
        XCTAssertEqual(try tmux.styledLines()[Row.send].runs { $0.dim }, ["[ Send ]"])
        try tmux.sendKeys("Right")
        try waitForRow(Row.category, "Picture Book") { $0 == "> Category: < Picture Book >" }
        try tmux.sendKeys("Right")
        try waitForRow(Row.category, "Chapter Book") { $0 == "> Category: < Chapter Book >" }
        try tmux.sendKeys("y")
        try waitForRow(Row.category, "Young Adult") { $0 == "> Category: < Young Adult >" }
        try tmux.sendKeys("m")
        try waitForRow(Row.category, "Middle Grade") { $0 == "> Category: < Middle Grade >" }
        try tmux.sendKeys("Tab")
        try waitForRow(Row.send, "the focused, enabled Send") { $0 == "          > < Send >" }

        let before = Date()
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitUntil("the thank-you") {
            let message = self.joinedRows(Self.rows(of: $0), from: Row.message, through: 12)
            return message.hasPrefix("✓ Thank you! \"\(title)\" by Ngũgĩ wa Thiong'o 😀👩")
                && message.contains(" was sent as a suggestion.") && message.hasSuffix("Your suggestions: 1 pending")
        }
        let after = Date()
        rows = Self.rows(of: screen)
        XCTAssertEqual(rows[Row.title], "> Title:", "the form is cleared for the next book, the title field has the keys")
        XCTAssertEqual(rows[Row.author], "  Author:   who wrote it")
        XCTAssertEqual(rows[Row.category], "  Category: < Choose a category >")
        XCTAssertEqual(try tmux.styledLines()[Row.message].runs { $0.foreground == 2 }.first?.hasPrefix("✓ Thank you!"), true,
                       "the thank-you is green")

        let document = try readSuggestions()
        XCTAssertEqual(document["version"] as? Int, 2)
        let suggestions = try XCTUnwrap(document["suggestions"] as? [[String: Any]])
        XCTAssertEqual(suggestions.count, 1)
        let saved = try XCTUnwrap(suggestions.first)
        XCTAssertEqual(Set(saved.keys), ["id", "title", "author", "category", "createdAt", "status", "suggestedBy"])
        XCTAssertEqual(saved["status"] as? String, "pending")
        XCTAssertEqual(saved["suggestedBy"] as? String, NSUserName(), "signed with the login name")
        XCTAssertEqual(saved["title"] as? String, title)
        XCTAssertEqual(saved["author"] as? String, author)
        XCTAssertEqual(saved["category"] as? String, "MG")
        XCTAssertNotNil(UUID(uuidString: saved["id"] as? String ?? ""), "the id is a UUID: \(saved["id"] ?? "none")")
        let created = try XCTUnwrap(saved["createdAt"] as? String)
        let date = try XCTUnwrap(try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(created), created)
        XCTAssertGreaterThanOrEqual(date.timeIntervalSince1970, before.timeIntervalSince1970.rounded(.down) - 1)
        XCTAssertLessThanOrEqual(date.timeIntervalSince1970, after.timeIntervalSince1970 + 1)

        // The same book again is refused, and the file keeps the one suggestion.
        try fill(title: title, author: author, shownAuthor: "Ngũgĩ wa Thiong'o 😀👩", categoryKeys: ["m"],
                 expecting: "Middle Grade")
        try tmux.sendKeys("Enter")
        let again = "✗ \"\(title)\" by Ngũgĩ wa Thiong'o 😀👩"
        try tmux.waitUntil("the refusal") {
            let message = self.joinedRows(Self.rows(of: $0), from: Row.message, through: 12)
            return message.hasPrefix(again) && message.contains(" was already suggested, so it was not sent again.")
                && message.hasSuffix("Your suggestions: 1 pending")
        }
        XCTAssertEqual((try readSuggestions()["suggestions"] as? [Any])?.count, 1)
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testAQuickEnterEnterOnATitleASlipFromACatalogTitleOpensTheBookAndSpaceSendsAnyway() throws {
        try openForm()
        try fill(title: "River of Stras", author: "Lena Ortiz", categoryKeys: ["p"], expecting: "Picture Book")
        try tmux.sendKeys("Enter", "Enter")
        try tmux.waitUntil("the book's detail") { $0.contains("River of Stars") && !$0.contains("Did you mean") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: suggestionsPath), "nothing was sent")
        try tmux.sendKeys("Escape")
        try waitForRow(Row.send, "the form again, on Send") { $0 == "          > < Send >" }
        try tmux.sendKeys("Enter")
        try waitForRow(Row.message, "the question") { $0.contains("Did you mean “River of Stars” by Lena Ortiz? Enter opens it;") }
        try tmux.sendKeys("Space")
        try tmux.waitFor("was sent as a suggestion")
        let suggestions = try XCTUnwrap(try readSuggestions()["suggestions"] as? [[String: Any]])
        XCTAssertEqual(suggestions.map { $0["title"] as? String }, ["River of Stras"])
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testSendingAnIncompleteFormSaysWhatIsMissing() throws {
        try openForm()
        try tmux.sendText("Only a Title")
        try tmux.sendKeys("Tab", "Tab", "Tab")
        try waitForRow(Row.send, "the focused, disabled Send") { $0 == "          > [ Send ]" }
        try tmux.sendKeys("Enter")
        try waitForRow(Row.message, "what is missing") { $0 == "  ✗ Type an author and choose a category before sending." }
        XCTAssertFalse(FileManager.default.fileExists(atPath: suggestionsPath), "nothing may be saved")
        XCTAssertEqual(Self.rows(of: try tmux.capture())[Row.title], "  Title:    Only a Title")
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testLineEditingKeysInAField() throws {
        try openForm()
        func expect(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
            // tmux drops the blanks at the end of a row.
            let shown = ("> Title:    " + text).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            try waitForRow(Row.title, "\"\(text)\"", file: file, line: line) { $0 == shown }
        }
        try tmux.sendText("hello big world")
        try expect("hello big world")
        try tmux.sendKeys("C-w")
        try expect("hello big ")
        try tmux.sendText("wide")
        try expect("hello big wide")
        try tmux.sendKeys("Home")
        try tmux.sendText("X")
        try expect("Xhello big wide")
        try tmux.sendKeys("End", "BSpace")
        try expect("Xhello big wid")
        try tmux.sendKeys("C-a", "DC")
        try expect("hello big wid")
        try tmux.sendKeys("Right", "Right", "Right", "Right", "Right", "C-k")
        try expect("hello")
        try tmux.sendKeys("Left", "BSpace")
        try expect("helo")
        try tmux.sendKeys("C-e")
        try tmux.sendText("!")
        try expect("helo!")
        try tmux.sendKeys("C-u")
        try waitForRow(Row.title, "an empty field") { $0 == "> Title:" }
        // Letters typed into a field are never commands: q, 1 and ? land in the title.
        try tmux.sendText("q1?")
        try expect("q1?")
        try waitForTab(3)
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testEscapeThenALetterIsTwoKeysButBothAtOnceAreAlt() throws {
        try openForm()
        try tmux.sendText("Kept")
        try waitForRow(Row.title, "the title") { $0 == "> Title:    Kept" }
        // Both in one write, as a terminal sends Alt-1: Alt-1 goes to Books even from a field, and
        // Alt-3 comes back to the title as it was, typing on (issue 30).
        try tmux.sendText("\u{1B}1")
        try waitForTab(1)
        try tmux.sendText("\u{1B}3")
        try waitForTab(3)
        try tmux.sendText("!")
        try waitForRow(Row.title, "the title typed on") { $0 == "> Title:    Kept!" }
        XCTAssertTrue(try tmux.capture().hasPrefix(Self.tabBar(3)))
        // Escape, a pause, then 1, as a person presses them: two keys.
        try tmux.sendKeys("Escape", "1")
        try waitForTab(1)
        try tmux.sendKeys("3")
        try waitForTab(3)
        try waitForRow(Row.title, "the kept title, focused again") { $0 == "> Title:    Kept!" }
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testAnUnwritableDataFolderShowsTheErrorKeepsTheTextAndARetryWorks() throws {
        let blocker = try scratch.write("a regular file where a folder should be\n", to: "blocked").path
        let unwritable = blocker + "/data"
        try launch(books, dataDir: unwritable)
        try tmux.sendKeys("3")
        try waitForTab(3)
        try fill(title: "Kept Title", author: "Kept Author", categoryKeys: ["y"], expecting: "Young Adult")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitFor("✗ The suggestion was not saved.")
        let rows = Self.rows(of: screen)
        let message = joinedRows(rows, from: Row.message, through: 12)
        // The store reads the suggestions file first (to refuse a duplicate): that read names the file in the way.
        XCTAssertTrue(message.hasPrefix("✗ The suggestion was not saved. The data folder cannot be made inside a file "
                                        + "(\(blocker) is a file, not a folder): "
                                        + "move the file away, or choose another data folder with --data-dir PATH."), message)
        XCTAssertTrue(message.hasSuffix("What you typed is kept, so you can send it again."), message)
        XCTAssertEqual(rows[Row.title], "  Title:    Kept Title")
        XCTAssertEqual(rows[Row.author], "  Author:   Kept Author")
        XCTAssertEqual(rows[Row.category], "  Category: < Young Adult >")
        XCTAssertEqual(rows[Row.send], "          > < Send >")
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "a regular file where a folder should be\n")
        let styledMessage = try tmux.styledLines()[Row.message]
        XCTAssertEqual(styledMessage.runs { $0.foreground == 1 }.first?.hasPrefix("✗ The suggestion"), true,
                       "the error is red: \(styledMessage.cells.prefix(6).map { "\($0.scalar):\($0.attributes)" })")

        // The user fixes the folder and sends again.
        try FileManager.default.removeItem(atPath: blocker)
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        try tmux.sendKeys("Enter")
        try tmux.waitFor("✓ Thank you! \"Kept Title\" by Kept Author was sent as a suggestion.")
        let data = try Data(contentsOf: URL(fileURLWithPath: unwritable + "/suggestions.json"))
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let suggestions = try XCTUnwrap(document["suggestions"] as? [[String: Any]])
        XCTAssertEqual(suggestions.map { $0["title"] as? String }, ["Kept Title"])
        XCTAssertEqual(suggestions.map { $0["author"] as? String }, ["Kept Author"])
        XCTAssertEqual(suggestions.map { $0["category"] as? String }, ["YA"])
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testACorruptSuggestionsFileIsNamedAndLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: dataDir, withIntermediateDirectories: true)
        let broken = "{\"version\": 1, \"suggestions\": [{\"id\": \"x\",\n"
        try broken.write(toFile: suggestionsPath, atomically: false, encoding: .utf8)
        try openForm()
        try fill(title: "Any Title", author: "Any Author", categoryKeys: ["p"], expecting: "Picture Book")
        try tmux.sendKeys("Enter")
        let rows = try waitForRow(Row.message, "the error") { $0.hasPrefix("  ✗ The suggestion was not saved.") }
        let message = joinedRows(rows, from: Row.message, through: 12)
        XCTAssertTrue(message.hasPrefix("✗ The suggestion was not saved. The suggestions file is not valid JSON (line "),
                      message)
        XCTAssertTrue(message.contains(" (\(suggestionsPath)). Fix the file"), message)
        XCTAssertTrue(message.contains("bookdir will not change it until then."), message)
        XCTAssertEqual(rows[Row.title], "  Title:    Any Title")
        XCTAssertEqual(try String(contentsOfFile: suggestionsPath, encoding: .utf8), broken, "the file was changed")
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    private func readSuggestions(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: suggestionsPath))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
    }
}
