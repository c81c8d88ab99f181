import Foundation
import XCTest

/// `bookdir lists` in the completions and the man page, both generated from the command definitions.
final class ListsCompletionTests: CommandTestCase {
    func testTheBashCompletionOffersTheSubcommandsFormatsAndListNames() throws {
        _ = try bookdir("lists", "add", "Summer", "the-snowy-day")
        _ = try bookdir("lists", "add", "Grade 3", "the-snowy-day")
        let script = try runner.write(try runner.run(["--generate-completion-script", "bash"]).stdout, to: "bookdir.bash")
        let probe = """
            export PATH="\(BookdirRunner.executableURL.deletingLastPathComponent().path):$PATH"
            source "\(script)"
            complete_line() {
                COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; read -r -a COMP_WORDS <<< "$1"
                [[ "$1" == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
                _bookdir bookdir "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s|' "${COMPREPLY[@]}"; echo
            }
            complete_line "bookdir lists "
            complete_line "bookdir lists export x --format "
            complete_line "bookdir lists show --data-dir \(dataPath!) "
            """
        let outcome = try runner.run(["-c", probe], executable: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, outcome.stdout)
        XCTAssertEqual(Set(lines[0].split(separator: "|").map(String.init)).isSuperset(of: ["all", "show", "add", "remove", "rename", "delete", "export"]), true, lines[0])
        XCTAssertEqual(lines[1], "markdown|csv|json|html|")
        XCTAssertEqual(Set(lines[2].split(separator: "|").map(String.init)).isSuperset(of: ["Summer", "Grade 3"]) || lines[2].contains("Summer"), true, lines[2])
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
