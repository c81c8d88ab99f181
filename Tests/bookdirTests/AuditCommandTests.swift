import Foundation
import TestSupport
import XCTest

/// `bookdir audit`: the same numbers in every format, exact bytes for the text formats; the
/// purchase list filtered by a query and saved as a reading list; the HTML page printed.
final class AuditCommandTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(HoldingsFixtures.catalog, to: "holdings-books.json")
        let koha = try runner.write(HoldingsFixtures.kohaTSV, to: "koha.tsv")
        XCTAssertEqual(try bookdir("holdings", "import", koha, "--library", "Lincoln").status, 0)
    }

    static let csv = """
        Holdings audit: Lincoln
        "6 of 8 directory books owned (75%), matched from 10 rows of koha.tsv."

        Owned by category and community
        CATEGORY,COMMUNITY,IN DIRECTORY,OWNED,OWNED %,OF OWNED
        Picture Book,All books,4,3,75%,100%
        Picture Book,Black,2,2,100%,67%
        Picture Book,Latine,1,1,100%,33%
        Picture Book,Indigenous,2,1,50%,33%
        Chapter Book,All books,1,1,100%,100%
        Middle Grade,All books,2,1,50%,100%
        Middle Grade,Black,1,1,100%,100%
        Middle Grade,Indigenous,1,0,0%,0%
        Young Adult,All books,1,1,100%,100%
        Young Adult,Black,1,1,100%,100%

        Award winners owned
        AWARD,IN DIRECTORY,OWNED,OWNED %
        Any award,4,3,75%
        Newbery Medal,1,1,100%
        Caldecott Medal,2,1,50%
        Robert F. Sibert Informational Book Medal,1,1,100%

        By decade of publication
        DECADE,IN DIRECTORY,OWNED,OWNED %
        1960s,1,1,100%
        1970s,1,1,100%
        2010s,4,4,100%
        2020s,2,0,0%

        Purchase list (2 books)
        ID,TITLE,AUTHOR,CAT,YEAR,AWARDS
        water,We Are Water Protectors,Carole Lindstrom,PB,2020,"Caldecott Medal, 2021"
        rez-dogs,Rez Dogs,Joseph Bruchac,MG,2021,

        """

    static let markdown = """
        # Holdings audit: Lincoln

        6 of 8 directory books owned (75%), matched from 10 rows of koha.tsv.

        ## Owned by category and community

        Owned %: of the directory's books; of owned: of the library's owned books in the category.

        | CATEGORY | COMMUNITY | IN DIRECTORY | OWNED | OWNED % | OF OWNED |
        | --- | --- | --- | --- | --- | --- |
        | Picture Book | All books | 4 | 3 | 75% | 100% |
        | Picture Book | Black | 2 | 2 | 100% | 67% |
        | Picture Book | Latine | 1 | 1 | 100% | 33% |
        | Picture Book | Indigenous | 2 | 1 | 50% | 33% |
        | Chapter Book | All books | 1 | 1 | 100% | 100% |
        | Middle Grade | All books | 2 | 1 | 50% | 100% |
        | Middle Grade | Black | 1 | 1 | 100% | 100% |
        | Middle Grade | Indigenous | 1 | 0 | 0% | 0% |
        | Young Adult | All books | 1 | 1 | 100% | 100% |
        | Young Adult | Black | 1 | 1 | 100% | 100% |

        ## Award winners owned

        Books that won an award (honors not counted).

        | AWARD | IN DIRECTORY | OWNED | OWNED % |
        | --- | --- | --- | --- |
        | Any award | 4 | 3 | 75% |
        | Newbery Medal | 1 | 1 | 100% |
        | Caldecott Medal | 2 | 1 | 50% |
        | Robert F. Sibert Informational Book Medal | 1 | 1 | 100% |

        ## By decade of publication

        | DECADE | IN DIRECTORY | OWNED | OWNED % |
        | --- | --- | --- | --- |
        | 1960s | 1 | 1 | 100% |
        | 1970s | 1 | 1 | 100% |
        | 2010s | 4 | 4 | 100% |
        | 2020s | 2 | 0 | 0% |

        ## Purchase list (2 books)

        Directory books not owned: award winners first, then newest first.

        | ID | TITLE | AUTHOR | CAT | YEAR | AWARDS |
        | --- | --- | --- | --- | --- | --- |
        | water | We Are Water Protectors | Carole Lindstrom | PB | 2020 | Caldecott Medal, 2021 |
        | rez-dogs | Rez Dogs | Joseph Bruchac | MG | 2021 |  |

        """

    static let table = """
        Holdings audit: Lincoln
        6 of 8 directory books owned (75%), matched from 10 rows of koha.tsv.

        Owned by category and community
        Owned %: of the directory's books; of owned: of the library's owned books in the category.
        CATEGORY      COMMUNITY   IN DIRECTORY  OWNED  OWNED %  OF OWNED
        Picture Book  All books   4             3      75%      100%
        Picture Book  Black       2             2      100%     67%
        Picture Book  Latine      1             1      100%     33%
        Picture Book  Indigenous  2             1      50%      33%
        Chapter Book  All books   1             1      100%     100%
        Middle Grade  All books   2             1      50%      100%
        Middle Grade  Black       1             1      100%     100%
        Middle Grade  Indigenous  1             0      0%       0%
        Young Adult   All books   1             1      100%     100%
        Young Adult   Black       1             1      100%     100%

        Award winners owned
        Books that won an award (honors not counted).
        AWARD                                      IN DIRECTORY  OWNED  OWNED %
        Any award                                  4             3      75%
        Newbery Medal                              1             1      100%
        Caldecott Medal                            2             1      50%
        Robert F. Sibert Informational Book Medal  1             1      100%

        By decade of publication
        DECADE  IN DIRECTORY  OWNED  OWNED %
        1960s   1             1      100%
        1970s   1             1      100%
        2010s   4             4      100%
        2020s   2             0      0%

        Purchase list (2 books)
        Directory books not owned: award winners first, then newest first.
        ID        TITLE                 AUTHOR            CAT  YEAR  AWARDS
        water     We Are Water Protec…  Carole Lindstrom  PB   2020  Caldecott Medal, 2…
        rez-dogs  Rez Dogs              Joseph Bruchac    MG   2021

        """

    func testCSVMarkdownAndTableBytes() throws {
        let csv = try bookdir("audit", "--format", "csv")
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(csv.stdout, Self.csv.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(try bookdir("audit", "--format", "markdown", "--library", "lincoln").stdout, Self.markdown)
        XCTAssertEqual(try bookdir("audit").stdout, Self.table)
    }

    func testTheMissingQueryFiltersThePurchaseListWhichBecomesAReadingList() throws {
        let audit = try bookdir("audit", "--format", "json", "--missing", "community:indigenous", "--save-missing", "To buy")
        XCTAssertEqual(audit.status, 0, audit.stderr)
        let json = try jsonObject(audit.stdout)
        XCTAssertEqual((json["missing"] as? [[String: Any]])?.map { $0["id"] as? String }, ["water", "rez-dogs"])
        XCTAssertEqual((json["missing"] as? [[String: Any]])?.first?["awards"] as? [String], ["Caldecott Medal, 2021"])
        XCTAssertEqual(json["query"] as? String, "community:indigenous")
        XCTAssertEqual((json["total"] as? [String: Int]), ["inDirectory": 8, "owned": 6])
        XCTAssertEqual(audit.stderr, "Saved 2 books of the purchase list to \"To buy\" (2 books in all).\n")
        XCTAssertEqual(try bookdir("lists", "show", "to buy").stdout.components(separatedBy: "\n").dropFirst().map { $0.prefix(8) },
                       ["water   ", "rez-dogs", ""])
        let picture = try bookdir("audit", "--format", "json", "--missing", "category:PB")
        XCTAssertEqual((try jsonObject(picture.stdout)["missing"] as? [[String: Any]])?.map { $0["id"] as? String }, ["water"])
    }

    func testNoHoldingsSaysHowToImportThem() throws {
        let audit = try bookdir("audit", "--library", "Carver")
        XCTAssertEqual(audit.status, 1)
        XCTAssertEqual(audit.stderr, "bookdir: There are no holdings for the library \"Carver\". The libraries are: \"Lincoln\".\n")
    }

    func testTheHTMLPageIsOnePageOfChartsWithEveryTextEscaped() throws {
        let koha = runner.path("koha.tsv")
        XCTAssertEqual(try bookdir("holdings", "import", koha, "--library", "<b>Lincoln & \"Co\"</b>").status, 0)
        let page = try bookdir("audit", "--format", "html", "--library", "<b>Lincoln & \"Co\"</b>")
        XCTAssertEqual(page.status, 0, page.stderr)
        let html = page.stdout
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<title>Holdings audit: &lt;b&gt;Lincoln &amp; &quot;Co&quot;&lt;/b&gt;</title>\n"), html)
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertFalse(html.lowercased().contains("<script"))
        XCTAssertEqual(html.components(separatedBy: "<svg ").count - 1, 3, "a chart for communities, awards and decades")
        XCTAssertEqual(html.components(separatedBy: "http").count - 1, 3, "no link but the SVG namespace")
        XCTAssertTrue(html.contains("<text x=\"0\" y=\"15\">PB all books</text><rect x=\"240\" y=\"4\" width=\"310\" height=\"13\" "
            + "fill=\"#e6e6e6\"/><rect x=\"240\" y=\"4\" width=\"233\" height=\"13\" fill=\"#2b6cb0\"/>"
            + "<text x=\"556\" y=\"15\">3 of 4</text>"), html)
        XCTAssertTrue(html.contains("<tr><td>water</td><td>We Are Water Protectors</td><td>Carole Lindstrom</td><td>PB</td>"
            + "<td class=\"n\">2020</td><td>Caldecott Medal, 2021</td></tr>"), html)
    }

    func testThePrintedPageReadsBack() throws {
        let chromium = try tool("chromium"), pdftotext = try tool("pdftotext")
        let html = runner.path("audit.html"), pdf = runner.path("audit.pdf"), text = runner.path("audit.txt")
        let written = try bookdir("audit", "--format", "html", "--output", html)
        XCTAssertEqual(written.stderr, "Wrote the audit of \"Lincoln\" as html to \(html).\n")
        XCTAssertEqual(try run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                                          "--user-data-dir=\(runner.path("chromium"))", "--print-to-pdf=\(pdf)",
                                          URL(fileURLWithPath: html).absoluteString]), 0)
        XCTAssertEqual(try run(pdftotext, ["-layout", pdf, text]), 0)
        let printed = try String(contentsOfFile: text, encoding: .utf8)
        for expected in ["Holdings audit: Lincoln", "6 of 8 directory books owned (75%)", "Purchase list (2 books)",
                         "We Are Water Protectors", "Rez Dogs", "3 of 4"] {
            XCTAssertTrue(printed.contains(expected), "\(expected) is not in the printed page:\n\(printed)")
        }
    }

    func testGoalsAndWhatChangedSinceAnEarlierAudit() throws {
        let earlier = runner.path("earlier.json")
        XCTAssertEqual(try bookdir("audit", "--format", "json", "--output", earlier).status, 0)
        let smaller = try runner.write("Title,Author,ISBN\nWe are water protectors,\"Lindstrom, Carole\",\nThe snowy day,,9780670654000\n", to: "new.csv")
        XCTAssertEqual(try bookdir("holdings", "import", smaller, "--library", "Lincoln").status, 0)
        let audit = try bookdir("audit", "--targets", "indigenous 10% of PB, black 50%; asian 5% of YA", "--compare", earlier)
        XCTAssertEqual(audit.status, 0, audit.stderr)
        XCTAssertTrue(audit.stdout.contains("""

            Goals
            Each goal is a share of the books the library owns (in the category, when it names one).
            GOAL                  OWNED   NOW  MET
            indigenous 10% of PB  1 of 2  50%  yes
            black 50%             1 of 2  50%  yes
            asian 5% of YA        0 of 0  0%   no

            """), audit.stdout)
        XCTAssertTrue(audit.stdout.hasSuffix("""
            Since the earlier audit
            Owned then: in \(earlier).
            CATEGORY      COMMUNITY   OWNED THEN  OWNED NOW  CHANGE
            All           All books   6           2          -4
            Picture Book  All books   3           2          -1
            Picture Book  Black       2           1          -1
            Picture Book  Latine      1           0          -1
            Picture Book  Indigenous  1           1          0
            Chapter Book  All books   1           0          -1
            Middle Grade  All books   1           0          -1
            Middle Grade  Black       1           0          -1
            Middle Grade  Indigenous  0           0          0
            Young Adult   All books   1           0          -1
            Young Adult   Black       1           0          -1

            Owned since the earlier audit (1 book)
            Books of the earlier purchase list the library owns now.
            ID     TITLE                    AUTHOR            CAT  YEAR
            water  We Are Water Protectors  Carole Lindstrom  PB   2020

            """), audit.stdout)
        let goals = try jsonObject(try bookdir("audit", "--format", "json", "--targets", "native 60% of pb").stdout)["goals"] as? [[String: Any]]
        XCTAssertEqual(goals?.first?["met"] as? Bool, false)
        XCTAssertEqual(goals?.first?["count"] as? Int, 1)
        let wrong = try bookdir("audit", "--targets", "martian 5%")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.hasPrefix("Error: The goal \"martian 5%\" cannot be read: \"martian\" is not a community"), wrong.stderr)
        let notAnAudit = try bookdir("audit", "--compare", smaller)
        XCTAssertEqual(notAnAudit.status, 3)
        XCTAssertTrue(notAnAudit.stderr.hasPrefix("bookdir: \(smaller) is not an audit bookdir wrote"), notAnAudit.stderr)
    }

    func testListsCheckTellsAListsBalance() throws {
        _ = try bookdir("lists", "add", "Grade 3", "the-snowy-day", "last-stop", "water")
        let check = try bookdir("lists", "check", "grade 3")
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, """
            "Grade 3": 3 books.
            All 3 books are picture books.
            Most books (2 of 3) center Black people.
            No book centers East Asian, Southeast Asian, South Asian, Middle Eastern and North African, Pacific Islander or Multiracial people.
            They were published from 1962 to 2020.
            3 of 3 won an award.

            """)
        XCTAssertEqual(try bookdir("lists", "check", "nope").status, 1)
    }
}
