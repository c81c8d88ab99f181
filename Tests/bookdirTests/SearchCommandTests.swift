import Foundation
import Catalog
import Search
import XCTest

final class SearchCommandTests: CommandTestCase {
    func testSearchIgnoresCaseAndAccentsAndPrintsTheListColumns() throws {
        let outcome = try bookdir("search", "PENA", columns: 90)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertEqual(outcome.stdout, """
            ID                          TITLE                       AUTHOR           CAT  YEAR
            last-stop-on-market-street  Last Stop on Market Street  Matt de la Peña  PB   2015

            """)
    }

    /// The ids' unique starts are kept per catalog (`cache/id-starts.bin`, one byte a book in the
    /// catalog's order) and read by the next search; a catalog written again is worked out anew.
    func testTheIdsUniqueStartsAreKeptUntilTheCatalogChanges() throws {
        let first = try bookdir("search", "PENA", columns: 40)
        XCTAssertEqual(first.stdout, """
            ID        TITLE      AUTHOR    CAT  YEAR
            last-sto  Last Sto…  Matt de…  PB   2015

            """)
        let kept = dataPath + "/cache/id-starts.bin"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: kept))
        XCTAssertEqual(Array(bytes.suffix(4)), [8, 8, 8, 8], "four books, each told apart by 8 characters")
        // Read, not worked out again: a kept length of 10 shows in the next search.
        try (bytes.dropLast(4) + Data([10, 10, 10, 10])).write(to: URL(fileURLWithPath: kept))
        XCTAssertTrue(try bookdir("search", "PENA", columns: 40).stdout.contains("last-stop-  "))
        // The catalog written again: worked out anew.
        try Data(contentsOf: URL(fileURLWithPath: catalogPath)).write(to: URL(fileURLWithPath: catalogPath))
        XCTAssertEqual(try bookdir("search", "PENA", columns: 40).stdout, first.stdout)
        XCTAssertEqual(Array(try XCTUnwrap(FileManager.default.contents(atPath: kept)).suffix(4)), [8, 8, 8, 8])
    }

    func testEveryWordOfTheQueryMustMatch() throws {
        let both = try bookdir("search", "snowy", "winter")
        let oneMissing = try bookdir("search", "snowy", "brooklyn")

        XCTAssertEqual(both.status, 0)
        XCTAssertEqual(both.stdout.split(separator: "\n").count, 2)
        XCTAssertTrue(both.stdout.contains("the-snowy-day"))
        XCTAssertEqual(oneMissing.status, 1)
        XCTAssertEqual(oneMissing.stdout, "")
        XCTAssertEqual(oneMissing.stderr, "bookdir: No books match \"snowy brooklyn\".\n")
    }

    func testResultsComeInTheSearchIndexRankOrderAndLimitKeepsTheBest() throws {
        let books = try JSONDecoder().decode(CatalogFile.self, from: Data(Fixtures.catalog.utf8)).books
        let expected = SearchIndex(books: books).search("the").map(\.book.id)
        XCTAssertGreaterThan(expected.count, 2)

        let all = try bookdir("search", "the", "--json")
        let limited = try bookdir("search", "the", "--limit", "2", "--json")

        XCTAssertEqual(all.status, 0)
        XCTAssertEqual(try ids(all.stdout), expected)
        XCTAssertEqual(try ids(limited.stdout), Array(expected.prefix(2)))
        XCTAssertEqual(Set(try jsonObject(all.stdout).keys), ["version", "books"])
    }

    func testNoMatchExitsOneAndTheJSONDocumentIsStillPrinted() throws {
        let outcome = try bookdir("search", "zebra", "--json")

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "{\n  \"books\" : [\n\n  ],\n  \"version\" : 2\n}\n")
        XCTAssertEqual(outcome.stderr, "bookdir: No books match \"zebra\".\n")
    }

    func testAMissingOrBlankQueryAndABadLimitAreUsageErrors() throws {
        let missing = try bookdir("search")
        let blank = try bookdir("search", "  ")
        let zero = try bookdir("search", "the", "--limit", "0")

        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: Missing expected argument '<query> ...'\n"), missing.stderr)
        XCTAssertEqual(blank.status, 2)
        XCTAssertTrue(blank.stderr.hasPrefix(
            "Error: Give at least one word to search for, as in: bookdir search water protectors\n"), blank.stderr)
        XCTAssertEqual(zero.status, 2)
        XCTAssertTrue(zero.stderr.hasPrefix("Error: The value '0' is invalid for '--limit <n>': --limit must be a positive number, "
                                            + "such as --limit 20 (it was \"0\").\n"), zero.stderr)
    }

    private func ids(_ json: String) throws -> [String] {
        let books = try XCTUnwrap(try jsonObject(json)["books"] as? [[String: Any]])
        return books.compactMap { $0["id"] as? String }
    }
}

/// The catalog file's shape, to decode fixtures in tests.
struct CatalogFile: Decodable {
    var version: Int
    var books: [Book]
}
