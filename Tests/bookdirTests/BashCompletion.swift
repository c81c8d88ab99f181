import Foundation
import XCTest

extension CommandTestCase {
    /// What bookdir's bash completion offers for each of `lines` (each as typed, the cursor at its
    /// end), one list of words a line, from the script `--generate-completion-script bash` writes.
    func bashCompletions(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [[String]] {
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
            """ + lines.map { "\ncomplete_line \"\($0)\"" }.joined()
        let outcome = try runner.run(["-c", probe], executable: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(outcome.status, 0, outcome.stderr, file: file, line: line)
        return outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { $0.split(separator: "|").map(String.init) }
    }
}
