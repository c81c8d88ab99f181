@testable import bookdir
import Catalog
import Foundation
import XCTest

/// `list` on the bundled catalog at 80 and 100 columns gives the title the room: each id is cut to
/// the start that tells it apart (or, when that start is long, to a start and an end), no two
/// books print the same row, and `show` finds each book by its id as printed (issue 33, item 16).
final class BookTableTests: CommandTestCase {
    /// The bundled catalog's books, as `show` reads them.
    private func bundledBooks() throws -> [Book] {
        struct Document: Decodable { var books: [Book] }
        let url = BookdirRunner.packageRoot.appendingPathComponent("Resources/books.json")
        return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)).books
    }

    func testTheBundledCatalogAtEightyAndAHundredColumnsGivesTheTitleTheRoomAndEveryIdAsPrintedShowsItsBook() throws {
        let books = try bundledBooks()
        for columns in [80, 100] {
            let outcome = try runner.run(["list", "--data-dir", dataPath], columns: columns)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let lines = outcome.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, books.count + 1)
            XCTAssertTrue(lines.allSatisfy { $0.count <= columns }, "\(columns) columns")
            XCTAssertEqual(Set(lines.dropFirst()).count, books.count, "two books printed the same row at \(columns) columns")
            let idWidth = try XCTUnwrap(lines[0].range(of: "TITLE")).lowerBound.utf16Offset(in: lines[0]) - 2
            XCTAssertLessThanOrEqual(idWidth, BookTable.longestCutID(width: columns), lines[0])
            for (line, book) in zip(lines.dropFirst(), books) {
                let printed = String(line.prefix { $0 != " " })
                XCTAssertEqual(try ShowCommand.book(withID: printed, in: books).id, book.id, "\(printed) at \(columns) columns")
            }
        }
        let narrow = try runner.run(["list", "--data-dir", dataPath], columns: 80).stdout
        let amina = try XCTUnwrap(narrow.split(separator: "\n").first { $0.hasPrefix("amina-ba…winning ") })
        let shown = try runner.run(["show", String(amina.prefix { $0 != " " }), "--data-dir", dataPath])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.hasPrefix("Title:") && shown.stdout.contains(" Amina Banana and the Formula for Winning\n"), shown.stdout)
    }

    func testAnIdIsCutToItsUniqueStartOrToAStartAndAnEndWhenThatStartIsLong() {
        let ids = ["alvin-ho-allergic-to-girls", "alvin-ho-allergic-to-camping", "the-snowy-day", "the-hate-u-give", "abc"]
        let starts = UniqueStarts(ids)
        XCTAssertEqual(starts.length(of: "the-snowy-day"), 8)
        XCTAssertEqual(starts.length(of: "alvin-ho-allergic-to-girls"), 22)
        XCTAssertEqual(starts.length(of: "abc"), 3, "never more than the id has")
        XCTAssertEqual(BookTable.cutID("the-snowy-day", starts: starts, longest: 16), "the-snow…")
        XCTAssertEqual(BookTable.cutID("abc", starts: starts, longest: 16), "abc")
        let mixUps = UniqueStarts(["keena-ford-and-the-second-grade-mix-up", "keena-ford-and-the-field-trip-mix-up"])
        XCTAssertEqual(BookTable.cutID("keena-ford-and-the-second-grade-mix-up", starts: mixUps, longest: 16), "keena-f…e-mix-up",
                       "the ends alike, a shorter start leaves room for more of the end")
        XCTAssertEqual(BookTable.cutID("alvin-ho-allergic-to-camping", starts: starts, longest: 16), "alvin-ho…camping")
        XCTAssertEqual(BookTable.cutID("alvin-ho-allergic-to-camping", starts: starts, longest: 30), "alvin-ho-allergic-to-c…")
    }
}
