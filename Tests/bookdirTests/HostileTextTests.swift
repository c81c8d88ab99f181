import XCTest

final class HostileTextTests: CommandTestCase {
    /// Scalars that must never reach standard output raw.
    private let forbidden: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]

    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(Fixtures.hostileCatalog, to: "hostile.json")
    }

    func testListShowsControlAndBidiCharactersEscaped() throws {
        let outcome = try bookdir("list", columns: 200)

        XCTAssertEqual(outcome.status, 0)
        assertNothingRaw(outcome.stdoutData)
        XCTAssertEqual(outcome.stdout, """
            ID    TITLE                                   AUTHOR                        CAT  YEAR
            evil  Evil ^[]0;pwned^G ^[]52;c;aGk=^G Title  Hack^[[31mer <U+202E>esrever  YA

            """)
    }

    func testShowEscapesEveryField() throws {
        let outcome = try bookdir("show", "evil", columns: 200)

        XCTAssertEqual(outcome.status, 0)
        assertNothingRaw(outcome.stdoutData)
        XCTAssertTrue(outcome.stdout.hasPrefix("""
            Title:    Evil ^[]0;pwned^G ^[]52;c;aGk=^G Title
            Author:   Hack^[[31mer <U+202E>esrever

            """), outcome.stdout)
        XCTAssertTrue(outcome.stdout.hasSuffix("""
            NUL ^@ DEL ^? C1 <U+009B> LS <U+2028> PS <U+2029> isolate <U+2066>x<U+2069>

            """), outcome.stdout)
    }

    func testJSONEscapesThemAsUnicodeEscapesAndKeepsTheText() throws {
        let outcome = try bookdir("show", "evil", "--json")

        XCTAssertEqual(outcome.status, 0)
        assertNothingRaw(outcome.stdoutData)
        XCTAssertTrue(outcome.stdout.contains("\"authors\" : [\n    \"Hack\\u001b[31mer \\u202eesrever\"\n  ]"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains(
            #""description" : "NUL \u0000 DEL \u007f C1 \u009b LS \u2028 PS \u2029 isolate \u2066x\u2069""#), outcome.stdout)
        let book = try jsonObject(outcome.stdout)
        XCTAssertEqual(book["title"] as? String, "Evil \u{1B}]0;pwned\u{7} \u{1B}]52;c;aGk=\u{7} Title")
        XCTAssertEqual(book["description"] as? String,
                       "NUL \u{0} DEL \u{7F} C1 \u{9B} LS \u{2028} PS \u{2029} isolate \u{2066}x\u{2069}")
    }

    func testSearchAndListJSONAreEscapedToo() throws {
        let search = try bookdir("search", "evil", "--json")
        let list = try bookdir("list", "--json")

        XCTAssertEqual(search.status, 0)
        assertNothingRaw(search.stdoutData)
        assertNothingRaw(list.stdoutData)
        XCTAssertEqual(try jsonObject(list.stdout)["books"].map { ($0 as? [Any])?.count }, 1)
    }

    func testAHostileSuggestionIsStoredCleanAndListedEscaped() throws {
        catalogPath = try runner.write(Fixtures.catalog, to: "books.json")
        let sent = try bookdir("suggest", "--title", "Title \u{202E}gnp.exe", "--author", "A\u{1B}]0;x\u{7}B", "--category", "YA")
        let human = try bookdir("suggestions")
        let json = try bookdir("suggestions", "--json")

        XCTAssertEqual(sent.status, 0, sent.stderr)
        assertNothingRaw(sent.stdoutData)
        assertNothingRaw(human.stdoutData)
        assertNothingRaw(json.stdoutData)
    }

    private func assertNothingRaw(_ data: Data, file: StaticString = #filePath, line: UInt = #line) {
        let text = String(decoding: data, as: UTF8.self)
        let found = text.unicodeScalars.filter { forbidden.contains($0) }
        XCTAssertEqual(found.map { String($0.value, radix: 16) }, [], "raw control characters reached stdout",
                       file: file, line: line)
    }
}
