import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class JSONSyntaxCheckerTests: XCTestCase {
    private func firstError(_ text: String) -> JSONSyntaxError? {
        JSONSyntaxChecker.firstError(in: Array(text.utf8))
    }

    func testWellFormedDocumentsPass() {
        let documents = [
            #"{"version": 1, "books": []}"#,
            "\u{FEFF}{}",
            #"[1, -0.5, 2e10, 3E-2, true, false, null, "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", {"k": [[]]}]"#,
            " \n\t\"Peña\" \r\n",
            "0",
        ]
        for document in documents {
            XCTAssertNil(firstError(document), document)
        }
    }

    func testAMissingCommaIsFoundAtItsLineAndColumn() {
        let text = "{\n  \"version\": 1,\n  \"books\": [\"a\" \"b\"]\n}"
        XCTAssertEqual(firstError(text), JSONSyntaxError(line: 3, column: 17, reason: #"expected "," or "]" but found a string"#))
    }

    func testColumnsCountCharactersNotBytes() {
        // "é" and "😀" are one column each although they take two and four bytes.
        let text = "[\"é😀\" }"
        XCTAssertEqual(firstError(text), JSONSyntaxError(line: 1, column: 7, reason: #"expected "," or "]" but found "}""#))
    }

    func testEachKindOfFaultHasItsReason() {
        let cases: [(String, JSONSyntaxError)] = [
            ("", JSONSyntaxError(line: 1, column: 1, reason: "the file is empty")),
            ("{\"a\": 1,}", JSONSyntaxError(line: 1, column: 9, reason: #"expected a key in double quotes but found "}""#)),
            ("{\"a\" 1}", JSONSyntaxError(line: 1, column: 6, reason: #"expected ":" after the key but found "1""#)),
            ("[1,]", JSONSyntaxError(line: 1, column: 4, reason: #"unexpected "]" where a value was expected"#)),
            ("[01]", JSONSyntaxError(line: 1, column: 2, reason: "a number with a leading zero")),
            ("[1.]", JSONSyntaxError(line: 1, column: 2, reason: "a malformed number")),
            ("[tru]", JSONSyntaxError(line: 1, column: 2, reason: "an unknown word where a value was expected (only true, false and null are allowed)")),
            ("[\"a\nb\"]", JSONSyntaxError(line: 1, column: 4, reason: "a control character (0x0A) inside a string; write it as an escape such as \\n")),
            ("[\"\\x\"]", JSONSyntaxError(line: 1, column: 3, reason: "unknown escape \\x inside a string")),
            ("[\"\\u12\"]", JSONSyntaxError(line: 1, column: 3, reason: "a \\u escape needs four hexadecimal digits")),
            ("[\"\\udc00\"]", JSONSyntaxError(line: 1, column: 3, reason: "a \\u escape holds a lone low surrogate")),
            ("[\"\\ud800x\"]", JSONSyntaxError(line: 1, column: 3, reason: "a \\u escape holds a high surrogate that no low surrogate follows")),
            ("\n\n  [\"abc", JSONSyntaxError(line: 3, column: 4, reason: "the file ends inside the string that starts here")),
            ("{\"a\": [1, 2", JSONSyntaxError(line: 1, column: 12, reason: "the file ends inside an array")),
            ("{\"a\": 1", JSONSyntaxError(line: 1, column: 8, reason: "the file ends inside an object")),
            ("{} x", JSONSyntaxError(line: 1, column: 4, reason: #"unexpected "x" after the end of the JSON document"#)),
            ("[\u{1}]", JSONSyntaxError(line: 1, column: 2, reason: "unexpected byte 0x01 where a value was expected")),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(firstError(text), expected, text.debugDescription)
        }
    }

    func testInvalidUTF8IsFoundWhereItStarts() {
        let bytes: [[UInt8]] = [
            Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8),        // never valid
            Array("[\"ab".utf8) + [0xC3] + Array("\"]".utf8),        // cut short
            Array("[\"ab".utf8) + [0xC0, 0xAF] + Array("\"]".utf8),  // overlong "/"
            Array("[\"ab".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), // a surrogate
            Array("[\"ab".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), // past U+10FFFF
        ]
        for document in bytes {
            let error = JSONSyntaxChecker.firstError(in: document)
            XCTAssertEqual(error?.line, 1, "\(document)")
            XCTAssertEqual(error?.column, 5, "\(document)")
            XCTAssertEqual(error?.reason.hasPrefix("invalid UTF-8"), true, "\(document)")
        }
        XCTAssertNil(JSONSyntaxChecker.firstError(in: Array("[\"ab".utf8) + [0xF0, 0x9F, 0x98, 0x80] + Array("\"]".utf8)))
    }

    func testDeepNestingIsRefusedWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(
            firstError(deep),
            JSONSyntaxError(line: 1, column: 513, reason: "objects and arrays are nested more than 512 levels deep")
        )
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNil(firstError(allowed))
    }

    func testTheLocatorFindsAValueBehindStringsThatLookLikeJSON() {
        let text = """
        {"note": "a \\"tricky\\" ], {value}", "books": [
          {"id": "a", "awards": [{"award": "x", "year": 1}, {"award": "y", "year": 2}]},
          {"id": "é", "title": "[\\\\", "year": -5}
        ]}
        """
        let locator = JSONValueLocator(Array(text.utf8))
        XCTAssertEqual(locator.place(of: [.key("books"), .index(1), .key("year")]), "line 3, column 39")
        XCTAssertEqual(locator.place(of: [.key("books"), .index(0), .key("awards"), .index(1), .key("year")]), "line 2, column 76")
        XCTAssertEqual(locator.place(of: [.key("books"), .index(1)]), "line 3, column 3")
        // A step that is not there: the deepest place found.
        XCTAssertEqual(locator.place(of: [.key("books"), .index(1), .key("isbn")]), "line 3, column 3")
        XCTAssertEqual(locator.place(of: [.key("books"), .index(2)]), "line 1, column 46")
        XCTAssertNil(locator.place(of: [.key("missing")]))
    }

    func testAnImpossibleYearIsNamedWithItsLineAndColumnOnBothReadingPaths() throws {
        let text = """
        {
          "version": 2,
          "books": [
            {"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D",
             "year": -5}
          ]
        }
        """
        let file = VersionedJSONFile(path: "/x/books.json", label: "The catalog", fixAdvice: "Fix it.", readAdvice: "Read it.")
        for scanning in [true, false] {
            XCTAssertThrowsError(try CatalogFile.books(from: Array(text.utf8), file: file, scanning: scanning)) { error in
                XCTAssertEqual((error as? BookStoreError)?.message,
                               "The catalog gives the book \"a\" (book 1, line 5, column 14) the year -5, which is no year of publication; "
                               + "correct it or remove the year field (/x/books.json). Fix it.")
            }
        }
    }
}
