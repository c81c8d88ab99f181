@testable import bookdir
import Foundation
import TestSupport
import XCTest

/// `bookdir holdings import|list|show`: exports kept per library, replaced at once, never changed
/// by a failed import; matches shown with their reasons and counts.
final class HoldingsCommandTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(HoldingsFixtures.catalog, to: "holdings-books.json")
        _ = try runner.write(HoldingsFixtures.destinyCSV, to: "destiny.csv")
        _ = try runner.write(HoldingsFixtures.kohaTSV, to: "koha.tsv")
        for name in ["koha.mrc", "spreadsheet.xlsx"] {
            try Data(try HoldingsFixtures.export(name)).write(to: URL(fileURLWithPath: runner.path(name)))
        }
    }

    private func heldFile(_ name: String) -> String { dataPath + "/holdings/" + name }

    func testImportTellsTheColumnsTheCountsAndTheNotesNamingTheirRows() throws {
        let imported = try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln Elementary")
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, """
            Read \(runner.path("destiny.csv")) as CSV: ISBN from "ISBN" (column 3), title from "Title" (column 1), author from "Author" (column 2).
            Kept 10 rows as the holdings of "Lincoln Elementary".
            7 rows match 6 directory books (3 by ISBN, 4 by title and author); 3 rows match no directory book.
            See them with: bookdir holdings show --library "Lincoln Elementary"

            """)
        XCTAssertEqual(imported.stderr, "\(runner.path("destiny.csv")) row 9: \"9780062381148\" in \"ISBN\" is not an ISBN (a wrong check "
            + "digit or number of digits); the row is matched by its other ISBNs or its title and author.\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: heldFile("lincoln-elementary.json")))

        let shown = try bookdir("holdings", "show", columns: 100)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.hasPrefix("""
            ROW  BOOK                 MATCHED BY          TITLE
            2    fry-bread            ISBN 9781626727465  Fry bread : a Native American family story
            3    the-snowy-day        ISBN 9780670654000  The snowy day
            4    last-stop            title and author    Last stop on Market Street
            5    brown-girl-dreaming  title and author    Brown girl dreaming : a memoir in verse
            6    frog-and-toad        title and author    Frog & Toad are friends
            7    the-hate-u-give      ISBN 9780062498533  The hate u give
            11   fry-bread            title and author    Fry bread

            "Lincoln Elementary": 10 rows from destiny.csv, imported 20
            """), shown.stdout)
        XCTAssertTrue(shown.stdout.hasSuffix("\n7 rows match 6 directory books (3 by ISBN, 4 by title and author); 3 rows match no directory book.\n"))
        let unmatched = try bookdir("holdings", "show", "--unmatched", "--library", "lincoln elementary", columns: 100)
        XCTAssertTrue(unmatched.stdout.hasPrefix("""
            ROW  ISBN           TITLE                                  AUTHOR
            8    9780590353427  Harry Potter and the sorcerer's stone  Rowling, J. K.
            9                   Some other book                        Nobody, Anne
            10                  The snowy day                          Else, Someone

            """), unmatched.stdout)
        let json = try jsonObject(try bookdir("holdings", "show", "--json").stdout)
        XCTAssertEqual(json["rows"] as? Int, 10)
        XCTAssertEqual(json["books"] as? Int, 6)
        XCTAssertEqual((json["matched"] as? [[String: Any]])?.map { "\($0["book"]!) \($0["reason"]!)" }, HoldingsFixtures.expectedMatches)
        XCTAssertEqual((json["unmatched"] as? [Any])?.count, 3)
    }

    func testAFailedImportChangesNothingAndAReimportReplacesAtOnce() throws {
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("koha.tsv"), "--library", "Lincoln").status, 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: heldFile("lincoln.json")))
        let broken = try runner.write("Title,ISBN\nA,9780670654000\n\"B,1\n", to: "broken.csv")
        let failed = try bookdir("holdings", "import", broken, "--library", "Lincoln")
        XCTAssertEqual(failed.status, 3)
        XCTAssertEqual(failed.stderr, "bookdir: \(broken) row 3: a quoted field opened on line 3 is never closed (a \" is missing). "
            + "Fix the quote in the file, or export it again, then import it again. Nothing was stored: the holdings of \"Lincoln\" are unchanged.\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: heldFile("lincoln.json"))), before)

        let again = try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "LINCOLN")
        XCTAssertTrue(again.stdout.contains("Kept 10 rows as the holdings of \"LINCOLN\" (replacing 10 rows imported 20"), again.stdout)
        XCTAssertTrue(again.stdout.contains(" from koha.tsv)."), again.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataPath + "/holdings").sorted(), ["lincoln.json", "lincoln.json.lock"])
    }

    func testMARCAndWorkbookLibrariesSideBySide() throws {
        let marc = try bookdir("holdings", "import", runner.path("koha.mrc"), "--library", "Adams")
        XCTAssertEqual(marc.stdout.components(separatedBy: "\n").prefix(3).joined(separator: "\n"), """
            Read \(runner.path("koha.mrc")) as MARC 21: ISBN from 020 $a, title from 245 $a $b, author from 100 or 110 $a, then 700 $a, record number from 001.
            Kept 10 records as the holdings of "Adams".
            7 records match 6 directory books (3 by ISBN, 4 by title and author); 3 records match no directory book.
            """)
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("spreadsheet.xlsx"), "--library", "Baker").status, 0)
        let both = try bookdir("holdings", "show")
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderr, "bookdir: There are holdings for 2 libraries: \"Adams\", \"Baker\". Name one with --library NAME.\n")
        let list = try bookdir("holdings", "list")
        XCTAssertEqual(list.stdout.components(separatedBy: "\n").map { $0.prefix(36) }, [
            "LIBRARY  ROWS  BOOKS  FROM          ", "Adams    10    6      koha.mrc      ", "Baker    10    6      spreadsheet.xl", ""])
        let none = try bookdir("holdings", "show", "--library", "Carver")
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stderr, "bookdir: There are no holdings for the library \"Carver\". The libraries are: \"Adams\", \"Baker\".\n")
    }

    func testTheOwnedBooksOfALibraryAreOneSetOfIDs() throws {
        _ = try bookdir("holdings", "import", runner.path("koha.tsv"), "--library", "Lincoln")
        let choice = StoreChoice(catalogPath: catalogPath, dataDirectoryPath: dataPath, storeAddress: "json")
        let owned = try HoldingsLibraries(choice: choice).ownedBooks(library: "Lincoln", books: { try choice.makeStore().loadBooks() }).ids
        XCTAssertEqual(owned, ["fry-bread", "the-snowy-day", "last-stop", "brown-girl-dreaming", "frog-and-toad", "the-hate-u-give"])
    }
}
