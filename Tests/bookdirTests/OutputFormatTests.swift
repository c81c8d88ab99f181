import XCTest

/// `--format tsv|csv|json|jsonl` on `list`, `search` and `suggestions`.
final class OutputFormatTests: CommandTestCase {
    /// Fields with commas, quotes, line breaks, tabs and a terminal escape.
    private let trickyCatalog = """
        {"version": 2, "books": [
          {"id": "q", "title": "Say \\"Hi\\", then go", "authors": ["A, Jr.", "B"], "illustrators": ["C"], "category": "MG",
           "description": "Line one\\nline two\\ttab\\r\\u001b[31mred", "year": 2001, "isbn": "9780670654000"},
          {"id": "p", "title": "Plain", "authors": ["Zoë"], "category": "PB", "description": "Fine."}
        ]}
        """

    func testTSVHasAHeaderAndShowsTabsAndLineBreaksEscapedSoEachBookIsOneLine() throws {
        let catalog = try runner.write(trickyCatalog, to: "tricky.json")

        let outcome = try bookdir("list", "--format", "tsv", catalog: catalog)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, """
            id\ttitle\tauthor\tillustrator\tcategory\tyear\tisbn\tdescription\tisbns\tgrades\tlanguages
            q\tSay "Hi", then go\tA, Jr. and B\tC\tMG\t2001\t9780670654000\tLine one^Jline two^Itab^M^[[31mred\t\t\t
            p\tPlain\tZoë\t\tPB\t\t\tFine.\t\t\t

            """)
    }

    func testCSVQuotesPerRFC4180AndKeepsLineBreaksInsideQuotes() throws {
        let catalog = try runner.write(trickyCatalog, to: "tricky.json")

        let outcome = try bookdir("list", "--format", "csv", catalog: catalog)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n"
            + "q,\"Say \"\"Hi\"\", then go\",\"A, Jr. and B\",C,MG,2001,9780670654000,\"Line one\nline two\ttab\r^[[31mred\",,,\r\n"
            + "p,Plain,Zoë,,PB,,,Fine.,,,\r\n")
    }

    func testJSONLinesPrintOneCompactBookALine() throws {
        let outcome = try bookdir("list", "--format", "jsonl", "--category", "PB")

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, """
            {"authors":["Ezra Jack Keats"],"category":"PB","description":"Peter explores his neighborhood after the first snowfall of the winter.","id":"the-snowy-day","isbn":"9780670654000","title":"The Snowy Day","year":1962}
            {"authors":["Matt de la Peña"],"category":"PB","description":"CJ rides the bus across the city with his grandmother.","id":"last-stop-on-market-street","title":"Last Stop on Market Street","year":2015}

            """)
    }

    func testJSONIsTheShortFormOfFormatJSONAndConflictsWithAnotherFormat() throws {
        let short = try bookdir("list", "--json")
        let long = try bookdir("list", "--format", "json")
        let both = try bookdir("list", "--format", "json", "--json")
        let conflict = try bookdir("list", "--format", "csv", "--json")

        XCTAssertEqual(long.status, 0)
        XCTAssertEqual(long.stdoutData, short.stdoutData)
        XCTAssertEqual(both.stdoutData, short.stdoutData)
        XCTAssertEqual(conflict.status, 2)
        XCTAssertEqual(conflict.stdout, "")
        XCTAssertTrue(conflict.stderr.contains("--json is the short form of --format json"), conflict.stderr)
    }

    func testSearchTakesTheFormatsInRankOrder() throws {
        let tsv = try bookdir("search", "the", "--format", "tsv", "--limit", "2")

        XCTAssertEqual(tsv.status, 0)
        XCTAssertEqual(tsv.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false)[0] },
                       ["id", "the-hate-u-give", "the-snowy-day"])
    }

    func testAnEmptyResultStillPrintsTheHeaderAndExitsOne() throws {
        let csv = try bookdir("list", "--category", "CB", "--format", "csv")
        let jsonl = try bookdir("list", "--category", "CB", "--format", "jsonl")

        XCTAssertEqual(csv.status, 1)
        XCTAssertEqual(csv.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n")
        XCTAssertEqual(jsonl.status, 1)
        XCTAssertEqual(jsonl.stdout, "")
    }

    func testSuggestionsTakeTheFormats() throws {
        _ = try bookdir("suggest", "--title", "New, \"Quoted\"", "--author", "Ann\u{1B}x", "--category", "YA")

        let csv = try bookdir("suggestions", "--format", "csv")
        let jsonl = try bookdir("suggestions", "--format", "jsonl")

        XCTAssertEqual(csv.status, 0)
        let lines = csv.stdout.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "id,title,author,category,createdAt,status,bookID,reason,suggestedBy")
        XCTAssertTrue(lines[1].contains(",\"New, \"\"Quoted\"\"\",Annx,YA,"), lines[1])
        XCTAssertEqual(jsonl.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(jsonl.stdout.hasPrefix("{\"author\":\"Annx\",\"category\":\"YA\",\"createdAt\":\""), jsonl.stdout)
    }
}
