import Foundation
import XCTest

/// The terminal session of the real binary in tmux: start, quit, signals, suspend, resize, pipes.
final class TerminalSessionEndToEndTests: XCTestCase {
    private var tmux: TmuxSession!
    /// The first row of the placeholder app. When the real root screen is wired, this becomes
    /// its first row (the tab bar), and the 1×1 and 30×8 checks of the resize test follow it.
    private let greeting = "bookdir — press q to quit"

    override func setUpWithError() throws {
        tmux = try TmuxSession()
    }

    override func tearDown() {
        tmux?.stop()
        tmux = nil
    }

    private func startApp() throws {
        try tmux.startApp()
        try tmux.waitFor(greeting)
        XCTAssertTrue(try tmux.isAlternateScreenOn())
    }

    func testStartsOnTheAlternateScreenAndShowsTheText() throws {
        try startApp()
        let lines = try tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first.map(String.init), greeting)
        XCTAssertFalse(try tmux.capture().contains(tmux.binary), "the shell's screen is still showing")
    }

    func testQQuitsAndGivesTheShellBack() throws {
        try startApp()
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testControlCQuitsAndGivesTheShellBack() throws {
        try startApp()
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testOtherKeysDoNotQuit() throws {
        try startApp()
        try tmux.sendText("xé日本")
        try tmux.sendKeys("Escape", "Up", "F1", "Enter", "Tab", "BTab", "C-a", "C-u")
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testSIGTERMRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGTERM)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGTERM))
    }

    func testSIGHUPRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGHUP)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGHUP))
    }

    func testSIGINTFromKillRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGINT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGINT))
    }

    func testACrashSignalStillRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGSEGV)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGSEGV))
    }

    func testAnAbortStillRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGABRT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGABRT))
    }

    func testSIGQUITStillRestoresTheTerminal() throws {
        try startApp()
        try tmux.kill(SIGQUIT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGQUIT))
    }

    func testClosingThePaneEndsTheApp() throws {
        try startApp()
        let pid = try tmux.appProcessID()
        try tmux.closePane()
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while Foundation.kill(pid, 0) == 0 && Date() < deadline { usleep(50_000) }
        XCTAssertNotEqual(Foundation.kill(pid, 0), 0, "bookdir kept running after its terminal closed")
    }

    func testSIGTSTPGivesTheShellBackAndFgRedraws() throws {
        try startApp()
        try tmux.kill(SIGTSTP)
        try tmux.waitFor("Stopped")
        try tmux.assertShellRestored()
        try tmux.type("fg")
        try tmux.waitFor(greeting)
        XCTAssertTrue(try tmux.isAlternateScreenOn())
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 0)
    }

    func testControlZSuspendsAndFgRedraws() throws {
        try startApp()
        try tmux.sendKeys("C-z")
        try tmux.waitFor("Stopped")
        try tmux.assertShellRestored()
        try tmux.type("fg")
        try tmux.waitFor(greeting)
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 0)
    }

    func testResizingDownToOneByOneDoesNotCrash() throws {
        try startApp()
        try tmux.resize(width: 30, height: 8)
        try tmux.waitUntil("the 30×8 frame") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.first == Substring(greeting) && lines.allSatisfy { $0.count <= 30 }
        }
        try tmux.resize(width: 1, height: 1)
        try tmux.waitUntil("the 1×1 frame") { $0.trimmingCharacters(in: .newlines) == "b" }
        try tmux.resize(width: 10, height: 3)
        try tmux.waitFor("bookdir —")
        try tmux.resize(width: 80, height: 24)
        try tmux.waitFor(greeting)
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testWithoutATerminalItExitsNonZeroPointingToTheSubcommands() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.findBinary())
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertEqual(printed, Data(), "nothing may be drawn into a pipe")
        XCTAssertTrue(message.contains("needs a terminal"), message)
        XCTAssertTrue(message.contains("bookdir list"), message)
        XCTAssertTrue(message.contains("bookdir search"), message)
        XCTAssertTrue(message.contains("bookdir --help"), message)
    }

    func testADumbTerminalIsRefusedWithASentence() throws {
        try tmux.startApp(environment: ["TERM": "dumb"])
        try tmux.type("echo \"dumb=$?\"")
        let screen = try tmux.waitUntil("the exit status") { $0.contains("\ndumb=") }
        XCTAssertTrue(screen.contains("\ndumb=2"), screen)
        XCTAssertTrue(try tmux.capture(joiningWrappedLines: true).contains("cannot draw on the terminal type \"dumb\""))
        XCTAssertFalse(try tmux.isAlternateScreenOn())
    }

    func testPipedThroughCatInTheShellExitsNonZero() throws {
        try tmux.type("'\(tmux.binary)' </dev/null | cat; echo \"piped=${PIPESTATUS[0]}\"")
        func status(_ screen: String) -> Int? {
            screen.split(separator: "\n").compactMap { line in
                line.hasPrefix("piped=") ? Int(line.dropFirst("piped=".count)) : nil
            }.last
        }
        try tmux.waitUntil("the exit status") { status($0) != nil }
        let screen = try tmux.capture(joiningWrappedLines: true)
        XCTAssertNotEqual(status(screen), 0)
        XCTAssertTrue(screen.contains("needs a terminal"), screen)
        XCTAssertTrue(screen.contains("bookdir --help"), screen)
        XCTAssertFalse(try tmux.isAlternateScreenOn())
    }
}
