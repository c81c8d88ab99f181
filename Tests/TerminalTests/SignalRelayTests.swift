import Foundation
import XCTest

@testable import Terminal

final class SignalRelayTests: XCTestCase {
    func testSignalsBecomeBytesOnThePipeInOrder() throws {
        let relay = try SignalRelay()
        defer { relay.uninstall() }
        XCTAssertEqual(relay.receivedSignals(), [])
        raise(SIGWINCH)
        raise(SIGHUP)
        raise(SIGTERM)
        raise(SIGINT)
        XCTAssertEqual(relay.receivedSignals(), [SIGWINCH, SIGHUP, SIGTERM, SIGINT])
        XCTAssertEqual(relay.receivedSignals(), [])
    }

    func testUninstallPutsBackThePreviousHandler() throws {
        let ignored = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGHUP, ignored) }
        let relay = try SignalRelay()
        relay.uninstall()
        let current = signal(SIGHUP, SIG_IGN)
        XCTAssertEqual(current.map { unsafeBitCast($0, to: Int.self) }, unsafeBitCast(SIG_IGN, to: Int.self))
    }

    func testEveryOtherTerminatingSignalIsRelayedRatherThanEndingTheProcess() throws {
        // SwiftNIO (the PostgreSQL store's transport) ignores SIGPIPE in the whole process once it
        // opens a socket, as an earlier test of this run may have: start from the default here.
        let previous = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, previous) }
        let relay = try SignalRelay()
        defer { relay.uninstall() }
        let signals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
                                SIGSTKFLT, SIGPWR, SIGIO, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        for signal in signals { raise(signal) }
        XCTAssertEqual(relay.receivedSignals(), signals)
        XCTAssertTrue(signals.allSatisfy(SignalRelay.isTerminating))
        XCTAssertFalse([SIGTSTP, SIGCONT, SIGWINCH].contains(where: SignalRelay.isTerminating))
    }

    func testATerminatingSignalIgnoredBeforeStaysIgnored() throws {
        let ignored = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, ignored) }
        let relay = try SignalRelay()
        defer { relay.uninstall() }
        raise(SIGUSR2)
        XCTAssertEqual(relay.receivedSignals(), [])
    }
}
