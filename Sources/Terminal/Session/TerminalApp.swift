import Widgets
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen app's event loop: starts the terminal session, draws the first frame at once,
/// then waits for keys, signals and background jobs, and restores the terminal however it ends.
///
/// Wiring, in the executable:
/// ```swift
/// let app = TerminalApp()
/// let worker = BackgroundWorker(mainQueue: app.mainQueue)  // completions come back on the loop
/// let exit = try app.run(RootScreenClient(...))             // blocks until quit or a signal
/// exit.endProcessIfSignalled()
/// ```
public final class TerminalApp {
    /// Where background work posts its results; the loop runs them and redraws.
    public let mainQueue = MainQueue()
    /// The key that suspends the app to the shell (`fg` resumes it), handled before the client
    /// sees it; `nil` passes every key to the client. In raw mode Ctrl-Z arrives as a key.
    public var suspendKey: Key? = .control("z")
    /// The most keys handed to the client together: a huge paste goes in several bursts (each
    /// still typed at once), so that the keys waiting never pile up in memory.
    static let longestBurst = 4_096
    private let environment: [String: String]
    private var session: TerminalSession?
    /// The colours of each kind of cell (the configuration file's `[theme]`).
    public var theme: Theme = .dark
    /// Whether the cursor is shown at the focus (the configuration file's `show-cursor`).
    public var showsFocusCursor = false

    /// An app reading `NO_COLOR` and `TERM` from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Runs `client` full screen until it asks to quit or a signal arrives whose default action
    /// ends the process (interrupt, terminate, hang-up, SIGUSR1, SIGALRM, SIGPIPE …), and says which. The terminal is restored before this returns or throws.
    ///
    /// Throws ``TerminalError/notATerminal`` (with a sentence for the user) when standard input
    /// or output is not a terminal, and the other ``TerminalError`` cases when curses cannot start.
    public func run<Client: TerminalClient>(_ client: Client) throws(TerminalError) -> TerminalExit {
        guard TerminalSession.isInteractive else { throw .notATerminal }
        let relay = try SignalRelay()
        defer { relay.uninstall() }
        let session = TerminalSession()
        session.theme = theme
        session.showsFocusCursor = showsFocusCursor
        try session.start(environment: environment)
        self.session = session
        let watchdog = try SignalWatchdog()
        defer {
            watchdog.stop()
            session.stop()
            self.session = nil
        }
        return loop(client, session: session, relay: relay, watchdog: watchdog)
    }

    /// Sends `text` to the terminal's clipboard with the OSC 52 escape (terminals and tmux that
    /// allow it put it on the system clipboard). Returns `false` when the app is not running.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard session?.isActive == true else { return false }
        return TerminalSession.write("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }

    private func loop<Client: TerminalClient>(
        _ client: Client, session: TerminalSession, relay: SignalRelay, watchdog: SignalWatchdog
    ) -> TerminalExit {
        var client = client
        func drawFrame() {
            let size = session.size
            var canvas = Canvas(width: size.columns, height: size.rows)
            client.render(into: &canvas)
            session.draw(canvas)
        }
        drawFrame()

        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: relay.readDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        var reader = KeyReader()
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            // A poll that fails for good, or a terminal that hung up, ends the app as a hang-up does.
            if ready < 0 && errno != EINTR { return .signal(SIGHUP) }
            let terminalGone = ready > 0 && descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0

            for signal in relay.receivedSignals() {
                if SignalRelay.isTerminating(signal) {
                    watchdog.loopIsEnding()
                    return .signal(signal)
                }
                switch signal {
                case SIGTSTP: session.suspend(relay: relay)
                case SIGCONT: session.invalidate()
                case SIGWINCH: session.followTerminalSize()
                default: break
                }
            }

            // Every key already waiting goes to the client as one burst (a paste is typed at
            // once, in bursts of at most `longestBurst` keys); the suspend key ends a burst, so
            // the keys before it act before the shell has the terminal.
            var burst: [Key] = []
            func take(_ key: Key) -> Bool {
                if key == .resize { session.followTerminalSize() }
                if let suspendKey, key == suspendKey {
                    guard client.handle(keys: burst) else { return false }
                    burst.removeAll()
                    session.suspend(relay: relay)
                    return true
                }
                burst.append(key)
                guard burst.count == Self.longestBurst else { return true }
                guard client.handle(keys: burst) else { return false }
                burst.removeAll(keepingCapacity: true)
                return true
            }
            while let input = session.nextInput() {
                for key in reader.read(input) where !take(key) { return .quit }
            }
            for key in reader.flush() where !take(key) { return .quit }
            if !burst.isEmpty, !client.handle(keys: burst) { return .quit }

            if terminalGone { return .signal(SIGHUP) }
            mainQueue.runPending()
            drawFrame()
        }
    }
}
