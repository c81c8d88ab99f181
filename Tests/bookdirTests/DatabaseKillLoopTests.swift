import Foundation
import TestSupport
import XCTest

/// Eight processes suggesting while the server is stopped and started again and again: every call
/// ends (within its deadlines), none dies of a signal, and every suggestion thanked for is stored.
final class DatabaseKillLoopTests: CommandTestCase {
    /// Calls each of the eight clients makes (override with BOOKDIR_KILL_LOOP_CALLS).
    private let calls = Int(ProcessInfo.processInfo.environment["BOOKDIR_KILL_LOOP_CALLS"] ?? "") ?? 25

    func testEightClientsAgainstAServerThatKeepsGoingAwayLoseNothingAcknowledged() throws {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.newDatabase()
        let address = cluster.address(database: database)
        XCTAssertEqual(try runner.run(["db", "migrate", "--store", address]).status, 0)
        let outcomes = Outcomes()
        let done = DispatchSemaphore(value: 0)
        let killer = Thread {
            var restarts = 0
            while done.wait(timeout: .now() + .milliseconds(400 + (restarts % 4) * 100)) == .timedOut {
                try? cluster.pause()
                Thread.sleep(forTimeInterval: 0.15)
                try? cluster.resume()
                restarts += 1
            }
            outcomes.note(restarts: restarts)
        }
        killer.start()
        let runner = self.runner!
        let calls = self.calls
        DispatchQueue.concurrentPerform(iterations: 8) { client in
            for call in 0 ..< calls {
                let title = "Loop \(client)-\(call)"
                let started = Date()
                let outcome = try? runner.run(["suggest", "--title", title, "--author", "Kill Loop", "--category", "MG", "--store", address],
                                              adding: ["BOOKDIR_DB_TIMEOUT": "2", "PGCONNECT_TIMEOUT": "2"])
                outcomes.add(title: title, outcome: outcome, seconds: Date().timeIntervalSince(started))
            }
        }
        done.signal()
        while !killer.isFinished { Thread.sleep(forTimeInterval: 0.05) }
        try? cluster.resume()

        let stored = Set(try cluster.psql("SELECT title FROM suggestions", database: database).split(separator: "\n").map(String.init))
        let summary = outcomes.summary
        print("kill loop: \(summary.total) calls, \(summary.acknowledged.count) thanked, \(summary.failed) failed saying why, "
              + "\(summary.restarts) server restarts, longest call \(String(format: "%.2f", summary.longest)) s, "
              + "\(stored.count) stored")
        XCTAssertEqual(summary.total, 8 * calls)
        XCTAssertEqual(summary.signalled, [], "no call died of a signal")
        XCTAssertEqual(summary.unexpected, [], "every call exits 0 (thanked) or 3 (said why)")
        XCTAssertLessThan(summary.longest, 15, "no call hangs: each ends within its deadlines")
        XCTAssertEqual(summary.acknowledged.subtracting(stored), [], "every suggestion thanked for is stored")
        XCTAssertGreaterThan(summary.restarts, 2, "the server went away during the run")
        XCTAssertGreaterThan(summary.failed, 0, "some calls met the server gone")
        XCTAssertGreaterThan(summary.acknowledged.count, 0)
    }
}

/// What the clients saw, gathered from their threads.
private final class Outcomes: @unchecked Sendable {
    struct Summary {
        var total = 0
        var acknowledged: Set<String> = []
        var failed = 0
        var signalled: [String] = []
        var unexpected: [String] = []
        var longest = 0.0
        var restarts = 0
    }

    private let lock = NSLock()
    private var gathered = Summary()

    var summary: Summary { lock.withLock { gathered } }

    func note(restarts: Int) {
        lock.withLock { gathered.restarts = restarts }
    }

    func add(title: String, outcome: BookdirRunner.Outcome?, seconds: Double) {
        lock.withLock {
            gathered.total += 1
            gathered.longest = max(gathered.longest, seconds)
            switch outcome?.status {
            case 0? where outcome?.stdout.hasPrefix("Thank you!") == true: gathered.acknowledged.insert(title)
            case 3? where outcome?.stderr.hasPrefix("bookdir: ") == true && outcome?.stdout.isEmpty == true: gathered.failed += 1
            case let status?: gathered.unexpected.append("\(title): \(status) \(outcome?.stdout ?? "") \(outcome?.stderr ?? "")")
            case nil: gathered.signalled.append("\(title): did not run")
            }
        }
    }
}
