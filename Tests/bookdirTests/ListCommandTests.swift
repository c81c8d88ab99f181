import XCTest

final class ListCommandTests: CommandTestCase {
    func testListPrintsEveryBookInAlignedColumnsCutToEightyColumnsKeepingTheID() throws {
        let outcome = try bookdir("list")

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertEqual(outcome.stdout, """
            ID                     TITLE                       AUTHOR              CAT  YEAR
            the-snowy-day          The Snowy Day               Ezra Jack Keats     PB   1962
            last-stop-on-market-s  Last Stop on Market Street  Matt de la Peña     PB   2015
            brown-girl-dreaming    Brown Girl Dreaming         Jacqueline Woodson  MG   2014
            the-hate-u-give        The Hate U Give             Angie Thomas        YA

            """)
        XCTAssertTrue(outcome.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // The id gave up its room first, cut plainly to a start that still names one book.
        let shown = try bookdir("show", "last-stop-on-market-s")
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.hasPrefix("Title:    Last Stop on Market Street\n"), shown.stdout)
    }

    func testListFollowsTheColumnsVariableWhenNotATerminal() throws {
        let outcome = try bookdir("list", columns: 40)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, """
            ID        TITLE      AUTHOR    CAT  YEAR
            the-snow  The Snow…  Ezra Ja…  PB   1962
            last-sto  Last Sto…  Matt de…  PB   2015
            brown-gi  Brown Gi…  Jacquel…  MG   2014
            the-hate  The Hate…  Angie T…  YA

            """)
    }

    /// Two books whose ids share a long start (two 2025 Amina Banana books) print as two rows
    /// telling them apart, each a start `show` takes, and the titles keep their room.
    func testIdsSharingALongStartAreCutWhereTheyDiffer() throws {
        let catalog = try runner.write("""
            {"version": 2, "books": [
              {"id": "amina-banana-and-the-formula-for-friendship", "title": "Amina Banana and the Formula for Friendship",
               "authors": ["Shifa Saltagi Safadi"], "category": "CB", "description": "Friends.", "year": 2025},
              {"id": "amina-banana-and-the-formula-for-winning", "title": "Amina Banana and the Formula for Winning",
               "authors": ["Shifa Saltagi Safadi"], "category": "CB", "description": "Winning.", "year": 2025},
              {"id": "aminas-voice", "title": "Amina's Voice", "authors": ["Hena Khan"], "category": "MG", "description": "A voice.", "year": 2017}
            ]}
            """, to: "amina.json")
        let outcome = try bookdir("search", "amina", "sort:title", catalog: catalog, columns: 80)
        XCTAssertEqual(outcome.stdout, """
            ID                                  TITLE             AUTHOR           CAT  YEAR
            amina-banana-and-the-formula-for-f  Amina Banana an…  Shifa Saltagi …  CB   2025
            amina-banana-and-the-formula-for-w  Amina Banana an…  Shifa Saltagi …  CB   2025
            aminas-voice                        Amina's Voice     Hena Khan        MG   2017

            """)
        let shown = try bookdir("show", "amina-banana-and-the-formula-for-w", catalog: catalog)
        XCTAssertTrue(shown.stdout.hasPrefix("Title:    Amina Banana and the Formula for Winning\n"), shown.stdout + shown.stderr)
    }

    func testListAlignsWideAndCombiningTextByDisplayWidth() throws {
        let wide = try runner.write(Fixtures.wideCatalog, to: "wide.json")

        let outcome = try bookdir("list", catalog: wide, columns: 80)
        let narrow = try bookdir("list", catalog: wide, columns: 24)

        XCTAssertEqual(outcome.stdout, """
            ID     TITLE             AUTHOR  CAT  YEAR
            cjk    日本語のタイトル  山田    MG   2001
            marks  Café Olé          José    PB   1999

            """)
        XCTAssertEqual(narrow.stdout, """
            ID   TITLE  AUTHOR  CAT  YEAR
            cjk  日本…  山田    MG   2001
            ma…  Café…  José    PB   1999

            """)
    }

    func testListCategoryAcceptsAnyCase() throws {
        let lower = try bookdir("list", "--category", "pb")
        let upper = try bookdir("list", "--category", "PB")

        XCTAssertEqual(lower.status, 0)
        XCTAssertEqual(lower.stdout, """
            ID                        TITLE                       AUTHOR           CAT  YEAR
            the-snowy-day             The Snowy Day               Ezra Jack Keats  PB   1962
            last-stop-on-market-stre  Last Stop on Market Street  Matt de la Peña  PB   2015

            """)
        XCTAssertEqual(upper.stdout, lower.stdout)
    }

    func testListJSONIsTheDocumentedVersionedBookListInCatalogFormat() throws {
        let outcome = try bookdir("list", "--json", "--category", "MG")

        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stdout.hasSuffix("}\n"))
        let document = try jsonObject(outcome.stdout)
        XCTAssertEqual(Set(document.keys), ["version", "books"])
        XCTAssertEqual(document["version"] as? Int, 2)
        let books = try XCTUnwrap(document["books"] as? [[String: Any]])
        XCTAssertEqual(books.count, 1)
        XCTAssertEqual(Set(books[0].keys), ["id", "title", "authors", "category", "description", "year"])
        XCTAssertEqual(books[0]["id"] as? String, "brown-girl-dreaming")
        XCTAssertEqual(books[0]["category"] as? String, "MG")
        XCTAssertEqual(books[0]["year"] as? Int, 2014)
        XCTAssertEqual(keysInWrittenOrder(outcome.stdout, indent: "  "), ["books", "version"])
        XCTAssertEqual(keysInWrittenOrder(outcome.stdout, indent: "      "),
                       ["authors", "category", "description", "id", "title", "year"])
    }

    func testListJSONOfTheWholeCatalogKeepsCatalogOrderAndOptionalFields() throws {
        let outcome = try bookdir("list", "--json")

        let books = try XCTUnwrap(try jsonObject(outcome.stdout)["books"] as? [[String: Any]])
        XCTAssertEqual(books.map { $0["id"] as? String }, [
            "the-snowy-day", "last-stop-on-market-street", "brown-girl-dreaming", "the-hate-u-give",
        ])
        XCTAssertEqual(books[0]["isbn"] as? String, "9780670654000")
        XCTAssertNil(books[3]["year"], "an unknown year is left out, as in the catalog")
        XCTAssertEqual(books[1]["authors"] as? [String], ["Matt de la Peña"])
    }

    func testAnEmptyCategoryExitsOneWithASentenceAndStillPrintsJSON() throws {
        let human = try bookdir("list", "--category", "CB")
        let json = try bookdir("list", "--category", "CB", "--json")

        XCTAssertEqual(human.status, 1)
        XCTAssertEqual(human.stdout, "")
        XCTAssertEqual(human.stderr, "bookdir: No Chapter Book books in the catalog \(catalogPath!).\n")
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(try jsonObject(json.stdout)["books"] as? [String], [])
    }

    func testAnUnknownCategoryIsAUsageErrorNamingTheValidCodes() throws {
        let outcome = try bookdir("list", "--category", "XX")

        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertTrue(outcome.stderr.hasPrefix(
            "Error: The value 'XX' is invalid for '--category <code>'. Please provide one of 'PB', 'CB', 'MG' or 'YA'.\n"),
            outcome.stderr)
    }

    func testGlobalOptionsMayComeBeforeTheSubcommand() throws {
        let before = try runner.run(["--catalog", catalogPath, "--data-dir", dataPath, "list", "--category", "YA"])

        XCTAssertEqual(before.status, 0)
        XCTAssertEqual(before.stdout, """
            ID               TITLE            AUTHOR        CAT  YEAR
            the-hate-u-give  The Hate U Give  Angie Thomas  YA

            """)
    }
}
