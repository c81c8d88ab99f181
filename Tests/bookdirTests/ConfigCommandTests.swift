import Foundation
import XCTest

/// `bookdir config` and the configuration file's part in every command (issue 30): path, show
/// (each value's origin), check (line and column, exit 3), keys (as remapped); the file's catalog
/// and data folder used by search and list alike; a bad file said on standard error while the
/// command carries on.
final class ConfigCommandTests: CommandTestCase {
    private var configFolder: String { runner.path("config") + "/bookdir" }

    private func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        try text.write(toFile: configFolder + "/config.toml", atomically: true, encoding: .utf8)
    }

    func testPathSaysWhichFileAndWhetherItIsThere() throws {
        XCTAssertEqual(try runner.run(["config", "path"]).stdout, "\(configFolder)/config.toml (not there: every setting is at its default)\n")
        try writeConfig("accessible = true\n")
        XCTAssertEqual(try runner.run(["config", "path"]).stdout, "\(configFolder)/config.toml\n")
        XCTAssertEqual(try runner.run(["config", "path", "--config", "/nowhere.toml"]).stdout,
                       "/nowhere.toml (not there: every setting is at its default)\n")
    }

    func testShowSaysWhereEachValueCameFrom() throws {
        try writeConfig("theme = \"light\"\ncatalog = \"\(catalogPath!)\"\n[keys.books]\nmove-down = \"n\"\n")
        let shown = try runner.run(["config", "show"], adding: ["ACCESSIBLE": "1", "NO_COLOR": ""]).stdout
        XCTAssertEqual(shown, """
            # \(configFolder)/config.toml
            accessible     true  (environment)
            show-cursor    false  (default)
            theme          light  (file)
            store          json (the files)  (default)
            data-folder    $XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir  (default)
            catalog        "\(catalogPath!)"  (file)
            audit.targets  none  (default)
            keys           2 actions changed (bookdir config keys)  (file)

            """)
    }

    func testAFlagBeatsTheFileAndSaysSo() throws {
        try writeConfig("data-folder = \"/srv/bookdir\"\n")
        let shown = try runner.run(["config", "show", "--data-dir", "/tmp/mine"]).stdout
        XCTAssertTrue(shown.contains("data-folder    \"/tmp/mine\"  (flag)\n"), shown)
    }

    func testCheckListsEveryMistakeWithItsPlaceAndExitsThree() throws {
        try writeConfig("theme = \"lihgt\"\n\n[keys.books]\nopen = \"s\"\nmove-down = \"ctlr-n\"\n")
        let outcome = try runner.run(["config", "check"])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stdout, """
            \(configFolder)/config.toml:1:1: no theme lihgt (did you mean light?)
            \(configFolder)/config.toml:4:1: s would do both open and save in Books
            \(configFolder)/config.toml:5:1: "ctlr-n" is not a key (a character, ctrl-a, alt-1, f5, enter, space, up, pgdn, …)

            """)
        XCTAssertEqual(outcome.stderr, "bookdir: 3 mistakes; the defaults stand for them.\n")
        try writeConfig("theme = \"light\"\n")
        XCTAssertEqual(try runner.run(["config", "check"]).stdout, "\(configFolder)/config.toml: no mistakes.\n")
    }

    func testKeysListsEveryActionAsRemapped() throws {
        try writeConfig("[keys.books]\nmove-down = [\"n\", \"down\"]\nmove-up = [\"e\", \"up\"]\n")
        let keys = try runner.run(["config", "keys"]).stdout
        XCTAssertTrue(keys.contains("[keys.books]  # Books\nmove-down = [\"n\", \"down\"]  # changed\nmove-up = [\"e\", \"up\"]  # changed\n"), keys)
        XCTAssertTrue(keys.contains("next-language = []  # changed"), keys)
        XCTAssertTrue(keys.contains("[keys.lists]  # Lists\nmove-down = [\"down\", \"j\"]\n"), keys)
        XCTAssertTrue(keys.contains("[keys.save-picker]"), keys)
        XCTAssertFalse(keys.contains("interrupt"), "a fixed key is not listed as one to change")
    }

    /// The file's catalog is every command's: the quick search path and argument-parser's agree.
    func testTheFilesCatalogIsUsedBySearchAndList() throws {
        try writeConfig("catalog = \"\(catalogPath!)\"\ndata-folder = \"\(dataPath!)\"\n")
        let searched = try runner.run(["search", "snowy"])
        XCTAssertEqual(searched.status, 0, searched.stderr)
        XCTAssertTrue(searched.stdout.contains("the-snowy-day"), searched.stdout)
        let searchedSlowly = try runner.run(["search", "snowy", "--limit=5"])
        XCTAssertEqual(searchedSlowly.stdout, searched.stdout)
        XCTAssertTrue(try runner.run(["list", "--category", "YA"]).stdout.contains("the-hate-u-give"))
    }

    func testABadFileIsSaidOnceOnStandardErrorAndTheCommandCarriesOn() throws {
        try writeConfig("catalog = \"\(catalogPath!)\"\ncolour = \"red\"\n")
        let outcome = try runner.run(["list", "--category", "YA"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stdout.contains("the-hate-u-give"))
        // The quick search path reads the same file and says the same, once.
        let searched = try runner.run(["search", "hate"])
        XCTAssertTrue(searched.stdout.contains("the-hate-u-give"), searched.stdout)
        XCTAssertEqual(searched.stderr, outcome.stderr)
        XCTAssertEqual(outcome.stderr,
                       "bookdir: \(configFolder)/config.toml line 2, column 1: no setting colour (known: accessible, show-cursor, store, "
                        + "data-folder, catalog, theme, keys, audit) (default used)\n")
    }
}
