import XCTest

final class SuggestCommandTests: CommandTestCase {
    func testASuggestionIsStoredCleanedAndReadBackAsJSON() throws {
        let sent = try bookdir("suggest", "--title", "  Front   Desk ", "--author", "Kelly\u{7} Yang", "--category", "mg")
        let read = try bookdir("suggestions", "--json")

        XCTAssertEqual(sent.status, 0, sent.stderr)
        XCTAssertEqual(sent.stderr, "")
        XCTAssertEqual(sent.stdout, "Thank you! \"Front Desk\" by Kelly Yang was sent as a suggestion.\nYour suggestions: 1 pending\n")
        XCTAssertEqual(read.status, 0)
        let document = try jsonObject(read.stdout)
        XCTAssertEqual(Set(document.keys), ["version", "suggestions"])
        XCTAssertEqual(document["version"] as? Int, 2)
        let suggestions = try XCTUnwrap(document["suggestions"] as? [[String: Any]])
        XCTAssertEqual(suggestions.count, 1)
        XCTAssertEqual(Set(suggestions[0].keys), ["id", "title", "author", "category", "createdAt", "status", "suggestedBy"])
        XCTAssertEqual(suggestions[0]["status"] as? String, "pending")
        XCTAssertEqual(suggestions[0]["suggestedBy"] as? String, NSUserName())
        XCTAssertEqual(suggestions[0]["title"] as? String, "Front Desk")
        XCTAssertEqual(suggestions[0]["author"] as? String, "Kelly Yang")
        XCTAssertEqual(suggestions[0]["category"] as? String, "MG")
        let createdAt = try XCTUnwrap(suggestions[0]["createdAt"] as? String)
        XCTAssertNotNil(createdAt.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#, options: .regularExpression),
                        "ISO 8601 in UTC with milliseconds, as in the file: \(createdAt)")
    }

    func testSuggestionsPrintsColumnsOldestFirst() throws {
        _ = try bookdir("suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "MG")
        _ = try bookdir("suggest", "--title", "New Kid", "--author", "Jerry Craft", "--category", "mg")

        let outcome = try bookdir("suggestions")

        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[3], "")
        XCTAssertEqual(lines[0], "TITLE       AUTHOR       CAT  SENT              STATUS")
        XCTAssertTrue(lines[1].hasPrefix("Front Desk  Kelly Yang   MG   20"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("New Kid     Jerry Craft  MG   20"), lines[2])
        XCTAssertNotNil(lines[1].range(of: #"  20\d\d-\d\d-\d\d \d\d:\d\d  pending$"#, options: .regularExpression),
                        "sent to the minute, in UTC: \(lines[1])")
    }

    /// A teacher reads why a suggestion was turned down without --json: the reason is wrapped
    /// under the STATUS column, whole, at 80 and 100 columns (issue 33, item 18).
    func testARejectionsReasonIsWrappedUnderItsColumnNeverCut() throws {
        _ = try bookdir("suggest", "--title", "The Stars Above the River", "--author", "Someone Else", "--category", "mg")
        let reason = "Not published yet: we add a book once it is out, so send it again in the spring when it is in the shops."
        let id = try bookdir("review", "list", "--format", "tsv").stdout.split(separator: "\n")[1].split(separator: "\t")[0]
        XCTAssertEqual(try bookdir("review", "reject", String(id), "--reason", reason).status, 0)

        for columns in [80, 100] {
            let listed = try bookdir("suggestions", columns: columns)
            XCTAssertEqual(listed.status, 0, listed.stderr)
            let lines = listed.stdout.split(separator: "\n").map(String.init)
            XCTAssertTrue(lines.allSatisfy { $0.count <= columns }, listed.stdout)
            let column = try XCTUnwrap(lines[0].range(of: "STATUS")).lowerBound.utf16Offset(in: lines[0])
            XCTAssertTrue(lines[1].hasPrefix("The Stars Above the"), lines[1])
            XCTAssertGreaterThan(lines.count, 2, "the reason goes on under its column")
            XCTAssertTrue(lines.dropFirst(2).allSatisfy { $0.prefix(column).allSatisfy { $0 == " " } }, listed.stdout)
            XCTAssertEqual(lines.dropFirst().map { String($0.dropFirst(column)) }.joined(separator: " "), "rejected: " + reason)
        }
    }

    func testNoSuggestionsYetExitsOne() throws {
        let human = try bookdir("suggestions")
        let json = try bookdir("suggestions", "--json")

        XCTAssertEqual(human.status, 1)
        XCTAssertEqual(human.stdout, "")
        XCTAssertEqual(human.stderr, """
            bookdir: No suggestions yet. Send one with: bookdir suggest --title TITLE --author AUTHOR --category PB|CB|MG|YA

            """)
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(try jsonObject(json.stdout)["suggestions"] as? [String], [])
    }

    func testTheSameSuggestionTwiceIsNotStoredTwiceAndExitsOne() throws {
        let first = try bookdir("suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "MG")
        let again = try bookdir("suggest", "--title", "front  desk", "--author", "KELLY YANG", "--category", "mg")

        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stdout, "")
        XCTAssertEqual(again.stderr, "bookdir: \"Front Desk\" by Kelly Yang was already suggested, so it was not sent again.\n")
        XCTAssertEqual(try storedTitles(), ["Front Desk"])
    }

    func testABookAlreadyInTheCatalogIsNotStoredAndExitsOne() throws {
        let outcome = try bookdir("suggest", "--title", "the snowy day", "--author", "Ezra Jack Keats", "--category", "PB")

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stderr, """
            bookdir: "The Snowy Day" by Ezra Jack Keats is already in the directory, as a Picture Book, so it was not sent.

            """)
        XCTAssertEqual(try storedTitles(), [])
    }

    func testABlankTitleOrAuthorIsAUsageErrorNamingWhatIsMissing() throws {
        let blankTitle = try bookdir("suggest", "--title", "  \u{1B} ", "--author", "Kelly Yang", "--category", "MG")
        let blankBoth = try bookdir("suggest", "--title", " ", "--author", "\t", "--category", "MG")

        XCTAssertEqual(blankTitle.status, 2)
        XCTAssertEqual(blankTitle.stdout, "")
        XCTAssertTrue(blankTitle.stderr.hasPrefix("""
            Error: The suggestion is incomplete: --title needs some text \
            (nothing was left after removing spaces and control characters).
            Usage: bookdir suggest
            """), blankTitle.stderr)
        XCTAssertEqual(blankBoth.status, 2)
        XCTAssertTrue(blankBoth.stderr.hasPrefix(
            "Error: The suggestion is incomplete: --title and --author need some text"), blankBoth.stderr)
        XCTAssertEqual(try storedTitles(), [])
    }

    func testAMissingOptionOrAnUnknownCategoryIsAUsageError() throws {
        let noAuthor = try bookdir("suggest", "--title", "Front Desk", "--category", "MG")
        let badCategory = try bookdir("suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "teen")

        XCTAssertEqual(noAuthor.status, 2)
        XCTAssertTrue(noAuthor.stderr.hasPrefix("Error: Missing expected argument '--author <author>'\n"), noAuthor.stderr)
        XCTAssertEqual(badCategory.status, 2)
        XCTAssertTrue(badCategory.stderr.hasPrefix(
            "Error: The value 'teen' is invalid for '--category <code>'. Please provide one of 'PB', 'CB', 'MG' or 'YA'."),
            badCategory.stderr)
    }

    func testADataFolderThatCannotBeCreatedIsADataErrorAndNothingIsStored() throws {
        let blocker = try runner.write("a file, not a folder", to: "blocker")

        let outcome = try runner.run([
            "suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "MG",
            "--catalog", catalogPath, "--data-dir", blocker + "/data",
        ])

        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, "bookdir: The suggestion was not saved. The data folder cannot be made inside a file "
                       + "(\(blocker) is a file, not a folder): move the file away, "
                       + "or choose another data folder with --data-dir PATH.\n")
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "a file, not a folder")
    }

