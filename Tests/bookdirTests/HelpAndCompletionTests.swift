import XCTest

final class HelpAndCompletionTests: CommandTestCase {
    func testVersion() throws {
        let outcome = try runner.run(["--version"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, "bookdir 0.1.0\n")
    }

    func testRootHelpListsEverySubcommandAndTheExitCodes() throws {
        let outcome = try runner.run(["--help"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "")
        for line in ["  browse (default)", "  list ", "  search ", "  show ", "  suggest ", "  suggestions ", "  review ", "  db "] {
            XCTAssertTrue(outcome.stdout.contains(line), "missing \(line) in \(outcome.stdout)")
        }
        XCTAssertTrue(outcome.stdout.contains("USAGE: bookdir [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] <subcommand>"))
        XCTAssertTrue(outcome.stdout.contains("2 usage error; 3 data\nerror"), outcome.stdout)
        XCTAssertFalse(outcome.stdout.contains("generate-man"), "the man page generator stays hidden")
    }

    func testEverySubcommandHasHelpWithItsUsage() throws {
        let usages = [
            "browse": "USAGE: bookdir browse [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>]",
            // Too long for one line: argument-parser writes <options> and lists them below.
            "list": "USAGE: bookdir list <options>",
            "search": "USAGE: bookdir search [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] <query> ... [--limit <n>] [--library <name>] [--format <format>] [--json]",
            "show": "USAGE: bookdir show [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] <id> [--json]",
            "suggest": "USAGE: bookdir suggest [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] --title <title> --author <author> --category <code> [--by <name>]",
            "review list": "USAGE: bookdir review list [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] [--format <format>] [--json]",
            "review reject": "USAGE: bookdir review reject [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] <id> [--by <name>] --reason <text>",
            "db migrate": "USAGE: bookdir db migrate [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>]",
            "db export": "USAGE: bookdir db export [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] --output <folder>",
            "suggestions": "USAGE: bookdir suggestions [--catalog <path>] [--data-dir <path>] [--store <address>] [--config <path>] [--format <format>] [--json]",
        ]
        for (name, usage) in usages {
            let outcome = try runner.run(name.split(separator: " ").map(String.init) + ["--help"])
            XCTAssertEqual(outcome.status, 0, name)
            XCTAssertTrue(outcome.stdout.hasPrefix("OVERVIEW: "), name)
            XCTAssertTrue(outcome.stdout.contains(usage), "\(name): \(outcome.stdout)")
        }
    }

    func testBrowseIsTheDefaultSubcommand() throws {
        let bare = try runner.run(["--catalog", catalogPath, "--data-dir", dataPath])
        let browse = try runner.run(["browse", "--catalog", catalogPath, "--data-dir", dataPath])

        XCTAssertEqual(bare.status, browse.status)
        XCTAssertEqual(bare.stdout, browse.stdout)
        XCTAssertEqual(bare.stderr, browse.stderr)
    }

    func testCompletionScriptsForBashZshAndFishKnowTheSubcommandsAndCategoryCodes() throws {
        for shell in ["bash", "zsh", "fish"] {
            let outcome = try runner.run(["--generate-completion-script", shell])
            XCTAssertEqual(outcome.status, 0, shell)
            for word in ["suggestions", "search", "--category", "--catalog", "--data-dir", "YA"] {
                XCTAssertTrue(outcome.stdout.contains(word.replacingOccurrences(of: "--", with: shell == "fish" ? "" : "--")),
                              "\(shell) script lacks \(word)")
            }
        }
        let bash = try runner.run(["--generate-completion-script", "bash"])
        XCTAssertTrue(bash.stdout.contains("complete -o filenames -F _bookdir bookdir")
                      || bash.stdout.contains("-F _bookdir bookdir"), bash.stdout)
    }

    func testTheBashCompletionOffersSubcommandsAndCategoryCodes() throws {
        let offered = try bashCompletions(["bookdir list --category ", "bookdir sugg", "bookdir search --format "])

        XCTAssertEqual(offered, [["PB", "CB", "MG", "YA"], ["suggest", "suggestions"], ["table", "tsv", "csv", "json", "jsonl"]])
    }

    /// The shells complete the communities (codes and the other words people use), the awards,
    /// the formats and the list names; the man page names every variable bookdir reads; the data
    /// folder's help says what it holds; browse's help names lists and review (issue 33, item 23).
    func testCompletionsForFacetsFormatsAndListsAndTheHelpOfTheDataFolderAndBrowse() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day")
        let offered = try bashCompletions([
            "bookdir list --community ", "bookdir review accept x --community ", "bookdir list --award ",
            "bookdir suggestions --format ", "bookdir lists show --data-dir \(dataPath!) ",
        ])

        XCTAssertEqual(offered.count, 5)
        XCTAssertEqual(Array(offered[0].prefix(9)), ["black", "latine", "east-asian", "southeast-asian", "south-asian",
                                                     "indigenous", "mena", "pacific-islander", "multiracial"])
        XCTAssertTrue(Set(offered[0]).isSuperset(of: ["latino", "native"]), "\(offered[0])")
        XCTAssertEqual(offered[1], offered[0])
        XCTAssertTrue(Set(offered[2]).isSuperset(of: ["caldecott", "newbery", "printz", "csk", "apala"]), "\(offered[2])")
        XCTAssertEqual(offered[3], ["table", "tsv", "csv", "json", "jsonl"])
        XCTAssertEqual(offered[4], ["Summer"])

        let page = try runner.run(["generate-man"]).stdout
        let environment = try XCTUnwrap(page.components(separatedBy: "\n.SH ENVIRONMENT\n").last)
        XCTAssertTrue(environment.contains(".B NO_COLOR\n") && environment.contains(".B BOOKDIR_STORE\n"), environment)
        let help = try runner.run(["list", "--help"], columns: 200).stdout
        XCTAssertTrue(help.contains("The folder of your data: the suggestions, the reading lists, where the app was left, "
                                    + "the books curators accepted and the caches"), help)
        let browse = try runner.run(["browse", "--help"], columns: 200).stdout
        XCTAssertTrue(browse.contains("lists (reading lists) and review (curators' decisions)"), browse)
    }

    func testTheManPageIsGeneratedFromTheCommandDefinitions() throws {
        let outcome = try runner.run(["generate-man"])

        XCTAssertEqual(outcome.status, 0)
        let page = outcome.stdout
        XCTAssertTrue(page.hasPrefix(".TH BOOKDIR 1 \"\" \"bookdir 0.1.0\" \"User Commands\"\n"), page)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "FILES", "ENVIRONMENT"] {
            XCTAssertTrue(page.contains("\n.SH \(section)\n"), "missing section \(section)")
        }
        for heading in [
            #".SS "bookdir list [\-\-category <code>] [\-\-community <community>] [\-\-award <award>] [\-\-grade <grades>] [\-\-language <language>] [\-\-sort <order>] [\-\-owned <yes|no>] [\-\-library <name>] [\-\-format <format>] [\-\-json] [\-\-raw\-cells]""#,
            #".SS "bookdir search <query> ... [\-\-limit <n>] [\-\-library <name>] [\-\-format <format>] [\-\-json] [\-\-raw\-cells]""#,
            #".SS "bookdir show <id> [\-\-json]""#,
            #".SS "bookdir suggest \-\-title <title> \-\-author <author> \-\-category <code> [\-\-by <name>]""#,
            #".SS "bookdir review accept <id> [\-\-by <name>] \-\-description <text> [\-\-year <n>] [\-\-isbn <isbn>] [\-\-illustrator <name>] [\-\-community <community>] [\-\-title <title>] [\-\-author <author>] [\-\-category <code>]""#,
            #".SS "bookdir review reject <id> [\-\-by <name>] \-\-reason <text>""#,
            #".SS "bookdir review duplicate <id> [\-\-by <name>] \-\-of <book\-id>""#,
            #".SS "bookdir suggestions [\-\-format <format>] [\-\-json] [\-\-raw\-cells]""#,
        ] {
            XCTAssertTrue(page.contains(heading + "\n"), "missing \(heading)")
        }
        XCTAssertTrue(page.contains("List the books of the catalog, or of one category.\n"), "abstracts come from the definitions")
        XCTAssertTrue(page.contains("\\fB\\-\\-format\\fR \\fI<format>\\fR\nThe output: table"), "options come from the definitions")
        XCTAssertFalse(page.contains("generate"), "the hidden generator is not documented")
        XCTAssertFalse(page.components(separatedBy: "\n").contains { $0.hasPrefix(".") && $0.hasPrefix(".\\") == false
            && ![".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".nf", ".fi"].contains(String($0.prefix { $0 != " " })) },
                       "only known requests start a line")
    }
}
