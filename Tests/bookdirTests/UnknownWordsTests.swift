import XCTest

/// A mistyped option, a help for no subcommand, an empty filter and a renamed list answer in plain
/// sentences (issue 33, item 21).
final class UnknownWordsTests: CommandTestCase {
    func testAnUnknownOptionWithoutASubcommandNamesTheClosestOptionNotBrowsesUsage() throws {
        let json = try runner.run(["--jsn"])
        let version = try runner.run(["-v"])

        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.stdout, "")
        XCTAssertEqual(json.stderr, "bookdir: Unknown option '--jsn'. Did you mean '--json'? "
                       + "Run `bookdir --help` for the options and the subcommands that take them.\n")
        XCTAssertEqual(version.status, 2)
        XCTAssertEqual(version.stderr, "bookdir: Unknown option '-v'. Did you mean '--version'? "
                       + "Run `bookdir --help` for the options and the subcommands that take them.\n")
        XCTAssertEqual(try runner.run(["--version"]).status, 0, "a known option still works")
    }

    func testHelpForNoSuchSubcommandSaysSoAndExitsTwo() throws {
        let nope = try runner.run(["help", "nope"])
        let typo = try runner.run(["help", "serch"])

        XCTAssertEqual(nope.status, 2)
        XCTAssertEqual(nope.stdout, "")
        XCTAssertEqual(nope.stderr, "bookdir: There is no subcommand 'nope'. The commands are browse, list, search, show, "
                       + "suggest, suggestions, lists, review, db, holdings, audit, config. Run `bookdir --help` for more.\n")
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "bookdir: There is no subcommand 'serch'. Did you mean 'search'? Run `bookdir --help` for more.\n")
        XCTAssertEqual(try runner.run(["help", "list"]).status, 0)
    }

    func testFiltersThatKeepNoBookSaySoWithoutTheCatalogsPath() throws {
        let award = try bookdir("list", "--award", "zzz")
        let several = try bookdir("list", "--category", "pb", "--community", "indigenous", "--award", "zzz")

        XCTAssertEqual(award.status, 1)
        XCTAssertEqual(award.stderr, "bookdir: No book has an award matching \"zzz\". "
                       + "Run `bookdir list --help` for the values each option takes.\n")
        XCTAssertEqual(several.stderr, "bookdir: No book is a Picture Book, centers \"indigenous\" and has an award matching \"zzz\". "
                       + "Run `bookdir list --help` for the values each option takes.\n")
    }

    func testRenameEchoesBothNamesAsStored() throws {
        XCTAssertEqual(try bookdir("lists", "add", "Grade 2 Read-Alouds", "the-snowy-day").status, 0)

        let renamed = try bookdir("lists", "rename", "grade 2 read-alouds", "  Grade 3  ")

        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertEqual(renamed.stdout, "Renamed \"Grade 2 Read-Alouds\" to \"Grade 3\".\n")
    }
}