    func testADataFolderThatIsAFileSaysSoAndWhatToDoAndExitsThree() throws {
        let file = try runner.write("a file, not a folder", to: "data")

        let sent = try bookdir("suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "MG")
        let listed = try bookdir("suggestions")

        let reason = "The data folder is a file, not a folder (\(file)): move the file away, "
            + "or choose another data folder with --data-dir PATH.\n"
        XCTAssertEqual(sent.status, 3)
        XCTAssertEqual(sent.stdout, "")
        XCTAssertEqual(sent.stderr, "bookdir: The suggestion was not saved. " + reason)
        XCTAssertEqual(listed.status, 3)
        XCTAssertEqual(listed.stdout, "")
        XCTAssertEqual(listed.stderr, "bookdir: " + reason)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "a file, not a folder")
    }

    func testACorruptSuggestionsFileIsADataErrorAndIsLeftUnchanged() throws {
        let file = try runner.write("{\"version\": 1, \"suggestions\": [", to: "data/suggestions.json")

        let send = try bookdir("suggest", "--title", "Front Desk", "--author", "Kelly Yang", "--category", "MG")
        let list = try bookdir("suggestions")

        XCTAssertEqual(send.status, 3)
        XCTAssertTrue(send.stderr.contains(file), send.stderr)
        XCTAssertEqual(list.status, 3)
        XCTAssertTrue(list.stderr.hasPrefix("bookdir: "), list.stderr)
        XCTAssertTrue(list.stderr.contains(file), list.stderr)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "{\"version\": 1, \"suggestions\": [")
    }

    private func storedTitles() throws -> [String] {
        let read = try bookdir("suggestions", "--json")
        let suggestions = try XCTUnwrap(try jsonObject(read.stdout)["suggestions"] as? [[String: Any]])
        return suggestions.compactMap { $0["title"] as? String }
    }
}
