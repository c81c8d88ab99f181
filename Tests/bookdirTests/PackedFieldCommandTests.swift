import XCTest

/// A packed field (the grades, the ISBNs) through the command line: `list --grade`, `grade:` in
/// `search`, a line of `show`, a column of CSV and a key of JSON.
final class PackedFieldCommandTests: CommandTestCase {
    private let catalog = """
        {"version": 2, "books": [
          {"id": "early", "title": "Early Moon", "authors": ["Ann"], "category": "PB", "description": "A moon.", "year": 2020,
           "isbns": ["9780670654000", "9780140501827"], "grades": [-1, 2]},
          {"id": "later", "title": "Later Moon", "authors": ["Bo"], "category": "MG", "description": "A moon too.", "year": 2021,
           "grades": [4, 7]},
          {"id": "unknown", "title": "Some Moon", "authors": ["Cy"], "category": "YA", "description": "Moons.", "year": 2022}
        ]}
        """

    func testListGradeKeepsTheBooksWhoseRangeOverlapsAndCSVShowsTheRange() throws {
        let file = try runner.write(catalog, to: "grades.json")
        let csv = try bookdir("list", "--grade", "2-4", "--format", "csv", catalog: file)
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(csv.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n"
            + "early,Early Moon,Ann,,PB,2020,9780670654000,A moon.,9780670654000 9780140501827,PreK-2,\r\n"
            + "later,Later Moon,Bo,,MG,2021,,A moon too.,,4-7,\r\n")
        let none = try bookdir("list", "--grade", "9", catalog: file)
        XCTAssertEqual(none.status, 1)
        let bad = try bookdir("list", "--grade", "13", catalog: file)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("\"grade:13\" is no grade (one from PreK to 12, or two joined by -), so nothing was listed."), bad.stderr)
    }

    func testSearchTakesGradeAndIsbnTerms() throws {
        let file = try runner.write(catalog, to: "grades.json")
        XCTAssertEqual(try bookdir("search", "moon grade:k", "--format", "tsv", catalog: file).stdout.split(separator: "\n").map { $0.prefix(5) },
                       ["id\tti", "early"])
        XCTAssertEqual(try bookdir("search", "isbn:9780140501827", "--json", catalog: file).stdout.contains("\"id\" : \"early\""), true)
    }

    func testShowHasALineForEachPackedFieldTheBookHas() throws {
        let file = try runner.write(catalog, to: "grades.json")
        let shown = try bookdir("show", "early", catalog: file)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertEqual(shown.stdout, """
            Title:    Early Moon
            Author:   Ann
            Category: Picture Book (PB)
            Year:     2020
            ISBN:     9780670654000
            ISBNs:    9780670654000, 9780140501827
            Grades:   PreK–2
            ID:       early
            Link:     https://openlibrary.org/isbn/9780670654000

            A moon.

            """)
        XCTAssertFalse(try bookdir("show", "unknown", catalog: file).stdout.contains("Grades:"), "an unknown range is left out")
    }
}
