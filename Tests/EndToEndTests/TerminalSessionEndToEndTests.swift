import Foundation
import XCTest

/// The terminal session of the real app in tmux: start, quit, signals, suspend, resize, pipes.
/// After every way out, the shell has echo and line mode back and the alternate screen is gone.
final class TerminalSessionEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "a", title: "Alpha Book", author: "Ann Author", category: "PB"),
        TestBook(id: "b", title: "Beta Book", author: "Ben Author", category: "YA"),
    ]

    /// How many books the bundled catalog holds, read from Resources/books.json.
    private func bundledCount() throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/books.json")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try XCTUnwrap(root["books"] as? [Any]).count
    }

    func testStartsOnTheAlternateScreenWithTheBooksPaneOfTheBundledCatalog() throws {
        let count = try bundledCount()
        try launch()
        let rows = try waitForPosition("1/\(count)")
        XCTAssertTrue(rows[0].hasPrefix("[1 Books]  2 Search   3 Suggestion"), rows[0])
        XCTAssertTrue(rows[1].hasPrefix("[All \(count)]"), rows[1])
        XCTAssertTrue(rows[2].hasPrefix(" f Community: Any   w Award: Any   o Order: catalog"), rows[2])
        XCTAssertTrue(rows[23].hasPrefix("↑↓ move  Enter open  s save  ? help"), rows[23])
        XCTAssertFalse(try tmux.capture().contains(tmux.binary), "the shell's screen is still showing")
        XCTAssertEqual(try tmux.styledLines()[0].reversedText, "[1 Books]")
    }

    func testTheBrowseSubcommandStartsTheSameApp() throws {
        let catalog = try scratch.writeCatalog(books)
        try tmux.startBookdir("browse", catalog: catalog, dataDir: dataDir)
        try waitForTab(1)
        try waitForPosition("1/2")
        XCTAssertTrue(try tmux.capture().contains("Alpha Book"))
        try quitAndCheckShell()
    }

    func testQQuitsAndGivesTheShellBack() throws {
        try launch(books)
        try quitAndCheckShell()
    }

    func testControlCQuitsAndGivesTheShellBack() throws {
        try launch(books)
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testControlCQuitsEvenFromATextField() throws {
        try launch(books)
        try tmux.sendKeys("3")
        try waitForTab(3)
        try tmux.sendText("half a tit")
        try tmux.waitFor("> Title:    half a tit")
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testOtherKeysDoNotQuit() throws {
        try launch()
        try tmux.sendText("xé日本")
        try tmux.sendKeys("Escape", "Up", "F1", "Enter", "Tab", "C-a", "C-u", "F5")
        try tmux.sendText("q")
        try tmux.waitFor("> Search: q")
        XCTAssertTrue(try tmux.isAlternateScreenOn(), "q typed into the search field quit")
        try waitForTab(2)
        try tmux.sendKeys("Escape")
        try tmux.waitFor("  Search: q")
        try quitAndCheckShell()
    }

    func testSIGTERMRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGTERM)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGTERM))
    }

    func testSIGHUPRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGHUP)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGHUP))
    }

    func testSIGINTFromKillRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGINT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGINT))
    }

    func testSIGINTInATextFieldRestoresTheTerminal() throws {
        try launch(books)
        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.sendText("bet")
        try tmux.waitFor("1 book matches")
        try tmux.kill(SIGINT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGINT))
    }

    /// Every other signal whose default action ends the process, sent with kill as a user, a
    /// timer or a resource limit would: the terminal is restored and the shell sees the process
    /// end of that signal.
    func testEveryTerminatingSignalRestoresTheTerminal() throws {
        let signals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
                                SIGTRAP, SIGBUS, SIGILL, SIGFPE, SIGSTKFLT, SIGPWR, SIGIO, 34, 40, 64]
        for signal in signals {
            try launch(books)
            try tmux.kill(signal)
            XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(signal), "signal \(signal)")
            try tmux.type("clear")
            try tmux.waitUntil("the shell's screen cleared") { !$0.contains("STTY") }
        }
    }

    func testACrashSignalStillRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGSEGV)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGSEGV))
    }

    func testAnAbortStillRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGABRT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGABRT))
    }

    func testSIGQUITStillRestoresTheTerminal() throws {
        try launch(books)
        try tmux.kill(SIGQUIT)
        XCTAssertEqual(try tmux.assertShellRestored(), 128 + Int(SIGQUIT))
    }

    func testClosingThePaneEndsTheApp() throws {
        try launch(books)
        let pid = try tmux.appProcessID()
        try tmux.closePane()
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while Foundation.kill(pid, 0) == 0 && Date() < deadline { usleep(50_000) }
        XCTAssertNotEqual(Foundation.kill(pid, 0), 0, "bookdir kept running after its terminal closed")
    }

    func testSIGTSTPGivesTheShellBackAndFgRedrawsWhereTheUserWas() throws {
        try launch(books)
        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.sendText("alpha")
        try tmux.waitFor("1 book matches")
        try tmux.kill(SIGTSTP)
        try tmux.waitFor("Stopped")
        try tmux.assertShellRestored()
        try tmux.type("fg")
        let screen = try waitForTab(2)
        XCTAssertTrue(screen.contains("> Search: alpha"), screen)
        XCTAssertEqual(try tmux.format("#{cursor_flag} #{cursor_x},#{cursor_y}"), "1 15,1", "the cursor is back at the end of the query")
        XCTAssertTrue(screen.contains("1 book matches"), screen)
        XCTAssertTrue(try tmux.isAlternateScreenOn())
        try tmux.sendKeys("Escape")
        try tmux.waitFor("  Search: alpha")
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 0)
    }

    func testAResizeWhileSuspendedIsFollowedOnResume() throws {
        try launch(books)
        try tmux.kill(SIGTSTP)
        try tmux.waitFor("Stopped")
        try tmux.resize(width: 60, height: 20)
        try tmux.type("fg")
        let rows = try waitForRow(19, "the status bar on the last of 20 rows") { $0.hasPrefix("↑↓ move") }
        XCTAssertEqual(rows.count, 20)
        // At 60 columns the five tabs fit, but "bookdir" no longer does.
        XCTAssertEqual(rows[0], Self.tabBar(1))
        XCTAssertTrue(rows[3].hasPrefix("Alpha Book") && rows[3].hasSuffix("Picture Book 2020"), rows[3])
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 0)
    }

    func testSIGTERMWhileSuspendedEndsTheAppCleanlyOnResume() throws {
        try launch(books)
        try tmux.kill(SIGTSTP)
        try tmux.waitFor("Stopped")
        let pid = try tmux.appProcessID()
        try tmux.kill(SIGTERM)
        try tmux.type("fg")
        // The shell's screen was already back while stopped: wait for the app to end instead.
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while Foundation.kill(pid, 0) == 0 && Date() < deadline { usleep(50_000) }
        XCTAssertNotEqual(Foundation.kill(pid, 0), 0, "bookdir kept running after SIGTERM and fg")
        XCTAssertFalse(try tmux.isAlternateScreenOn())
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 128 + Int(SIGTERM))
    }

    func testControlZSuspendsAndFgRedraws() throws {
        try launch(books)
        try tmux.sendKeys("C-z")
        try tmux.waitFor("Stopped")
        try tmux.assertShellRestored()
        try tmux.type("fg")
        let screen = try waitForTab(1)
        XCTAssertTrue(screen.contains("Alpha Book"), screen)
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(commandLineVisible: false), 0)
    }

    func testTheLayoutFollowsResizesDownToOneByOne() throws {
        try launch(books)
        try waitForPosition("1/2")

        try tmux.resize(width: 40, height: 12)
        var rows = try waitForRow(0, "the tab bar at 40 columns") { $0 == "[1 Books]  2   3   4   5         bookdir" }
        XCTAssertEqual(rows.count, 12)
        XCTAssertTrue(rows[2].hasPrefix("Title") && rows[2].hasSuffix("Cat"), "the narrow list has the short category column: \(rows[2])")
        XCTAssertTrue(rows[3].hasPrefix("Alpha Book") && rows[3].hasSuffix("PB"), rows[3])
        XCTAssertTrue(rows[11].hasPrefix("↑↓ move"), rows[11])
        XCTAssertTrue(rows.allSatisfy { $0.count <= 40 })

        try tmux.resize(width: 30, height: 8)
        let notice = "Terminal too small: 30×8. bookdir needs at least 40×10. Ctrl-C quits."
        let small = try tmux.waitUntil("the too-small notice") { screen in
            self.joinedRows(Self.rows(of: screen), from: 0, through: 7) == notice
        }
        XCTAssertFalse(small.contains("Books"), small)

        try tmux.sendKeys("j")
        try tmux.resize(width: 1, height: 1)
        // One cell is the bottom-right corner too, which curses cannot always fill: the test
        // asks only that the app lives through it and draws again when the pane grows.
        let pid = try tmux.appProcessID()
        try tmux.sendKeys("j")
        XCTAssertEqual(Foundation.kill(pid, 0), 0)
        try tmux.resize(width: 10, height: 3)
        try tmux.waitFor("Terminal")

        try tmux.resize(width: 80, height: 24)
        rows = Self.rows(of: try waitForTab(1))
        XCTAssertTrue(rows[1].hasPrefix("[All 2]"), rows[1])
        try waitForPosition("1/2")
        XCTAssertEqual(try tmux.styledLines()[3].reversedText, "Alpha Book                            Ann Author               Picture Book 2020",
                       "the j pressed while too small acted on nothing")
        try quitAndCheckShell()
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
        try tmux.startBookdir(dataDir: dataDir, environment: ["TERM": "dumb"])
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
