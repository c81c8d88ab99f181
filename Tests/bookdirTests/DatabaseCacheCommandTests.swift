import Foundation
import TestSupport
import XCTest

/// `bookdir search`, `list` and `show` on a shared database keep a derived cache of its catalog
/// in the data folder, by the revision the database keeps: an unchanged catalog is answered from
/// the cache (even while the books table cannot be read), a changed one is fetched again, and a
/// damaged cache is rebuilt.
final class DatabaseCacheCommandTests: CommandTestCase {
    private var cluster: PostgresCluster!
    private var database: String!
    override func setUpWithError() throws {
        try super.setUpWithError()
        (cluster, database) = try importedDatabase()
    }

    /// Runs bookdir on the database (in the runner's data folder, or `dataDirectory`), waiting 2 s at most for a statement.
    private func shared(_ arguments: String..., dataDirectory: String? = nil) throws -> BookdirRunner.Outcome {
        let folder = dataDirectory.map { ["--data-dir", $0] } ?? []
        return try runner.run(arguments + folder + ["--store", cluster.address(database: database)], adding: ["BOOKDIR_DB_TIMEOUT": "2"])
    }

    /// The database cache files under the runner's folder.
    private func cacheFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: runner.folder.path)
        return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".bin") && $0.contains("-db-") }.sorted()
    }

    func testAnUnchangedCatalogIsAnsweredFromTheCacheEvenWhileTheBooksCannotBeRead() throws {
        let files = try bookdir("search", "--json", "snowy").stdout
        let first = try shared("search", "--json", "snowy")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, files)
        XCTAssertEqual(cacheFiles().map { ($0 as NSString).lastPathComponent.prefix(10) }, ["catalog-db", "search-db-"])
        let listed = try shared("list", "--json")
        XCTAssertEqual(listed.stdout, try bookdir("list", "--json").stdout)

        try cluster.whileLocked("LOCK TABLE books IN ACCESS EXCLUSIVE MODE", on: "books", database: database) {
            // Without a cache the books cannot be read while the lock is held...
            let elsewhere = try shared("list", "--json", dataDirectory: runner.path("other-data"))
            XCTAssertEqual(elsewhere.status, 3, elsewhere.stderr)
            // ...but an unchanged catalog needs only its revision.
            let again = try shared("search", "--json", "snowy")
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(again.stdout, files)
            XCTAssertEqual(try shared("list", "--json").stdout, listed.stdout)
            let shown = try shared("show", "the-snowy-day", "--json")
            XCTAssertEqual(shown.status, 0, shown.stderr)
        }
    }

    func testAChangedCatalogIsFetchedAgain() throws {
        XCTAssertEqual(try shared("search", "--json", "snowy").status, 0)
        XCTAssertEqual(try shared("list", "--json").status, 0)
        try cluster.psql("UPDATE books SET title = 'Zyzzyva Snow' WHERE id = 'the-snowy-day'", database: database)
        let found = try shared("search", "--format", "tsv", "zyzzyva")
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertTrue(found.stdout.contains("Zyzzyva Snow"), found.stdout)
        XCTAssertTrue(try shared("list", "--format", "tsv").stdout.contains("Zyzzyva Snow"))
        XCTAssertTrue(try shared("show", "the-snowy-day").stdout.contains("Zyzzyva Snow"))
    }

    func testADamagedCacheIsRebuilt() throws {
        let expected = try shared("search", "--json", "snowy").stdout
        let expectedList = try shared("list", "--json").stdout
        for file in cacheFiles() {
            let path = runner.folder.appendingPathComponent(file).path
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            bytes[bytes.count / 2] ^= 0xFF
            try bytes.write(to: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(try shared("search", "--json", "snowy").stdout, expected)
        for file in cacheFiles() {
            try Data("not a cache".utf8).write(to: runner.folder.appendingPathComponent(file))
        }
        XCTAssertEqual(try shared("list", "--json").stdout, expectedList)
        XCTAssertEqual(try shared("search", "--json", "snowy").stdout, expected)
    }
}
