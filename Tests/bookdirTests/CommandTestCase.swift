import Foundation
import TestSupport
import XCTest

/// A test case that runs `bookdir` in a scratch folder with a fixture catalog and its own data folder.
class CommandTestCase: XCTestCase {
    /// The runner and scratch folder of the current test.
    var runner: BookdirRunner!
    /// The fixture catalog's path.
    var catalogPath: String!
    /// The data folder's path.
    var dataPath: String!

    override func setUpWithError() throws {
        runner = try BookdirRunner()
        catalogPath = try runner.write(Fixtures.catalog, to: "books.json")
        dataPath = runner.path("data")
    }

    override func tearDown() {
        runner.cleanUp()
    }

    /// Runs `bookdir` with `arguments` followed by `--catalog` and `--data-dir` for the fixture.
    func bookdir(_ arguments: String..., catalog: String? = nil, columns: Int = 80) throws -> BookdirRunner.Outcome {
        try runner.run(arguments + ["--catalog", catalog ?? catalogPath, "--data-dir", dataPath], columns: columns)
    }

    /// A new database of the test run's PostgreSQL cluster, migrated, holding the fixture catalog.
    func importedDatabase() throws -> (cluster: PostgresCluster, database: String) {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.newDatabase()
        let address = cluster.address(database: database)
        XCTAssertEqual(try runner.run(["db", "migrate", "--store", address]).status, 0)
        XCTAssertEqual(try runner.run(["db", "import", "--catalog", catalogPath, "--store", address]).status, 0)
        return (cluster, database)
    }

    /// Parses `text` as a JSON object.
    func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(value as? [String: Any], "not a JSON object: \(text)", file: file, line: line)
    }

    /// The top-level keys of a JSON document in the order they are written (to check they are sorted).
    func keysInWrittenOrder(_ json: String, indent: String) -> [String] {
        json.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix(indent + "\""), !line.hasPrefix(indent + " ") else { return nil }
            return String(line.dropFirst(indent.count + 1).prefix { $0 != "\"" })
        }
    }
}
