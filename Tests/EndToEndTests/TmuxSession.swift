import Foundation
import XCTest

/// Drives the real `bookdir` binary inside a private tmux server: a bash shell in an 80×24 pane
/// (TERM=xterm-256color, LANG=C.UTF-8, escape-time 0, no NO_COLOR: `swift test` sets it for the
/// tests, and the pane would inherit it) into which commands are typed, so that
/// after the app ends the same shell can be inspected.
final class TmuxSession {
    /// How long ``waitFor(_:timeout:file:line:)`` and friends poll before failing: generous,
    /// because the machine may be busy; nothing here asserts speed.
    static let defaultTimeout: TimeInterval = 10

    /// The private tmux server's socket name.
    let socket: String
    /// The bookdir executable under test.
    let binary: String
    private let tmux: String
    /// How many times ``assertShellRestored(commandLineVisible:file:line:)`` has asked the shell.
    private var reports = 0

    /// Starts a tmux server with one shell pane of `width` × `height`. Skips the test when tmux
    /// is not installed.
    init(width: Int = 80, height: Int = 24) throws {
        guard let tmux = Self.findExecutable("tmux") else {
            throw XCTSkip("tmux is not installed; `make test-deps` installs it")
        }
        self.tmux = tmux
        binary = try Self.findBinary()
        socket = "bookdir-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        let shell = "ulimit -c 0; exec env -u TMUX -u NO_COLOR -u COLORTERM TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' SWIFT_BACKTRACE=interactive=no "
            + "HISTFILE=/dev/null bash --norc --noprofile"
        try tmuxCommand(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                         "-c", FileManager.default.temporaryDirectory.path, shell])
        try tmuxCommand(["set-option", "-g", "escape-time", "0"])
        try tmuxCommand(["set-option", "-g", "set-clipboard", "on"])
        try waitUntil("the shell prompt") { $0.contains("$") }
    }

    deinit { stop() }

    /// Ends the tmux server and everything in it, and removes its socket (which tmux leaves).
    func stop() {
        _ = try? tmuxCommand(["kill-server"])
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// Types `command` into the shell and presses Enter.
    func type(_ command: String) throws {
        try tmuxCommand(["send-keys", "-l", command])
        try tmuxCommand(["send-keys", "Enter"])
    }

    /// Types the command that starts bookdir, with `arguments` (already shell-quoted) and extra
    /// `environment` variables.
    private func startApp(_ arguments: String = "", environment: [String: String] = [:]) throws {
        let assignments = environment.sorted { $0.key < $1.key }
            .map { "\($0.key)='\($0.value.replacingOccurrences(of: "'", with: "'\\''"))' " }.joined()
        try type(assignments + "'\(binary)'" + (arguments.isEmpty ? "" : " " + arguments))
    }

    /// Types the command that starts bookdir's app on `catalog` (the bundled catalog when `nil`)
    /// with the user's data in `dataDir`, plus extra `environment` variables:
    /// `bookdir [subcommand] --catalog PATH --data-dir PATH`. The one place that knows how
    /// bookdir is told where its files are.
    func startBookdir(
        _ subcommand: String? = nil, catalog: String? = nil, dataDir: String, environment: [String: String] = [:]
    ) throws {
        var arguments = ["--data-dir", dataDir]
        if let catalog { arguments = ["--catalog", catalog] + arguments }
        if let subcommand { arguments = [subcommand] + arguments }
        try startApp(arguments.map(Self.shellQuoted).joined(separator: " "), environment: environment)
    }

    /// `text` in single quotes for bash.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Pastes `text` into the pane through a tmux buffer (all of it in one write, as a terminal
    /// pastes; between the bracketed-paste marks with `bracketed` when the app asked for them),
    /// then deletes the buffer so that ``clipboard()`` still reports only what the app set.
    func paste(_ text: String, bracketed: Bool = false) throws {
        try tmuxCommand(["set-buffer", "-b", "e2e-paste", text])
        try tmuxCommand(["paste-buffer", "-d", "-b", "e2e-paste"] + (bracketed ? ["-p"] : []))
    }

    /// Clicks the left button at column `x`, row `y` (from 0) as an xterm reports it in SGR
    /// mode (press, then release); the app reads it when it asked for mouse events.
    func click(x: Int, y: Int) throws {
        try sendText("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    /// The pane's rows as plain text (trailing blanks dropped by tmux).
    func lines() throws -> [String] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The pane's rows with their attributes, as tmux reports them with `capture-pane -e`.
    func styledLines() throws -> [StyledLine] {
        StyledLine.parse(try tmuxCommand(["capture-pane", "-p", "-e"]))
    }

    /// The pane's title as the terminal set it (escape sequences in data must never change it).
    func paneTitle() throws -> String {
        try tmuxCommand(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .newlines)
    }

    /// Sends tmux key names (`q`, `C-c`, `Enter`, `Up`, `BTab` …), one key per argument. Escape
    /// goes alone, with a pause after it, as a person presses it: a terminal sends Alt-3 as Escape
    /// and 3 at once.
    func sendKeys(_ keys: String...) throws {
        var rest = keys[...]
        while let escape = rest.firstIndex(of: "Escape") {
            try tmuxCommand(["send-keys"] + rest[...escape])
            usleep(100_000)
            rest = rest[(escape + 1)...]
        }
        if !rest.isEmpty { try tmuxCommand(["send-keys"] + rest) }
    }

    /// Sends `text` literally, as if typed or pasted.
    func sendText(_ text: String) throws {
        try tmuxCommand(["send-keys", "-l", text])
    }

    /// What the pane shows now, one line per row; with `joiningWrappedLines`, a line the
    /// terminal wrapped comes back whole.
    func capture(joiningWrappedLines: Bool = false) throws -> String {
        try tmuxCommand(["capture-pane", "-p"] + (joiningWrappedLines ? ["-J"] : []))
    }

    /// What reached the clipboard (tmux's newest paste buffer, which OSC 52 fills), or `nil`.
    func clipboard() throws -> String? {
        let buffers = try tmuxCommand(["list-buffers", "-F", "#{buffer_name}"])
        guard !buffers.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return try tmuxCommand(["show-buffer"])
    }

    /// Whether the pane is showing the alternate screen (a full-screen app is drawing).
    func isAlternateScreenOn() throws -> Bool {
        try tmuxCommand(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// A tmux format's value for the pane, such as `#{cursor_flag}` (the cursor is shown) or
    /// `#{mouse_any_flag}` (the program asked for mouse events).
    func format(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the pane's window to `width` × `height`.
    func resize(width: Int, height: Int) throws {
        try tmuxCommand(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the pane every 50 ms until it shows `text`, and returns that capture; fails the
    /// test (with the last capture) after `timeout`.
    @discardableResult
    func waitFor(
        _ text: String, timeout: TimeInterval = defaultTimeout, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        try waitUntil("the pane to show \"\(text)\"", timeout: timeout, file: file, line: line) { $0.contains(text) }
    }

    /// Polls the pane every 50 ms until `condition` holds for a capture that a second capture
    /// 50 ms later confirms unchanged (so a frame caught half drawn is not taken for the
    /// result), and returns it.
    @discardableResult
    func waitUntil(
        _ description: String, timeout: TimeInterval = defaultTimeout,
        file: StaticString = #filePath, line: UInt = #line, _ condition: (String) throws -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        repeat {
            last = try capture()
            if try condition(last) {
                usleep(50_000)
                if try capture() == last { return last }
                continue
            }
            usleep(50_000)
        } while Date() < deadline
        XCTFail("Timed out after \(timeout) s waiting for \(description). The pane shows:\n\(last)", file: file, line: line)
        throw TmuxError.timedOut(description)
    }

    /// The process id of the program the shell is running (bookdir), waiting for it to start.
    func appProcessID(file: StaticString = #filePath, line: UInt = #line) throws -> pid_t {
        let shell = pid_t(try tmuxCommand(["display-message", "-p", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let deadline = Date().addingTimeInterval(Self.defaultTimeout)
        repeat {
            if let child = Self.children(of: shell).first { return child }
            usleep(50_000)
        } while Date() < deadline
        XCTFail("bookdir did not start under the shell (pid \(shell))", file: file, line: line)
        throw TmuxError.timedOut("bookdir's process")
    }

    /// Closes the pane as a user closing the window would (its programs get a hang-up).
    func closePane() throws {
        try tmuxCommand(["kill-pane"])
    }

    /// Sends `signal` to the app's process.
    func kill(_ signal: Int32) throws {
        let pid = try appProcessID()
        _ = Foundation.kill(pid, signal)
    }

    /// Waits until the shell is back in charge with its prompt, then checks what the user would:
    /// the alternate screen is gone (the typed command line is visible again), the cursor is
    /// shown, mouse reporting and the application keypad are off, and `stty -a` shows echo and
    /// canonical (line) mode on. Returns `$?` of the app as the shell saw it.
    @discardableResult
    func assertShellRestored(
        commandLineVisible: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        try waitUntil("the alternate screen to end", file: file, line: line) { _ in try !isAlternateScreenOn() }
        if commandLineVisible {
            // With the history: a crash's backtrace may have scrolled the command line off the screen.
            let shell = try tmuxCommand(["capture-pane", "-p", "-J", "-S", "-500"])
            XCTAssertTrue(shell.contains(binary), "the command line typed before the app is not visible again", file: file, line: line)
        }
        // What else a full-screen program switches on must be off again for the shell.
        XCTAssertEqual(try format("#{cursor_flag}"), "1", "the cursor is still hidden", file: file, line: line)
        XCTAssertEqual(try format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}"), "000",
                       "mouse reporting is still on", file: file, line: line)
        XCTAssertEqual(try format("#{keypad_cursor_flag}#{keypad_flag}"), "00",
                       "the keypad is still in application mode", file: file, line: line)
        // A fresh token each time, so that an earlier report still on the screen is not taken for this one.
        reports += 1
        let token = "\(reports)"
        try type("echo \"status\(token)=$?\"; stty -a | tr -s ' ;\\n' '\\n\\n\\n' | grep -x -E -e '-?(echo|icanon)' | sort | tr '\\n' ' '; echo \":STTY\(token)\"")
        let screen = try waitUntil("stty's report", file: file, line: line) { screen in
            screen.split(separator: "\n").contains { $0.hasSuffix(":STTY\(token)") }
        }
        let lines = screen.split(separator: "\n").map(String.init)
        let report = lines.last { $0.hasSuffix(":STTY\(token)") } ?? ""
        XCTAssertEqual(report, "echo icanon :STTY\(token)", "the shell's terminal modes are not restored", file: file, line: line)
        let statusLine = lines.last { $0.hasPrefix("status\(token)=") } ?? ""
        return Int(statusLine.dropFirst("status\(token)=".count)) ?? -1
    }

    /// Runs tmux with `arguments` on this session's socket and returns what it printed.
    ///
    /// Spawned directly and reaped with `waitpid`, output to a file: the tmux server that the
    /// first command forks inherits the child's descriptors, so neither a pipe nor Foundation's
    /// `Process` (which watches a descriptor for the child's end) would ever see it finish.
    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        let argv = ([tmux, "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, nil, argv, envp)
        guard spawned == 0 else { throw TmuxError.commandFailed("could not start \(tmux): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitedCleanly = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
        guard exitedCleanly || arguments.first == "kill-server" else {
            throw TmuxError.commandFailed(arguments.joined(separator: " ") + ": " + text)
        }
        return text
    }

    /// The processes whose parent is `parent`, read from /proc.
    private static func children(of parent: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
        }
    }

    private static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"])
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The bookdir built beside this test bundle (`swift build --build-tests` builds it), or the
    /// one named by BOOKDIR_BINARY.
    static func findBinary() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["BOOKDIR_BINARY"] { return explicit }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let path = directory.appendingPathComponent("bookdir").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw TmuxError.binaryNotFound(candidates.map(\.path))
    }
}

/// Why driving tmux failed.
enum TmuxError: Error, CustomStringConvertible {
    case commandFailed(String)
    case timedOut(String)
    case binaryNotFound([String])

    var description: String {
        switch self {
        case .commandFailed(let detail): return "tmux failed: \(detail)"
        case .timedOut(let what): return "timed out waiting for \(what)"
        case .binaryNotFound(let places):
            return "bookdir is not built; run `swift build --build-tests` first (looked in \(places.joined(separator: ", ")))"
        }
    }
}
