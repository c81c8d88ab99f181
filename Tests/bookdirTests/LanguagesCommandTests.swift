import XCTest

/// The languages field (issue 27's proof): `language:` and `bilingual` in queries, `--language` on
/// `list`, a column of TSV and CSV, a key of JSON, a line of `show`; a book without the field is
/// unknown, not English.
final class LanguagesCommandTests: CommandTestCase {
    private let catalog = """
        {"version": 2, "books": [
          {"id": "marisol", "title": "Marisol McDonald Doesn't Match", "authors": ["Monica Brown"], "category": "PB",
           "description": "A girl who loves to mix things up.", "year": 2011, "languages": ["es", "en"]},
          {"id": "english", "title": "An English Book", "authors": ["Ann"], "category": "MG", "description": "Words.",
           "year": 2020, "languages": ["en"]},
          {"id": "unknown", "title": "A Book Of Unknown Tongue", "authors": ["Bo"], "category": "YA", "description": "Words.",
           "year": 2021}
        ]}
        """

    func testLanguageAndBilingualFindTheBooksAndAnUnknownBookIsNotEnglish() throws {
        let file = try runner.write(catalog, to: "languages.json")
        func ids(_ query: String) throws -> [String] {
            try bookdir("search", query, "--format", "tsv", catalog: file).stdout.split(separator: "\n").dropFirst()
                .map { String($0.split(separator: "\t")[0]) }
        }
        XCTAssertEqual(try ids("bilingual language:es"), ["marisol"])
        XCTAssertEqual(try ids("language:spanish"), ["marisol"], "the language's name works as its code")
        XCTAssertEqual(try ids("language:en sort:title"), ["english", "marisol"], "the unknown book is not counted as English")
        XCTAssertEqual(try ids("bilingual"), ["marisol"], "the bare word is the filter")
        let note = try bookdir("search", "language:klingon", catalog: file)
        XCTAssertTrue(note.stderr.contains("\"language:klingon\" is no language (en, es, fr,"), note.stderr)
    }

    func testListLanguageAndTheColumnsAndShow() throws {
        let file = try runner.write(catalog, to: "languages.json")
        let tsv = try bookdir("list", "--language", "es", "--format", "tsv", catalog: file)
        XCTAssertEqual(tsv.status, 0, tsv.stderr)
        XCTAssertEqual(tsv.stdout, "id\ttitle\tauthor\tillustrator\tcategory\tyear\tisbn\tdescription\tisbns\tgrades\tlanguages\n"
            + "marisol\tMarisol McDonald Doesn't Match\tMonica Brown\t\tPB\t2011\t\tA girl who loves to mix things up.\t\t\ten es\n")
        let json = try bookdir("list", "--language", "es", "--format", "jsonl", catalog: file)
        XCTAssertTrue(json.stdout.contains(#""id":"marisol","languages":["en","es"],"title""#), "sorted keys, vocabulary order: \(json.stdout)")
        let shown = try bookdir("show", "marisol", catalog: file)
        XCTAssertTrue(shown.stdout.contains("\nLanguages: English, Spanish\n"), shown.stdout)
        XCTAssertFalse(try bookdir("show", "unknown", catalog: file).stdout.contains("Languages"))
    }
}
