import Foundation
import XCTest

/// `bookdir lists` and its subcommands: exact output and exit statuses, on the fixture catalog.
final class ListsCommandTests: CommandTestCase {
    func testNoListYetExitsWithOne() throws {
        let table = try bookdir("lists")
        XCTAssertEqual(table.status, 1)
        XCTAssertEqual(table.stdout, "")
        XCTAssertEqual(table.stderr, "bookdir: No reading lists yet. Make one with: bookdir lists add NAME ID…, or press s on a book in the app.\n")
        let json = try bookdir("lists", "--json")
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.stdout, "{\n  \"lists\" : [\n\n  ],\n  \"version\" : 1\n}\n")
    }

    func testAddShowAndCount() throws {
        let added = try bookdir("lists", "add", "Summer", "the-snowy-day", "Brown Girl Dreaming")
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertEqual(added.stdout, "Saved 2 books to \"Summer\" (2 books in all).\n")
        let again = try bookdir("lists", "add", "summer", "the-snowy-day", "the-hate")
        XCTAssertEqual(again.stdout, "Saved 1 book to \"Summer\"; 1 book already there (3 books in all).\n")
        let lists = try bookdir("lists")
        XCTAssertEqual(lists.status, 0)
        XCTAssertEqual(lists.stdout, "NAME    BOOKS\nSummer  3\n")
        XCTAssertEqual(try bookdir("lists", "--json").stdout,
                       "{\n  \"lists\" : [\n    {\n      \"count\" : 3,\n      \"name\" : \"Summer\"\n    }\n  ],\n  \"version\" : 1\n}\n")
        let show = try bookdir("lists", "show", "SUMMER")
        XCTAssertEqual(show.status, 0)
        XCTAssertEqual(show.stdout, """
            ID                   TITLE                AUTHOR              CAT  YEAR
            the-snowy-day        The Snowy Day        Ezra Jack Keats     PB   1962
            brown-girl-dreaming  Brown Girl Dreaming  Jacqueline Woodson  MG   2014
            the-hate-u-give      The Hate U Give      Angie Thomas        YA

            """)
    }

    func testAnUnknownBookSavesNothing() throws {
        let outcome = try bookdir("lists", "add", "Summer", "the-snowy-day", "no-such-book")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stderr, "bookdir: No book has the id \"no-such-book\". Run `bookdir list` or `bookdir search WORDS` to find a book's id.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataPath + "/lists.json"))
    }

    func testABookThatLeftTheCatalogStaysShownAsGone() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day", "the-hate-u-give")
        let smaller = try runner.write(Fixtures.catalog.replacingOccurrences(of: "\"id\": \"the-hate-u-give\"", with: "\"id\": \"other\""),
                                       to: "smaller.json")
        let show = try bookdir("lists", "show", "Summer", catalog: smaller, columns: 120)
        XCTAssertEqual(show.stdout, """
            ID               TITLE                                         AUTHOR           CAT  YEAR
            the-snowy-day    The Snowy Day                                 Ezra Jack Keats  PB   1962
            the-hate-u-give  The Hate U Give (no longer in the directory)  Angie Thomas

            """)
        let json = try jsonObject(try bookdir("lists", "show", "Summer", "--json", catalog: smaller).stdout)
        let books = try XCTUnwrap(json["books"] as? [[String: Any]])
        XCTAssertEqual(books.map { $0["inDirectory"] as? Bool }, [true, false])
    }

    func testRemoveRenameDeleteAndTheirRefusals() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day", "the-hate-u-give")
        _ = try bookdir("lists", "add", "Winter", "the-snowy-day")
        let removed = try bookdir("lists", "remove", "summer", "the-snowy-day")
        XCTAssertEqual(removed.stdout, "Removed 1 book from \"Summer\" (1 book left).\n")
        let notThere = try bookdir("lists", "remove", "Summer", "the-snowy-day")
        XCTAssertEqual(notThere.status, 1)
        XCTAssertEqual(notThere.stderr, "bookdir: Not in the list: the-snowy-day.\n")
        let taken = try bookdir("lists", "rename", "Summer", "winter")
        XCTAssertEqual(taken.status, 2)
        XCTAssertEqual(taken.stderr, "bookdir: There is already a list called \"winter\".\n")
        let renamed = try bookdir("lists", "rename", "Summer", "Grade 3")
        XCTAssertEqual(renamed.stdout, "Renamed \"Summer\" to \"Grade 3\".\n")
        let unknown = try bookdir("lists", "delete", "Summer")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr, "bookdir: There is no list called \"Summer\". The lists are: \"Grade 3\", \"Winter\".\n")
        let deleted = try bookdir("lists", "delete", "winter")
        XCTAssertEqual(deleted.stdout, "Deleted the list \"Winter\" (1 book).\n")
        XCTAssertEqual(try bookdir("lists").stdout, "NAME     BOOKS\nGrade 3  1\n")
    }

    func testACorruptListsFileIsADataErrorAndStaysAsItWas() throws {
        let path = try runner.write("{\"version\": 1, \"lists\": [}", to: "data/lists.json")
        let outcome = try bookdir("lists", "add", "Summer", "the-snowy-day")
        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.hasPrefix("bookdir: The lists file is not valid JSON (line 1, column 26)"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"version\": 1, \"lists\": [}")
    }

    func testExportWritesAFileAtomicallyAndRefusesLinksAndFolders() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day")
        let target = try runner.write("old content", to: "out.md")
        let written = try bookdir("lists", "export", "Summer", "--output", target)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(written.stderr, "Wrote 1 book of \"Summer\" as Markdown to \(target).\n")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), try bookdir("lists", "export", "Summer").stdout)
        XCTAssertEqual(try runner.run(["ls", "-a", runner.folder.path], executable: URL(fileURLWithPath: "/bin/ls")).stdout
            .contains(".out.md."), false, "no temporary file left")

        let link = runner.path("link.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let refused = try bookdir("lists", "export", "Summer", "--output", link)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "bookdir: \(link) is a symbolic link, which bookdir does not write through. Remove the link or choose another file.\n")
        let folder = try bookdir("lists", "export", "Summer", "--format", "html", "--output", runner.folder.path)
        XCTAssertEqual(folder.status, 3)
        XCTAssertEqual(folder.stderr, "bookdir: \(runner.folder.path) is a folder. Give a file name, such as \(runner.folder.path)/list.html.\n")
        let unknown = try bookdir("lists", "export", "Nope")
        XCTAssertEqual(unknown.status, 1)
        let badFormat = try bookdir("lists", "export", "Summer", "--format", "pdf")
        XCTAssertEqual(badFormat.status, 2)
    }
}
