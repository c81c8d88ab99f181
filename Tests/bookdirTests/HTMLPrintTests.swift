import Foundation
import XCTest

/// The exported HTML page printed to PDF in a real headless browser (Debian's chromium, which
/// `make test` installs) and its text read back with pdftotext: the page renders and prints
/// with every title, illustrator and award, and no link addresses. In CI (CI=true) a missing
/// browser fails the test instead of skipping it.
final class HTMLPrintTests: CommandTestCase {
    /// Three books of the bundled catalog, with their illustrators and awards (version 2).
    static let catalog = """
        {"version": 2, "books": [
          {"id": "the-snowy-day", "title": "The Snowy Day", "authors": ["Ezra Jack Keats"], "category": "PB",
           "description": "Peter explores his city after the first snowfall.", "year": 1962, "isbn": "9780670654000",
           "awards": [{"award": "Caldecott Medal", "year": 1963, "level": "winner"}]},
          {"id": "last-stop-on-market-street", "title": "Last Stop on Market Street", "authors": ["Matt de la Peña"],
           "illustrators": ["Christian Robinson"], "category": "PB", "description": "CJ rides the bus with his grandmother.",
           "year": 2015, "awards": [{"award": "Newbery Medal", "year": 2016, "level": "winner"}]},
          {"id": "the-hate-u-give", "title": "The Hate U Give", "authors": ["Angie Thomas"], "category": "YA",
           "description": "Starr Carter finds her voice.", "year": 2017,
           "awards": [{"award": "William C. Morris Award", "year": 2018, "level": "winner"}]}
        ]}
        """

    func testThePrintedPageHasEveryTitle() throws {
        let chromium = try tool("chromium"), pdftotext = try tool("pdftotext")
        let catalog = try runner.write(Self.catalog, to: "printed.json")
        _ = try bookdir("lists", "add", "Grade 3 read-alouds", "the-snowy-day", "last-stop-on-market-street", "the-hate-u-give",
                        catalog: catalog)
        let html = runner.path("list.html"), pdf = runner.path("list.pdf"), text = runner.path("list.txt")
        let export = try bookdir("lists", "export", "grade 3 read-alouds", "--format", "html", "--output", html, catalog: catalog)
        XCTAssertEqual(export.status, 0, export.stderr)
        let printed = try run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--user-data-dir=\(runner.path("chromium"))",
            "--print-to-pdf=\(pdf)", URL(fileURLWithPath: html).absoluteString,
        ])
        XCTAssertEqual(printed, 0, "chromium could not print the page")
        XCTAssertEqual(try run(pdftotext, ["-layout", pdf, text]), 0)
        let words = try String(contentsOfFile: text, encoding: .utf8)
        for expected in ["Grade 3 read-alouds", "The Snowy Day", "Last Stop on Market Street", "The Hate U Give",
                         "Ezra Jack Keats", "Picture Book, 1962", "illustrated by Christian Robinson", "Newbery Medal, 2016",
                         "William C. Morris Award, 2018", "a reading list of 3 books for children"] {
            XCTAssertTrue(words.contains(expected), "the printed page lacks \(expected):\n\(words)")
        }
        // Issue 33, item 25: no link addresses between the titles and their authors.
        XCTAssertFalse(words.contains("openlibrary.org"), words)
        // The three books in the list's order.
        let positions = ["The Snowy Day", "Last Stop on Market Street", "The Hate U Give"].compactMap { words.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions, positions.sorted())
    }
}
