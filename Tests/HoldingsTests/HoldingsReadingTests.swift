import Catalog
import Foundation
@testable import Holdings
import TestSupport
import XCTest

/// Exports shaped like Destiny's and Koha's, a spreadsheet's (openpyxl, and inline strings), and
/// MARC 21 and MARCXML written by pymarc: each read into the same ten titles, matched with the
/// expected books for the expected reasons, with the expected counts.
final class HoldingsReadingTests: XCTestCase {
    private static let books: [Book] = {
        struct Document: Decodable { var books: [Book] }
        return (try? JSONDecoder().decode(Document.self, from: Data(HoldingsFixtures.catalog.utf8)).books) ?? []
    }()

    private func matched(_ read: HoldingsImport, file: StaticString = #filePath, line: UInt = #line) -> HoldingsMatches {
        let matches = HoldingsMatcher(books: Self.books).matches(read.rows)
        XCTAssertEqual(matches.matches.map { "\($0.bookID) \($0.reason.text)" }, HoldingsFixtures.expectedMatches, file: file, line: line)
        XCTAssertEqual(matches.unmatched.map(\.title), ["Harry Potter and the sorcerer's stone", "Some other book", "The snowy day"],
                       file: file, line: line)
        XCTAssertEqual(matches.ownedBookIDs.count, 6, file: file, line: line)
        XCTAssertEqual(matches.summary(unit: read.unit).replacingOccurrences(of: read.unit, with: "row"),
                       "7 rows match 6 directory books (3 by ISBN, 4 by title and author); 3 rows match no directory book.",
                       file: file, line: line)
        return matches
    }

    func testDestinyCSV() throws {
        let read = try HoldingsReader.read(Array(HoldingsFixtures.destinyCSV.utf8), fileName: "destiny.csv")
        XCTAssertEqual(read.format, .csv)
        XCTAssertEqual(read.columns, ["ISBN from \"ISBN\" (column 3)", "title from \"Title\" (column 1)", "author from \"Author\" (column 2)"])
        XCTAssertEqual(read.rows.map(\.number), Array(2 ... 11))
        XCTAssertEqual(read.rows[1].isbns, ["9780670654000"])
        XCTAssertEqual(read.notes, [HoldingsNote(number: 9, message: "\"9780062381148\" in \"ISBN\" is not an ISBN (a wrong check digit "
            + "or number of digits); the row is matched by its other ISBNs or its title and author.")])
        _ = matched(read)
    }

    func testKohaTSVWithBiblioColumnsAndSeveralISBNsACell() throws {
        let read = try HoldingsReader.read(Array(HoldingsFixtures.kohaTSV.utf8), fileName: "report.txt")
        XCTAssertEqual(read.format, .tsv)
        XCTAssertEqual(read.columns, ["ISBN from \"biblioitems.isbn\" (column 4)", "title from \"biblio.title\" (column 2)",
                                      "author from \"biblio.author\" (column 3)", "record number from \"biblionumber\" (column 1)"])
        XCTAssertEqual(read.rows[0].isbns, ["9781626727465"])
        XCTAssertEqual(read.rows[0].record, "101")
        let matches = matched(read)
        XCTAssertEqual(matches.matches[1].reason, .isbn("9780670654000"), "an ISBN-10 made ISBN-13")
    }

    func testOpenpyxlWorkbookWithNumbersAndATitleRowAboveTheHeader() throws {
        let read = try HoldingsReader.read(try HoldingsFixtures.export("spreadsheet.xlsx"), fileName: "spreadsheet.xlsx")
        XCTAssertEqual(read.format, .xlsx)
        XCTAssertEqual(read.columns, ["ISBN from \"ISBN13\" (column 1)", "title from \"Title\" (column 2)",
                                      "author from \"Author\" (column 3)", "record number from \"Record #\" (column 4)"])
        XCTAssertEqual(read.rows.first?.number, 3)
        XCTAssertEqual(read.rows[1].isbns, ["9780670654000"], "an ISBN kept as a number")
        XCTAssertEqual(read.rows[1].title, "The snowy day")
        XCTAssertEqual(read.notes.map(\.number), [10])
        _ = matched(read)
    }

    func testWorkbookOfInlineStringsFoundThroughItsRelationships() throws {
        let read = try HoldingsReader.read(try HoldingsFixtures.export("inline.xlsx"), fileName: "inline.xlsx")
        XCTAssertEqual(read.rows.count, 10)
        XCTAssertEqual(read.rows[2].title, "Last stop on Market Street")
        XCTAssertEqual(read.rows[2].authors, ["De la Peña, Matt"])
        _ = matched(read)
    }

    func testPymarcMARC21() throws {
        let read = try HoldingsReader.read(try HoldingsFixtures.export("koha.mrc"), fileName: "koha.mrc")
        XCTAssertEqual(read.format, .marc)
        XCTAssertEqual(read.unit, "record")
        XCTAssertEqual(read.rows[0], HoldingRow(number: 1, record: "b1", isbns: ["9781626727465"],
                                                title: "Fry bread: a Native American family story", authors: ["Maillard, Kevin Noble"]))
        XCTAssertEqual(read.rows[2].authors, ["De la Peña, Matt", "Robinson, Christian"])
        XCTAssertEqual(read.notes.map(\.number), [8])
        _ = matched(read)
    }

