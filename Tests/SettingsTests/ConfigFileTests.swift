import Foundation
import XCTest
import Screens
import TestSupport
import Widgets
@testable import Settings

/// The configuration file (issue 30): where it is looked for, every setting read with its origin,
/// and every kind of mistake reported with its line and column while the rest still applies.
final class ConfigFileTests: XCTestCase {
    private lazy var folder: TemporaryFolder = { try! TemporaryFolder() }()

    override func tearDown() {
        folder.remove()
    }

    private func load(_ text: String, environment: [String: String] = [:]) throws -> Settings {
        let file = try folder.write(text, to: "config.toml")
        return ConfigFile.load(explicit: file.path, environment: environment)
    }

    func testTheFileIsLookedForInXDGConfigHomeElseInDotConfig() {
        XCTAssertEqual(ConfigFile.path(explicit: nil, environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/a"]), "/x/conf/bookdir/config.toml")
        XCTAssertEqual(ConfigFile.path(explicit: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]),
                       "/home/a/.config/bookdir/config.toml", "a relative XDG_CONFIG_HOME is ignored, as the XDG rules say")
        XCTAssertEqual(ConfigFile.path(explicit: "/etc/b.toml", environment: ["HOME": "/home/a"]), "/etc/b.toml")
    }

    func testAMissingFileAtTheUsualPlaceIsNoMistakeButANamedOneIs() {
        let usual = ConfigFile.load(explicit: nil, environment: ["XDG_CONFIG_HOME": folder.url.path])
        XCTAssertEqual(usual.problems, [])
        XCTAssertFalse(usual.fileExists)
        let named = ConfigFile.load(explicit: folder.url.path + "/nope.toml", environment: [:])
        XCTAssertEqual(named.problems.map(\.description), ["no file at \(folder.url.path)/nope.toml: check the --config path"])
    }

    func testEverySettingIsReadWithWhereItCameFrom() throws {
        let settings = try load("""
            # mine
            accessible = true
            show-cursor = true
            store = "postgresql://lib@db.district.org/books?sslmode=verify-full"
            data-folder = "/srv/bookdir"
            catalog = "/srv/books.json"
            theme = "light"

            [keys.books]
            move-down = ["n", "down"]
            move-up = ["e", "up"]
            next-language = "L"

            [audit]
            targets = "indigenous 10% of PB, black 15%"
            """)
        XCTAssertEqual(settings.problems, [])
        XCTAssertEqual(settings.accessible, Setting(true, from: .file))
        XCTAssertEqual(settings.showCursor, Setting(true, from: .file))
        XCTAssertEqual(settings.store.value, "postgresql://lib@db.district.org/books?sslmode=verify-full")
        XCTAssertEqual(settings.dataFolder, Setting("/srv/bookdir", from: .file))
        XCTAssertEqual(settings.catalog.value, "/srv/books.json")
        XCTAssertEqual(settings.theme, Setting(Theme.light, from: .file))
        XCTAssertEqual(settings.auditTargets.value, "indigenous 10% of PB, black 15%")
        XCTAssertEqual(settings.keys.books.action(for: .character("n")), "move-down")
        XCTAssertEqual(settings.keys.books.action(for: .character("e")), "move-up")
        XCTAssertEqual(settings.keys.books.action(for: .character("L")), "next-language")
        XCTAssertNil(settings.keys.books.action(for: .character("j")))
        XCTAssertEqual(settings.notes.map(\.description), ["line 10, column 1: next-owned in books has no key now"],
                       "e was taken from next-language, which has L now; n from the owned filter, which has none")
    }

    func testTheEnvironmentBeatsTheFileAndNoColorBeatsEveryTheme() throws {
        let settings = try load("accessible = false\ntheme = \"light\"\nstore = \"json\"\n",
                                environment: ["ACCESSIBLE": "1", "NO_COLOR": "1", "BOOKDIR_STORE": "postgresql:///books"])
        XCTAssertEqual(settings.accessible, Setting(true, from: .environment))
        XCTAssertEqual(settings.theme, Setting(Theme.none, from: .environment))
        XCTAssertEqual(settings.store, Setting("postgresql:///books", from: .environment))
        XCTAssertEqual(try load("", environment: ["ACCESSIBLE": "0"]).accessible, Setting(false))
    }

    func testAThemeTableChangesElementsOfItsBase() throws {
        let settings = try load("[theme]\nbase = \"light\"\nselection = \"bright-blue\"\nerror = 160\n")
        XCTAssertEqual(settings.problems, [])
        XCTAssertEqual(settings.theme.value.name, "light, changed")
        XCTAssertEqual(settings.theme.value.colors[.selection], 12)
        XCTAssertEqual(settings.theme.value.colors[.error], 160)
        XCTAssertEqual(settings.theme.value.colors[.highlight], Theme.light.colors[.highlight])
    }

    /// Each mistake names its line and column and the defaults stand for it; what was right applies.
    func testEveryBadCaseIsReportedWithItsPlaceAndTheRestApplies() throws {
        let settings = try load("""
            acessible = true
            show-cursor = "yes"
            theme = "solarized"

            [keys]
            move-down = "ctlr-n"
            quit = "Q"

            [keys.books]
            open = "s"
            next-comunity = "z"

            [keys.bokos]
            open = "o"
            """)
        XCTAssertEqual(settings.problems.map(\.description), [
            "line 1, column 1: no setting acessible (did you mean accessible?)",
            "line 2, column 1: show-cursor takes true or false",
            "line 3, column 1: no theme solarized (known: dark, light, none)",
            "line 6, column 1: \"ctlr-n\" is not a key (a character, ctrl-a, alt-1, f5, enter, space, up, pgdn, …)",
            "line 10, column 1: s would do both open and save in Books",
            "line 11, column 1: no action next-comunity in [keys.books] (did you mean next-community?)",
            "line 14, column 1: no pane bokos for [keys.bokos] (did you mean books?); panes: everywhere, books, saving, search-field, "
                + "search-results, detail, lists, suggestion, suggestion-left, review-list, review-form, save-picker, report",
        ])
        XCTAssertEqual(settings.keys.everywhere.action(for: .character("Q")), "quit", "the right entries still apply")
        XCTAssertEqual(settings.accessible, Setting(false))
        XCTAssertEqual(settings.theme, Setting(Theme.dark))
        XCTAssertNotNil(settings.notice)
    }

    func testASyntaxErrorIsReportedWithItsPlaceAndEverySettingIsItsDefault() throws {
        let settings = try load("accessible = true\ntheme = \"light\n")
        XCTAssertEqual(settings.problems.count, 1)
        XCTAssertEqual(settings.problems[0].line, 2)
        XCTAssertTrue(settings.problems[0].message.hasPrefix("not TOML: "), settings.problems[0].message)
        XCTAssertEqual(settings.accessible, Setting(false))
        XCTAssertEqual(settings.notice, "config.toml \(settings.problems[0]) (the default is used)")
    }

    func testAFolderOrANonUTF8FileCannotBeRead() throws {
        let asFolder = ConfigFile.load(explicit: folder.url.path, environment: [:])
        XCTAssertEqual(asFolder.problems.map(\.message), ["\(folder.url.path) cannot be read: it is a folder, not a file"])
        let binary = folder.url.appendingPathComponent("bin.toml")
        try Data([0xFF, 0xFE, 0x00]).write(to: binary)
        XCTAssertEqual(ConfigFile.load(explicit: binary.path, environment: [:]).problems.map(\.message),
                       ["\(binary.path) cannot be read: it is not UTF-8 text"])
    }
}
