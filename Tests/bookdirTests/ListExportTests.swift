@testable import bookdir
import Catalog
import Foundation
import TestSupport
import ViewModels
import XCTest

/// The four export formats, byte for byte, with a book no longer in the directory and text
/// that would break each format or a terminal.
final class ListExportTests: XCTestCase {
    static let snowy = Book(id: "the-snowy-day", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                            description: "Peter explores his city. Snow falls all day.", year: 1962, isbn: "9780670654000")
    static let hostile = Book(id: "evil", title: "Fish & <Chips> \"*bold*\"", author: "A, B\u{1B}[31m", category: .youngAdult,
                              description: "Line one\nline two, \"quoted\".")
    static let gone = ListedBook(entry: ListEntry(bookID: "lost", title: "Lost Book", author: "Someone"), book: nil)
    static let books = [ListedBook(entry: ListEntry(snowy), book: snowy), ListedBook(entry: ListEntry(hostile), book: hostile), gone]

    private func text(_ format: ExportFormat) -> String {
        String(decoding: ListExport.bytes(name: "Grade 3 <read-alouds>", books: Self.books, format: format), as: UTF8.self)
    }

    func testMarkdown() {
        XCTAssertEqual(text(.markdown), """
            # Grade 3 \\<read-alouds\\>

            - **The Snowy Day** by Ezra Jack Keats (Picture Book, 1962)  
              Peter explores his city.
            - **Fish & \\<Chips\\> "\\*bold\\*"** by A, B^\\[\\[31m (Young Adult)  
              Line one line two, "quoted".
            - **Lost Book** by Someone (no longer in the directory)

            """)
    }

    func testCSV() {
        XCTAssertEqual(text(.csv), "id,title,author,illustrator,category,year,isbn,description,isbns,grades,languages\r\n"
            + "the-snowy-day,The Snowy Day,Ezra Jack Keats,,PB,1962,9780670654000,Peter explores his city. Snow falls all day.,,,\r\n"
            + "evil,\"Fish & <Chips> \"\"*bold*\"\"\",\"A, B^[[31m\",,YA,,,\"Line one\nline two, \"\"quoted\"\".\",,,\r\n"
            + "lost,Lost Book,Someone,,,,,(no longer in the directory),,,\r\n")
    }

