import Foundation
import XCTest

/// Several processes each sending suggestions with `bookdir suggest` at once lose none and store none
/// twice; several suggesting the same book at once store it once (the store checks under its lock).
final class ConcurrentSuggestTests: CommandTestCase {
    /// Suggestions sent by each worker (override with BOOKDIR_SUGGESTIONS_PER_WORKER).
    private let perWorker = Int(ProcessInfo.processInfo.environment["BOOKDIR_SUGGESTIONS_PER_WORKER"] ?? "") ?? 100

    func testTwoThenEightProcessesSendingAtOnceLoseNothing() throws {
        try sendConcurrently(workers: 2, round: "two")
        XCTAssertEqual(try storedTitles().count, 2 * perWorker)

        try sendConcurrently(workers: 8, round: "eight")
        let titles = try storedTitles()
        var expected: [String] = []
        for (round, workers) in [("two", 2), ("eight", 8)] {
            for worker in 0..<workers {
                for index in 0..<perWorker { expected.append("Book \(round) \(worker) \(index)") }
            }
        }
        XCTAssertEqual(titles.count, expected.count, "every suggestion stored exactly once")
        XCTAssertEqual(titles.sorted(), expected.sorted())
        XCTAssertEqual(Set(titles).count, titles.count, "no suggestion twice")
    }

    func testEightProcessesSuggestingTheSameBookAtOnceStoreItOnce() throws {
        let workers = 8
        for round in 0..<5 {
            let title = "The Same Book, round \(round)"
            let go = runner.folder.appendingPathComponent("go-\(round)").path
            let script = """
                while [ ! -e "$GO" ]; do :; done
                "$BOOKDIR" suggest --catalog "$CATALOG" --data-dir "$DATA" --title "$TITLE" --author "Ana Author" \\
                    --category MG >"$OUT" 2>"$ERR"
                """
            var processes: [(process: Process, out: String, err: String)] = []
            for worker in 0..<workers {
                let out = runner.folder.appendingPathComponent("same-\(round)-\(worker).out").path
                let err = runner.folder.appendingPathComponent("same-\(round)-\(worker).err").path
                let process = shell(script, ["TITLE": title, "GO": go, "OUT": out, "ERR": err])
                try process.run()
                processes.append((process, out, err))
            }
            FileManager.default.createFile(atPath: go, contents: nil)
            for entry in processes { entry.process.waitUntilExit() }

            let statuses = processes.map(\.process.terminationStatus)
            XCTAssertEqual(statuses.filter { $0 == 0 }.count, 1, "round \(round): exactly one stored it: \(statuses)")
            XCTAssertEqual(statuses.filter { $0 == 1 }.count, workers - 1, "round \(round): every other one was told: \(statuses)")
            for entry in processes where entry.process.terminationStatus == 1 {
                let message = try String(contentsOfFile: entry.err, encoding: .utf8)
                XCTAssertEqual(message, "bookdir: \"\(title)\" by Ana Author was already suggested, so it was not sent again.\n")
            }
            XCTAssertEqual(try storedTitles().filter { $0 == title }.count, 1, "round \(round): stored once")
        }
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
            processes.append(shell(script, ["COUNT": String(perWorker), "ROUND": round, "WORKER": String(worker)]))
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), Array(repeating: 0, count: workers), "every suggest succeeded")
    }

    /// A shell process (not started) running `script` with `$BOOKDIR`, `$CATALOG`, `$DATA` and `settings`.
    private func shell(_ script: String, _ settings: [String: String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = runner.environment()
        environment["BOOKDIR"] = BookdirRunner.executableURL.path
        environment["CATALOG"] = catalogPath
        environment["DATA"] = dataPath
        process.environment = environment.merging(settings) { $1 }
        return process
    }

    private func storedTitles() throws -> [String] {
        let read = try bookdir("suggestions", "--json")
        XCTAssertEqual(read.status, 0, read.stderr)
        let suggestions = try XCTUnwrap(try jsonObject(read.stdout)["suggestions"] as? [[String: Any]])
        return suggestions.compactMap { $0["title"] as? String }
    }
}
