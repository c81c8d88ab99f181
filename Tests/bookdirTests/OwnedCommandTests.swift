@testable import bookdir
import Foundation
import TestSupport
import XCTest

/// `owned:yes|no` in `bookdir search`, `bookdir list --owned yes|no` and `bookdir audit --missing`:
/// the library's holdings joined with the catalog when read, and a clear message when there are none.
final class OwnedCommandTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(HoldingsFixtures.catalog, to: "holdings-books.json")
        _ = try runner.write(HoldingsFixtures.destinyCSV, to: "destiny.csv")
        _ = try runner.write(HoldingsFixtures.kohaTSV, to: "koha.tsv")
    }

    private func ids(_ outcome: BookdirRunner.Outcome) -> [String] {
        outcome.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }
    }

    func testWithoutHoldingsAnOwnedTermSaysHowToImportThemAndListsNothing() throws {
        let noHoldings = "bookdir: There are no holdings yet. Import a library's export first: bookdir holdings import FILE --library NAME.\n"
        let search = try bookdir("search", "owned:no")
        XCTAssertEqual(search.status, 1)
        XCTAssertEqual(search.stdout, "")
        XCTAssertEqual(search.stderr, noHoldings)
        let list = try bookdir("list", "--owned", "no")
        XCTAssertEqual(list.status, 1)
        XCTAssertEqual(list.stdout, "")
        XCTAssertEqual(list.stderr, noHoldings)
    }

    func testListAndSearchKeepTheBooksTheLibraryOwnsOrLacks() throws {
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln").status, 0)
        let lacking = try bookdir("list", "--owned", "no", "--format", "tsv")
        XCTAssertEqual(lacking.status, 0, lacking.stderr)
        XCTAssertEqual(ids(lacking), ["water", "rez-dogs"])
        XCTAssertEqual(ids(try bookdir("list", "--owned", "YES", "--category", "pb", "--library", "lincoln", "--format", "tsv")),
                       ["fry-bread", "the-snowy-day", "last-stop"])
        XCTAssertEqual(ids(try bookdir("search", "owned:no", "sort:title", "--format", "tsv")), ["rez-dogs", "water"])
        XCTAssertEqual(ids(try bookdir("search", "category:PB", "owned:yes", "sort:title", "--library", "Lincoln", "--format", "tsv")),
                       ["fry-bread", "last-stop", "the-snowy-day"])
        let none = try bookdir("list", "--owned", "no", "--category", "ya")
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stderr, "bookdir: No book is a Young Adult and is not owned. Run `bookdir list --help` for the values each option takes.\n")
    }

    func testABadAnswerOrALibraryWithoutOwnedIsAUsageError() throws {
        let maybe = try bookdir("list", "--owned", "maybe")
        XCTAssertEqual(maybe.status, 2)
        XCTAssertTrue(maybe.stderr.contains("\"owned:maybe\" is no answer (owned:yes or owned:no), so nothing was listed."), maybe.stderr)
        let library = try bookdir("list", "--library", "Lincoln")
        XCTAssertEqual(library.status, 2)
        XCTAssertTrue(library.stderr.contains("--library is for --owned (which books the library owns)."), library.stderr)
        let note = try bookdir("search", "owned:perhaps", "water")
        XCTAssertEqual(note.stderr, "bookdir: \"owned:perhaps\" is no answer (owned:yes or owned:no), so it was left out\n")
    }

    func testSeveralLibrariesNeedOneNamedAndEachAnswersForItself() throws {
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln").status, 0)
        _ = try runner.write("Title,Author\nWe are water protectors,\"Lindstrom, Carole\"\n", to: "one.csv")
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("one.csv"), "--library", "Adams").status, 0)
        let unnamed = try bookdir("search", "owned:yes")
        XCTAssertEqual(unnamed.status, 2)
        XCTAssertEqual(unnamed.stderr, "bookdir: There are holdings for 2 libraries: \"Adams\", \"Lincoln\". Name one with --library NAME.\n")
        XCTAssertEqual(ids(try bookdir("search", "owned:yes", "--library", "adams", "--format", "tsv")), ["water"])
        XCTAssertEqual(ids(try bookdir("list", "--owned", "no", "--library", "Lincoln", "--format", "tsv")), ["water", "rez-dogs"])
    }

    func testTheAuditsPurchaseListTakesAnOwnedTermAsEverySearchDoes() throws {
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("koha.tsv"), "--library", "Lincoln").status, 0)
        let audit = try bookdir("audit", "--missing", "owned:no category:MG", "--format", "json")
        XCTAssertEqual(audit.status, 0, audit.stderr)
        let missing = try jsonObject(audit.stdout)["missing"] as? [[String: Any]]
        XCTAssertEqual(missing?.compactMap { $0["id"] as? String }, ["rez-dogs"])
        let owned = try jsonObject(try bookdir("audit", "--missing", "owned:yes", "--format", "json").stdout)["missing"] as? [Any]
        XCTAssertEqual(owned?.count, 0, "no book of the purchase list is owned")
    }

    /// What the holdings match is kept (the data folder's `cache/owned-<library>.txt`) and read
    /// while neither the holdings nor the catalog changed: an edit of the kept answer shows in the
    /// next search; a changed catalog or a new import is matched again, to the same answer a
    /// fresh match gives.
    func testTheMatchedBooksAreKeptUntilTheHoldingsOrTheCatalogChange() throws {
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln").status, 0)
        let keptPath = dataPath + "/cache/owned-lincoln.txt"
        let owned = ids(try bookdir("list", "--owned", "yes", "--format", "tsv"))
        func keptIDs() throws -> [String] {
            Array(try String(contentsOfFile: keptPath, encoding: .utf8).split(separator: "\n").dropFirst(4).map(String.init))
        }
        XCTAssertEqual(try keptIDs(), owned.sorted(), "the import keeps what it matched")
        XCTAssertTrue(owned.contains("fry-bread"))

        // Kept, so read: an answer edited by hand is what the next search reads.
        let kept = try String(contentsOfFile: keptPath, encoding: .utf8)
        try kept.replacingOccurrences(of: "fry-bread\n", with: "").write(toFile: keptPath, atomically: true, encoding: .utf8)
        XCTAssertFalse(ids(try bookdir("search", "owned:yes", "--format", "tsv")).contains("fry-bread"))

        // The catalog written again (the same books): the answer is stale, matched again and kept.
        let catalog = try Data(contentsOf: URL(fileURLWithPath: catalogPath))
        try catalog.write(to: URL(fileURLWithPath: catalogPath))
        XCTAssertEqual(ids(try bookdir("list", "--owned", "yes", "--format", "tsv")), owned)
        XCTAssertEqual(try keptIDs(), owned.sorted())

        // Another import of the library replaces its answer.
        _ = try runner.write("Title,Author\nWe are water protectors,\"Lindstrom, Carole\"\n", to: "one.csv")
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("one.csv"), "--library", "Lincoln").status, 0)
        XCTAssertEqual(ids(try bookdir("search", "owned:yes", "--format", "tsv")), ["water"])
        XCTAssertEqual(try keptIDs(), ["water"])
    }
}
