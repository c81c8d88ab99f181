@testable import bookdir
import Foundation
import TestSupport
import Search
import XCTest

/// `bookdir holdings import --store postgresql://…`: the shared store keeps each library's
/// holdings; a curator imports them, a reader reads them (show, owned:, audit), nobody else writes.
final class HoldingsStoreCommandTests: CommandTestCase {
    func testACuratorImportsIntoTheSharedStoreAndAReaderReadsThem() throws {
        catalogPath = try runner.write(HoldingsFixtures.catalog, to: "holdings-books.json")
        _ = try runner.write(HoldingsFixtures.destinyCSV, to: "destiny.csv")
        let (cluster, database) = try importedDatabase()
        for group in ["reader", "curator"] {
            try cluster.psql("""
                DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cli_\(group)') THEN
                CREATE ROLE cli_\(group) LOGIN; GRANT bookdir_\(group) TO cli_\(group); END IF; END $$
                """, database: database)
        }
        func shared(_ arguments: String..., as user: String) throws -> BookdirRunner.Outcome {
            try runner.run(arguments + ["--store", cluster.address(database: database, user: user), "--data-dir", dataPath])
        }
        let refused = try shared("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln", as: "cli_reader")
        XCTAssertEqual(refused.status, 4, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("You (cli_reader) are not allowed to import holdings"), refused.stderr)
        let imported = try shared("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln", as: "cli_curator")
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Kept 10 rows as the holdings of \"Lincoln\".\n7 rows match 6 directory books"), imported.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataPath + "/holdings"), "nothing written to the data folder")
        let list = try shared("holdings", "list", as: "cli_reader")
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("Lincoln  10    6      destiny.csv"), list.stdout)
        let lacking = try shared("search", "owned:no", "sort:title", "--format", "tsv", as: "cli_reader")
        XCTAssertEqual(lacking.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }, ["rez-dogs", "water"])
        let again = try shared("holdings", "import", runner.path("destiny.csv"), "--library", "LINCOLN", as: "cli_curator")
        XCTAssertTrue(again.stdout.contains("(replacing 10 rows imported 20"), again.stdout)
        XCTAssertEqual(try cluster.psql("SELECT library || ' ' || count(*) FROM holdings_libraries JOIN holdings ON library_key = key GROUP BY library",
                                        database: database), "LINCOLN 10")
        // The reader's answer is kept by the library's row in the database: another import of it
        // (however alike in size and second) is matched again.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataPath + "/cache/owned-db-lincoln.txt"))
        _ = try runner.write("Title,Author\nWe are water protectors,\"Lindstrom, Carole\"\n", to: "one.csv")
        XCTAssertEqual(try shared("holdings", "import", runner.path("one.csv"), "--library", "Lincoln", as: "cli_curator").status, 0)
        let owned = try shared("search", "owned:yes", "--format", "tsv", as: "cli_reader")
        XCTAssertEqual(owned.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }, ["water"])

        // The app on the shared store reads its holdings too (not the empty data folder's).
        let store = StoreChoice(catalogPath: catalogPath, dataDirectoryPath: dataPath,
                                storeAddress: cluster.address(database: database, user: "cli_reader")).makeStore()
        let app = AppOwnedBooks(libraries: AppLauncher.holdings(of: store, dataDirectory: URL(fileURLWithPath: dataPath)))
        let books = try store.loadBooks()
        XCTAssertEqual(app.owned(books), OwnedBooks(library: "Lincoln", ids: ["water"]))
    }
}
