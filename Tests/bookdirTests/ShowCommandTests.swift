import XCTest

final class ShowCommandTests: CommandTestCase {
    func testShowPrintsLabelledFieldsAndTheWrappedDescription() throws {
        let outcome = try bookdir("show", "the-snowy-day", columns: 40)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertEqual(outcome.stdout, """
            Title:    The Snowy Day
            Author:   Ezra Jack Keats
            Category: Picture Book (PB)
            Year:     1962
            ISBN:     9780670654000
            ID:       the-snowy-day
            Link:     https://openlibrary.org/isbn/9780670654000

            Peter explores his neighborhood after
            the first snowfall of the winter.

            """)
    }

    /// A book known only by a later edition's number (`isbns` of one, no `isbn`) shows it once; a
    /// book with two editions shows the first and then both.
    func testABookKnownByOneEditionsNumberShowsItOnce() throws {
        let catalog = try runner.write("""
            {"version": 2, "books": [
              {"id": "paper", "title": "Paper Only", "authors": ["Ann Lee"], "category": "MG", "description": "d.",
               "isbns": ["9780142501894"]},
              {"id": "both", "title": "Two Editions", "authors": ["Ann Lee"], "category": "MG", "description": "d.",
               "isbn": "9780062945853", "isbns": ["9780062945853", "9780062945846"]}
            ]}
            """, to: "editions.json")
        XCTAssertEqual(try bookdir("show", "paper", catalog: catalog).stdout, """
            Title:    Paper Only
            Author:   Ann Lee
            Category: Middle Grade (MG)
            ISBN:     9780142501894
            ID:       paper
            Link:     https://openlibrary.org/isbn/9780142501894

            d.

            """)
        XCTAssertEqual(try bookdir("show", "both", catalog: catalog).stdout, """
            Title:    Two Editions
            Author:   Ann Lee
            Category: Middle Grade (MG)
            ISBN:     9780062945853
            ISBNs:    9780062945853, 9780062945846
            ID:       both
            Link:     https://openlibrary.org/isbn/9780062945853

            d.

            """)
    }

    func testShowLeavesOutUnknownFields() throws {
        let outcome = try bookdir("show", "the-hate-u-give")

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, """
            Title:    The Hate U Give
            Author:   Angie Thomas
            Category: Young Adult (YA)
            ID:       the-hate-u-give
            Link:     https://openlibrary.org/search?title=The%20Hate%20U%20Give&author=Angie%20Thomas

            Starr Carter finds her voice after she sees a police officer shoot her friend.

            """)
    }

    /// The app's detail view shows the illustrators, communities and awards: so does `show`
    /// (issue 33, item 17).
    func testShowPrintsIllustratorsCommunitiesAndAwardsAsTheDetailViewWordsThem() throws {
        let facets = try runner.write(Fixtures.facetCatalog, to: "facets.json")
        let water = try bookdir("show", "water", catalog: facets)
        let moon = try bookdir("show", "sonia", catalog: facets)

        XCTAssertEqual(water.status, 0, water.stderr)
        XCTAssertEqual(water.stdout, """
            Title:       We Are Water Protectors
            Author:      Carole Lindstrom
            Illustrator: Michaela Goade
            Category:    Picture Book (PB)
            Year:        2020
            Communities: Indigenous
            Award:       Caldecott Medal, 2021
            ID:          water
            Link:        https://openlibrary.org/search?title=We%20Are%20Water%20Protectors&author=Carole%20Lindstrom

            An Ojibwe girl rallies her community to protect the water.

            """)
        XCTAssertTrue(moon.stdout.contains("\nCommunities: Black · Latine\nAward:       Pura Belpré Author Award, 2020 (honor)\nID:"),
                      moon.stdout)
    }

    func testShowJSONIsOneBookObjectInCatalogFormat() throws {
        let outcome = try bookdir("show", "brown-girl-dreaming", "--json")

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, """
            {
              "authors" : [
                "Jacqueline Woodson"
              ],
              "category" : "MG",
              "description" : "A memoir in verse of growing up in South Carolina and Brooklyn.",
              "id" : "brown-girl-dreaming",
              "title" : "Brown Girl Dreaming",
              "year" : 2014
            }

            """)
    }

    func testAnUnknownIdExitsOneWithASentenceSayingWhatToRun() throws {
        let outcome = try bookdir("show", "no-such-book")

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, """
            bookdir: No book has the id "no-such-book". Run `bookdir list` or `bookdir search WORDS` to find a book's id.

            """)
    }

    func testTheUniqueStartOfAnIdIsEnoughEvenWithTheEllipsisOfACutColumn() throws {
        let cut = try bookdir("show", "last-stop-on…", "--json")
        let start = try bookdir("show", "BROWN")

        XCTAssertEqual(cut.status, 0, cut.stderr)
        XCTAssertEqual(try jsonObject(cut.stdout)["id"] as? String, "last-stop-on-market-street")
        XCTAssertEqual(start.status, 0, start.stderr)
        XCTAssertTrue(start.stdout.hasPrefix("Title:    Brown Girl Dreaming\n"), start.stdout)
    }

    func testAnAmbiguousStartExitsOneNamingTheCandidates() throws {
        let outcome = try bookdir("show", "the")

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, """
            bookdir: 2 books have an id starting with "the" (the-snowy-day, the-hate-u-give). Give more of the id.

            """)
    }
}
