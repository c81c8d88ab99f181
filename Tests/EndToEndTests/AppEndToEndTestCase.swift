import Foundation
import TestSupport
import XCTest

/// The base of the tests that drive the real app: a private tmux server (stopped in tearDown),
/// a scratch folder for catalogs and data (removed in tearDown), and the app's fixed rows.
class AppEndToEndTestCase: XCTestCase {
    var tmux: TmuxSession!
    var scratch: TemporaryFolder!

    /// The data folder the app is pointed at (inside the scratch folder; created when written).
    var dataDir: String { scratch.path("data") }

    /// The Swift crash reporters running before the test (see ``tearDown()``).
    private var backtracersBefore: Set<Int32> = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        backtracersBefore = Self.backtracers()
        tmux = try TmuxSession()
        scratch = try TemporaryFolder(prefix: "bookdir-e2e")
    }

    override func tearDown() {
        tmux?.stop()
        tmux = nil
        scratch?.remove()
        scratch = nil
        // A test that crashes the app (SIGSEGV, SIGABRT) starts Swift's crash reporter, which
        // outlives its tmux server, waiting, with the files it inherited (the build lock among them).
        for pid in Self.backtracers().subtracting(backtracersBefore) { kill(pid, SIGKILL) }
        super.tearDown()
    }

    /// The processes running `swift-backtrace`.
    private static func backtracers() -> Set<Int32> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                  let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  String(decoding: command.prefix { $0 != 0 }, as: UTF8.self).hasSuffix("swift-backtrace")
            else { return nil }
            return pid
        })
    }

    /// Runs the bookdir under test with `arguments`, then `--catalog catalog` (when given) and
    /// `--data-dir` this test's data folder; gives its exit status and standard output (standard
    /// error dropped).
    func runBookdir(_ arguments: [String], catalog: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.findBinary())
        process.arguments = arguments + (catalog.map { ["--catalog", $0] } ?? []) + ["--data-dir", dataDir]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The tab bar's labels with tab `active` (1 to 5) marked, as the first row starts.
    static func tabBar(_ active: Int) -> String {
        switch active {
        case 1: return "[1 Books]  2 Search   3 Suggestion   4 Lists   5 Review"
        case 2: return " 1 Books  [2 Search]  3 Suggestion   4 Lists   5 Review"
        case 3: return " 1 Books   2 Search  [3 Suggestion]  4 Lists   5 Review"
        case 4: return " 1 Books   2 Search   3 Suggestion  [4 Lists]  5 Review"
        default: return " 1 Books   2 Search   3 Suggestion   4 Lists  [5 Review]"
        }
    }

    /// Starts the app on `books` (written to a catalog in the scratch folder), or on the catalog
    /// at `catalogPath`, or on the bundled catalog, with extra `environment` variables, and waits for the Books pane's tab bar.
    @discardableResult
    func launch(
        _ books: [TestBook]? = nil, catalogPath: String? = nil, dataDir: String? = nil,
        environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let catalog = try books.map { try scratch.writeCatalog($0) } ?? catalogPath
        // Fresh: each launch starts on the Books pane, whatever an earlier launch of the test left.
        try tmux.startBookdir("--fresh", catalog: catalog, dataDir: dataDir ?? self.dataDir, environment: environment)
        let screen = try waitForTab(1, file: file, line: line)
        XCTAssertTrue(try tmux.isAlternateScreenOn(), file: file, line: line)
        return screen
    }

    /// Waits until the first row is the whole tab bar with tab `active` marked (and the app's
    /// name at the right end of 80 columns), and returns that capture.
    @discardableResult
    func waitForTab(_ active: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let bar = Self.tabBar(active)
        return try tmux.waitUntil("the tab bar with tab \(active) active", file: file, line: line) { screen in
            let first = screen.prefix { $0 != "\n" }
            return first.hasPrefix(bar) && first.hasSuffix("bookdir") && first.count == 80
        }
    }

    /// Waits until row `row` of the pane satisfies `condition`, and returns the capture's rows.
    @discardableResult
    func waitForRow(
        _ row: Int, _ description: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping (String) -> Bool
    ) throws -> [String] {
        let screen = try tmux.waitUntil("row \(row) to show \(description)", file: file, line: line) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count > row && condition(String(rows[row]))
        }
        return Self.rows(of: screen)
    }

    /// A capture's rows (without the empty one after its final newline).
    static func rows(of screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Waits until the status bar's right end (the position in the list) reads `note`.
    @discardableResult
    func waitForPosition(_ note: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try waitForRow(23, "the position \(note)", file: file, line: line) { $0.hasSuffix(" " + note) }
    }

    /// The rows of the pane between `first` and `last` (inclusive) with blanks trimmed, joined by
    /// spaces: a message the app wrapped, read back as one sentence.
    func joinedRows(_ rows: [String], from first: Int, through last: Int) -> String {
        rows[first...min(last, rows.count - 1)]
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Quits with q and checks the shell got the terminal back and the app's status was 0.
    func quitAndCheckShell(file: StaticString = #filePath, line: UInt = #line) throws {
        try tmux.sendKeys("q")
        XCTAssertEqual(try tmux.assertShellRestored(file: file, line: line), 0, file: file, line: line)
    }
}
