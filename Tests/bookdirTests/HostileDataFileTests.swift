import Widgets
import Catalog
import Store
import Foundation
import XCTest
@testable import bookdir

/// Corrupt and hostile catalog and suggestions files on the command line: every reading
/// subcommand prints the store's own message (escaped) on standard error, prints nothing on
/// standard output, exits 3, and leaves the file as it was.
final class HostileDataFileTests: CommandTestCase {
    /// Catalogs that cannot be used, each with the kind of error the store gives.
    static let brokenCatalogs: [(name: String, bytes: [UInt8])] = [
        ("cut short", Array("{\"version\": 1, \"books\": [ {\"id\": ".utf8)),
        ("version 99", Array("{\"version\": 99, \"books\": []}".utf8)),
        ("unknown category", Array("{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"T\", \"author\": \"A\", \"category\": \"XX\", \"description\": \"D\"}]}".utf8)),
        ("category with ESC", Array("{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"T\", \"author\": \"A\", \"category\": \"\\u001b]0;owned\\u0007\", \"description\": \"D\"}]}".utf8)),
        ("duplicate id", Array("{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"D\"}, {\"id\": \"a\", \"title\": \"U\", \"author\": \"B\", \"category\": \"YA\", \"description\": \"E\"}]}".utf8)),
        ("wrong type", Array("{\"version\": 1, \"books\": [{\"id\": 7, \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"description\": \"D\"}]}".utf8)),
        ("invalid UTF-8", Array("{\"version\": 1, \"books\": [\"".utf8) + [0xC0, 0x80] + Array("\"]}".utf8)),
        ("100,000 levels", [UInt8](repeating: UInt8(ascii: "["), count: 100_000)),
        ("empty", []),
        ("UTF-16", [0xFF, 0xFE] + "{\"version\": 1, \"books\": []}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
    ]

    func testABrokenCatalogPrintsTheStoreMessageAndExitsThree() throws {
        var runs = 0
        for (name, bytes) in Self.brokenCatalogs {
            let url = URL(fileURLWithPath: runner.path("broken.json"))
            try Data(bytes).write(to: url)
            let expected = try XCTUnwrap(storeError(catalog: url), "\(name) loads").message
            for arguments in [["list"], ["search", "snow"], ["show", "a"], ["suggest", "--title", "T", "--author", "A", "--category", "PB"]] {
                let outcome = try runner.run(arguments + ["--catalog", url.path, "--data-dir", dataPath])
                runs += 1
                XCTAssertEqual(outcome.status, 3, "\(name): \(arguments)")
                XCTAssertEqual(outcome.stdout, "", "\(name): \(arguments)")
                let shown = arguments[0] == "suggest" ? "The suggestion was not saved. \(expected)" : expected
                XCTAssertEqual(outcome.stderr, "bookdir: \(SafeText.visible(shown))\n", "\(name): \(arguments)")
                XCTAssertFalse(outcome.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, name)
                XCTAssertEqual(try Data(contentsOf: url), Data(bytes), "\(name): the catalog changed")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: dataPath + "/suggestions.json"), name)
        }
        // A folder where the catalog should be.
        let folderCatalog = runner.path("folder.json")
        try FileManager.default.createDirectory(atPath: folderCatalog, withIntermediateDirectories: true)
        let expected = try XCTUnwrap(storeError(catalog: URL(fileURLWithPath: folderCatalog))).message
        let outcome = try runner.run(["list", "--catalog", folderCatalog, "--data-dir", dataPath])
        runs += 1
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr, "bookdir: \(SafeText.visible(expected))\n")
        print("HostileDataFileTests: \(runs) runs of bookdir on \(Self.brokenCatalogs.count + 1) broken catalogs, each exit 3 with the store's message")
    }

    func testABrokenSuggestionsFileIsReportedAndNeverOverwritten() throws {
        let broken: [(String, String)] = [
            ("cut short", "{\"version\": 1, \"suggestions\": [ {\"id\": "),
            ("version 99", "{\"version\": 99, \"suggestions\": []}"),
            ("duplicate id", "{\"version\": 1, \"suggestions\": [{\"id\": \"s\", \"title\": \"T\", \"author\": \"A\", \"category\": \"PB\", \"createdAt\": \"2026-11-21T19:30:05Z\"}, {\"id\": \"s\", \"title\": \"U\", \"author\": \"B\", \"category\": \"PB\", \"createdAt\": \"2026-11-21T19:30:05Z\"}]}"),
            ("unknown category", "{\"version\": 1, \"suggestions\": [{\"id\": \"s\", \"title\": \"T\", \"author\": \"A\", \"category\": \"ZZ\", \"createdAt\": \"2026-11-21T19:30:05Z\"}]}"),
        ]
        let file = dataPath + "/suggestions.json"
        for (name, text) in broken {
            try runner.write(text, to: "data/suggestions.json")
            let store = JSONBookStore(catalogURL: URL(fileURLWithPath: catalogPath), dataDirectory: URL(fileURLWithPath: dataPath))
            var expected = ""
            XCTAssertThrowsError(try store.loadSuggestions(), name) { expected = ($0 as? BookStoreError)?.message ?? "" }

            let suggest = try bookdir("suggest", "--title", "A New Title", "--author", "Someone New", "--category", "YA")
            XCTAssertEqual(suggest.status, 3, name)
            XCTAssertEqual(suggest.stdout, "", name)
            XCTAssertEqual(suggest.stderr, "bookdir: \(SafeText.visible("The suggestion was not saved. \(expected)"))\n", name)
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), text, "\(name): the file was overwritten")

            let list = try bookdir("suggestions")
            XCTAssertEqual(list.status, 3, name)
            XCTAssertEqual(list.stderr, "bookdir: \(SafeText.visible(expected))\n", name)
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), text, name)
        }
    }

    private func storeError(catalog: URL) -> BookStoreError? {
        do {
            _ = try JSONBookStore(catalogURL: catalog, dataDirectory: URL(fileURLWithPath: dataPath)).loadBooks()
            return nil
        } catch {
            return error
        }
    }
}
