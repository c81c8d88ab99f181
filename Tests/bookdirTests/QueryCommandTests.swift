import Foundation
import XCTest

/// The query language on the command line: `bookdir search` takes it, `bookdir list` filters and
/// sorts by the same terms; notes go to standard error, never in the way of the output.
final class QueryCommandTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(Fixtures.facetCatalog, to: "facets.json")
    }

    private func ids(_ outcome: BookdirRunner.Outcome) throws -> [String] {
        let books = try XCTUnwrap(try jsonObject(outcome.stdout)["books"] as? [[String: Any]])
        return books.compactMap { $0["id"] as? String }
    }

    func testListKeepsACommunityInCatalogOrderOrSorted() throws {
        XCTAssertEqual(try ids(try bookdir("list", "--community", "indigenous", "--json")), ["water", "firekeeper"])
        // Two books of 2017: by title, as the index orders ties (one order, issue 27).
        XCTAssertEqual(try ids(try bookdir("list", "--community", "black", "--sort", "year", "--json")), ["sonia", "dear-martin", "thug"])
        XCTAssertEqual(try ids(try bookdir("list", "--community", "black", "--community", "latine", "--json")), ["sonia"])
        let table = try bookdir("list", "--community", "indigenous", "--category", "YA")
        XCTAssertEqual(table.stdout, """
            ID          TITLE                  AUTHOR            CAT  YEAR
            firekeeper  Firekeeper's Daughter  Angeline Boulley  YA   2021

            """)
    }

    func testListKeepsAnAwardByTheWordsOfItsName() throws {
        XCTAssertEqual(try ids(try bookdir("list", "--award", "printz", "--sort", "title", "--json")), ["firekeeper", "thug"])
        XCTAssertEqual(try ids(try bookdir("list", "--award", "belpre", "--json")), ["sonia"])
        let none = try bookdir("list", "--award", "newbery")
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stderr, "bookdir: No book has an award matching \"newbery\". Run `bookdir list --help` for the values each option takes.\n")
    }

    func testListRefusesAValueTheLanguageDoesNotKnow() throws {
        let outcome = try bookdir("list", "--community", "martian")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("\"community:martian\" is no community (black, latine, east-asian, southeast-asian, "
                                              + "south-asian, indigenous, mena, pacific-islander or multiracial), so nothing was listed."),
                      outcome.stderr)
    }

    func testSearchTakesFieldTermsAsTheIssueAsks() throws {
        XCTAssertEqual(try ids(try bookdir("search", "award:belpre", "--json")), ["sonia"])
        XCTAssertEqual(try ids(try bookdir("search", "category:YA year:2015..2020 sort:year", "--json")), ["dear-martin", "thug"])
        XCTAssertEqual(try ids(try bookdir("search", "ojibwe", "|", "moon", "--json")), ["water", "sonia", "firekeeper"])
        XCTAssertEqual(try ids(try bookdir("search", "community:indigenous", "award:caldecott|printz", "sort:-year", "--json")),
                       ["water", "firekeeper"])
    }

    func testSearchSaysWhatItSearchedInsteadOnStandardError() throws {
        let outcome = try bookdir("search", "firekeepr", "colour:red")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "bookdir: Showing results for firekeeper; Unknown field \"colour:\" left out "
                       + "(fields: category, community, award, author, title, year, isbn, grade, language, owned, sort)\n")
        XCTAssertEqual(outcome.stdout, """
            ID          TITLE                  AUTHOR            CAT  YEAR
            firekeeper  Firekeeper's Daughter  Angeline Boulley  YA   2021

            """)
    }

    /// "hispanic" typed as a word matches no book's text; the note names the term that finds the
    /// books centering Latine communities (issue 28: the words people use).
    func testACommunityWordTypedAsAWordNamesTheCommunityTerm() throws {
        let outcome = try bookdir("search", "hispanic")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, "bookdir: community:hispanic finds the books centering \"hispanic\"\n"
                       + "bookdir: No books match \"hispanic\".\n")
        XCTAssertEqual(try ids(try bookdir("search", "community:hispanic", "--json")), ["sonia"])
    }
}

/// Stumbles of a new user on the command line: a mistyped command, a negative limit, a title for an id.
final class CommandStumbleTests: CommandTestCase {
    func testAMistypedCommandSaysWhichOneWasMeant() throws {
        let typo = try runner.run(["serch", "water"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "bookdir: Unknown command 'serch'. Did you mean 'search'? Run `bookdir --help` for more.\n")
        let afterOptions = try runner.run(["--data-dir", "/tmp/x", "lsit"])
        XCTAssertEqual(afterOptions.stderr, "bookdir: Unknown command 'lsit'. Did you mean 'list'? Run `bookdir --help` for more.\n")
        let nothingClose = try runner.run(["zebra"])
        XCTAssertEqual(nothingClose.stderr, "bookdir: Unknown command 'zebra'. The commands are browse, list, search, show, "
                       + "suggest, suggestions, lists, review, db, holdings, audit, config. Run `bookdir --help` for more.\n")
        XCTAssertEqual(try runner.run(["help", "search"]).status, 0, "help is still a command")
    }

    func testANegativeLimitSaysTheValueMustBeAPositiveNumber() throws {
        let outcome = try bookdir("search", "--limit", "-1", "moon")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.hasPrefix("Error: The value '-1' is invalid for '--limit <n>': --limit must be a positive number, "
                                               + "such as --limit 20 (it was \"-1\")."), outcome.stderr)
        XCTAssertEqual(try bookdir("search", "--limit", "0", "dreaming").status, 2)
    }

    func testShowFindsABookByItsExactTitleAndListsTheIdsOfATitleSharedBySeveral() throws {
        let byTitle = try bookdir("show", "the hate u give", "--json")
        XCTAssertEqual(byTitle.status, 0, byTitle.stderr)
        XCTAssertEqual(try jsonObject(byTitle.stdout)["id"] as? String, "the-hate-u-give")
        let shared = try runner.write("""
            {"version": 2, "books": [
              {"id": "home-a", "title": "Home", "authors": ["Ana Author"], "category": "PB", "description": "D.", "year": 2001},
              {"id": "home-b", "title": "Home", "authors": ["Ben Author"], "category": "YA", "description": "D.", "year": 2019}]}
            """, to: "shared.json")
        let both = try bookdir("show", "HOME", catalog: shared)
        XCTAssertEqual(both.status, 1)
        XCTAssertEqual(both.stderr, "bookdir: 2 books have the title \"HOME\": home-a (Ana Author, 2001), home-b (Ben Author, 2019). "
                       + "Run `bookdir show ID` with one of them.\n")
    }
}
