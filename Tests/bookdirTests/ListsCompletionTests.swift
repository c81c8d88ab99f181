import Foundation
import XCTest

/// `bookdir lists` in the completions and the man page, both generated from the command definitions.
final class ListsCompletionTests: CommandTestCase {
    func testTheBashCompletionOffersTheSubcommandsFormatsAndListNames() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day")
        _ = try bookdir("lists", "add", "Grade 3", "the-snowy-day")
        let offered = try bashCompletions([
            "bookdir lists ", "bookdir lists export x --format ", "bookdir lists show --data-dir \(dataPath!) ",
        ])
        XCTAssertEqual(offered.count, 3, "\(offered)")
        XCTAssertEqual(Set(offered[0]).isSuperset(of: ["all", "show", "add", "remove", "rename", "delete", "export"]), true, "\(offered[0])")
        XCTAssertEqual(offered[1], ["markdown", "csv", "json", "html"])
        XCTAssertEqual(Set(offered[2]).isSuperset(of: ["Summer", "Grade 3"]) || offered[2].contains("Summer"), true, "\(offered[2])")
    }

    func testTheManPageDocumentsEveryListsSubcommandAndTheFiles() throws {
        let page = try runner.run(["generate-man"]).stdout
        for heading in [
            #".SS "bookdir lists""#,
            #".SS "bookdir lists show <name> [\-\-json]""#,
            #".SS "bookdir lists add <name> <id> ...""#,
            #".SS "bookdir lists rename <old> <new>""#,
            #".SS "bookdir lists export <name> [\-\-format <format>] [\-\-raw\-cells] [\-\-output <file>]""#,
        ] {
            XCTAssertTrue(page.contains(heading + "\n"), "missing \(heading)")
        }
        XCTAssertTrue(page.contains("lists.json"))
        XCTAssertTrue(page.contains("state.json"))
    }
}
