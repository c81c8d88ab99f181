import XCTest

final class DataErrorTests: CommandTestCase {
    func testACorruptCatalogExitsThreeWithTheStoreMessageForEveryReadingSubcommand() throws {
        let corrupt = try runner.write("{\"version\": 1, \"books\": [ {\"id\": ", to: "corrupt.json")

        for arguments in [["list"], ["list", "--json"], ["search", "snow"], ["show", "the-snowy-day"]] {
            let outcome = try runner.run(arguments + ["--catalog", corrupt, "--data-dir", dataPath])
            XCTAssertEqual(outcome.status, 3, "\(arguments)")
            XCTAssertEqual(outcome.stdout, "", "\(arguments)")
            XCTAssertTrue(outcome.stderr.hasPrefix("bookdir: "), outcome.stderr)
            XCTAssertTrue(outcome.stderr.contains(corrupt), "the message names the file: \(outcome.stderr)")
            XCTAssertEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, "one sentence, one line: \(outcome.stderr)")
        }
    }

    func testAMissingCatalogExitsThreeNamingTheFile() throws {
        let missing = runner.path("nowhere/books.json")

        let outcome = try runner.run(["list", "--catalog", missing])

        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.hasPrefix("bookdir: "), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(missing), outcome.stderr)
    }

    func testAnUnknownOptionOrSubcommandIsAUsageError() throws {
        let option = try bookdir("list", "--colour")
        let subcommand = try runner.run(["lsit"])

        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.hasPrefix("Error: Unknown option '--colour'\n"), option.stderr)
        XCTAssertEqual(subcommand.status, 2)
        XCTAssertEqual(subcommand.stderr, "bookdir: Unknown command 'lsit'. Did you mean 'list'? Run `bookdir --help` for more.\n")
    }
}
