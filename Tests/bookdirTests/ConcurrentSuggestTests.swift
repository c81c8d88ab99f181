import Foundation
import XCTest

/// Several processes each sending suggestions with `bookdir suggest` at once lose none and store none twice.
final class ConcurrentSuggestTests: CommandTestCase {
    /// Suggestions sent by each worker (override with BOOKDIR_SUGGESTIONS_PER_WORKER).
    private let perWorker = Int(ProcessInfo.processInfo.environment["BOOKDIR_SUGGESTIONS_PER_WORKER"] ?? "") ?? 100

    func testTwoThenFourProcessesSendingAtOnceLoseNothing() throws {
        try sendConcurrently(workers: 2, round: "two")
        XCTAssertEqual(try storedTitles().count, 2 * perWorker)

        try sendConcurrently(workers: 4, round: "four")
        let titles = try storedTitles()
        var expected: [String] = []
        for (round, workers) in [("two", 2), ("four", 4)] {
            for worker in 0..<workers {
                for index in 0..<perWorker { expected.append("Book \(round) \(worker) \(index)") }
            }
        }
        XCTAssertEqual(titles.count, expected.count, "every suggestion stored exactly once")
        XCTAssertEqual(titles.sorted(), expected.sorted())
        XCTAssertEqual(Set(titles).count, titles.count, "no suggestion twice")
    }

    /// Starts `workers` shell processes at once; each runs `bookdir suggest` perWorker times in a row.
    private func sendConcurrently(workers: Int, round: String) throws {
        let script = """
            i=0
            while [ "$i" -lt "$COUNT" ]; do
                "$BOOKDIR" suggest --catalog "$CATALOG" --data-dir "$DATA" \
                    --title "Book $ROUND $WORKER $i" --author "Author $WORKER" --category YA >/dev/null \
                    || { echo "suggest $ROUND $WORKER $i exited $?" >&2; exit 1; }
                i=$((i + 1))
            done
            """
        var processes: [Process] = []
        for worker in 0..<workers {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            var environment = runner.environment()
            environment["BOOKDIR"] = BookdirRunner.executableURL.path
            environment["CATALOG"] = catalogPath
            environment["DATA"] = dataPath
            environment["COUNT"] = String(perWorker)
            environment["ROUND"] = round
            environment["WORKER"] = String(worker)
            process.environment = environment
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), Array(repeating: 0, count: workers), "every suggest succeeded")
    }

    private func storedTitles() throws -> [String] {
        let read = try bookdir("suggestions", "--json")
        XCTAssertEqual(read.status, 0, read.stderr)
        let suggestions = try XCTUnwrap(try jsonObject(read.stdout)["suggestions"] as? [[String: Any]])
        return suggestions.compactMap { $0["title"] as? String }
    }
}
