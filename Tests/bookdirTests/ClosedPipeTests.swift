import CatalogGenerator
import Foundation
import XCTest

/// `bookdir list | head -1`: the output streams, and a closed pipe ends bookdir at once and
/// silently, by SIGPIPE (status 141 in the shell), as it ends `ls` and `jq`.
final class ClosedPipeTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        // Far more output than a pipe holds.
        catalogPath = runner.path("big.json")
        try CatalogWriter.write(CatalogWriter.catalogBytes(CatalogGenerator.books(count: 3000, seed: 4)), to: catalogPath)
    }

    private func pipeline(_ script: String) throws -> BookdirRunner.Outcome {
        let command = "\"\(BookdirRunner.executableURL.path)\" --catalog \"\(catalogPath!)\" --data-dir \"\(dataPath!)\""
        return try runner.run(["-c", script.replacingOccurrences(of: "BOOKDIR", with: command)],
                              executable: URL(fileURLWithPath: "/bin/bash"))
    }

    func testHeadEndsTheListingBySIGPIPESilently() throws {
        for format in ["table", "tsv", "csv", "json", "jsonl"] {
            let outcome = try pipeline("BOOKDIR list --format \(format) | head -1; echo \"status ${PIPESTATUS[0]}\"")

            XCTAssertEqual(outcome.stderr, "", format)
            XCTAssertEqual(outcome.stdout.utf8.filter { $0 == 0x0A }.count, 2, "one line of the listing: \(format)")
            XCTAssertTrue(outcome.stdout.hasSuffix("status 141\n"), "\(format): \(outcome.stdout)")
        }
    }

    func testAClosedPipeEndsItEvenWhenSIGPIPEIsIgnored() throws {
        // A parent that ignores SIGPIPE passes that on: each write then fails with EPIPE instead.
        let outcome = try pipeline("trap '' PIPE; BOOKDIR list | head -1; echo \"status ${PIPESTATUS[0]}\"")

        let header = try XCTUnwrap(try bookdir("list").stdout.split(separator: "\n").first)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertEqual(outcome.stdout, "\(header)\nstatus 141\n")
    }
}
