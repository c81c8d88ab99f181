import Catalog
import CatalogGenerator
import Foundation
@testable import Store
import TestSupport
import XCTest

/// The byte-level reading of a catalog (``CatalogScanner``) gives exactly what the syntax checker
/// and `JSONDecoder` give: the same books, or, for anything out of its plain form, the general
/// path's result and message.
final class CatalogScannerTests: XCTestCase {
    private let file = VersionedJSONFile(path: "/tmp/books.json", label: "The catalog", fixAdvice: "Fix it.", readAdvice: "Read it.")

    /// The fast and the general path agree on `text`: the same books, or the same error.
    private func assertBothPathsAgree(_ text: String, scanned: Bool, file line: UInt = #line) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(CatalogScanner.scan(bytes, record: { _, _ in }) != nil, scanned, "scanned: \(text.prefix(200))", line: line)
        let fast = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file) }
        let general = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file, scanning: false) }
        switch (fast, general) {
        case (.success(let fastBooks), .success(let generalBooks)):
            XCTAssertEqual(fastBooks, generalBooks, line: line)
        case (.failure(let fastError), .failure(let generalError)):
            XCTAssertEqual(fastError.message, generalError.message, line: line)
        default:
            XCTFail("the paths disagree: \(fast) against \(general)", line: line)
        }
    }

    func testGeneratedAndBundledCatalogsReadTheSameBothWays() throws {
        assertBothPathsAgree(String(decoding: CatalogWriter.catalogBytes(CatalogGenerator.books(count: 2000, seed: 21)), as: UTF8.self), scanned: true)
        let bundled = try String(contentsOf: JSONBookStore.bundledCatalogURL, encoding: .utf8)
        assertBothPathsAgree(bundled, scanned: true)
    }

    func testEscapesSurrogatePairsAndVersionOneReadTheSameBothWays() {
        let books = """
            {"version": 1, "books": [{"id": "a", "title": "Q \\"x\\" \\\\ \\/ \\b\\f\\n\\r\\t \\u00e9 \\u0000 \\ud83d\\ude00 \\u202E é 日本",
              "author": "Ann and Bo", "category": "PB", "description": "d", "year": 2001, "isbn": "978-0-14-032872-1"}],
              "version2": 3}
            """
        assertBothPathsAgree(books.replacingOccurrences(of: ",\n  \"version2\": 3", with: ""), scanned: true)
        assertBothPathsAgree(books, scanned: false)
    }

    func testAnythingOutOfThePlainFormTakesTheGeneralPathWithItsMessage() {
        let book = #"{"id": "a", "title": "T", "authors": ["A"], "category": "PB", "description": "D", "year": 2001}"#
        func catalog(_ book: String, version: String = "2") -> String { #"{"version": \#(version), "books": [\#(book)]}"# }
        let cases = [
            "\u{FEFF}" + catalog(book),
            catalog(book.replacingOccurrences(of: "2001", with: "null")),
            catalog(book.replacingOccurrences(of: "2001", with: "2001.0")),
            catalog(book.replacingOccurrences(of: "2001", with: "1e999")),
            catalog(book.replacingOccurrences(of: "2001", with: "02001")),
            catalog(book.replacingOccurrences(of: "2001", with: "\"2001\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"T\", \"title\": \"U\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"T\", \"extra\": 1")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"\\ud800\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"a\u{1}b\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"\\x\"")),
            catalog(book.replacingOccurrences(of: ", \"year\": 2001", with: "")).replacingOccurrences(of: "\"id\": \"a\", ", with: ""),
            catalog(book) + " x",
            catalog(book, version: "3"),
            catalog(book, version: "1"),
            catalog(book + "," + book),
            String(catalog(book).dropLast()),
        ]
        for text in cases {
            assertBothPathsAgree(text, scanned: text == catalog(book, version: "3") || text == catalog(book, version: "1")
                                 || text == catalog(book + "," + book))
        }
    }

    func testABrokenRuleIsReportedOnlyWhenTheWholeFileIsInThePlainForm() {
        let bad = #"{"id": "a", "title": "T", "authors": ["A"], "category": "XX", "description": "D"}"#
        let good = #"{"id": "b", "title": "T", "authors": ["A"], "category": "PB", "description": "D"}"#
        assertBothPathsAgree(#"{"version": 2, "books": [\#(bad), \#(good)]}"#, scanned: true)
        assertBothPathsAgree(#"{"version": 2, "books": [\#(bad), \#(good), }"#, scanned: false)
        assertBothPathsAgree(#"{"version": 2, "books": [\#(good), \#(good)]}"#, scanned: true)
        assertBothPathsAgree(#"{"books": [\#(good)], "version": 2}"#, scanned: false)
    }

    func testInvalidUTF8IsLeftToTheGeneralPath() {
        var bytes = Array(#"{"version": 2, "books": [{"id": "a", "title": "T"#.utf8)
        bytes += [0xED, 0xA0, 0x80]
        bytes += Array(#"", "authors": ["A"], "category": "PB", "description": "D"}]}"#.utf8)
        XCTAssertNil(CatalogScanner.scan(bytes, record: { _, _ in }))
        XCTAssertThrowsError(try CatalogFile.books(from: bytes, file: file))
    }
}