    func testJSONIsTheCatalogFormatWithoutTheGoneBook() throws {
        let json = text(.json)
        let output = StandardOutput(descriptor: nil)
        try BookJSON.writeDocument([Self.snowy, Self.hostile], to: output)
        XCTAssertEqual(json, String(decoding: output.bytes, as: UTF8.self))
        XCTAssertTrue(json.contains("\"A, B\\u001b[31m\""), json)
        XCTAssertFalse(json.contains("\u{1B}"))
        let decoded = try JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.books, [Self.snowy, Self.hostile])
    }

    private struct Catalog: Decodable {
        var version: Int
        var books: [Book]
    }

    func testHTMLIsOneSelfContainedEscapedPage() {
        let html = text(.html)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        XCTAssertTrue(html.contains("<title>Grade 3 &lt;read-alouds&gt;</title>"))
        XCTAssertTrue(html.contains("<h1>Grade 3 &lt;read-alouds&gt;</h1>"))
        XCTAssertTrue(html.contains("@media print"))
        XCTAssertTrue(html.contains(
            "<li><a class=\"title\" href=\"https://openlibrary.org/isbn/9780670654000\">The Snowy Day</a>"
                + " <span class=\"meta\">by Ezra Jack Keats · Picture Book, 1962</span>\n"
                + "<p class=\"description\">Peter explores his city. Snow falls all day.</p></li>\n"))
        XCTAssertTrue(html.contains(">Fish &amp; &lt;Chips&gt; &quot;*bold*&quot;</a> <span class=\"meta\">by A, B^[[31m · Young Adult</span>"))
        XCTAssertTrue(html.contains("<p class=\"description\">Line one^Jline two, &quot;quoted&quot;.</p>"))
        XCTAssertTrue(html.contains("<li><span class=\"title\">Lost Book</span> <span class=\"meta\">by Someone</span>"
            + " <span class=\"gone\">(no longer in the directory)</span></li>"))
        XCTAssertTrue(html.hasSuffix("<footer>Grade 3 &lt;read-alouds&gt;: a reading list of 3 books for children and young adults."
            + "</footer>\n</body>\n</html>\n"))
        // Self-contained: no scripts, no outside resources; the only links are the books' own.
        for forbidden in ["<script", "<link", "<img", "<iframe", "@import", "url(", "src="] {
            XCTAssertFalse(html.lowercased().contains(forbidden), forbidden)
        }
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(hrefs, ["https://openlibrary.org/isbn/9780670654000",
                               "https://openlibrary.org/search?title=Fish%20%26%20%3CChips%3E%20%22%2Abold%2A%22&amp;author=A%2C%20B%1B%5B31m"])
        XCTAssertFalse(html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    static let marketStreet = Book(
        id: "last-stop-on-market-street", title: "Last Stop on Market Street", authors: ["Matt de la Peña"],
        illustrators: ["Christian Robinson"], category: .pictureBook, description: "CJ rides a city bus.", year: 2015,
        awards: [Award(.newbery, year: 2016, level: .winner), Award(.caldecott, year: 2016, level: .honor)])

    /// Issue 33, item 25: the page names the illustrator and the awards, its print style prints
    /// no link addresses, and its footer says what the list is.
    func testHTMLNamesTheIllustratorAndAwardsAndPrintsNoAddresses() {
        let books = [ListedBook(entry: ListEntry(Self.marketStreet), book: Self.marketStreet)]
        let html = String(decoding: ListExport.bytes(name: "Bedtime", books: books, format: .html), as: UTF8.self)
        XCTAssertTrue(html.hasSuffix("""
            <body>
            <h1>Bedtime</h1>
            <ol>
            <li><a class="title" href="https://openlibrary.org/search?title=Last%20Stop%20on%20Market%20Street&amp;author=Matt%20de%20la%20Pe%C3%B1a">\
            Last Stop on Market Street</a> <span class="meta">by Matt de la Peña, illustrated by Christian Robinson · Picture Book, 2015</span>
            <p class="awards">Newbery Medal, 2016; Caldecott Medal, 2016 (honor)</p>
            <p class="description">CJ rides a city bus.</p></li>
            </ol>
            <footer>Bedtime: a reading list of 1 book for children and young adults.</footer>
            </body>
            </html>

            """), html)
        XCTAssertTrue(html.contains("""
            @media print {
              body { max-width: none; margin: 0; padding: 0; font-size: 11pt; }
              a { color: inherit; text-decoration: none; }
              li { break-inside: avoid; page-break-inside: avoid; }
            """), html)
        XCTAssertFalse(html.contains("attr(href)"))
    }

    func testTheAppsFileNames() {
        XCTAssertEqual(FileListExporter.fileName(for: "Grade 3: read-alouds!", format: .markdown), "grade-3-read-alouds.md")
        XCTAssertEqual(FileListExporter.fileName(for: "Été à Montréal", format: .html), "ete-a-montreal.html")
        XCTAssertEqual(FileListExporter.fileName(for: "📚", format: .csv), "reading-list.csv")
    }

    func testTheAppsPathsOfferTheStartFolderExpandAndShortenHomeAndSayWhatIsThere() throws {
        let home = try TemporaryFolder(prefix: "bookdir-home")
        defer { home.remove() }
        let work = home.path("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        let exporter = FileListExporter(folder: work, home: home.url.path)

        XCTAssertEqual(exporter.suggestedPath(name: "Grade 2 read-alouds", format: .markdown), "~/work/grade-2-read-alouds.md")
        let typed = exporter.target(" ~/grade-2.md")
        XCTAssertEqual(typed, ExportTarget(path: home.path("grade-2.md"), shown: "~/grade-2.md", occupant: .nothing))
        try exporter.export(name: "Grade 2", books: [ListedBook(entry: ListEntry(Self.snowy), book: Self.snowy)], format: .markdown, to: typed)
        XCTAssertEqual(exporter.target(home.path("grade-2.md")).occupant, .file)
        XCTAssertEqual(exporter.target("list.csv").path, work + "/list.csv", "a relative path is in the start folder")
        XCTAssertEqual(exporter.target("~/work/").occupant, .folder)
        XCTAssertEqual(exporter.target("/").shown, "/")

        let nowhere = exporter.target("~/gone/list.md")
        XCTAssertThrowsError(try exporter.export(name: "L", books: [], format: .markdown, to: nowhere)) { error in
            let message = (error as? BookStoreError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("~/gone/list.md could not be written"), message)
            XCTAssertFalse(message.contains(home.url.path), "the home folder is shown as ~: \(message)")
        }
    }
}
