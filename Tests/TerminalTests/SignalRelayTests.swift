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
}