    func testPymarcMARCXML() throws {
        let read = try HoldingsReader.read(try HoldingsFixtures.export("koha.xml"), fileName: "koha.xml")
        XCTAssertEqual(read.format, .marcxml)
        let marc = try HoldingsReader.read(try HoldingsFixtures.export("koha.mrc"), fileName: "koha.mrc")
        XCTAssertEqual(read.rows, marc.rows)
        _ = matched(read)
    }

    func testStoredHoldingsReadBackTheSame() throws {
        let read = try HoldingsReader.read(Array(HoldingsFixtures.kohaTSV.utf8), fileName: "report.tsv")
        let kept = LibraryHoldings(library: "Lincoln", source: "report.tsv", read: read, imported: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(try LibraryHoldings.decoded(kept.encoded(), path: "x"), kept)
        let text = String(decoding: kept.encoded(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\"columns\":[\"ISBN from \\\"biblioitems.isbn\\\" (column 4)\",\"title from"), text)
        XCTAssertTrue(text.contains("\"rows\":[\n{\"authors\":[\"Maillard, Kevin Noble\"],\"isbns\":[\"9781626727465\"],\"number\":2,\"record\":\"101\""), text)
        let header = try LibraryHoldings.header(of: kept.encoded(), path: "x")
        XCTAssertEqual(header.rows, 10)
        XCTAssertEqual(header.holdings.library, "Lincoln")
        XCTAssertEqual(header.holdings.rows, [])
        var hostile = kept
        hostile.rows = [HoldingRow(number: 7, record: "r/1", isbns: [], title: "Quote \" back\\ slash / tab\t nl\n \u{1}ctl é 日本",
                                   authors: ["\u{7F}\u{1B}[31m", ""])]
        XCTAssertEqual(try LibraryHoldings.decoded(hostile.encoded(), path: "x"), hostile)
        XCTAssertEqual(try LibraryHoldings.header(of: hostile.encoded(), path: "x").rows, 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let row = String(decoding: try encoder.encode(hostile.rows[0]), as: UTF8.self)
        XCTAssertTrue(String(decoding: hostile.encoded(), as: UTF8.self).contains("\"rows\":[\n" + row + "\n]"), row)
        XCTAssertEqual(LibraryHoldings.fileName(forLibrary: "Lincoln Elementary (K–5)"), "lincoln-elementary-k-5.json")
    }

    /// A kept file's rows are read line by line, as they were written; a file in any other JSON
    /// form (another writer's spacing, key order, \u escapes, surrogate pairs) reads the same
    /// through Foundation's decoder.
    func testKeptRowsReadLineByLineOrAsAnyJSONTheSame() throws {
        let rows = [
            HoldingRow(number: 2, record: "101", isbns: ["9781626727465", "9780000000002"], title: "Fry Bread: A Native Family Story",
                       authors: ["Maillard, Kevin Noble"]),
            HoldingRow(number: 3, isbns: [], title: "", authors: []),
            HoldingRow(number: -4, record: "", isbns: ["x"], title: "Quote \" back\\ / \u{1}\u{1F}\t\n\r\u{8}\u{C} é 日本 👩🏽‍🏫",
                       authors: ["\u{7F}\u{1B}[31m", "Peña, Matt de la"]),
        ]
        let read = HoldingsImport(format: .csv, rows: rows, columns: ["title"], notes: [])
        let kept = LibraryHoldings(library: "Lincoln", source: "a.csv", read: read, imported: Date(timeIntervalSince1970: 0))
        let parts = try XCTUnwrap(LibraryHoldings.parts(of: kept.encoded()))
        XCTAssertEqual(JSONText.rows(in: parts.rows), rows, "the line-by-line reading of the written form")
        XCTAssertEqual(try LibraryHoldings.decoded(kept.encoded(), path: "x"), kept)
        // Another writer's JSON: spaces, keys in another order, escapes the writer never uses.
        let other = #"{"version": 1, "library": "Lincoln", "source": "a.csv", "format": "csv", "columns": ["title"], "imported": "1970-01-01T00:00:00Z", "rows": [{"title": "Caf\u00e9 \ud83d\udc69", "number": 9, "isbns": [], "authors": ["A\/B"]}]}"#
        XCTAssertNil(LibraryHoldings.parts(of: Array(other.utf8)).flatMap { JSONText.rows(in: $0.rows) }, "not the written form")
        let decoded = try LibraryHoldings.decoded(Array(other.utf8), path: "x")
        XCTAssertEqual(decoded.rows, [HoldingRow(number: 9, isbns: [], title: "Café 👩", authors: ["A/B"])])
        // A written file edited by hand in the middle of a row: still read, by the decoder.
        let edited = String(decoding: kept.encoded(), as: UTF8.self).replacingOccurrences(of: "\"number\":3,", with: "\"number\" : 3 ,")
        XCTAssertEqual(try LibraryHoldings.decoded(Array(edited.utf8), path: "x"), kept)
    }
}
