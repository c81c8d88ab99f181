@testable import bookdir
import CatalogGenerator
import XCTest

/// `bookdir search` without argument-parser: whenever the quick reading takes a command line, it
/// asks for exactly the search argument-parser would run; anything else is left to argument-parser.
final class QuickSearchTests: XCTestCase {
    /// The search argument-parser makes of `arguments`, or nil when it refuses them or runs another command.
    private func parsed(_ arguments: [String]) -> SearchRequest? {
        (try? Bookdir.parseAsRoot(arguments)).flatMap { $0 as? SearchCommand }?.request
    }

    private func assertAgrees(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        if let quick = QuickSearch.request(arguments) {
            XCTAssertEqual(quick, parsed(arguments), "\(arguments)", file: file, line: line)
        }
    }

    func testTheCommonFormsAreReadQuicklyAndAsArgumentParserReadsThem() {
        let common: [[String]] = [
            ["search", "grandmother"],
            ["search", "water", "protectors"],
            ["search", "community:indigenous category:PB award:caldecott"],
            ["search", "--limit", "5", "--json", "grandmother"],
            ["search", "grandmother", "--limit", "100000000", "--catalog", "books.json", "--data-dir", "/tmp/data"],
            ["search", "--format", "tsv", "pena"],
            ["search", "--format", "json", "--json", "moon"],
            ["search", "--catalog", "", "moon"],
            ["search", "help"],
            ["search", "sort:-year", "moon"],
        ]
        for arguments in common {
            let quick = QuickSearch.request(arguments)
            XCTAssertNotNil(quick, "\(arguments)")
            XCTAssertEqual(quick, parsed(arguments), "\(arguments)")
        }
        XCTAssertEqual(QuickSearch.request(["search", "--limit", "5", "--json", "grandmother", "--catalog", "c.json"]),
                       SearchRequest(query: "grandmother", limit: 5, format: .json,
                                     store: StoreChoice(catalogPath: "c.json", dataDirectoryPath: nil, storeAddress: nil)))
    }

    func testEverythingElseIsLeftToArgumentParser() {
        let others: [[String]] = [
            [], ["list"], ["--catalog", "c.json", "search", "moon"], ["search"], ["search", " "], ["search", "--help"],
            ["search", "-h", "moon"], ["search", "--", "-moon"], ["search", "--limit=5", "moon"], ["search", "--limit", "0", "moon"],
            ["search", "--limit", "-5", "moon"], ["search", "--limit", "five", "moon"], ["search", "--limit"],
            ["search", "--limit", "5", "--limit", "6", "moon"], ["search", "--json", "--json", "moon"],
            ["search", "--format", "xml", "moon"], ["search", "--format", "csv", "--json", "moon"],
            ["search", "--catalog", "--json", "moon"], ["search", "--store", "postgresql://x@y/z", "moon"],
            ["search", "--version"], ["search", "-", "moon"], ["search", "--generate-completion-script", "bash"],
        ]
        for arguments in others {
            XCTAssertNil(QuickSearch.request(arguments), "\(arguments)")
        }
    }

    /// Thousands of command lines made of the words and options a search may hold: the quick
    /// reading never disagrees with argument-parser, and reads a good share of them.
    func testGeneratedCommandLinesAgreeWithArgumentParser() {
        let pieces: [[String]] = [
            ["moon"], ["Peña"], ["a b"], ["help"], ["list"], ["-x"], ["--"], [""], [" "],
            ["--limit", "3"], ["--limit", "0"], ["--limit", "x"], ["--limit", "--json"], ["--format", "csv"], ["--format", "json"],
            ["--format", "jsonl"], ["--format", "table"], ["--format", "nope"], ["--json"], ["--catalog", "c.json"],
            ["--catalog", "-"], ["--data-dir", "d"], ["--data-dir", "search"], ["--store", "json"], ["--help"], ["--limit"],
        ]
        var random = SeededRandom(seed: 14)
        var quick = 0
        for _ in 0 ..< 3_000 {
            var arguments = ["search"]
            for _ in 0 ..< Int.random(in: 0 ... 5, using: &random) { arguments += pieces.randomElement(using: &random)! }
            assertAgrees(arguments)
            if QuickSearch.request(arguments) != nil { quick += 1 }
        }
        XCTAssertGreaterThan(quick, 300)
    }
}
