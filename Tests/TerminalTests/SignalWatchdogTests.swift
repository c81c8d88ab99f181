import Foundation
import TestSupport
import XCTest

@testable import Terminal

/// A terminating signal ends the app even while its loop is busy and never reads the relay: the
/// watchdog puts the terminal back and ends the process of that signal within its grace; a loop
/// that takes the signal up in time ends the app itself.
final class SignalWatchdogTests: XCTestCase {
    private static let modeKey = "BOOKDIR_WATCHDOG_CHILD"

    /// The child's body: a relay and a watchdog, then a loop that is busy for 30 s ("busy") or
    /// takes the signal up at once and ends by itself ("ending").
    func testWatchdogChildProcess() throws {
        guard let mode = ProcessInfo.processInfo.environment[Self.modeKey] else {
            throw XCTSkip("runs only inside the child processes of the other watchdog tests")
        }
        let relay = try SignalRelay()
        let watchdog = try SignalWatchdog(restore: { _ = write(1, "restored\n", 9) })
        _ = write(1, "ready\n", 6)
        if mode == "busy" {
            // Busy: a signal only interrupts each short sleep, and nothing reads the relay.
            let end = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < end { usleep(10_000) }
            _ = write(1, "still busy\n", 11)
        } else {
            var descriptor = pollfd(fd: relay.readDescriptor, events: Int16(POLLIN), revents: 0)
            while relay.receivedSignals().isEmpty { _ = poll(&descriptor, 1, -1) }
            watchdog.loopIsEnding()
            usleep(800_000)
            watchdog.stop()
            relay.uninstall()
            _ = write(1, "ended by the loop\n", 18)
        }
    }

    /// Starts the child in `mode`, sends SIGTERM once it is ready, and returns what it printed,
    /// how it ended and how long it took after the signal.
    private func runChild(_ mode: String) throws -> (output: String, reason: Process.TerminationReason, status: Int32, seconds: Double) {
        #if os(Linux)
        let runner = try TestRunnerChild.runner()
        let pipe = Pipe()
        let process = try TestRunnerChild.start(runner, test: "TerminalTests.SignalWatchdogTests/testWatchdogChildProcess",
                                                settings: [Self.modeKey: mode], output: pipe)
        var output = Data()
        let reader = pipe.fileHandleForReading
        while !String(decoding: output, as: UTF8.self).contains("ready\n") {
            let chunk = reader.availableData
            guard !chunk.isEmpty else { break }
            output += chunk
        }
        let sent = ContinuousClock.now
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - sent
        output += reader.readDataToEndOfFile()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (String(decoding: output, as: UTF8.self), process.terminationReason, process.terminationStatus, seconds)
        #else
        throw XCTSkip("starts the Linux test runner again")
        #endif
    }

    func testABusyLoopIsEndedBySIGTERMWithinASecondWithTheTerminalRestored() throws {
        let child = try runChild("busy")

        XCTAssertTrue(child.output.contains("ready\nrestored\n"), child.output)
        XCTAssertFalse(child.output.contains("still busy"), child.output)
        XCTAssertEqual(child.reason, .uncaughtSignal)
        XCTAssertEqual(child.status, SIGTERM)
        XCTAssertLessThan(child.seconds, 1.0, "the watchdog waits half a second, not the busy loop's 30")
    }

    func testALoopThatTakesTheSignalUpEndsTheAppItself() throws {
        let child = try runChild("ending")

        XCTAssertTrue(child.output.contains("ready\nended by the loop\n"), child.output)
        XCTAssertFalse(child.output.contains("restored"))
        XCTAssertEqual(child.reason, .exit)
        XCTAssertEqual(child.status, 0)
    }
}
