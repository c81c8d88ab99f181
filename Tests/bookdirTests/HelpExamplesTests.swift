import Foundation
import XCTest

/// Every example that `--help` and the man page show runs and succeeds on the bundled catalog,
/// exactly as printed (pipes included), so a new user who copies one is not let down.
final class HelpExamplesTests: CommandTestCase {
    /// The lines under "Examples:" in `text` that run bookdir.
    private func examples(in text: String) -> [String] {
        var found: [String] = []
        var inExamples = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "Examples:" || trimmed == "Example:" { inExamples = true; continue }
            if inExamples && (trimmed == ".nf" || trimmed == ".fi") { continue }
            if inExamples && trimmed.hasPrefix("bookdir ") { found.append(trimmed.replacingOccurrences(of: "\\-", with: "-")); continue }
            if inExamples && !trimmed.isEmpty { inExamples = false }
        }
        return found
    }

    /// Runs `example` in bash with `bookdir` standing for the built binary on the bundled catalog.
    private func run(_ example: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; bookdir() { \"$BOOKDIR\" \"$@\"; }; " + example]
        var environment = runner.environment()
        environment["BOOKDIR"] = BookdirRunner.executableURL.path
        process.currentDirectoryURL = runner.folder
        environment["XDG_DATA_HOME"] = runner.folder.appendingPathComponent("examples").path
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// `bookdir db`'s examples need a server: DatabaseCommandTests runs them on the test cluster.
    func testEveryHelpExampleRunsAndPrintsSomething() throws {
        var all: [String] = []
        for command in ["", "browse", "list", "search", "show", "suggest", "suggestions", "lists"] {
            let help = try runner.run((command.isEmpty ? [] : [command]) + ["--help"])
            XCTAssertEqual(help.status, 0, command)
            all += examples(in: help.stdout)
        }
        XCTAssertGreaterThanOrEqual(all.count, 8, "examples found: \(all)")
        for example in all {
            let outcome = try run(example)
            XCTAssertEqual(outcome.status, 0, "\(example) failed: \(outcome.errors)")
            if let redirect = example.range(of: " > ") {
                // An example that writes a file (in the scratch folder, the working folder here).
                let name = String(example[redirect.upperBound...]).trimmingCharacters(in: .whitespaces)
                let written = try Data(contentsOf: runner.folder.appendingPathComponent(name))
                XCTAssertFalse(written.isEmpty, "\(example) wrote nothing")
            } else {
                XCTAssertFalse(outcome.output.isEmpty, "\(example) printed nothing")
            }
        }
    }

    /// At 80 columns each example is one line, never wrapped inside a quoted name; suggest's
    /// example suggests a book the bundled catalog does not hold (the test above runs it), and
    /// review accept's shows where its id comes from instead of a made-up one (issue 33, item 22).
    func testEachExampleIsOneLineAndReviewAcceptsComesAfterReviewList() throws {
        for command in [["suggest"], ["review", "accept"], ["list"], ["search"], ["show"], ["lists"]] {
            let help = try runner.run(command + ["--help"], columns: 80).stdout
            var inExamples = false
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed == "Examples:" || trimmed == "Example:" { inExamples = true; continue }
                if trimmed.isEmpty || trimmed.hasPrefix("USAGE:") { inExamples = false }
                if inExamples { XCTAssertTrue(trimmed.hasPrefix("bookdir "), "\(command): a wrapped example: \(line)") }
            }
        }
        let suggest = try runner.run(["suggest", "--help"], columns: 80).stdout
        XCTAssertEqual(examples(in: suggest), ["bookdir suggest --title \"Jabari Jumps\" --author \"Gaia Cornwall\" --category pb"])
        XCTAssertEqual(try runner.run(["show", "Jabari Jumps"]).status, 1, "not in the bundled catalog")
        let accept = try runner.run(["review", "accept", "--help"], columns: 80).stdout
        XCTAssertEqual(examples(in: accept).first, "bookdir review list")
        XCTAssertFalse(accept.contains("6F1C"), accept)
        XCTAssertTrue(accept.contains("The suggestion's id is the first column of `bookdir review list`"), accept)
    }

    func testTheManPageShowsTheSameExamples() throws {
        let page = try runner.run(["generate-man"])
        XCTAssertEqual(page.status, 0)
        var fromHelp: [String] = []
        for command in [["list"], ["search"], ["show"], ["suggest"], ["lists"], ["review", "accept"], ["db"], ["holdings"], ["audit"]] {
            fromHelp += examples(in: try runner.run(command + ["--help"]).stdout)
        }
        XCTAssertEqual(examples(in: page.stdout), fromHelp)
    }
}
