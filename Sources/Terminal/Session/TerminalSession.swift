import Widgets
import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// The one owner of the real terminal: starts curses, copies canvases to it, reads input, and
/// always gives the terminal back (``stop()`` is safe to call more than once).
public final class TerminalSession {
    /// Whether both standard input and standard output are terminals.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Whether curses is running (started and not stopped).
    public private(set) var isActive = false
    private var screen: OpaquePointer?
    private var painter = CanvasPainter(colors: nil)

    /// The colours of each kind of cell (``Theme``); `NO_COLOR` still draws none.
    public var theme: Theme = .dark
    /// Whether the cursor is shown at the focus (the selected row); it is put there either way.
    public var showsFocusCursor = false

    /// A session that has not started yet.
    public init() {}

    deinit { stop() }

    /// Starts curses on standard input and output: the locale's wide characters, the alternate
    /// screen, raw keys without echo, the keypad, a 25 ms Escape delay, mouse clicks and wheel,
    /// bracketed paste,
    /// and colour over the terminal's default background when the terminal has colour and
    /// `NO_COLOR` is unset or empty.
    public func start(environment: [String: String]) throws(TerminalError) {
        guard !isActive else { return }
        guard Self.isInteractive else { throw .notATerminal }
        Self.setUpLocale()
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r") else {
            throw .setupFailed("could not open the terminal's input and output")
        }
        var shellModes = termios()
        let hasShellModes = tcgetattr(0, &shellModes) == 0
        guard let screen = newterm(nil, output, input) else {
            throw .unknownTerminal(environment["TERM"] ?? "")
        }
        guard Self.canAddressCursor() else {
            endwin()
            delscreen(screen)
            throw .unknownTerminal(environment["TERM"] ?? "")
        }
        self.screen = screen
        isActive = true
        raw()
        noecho()
        nonl()
        set_escdelay(25)
        if let window = bookdir_stdscr() {
            keypad(window, true)
            nodelay(window, true)
            intrflush(window, false)
        }
        Self.defineAlternateKeySequences()
        KeyReader.defineKeys()
        curs_set(0)
        mouseinterval(0)
        mousemask(KeyDecoder.mouseMask, nil)

        var colors: ColorPairTable?
        if has_colors(), (environment["NO_COLOR"] ?? "").isEmpty, theme.usesColor, start_color() != ERR {
            let hasDefaults = use_default_colors() != ERR
            colors = ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: hasDefaults)
        }
        painter = CanvasPainter(colors: colors, theme: theme, availableColors: Int(bookdir_colors()))
        painter.showsFocusCursor = showsFocusCursor
        Self.bufferOutput()
        Self.write(KeyReader.enableBracketedPaste)
        if hasShellModes { CrashGuard.install(shellModes: shellModes) }
    }

    /// Writes `text` to the terminal (standard output) at once, past curses; returns whether all
    /// of it was written.
    @discardableResult
    static func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// Starts curses drawing into /dev/null at `columns` × `rows`, as if on a terminal of type
    /// `terminalType` with colour: for benchmarks and tests that time or check ``draw(_:)``
    /// without a terminal. No signals are handled and no input is read.
    public func startOffscreen(columns: Int, rows: Int, terminalType: String = "xterm-256color") throws(TerminalError) {
        guard !isActive else { return }
        Self.setUpLocale()
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
            throw .setupFailed("could not open /dev/null")
        }
        guard let screen = newterm(terminalType, output, input) else { throw .unknownTerminal(terminalType) }
        guard Self.canAddressCursor() else {
            endwin()
            delscreen(screen)
            throw .unknownTerminal(terminalType)
        }
        self.screen = screen
        isActive = true
        resizeterm(Int32(max(1, rows)), Int32(max(1, columns)))
        var colors: ColorPairTable?
        if has_colors(), start_color() != ERR {
            colors = ColorPairTable(capacity: Int(bookdir_color_pairs()), hasDefaultColors: use_default_colors() != ERR)
        }
        painter = CanvasPainter(colors: colors, theme: theme, availableColors: Int(bookdir_colors()))
        painter.showsFocusCursor = showsFocusCursor
        Self.bufferOutput()
    }

    /// Row `y` as curses holds it now (wide characters once, continuation cells skipped): what
    /// the last ``draw(_:)`` left there.
    public func screenLine(_ y: Int) -> String {
        guard isActive, let window = bookdir_stdscr() else { return "" }
        var buffer = [wchar_t](repeating: 0, count: Int(bookdir_cols()) * 6 + 1)
        guard mvwinnwstr(window, Int32(y), 0, &buffer, Int32(buffer.count - 1)) != ERR else { return "" }
        let scalars = buffer.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, restores echo and
    /// line mode, stops bracketed paste. Does nothing when not started.
    public func stop() {
        guard isActive else { return }
        isActive = false
        mousemask(0, nil)
        curs_set(1)
        endwin()
        Self.write(KeyReader.disableBracketedPaste)
        if let screen { delscreen(screen) }
        screen = nil
        CrashGuard.uninstall()
    }

    /// The terminal's size in cells as curses knows it.
    public var size: (columns: Int, rows: Int) {
        guard isActive else { return (0, 0) }
        return (Int(max(0, bookdir_cols())), Int(max(0, bookdir_lines())))
    }

    /// Copies `canvas` to the screen and updates the terminal.
    public func draw(_ canvas: Canvas) {
        guard isActive else { return }
        let size = self.size
        painter.paint(canvas, rows: size.rows, columns: size.columns)
    }

    /// The next input curses has for us, without waiting; `nil` when there is none.
    func nextInput() -> CursesInput? {
        guard isActive, let window = bookdir_stdscr() else { return nil }
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK:
            return .character(UInt32(value))
        case KEY_CODE_YES where Int32(value) == KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return .keyCode(KEY_MOUSE) }
            return .mouse(x: Int(event.x), y: Int(event.y), buttons: UInt(event.bstate))
        case KEY_CODE_YES:
            return .keyCode(Int32(value))
        default:
            return nil
        }
    }

    /// Reads the window size from the terminal and resizes curses to it; curses then queues a
    /// `KEY_RESIZE` key. Call when the window changed (SIGWINCH) or after a resume.
    func followTerminalSize() {
        guard isActive else { return }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return }
        if Int32(size.ws_row) != bookdir_lines() || Int32(size.ws_col) != bookdir_cols() {
            resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        }
        painter.invalidate()
    }

    /// Makes the next ``draw(_:)`` repaint every cell from scratch (the terminal's contents are unknown).
    func invalidate() {
        guard isActive else { return }
        if let screen = bookdir_curscr() { clearok(screen, true) }
        painter.invalidate()
    }

    /// Gives the terminal back while the process is stopped: restores it, stops with the default
    /// action of SIGTSTP (through `relay`), and when continued takes the terminal again, at its
    /// current size, for a full redraw on the next ``draw(_:)``.
    func suspend(relay: SignalRelay) {
        guard isActive else { return }
        endwin()
        Self.write(KeyReader.disableBracketedPaste)
        relay.setDefault(SIGTSTP)
        _ = raise(SIGTSTP)
        relay.install(SIGTSTP)
        Self.write(KeyReader.enableBracketedPaste)
        followTerminalSize()
        invalidate()
    }

    /// Makes curses send each frame in as few writes as it can.
    ///
    /// ncurses 6.4 writes its buffer to the terminal after every cursor movement until the
    /// screen has once been suspended and resumed (its "initial" state is meant for programs
    /// that use only the low-level terminfo calls), which makes a 200×60 frame about 150 small
    /// writes. Suspending before the first frame is drawn (nothing is on the screen yet) moves
    /// it to the running state: the first `doupdate` resumes it, and from then on a frame is
    /// one write. Curses also stops polling the keyboard in the middle of a frame: the
    /// terminal loop reads every waiting key before it draws.
    private static func bufferOutput() {
        def_prog_mode()
        endwin()
        typeahead(-1)
    }

    /// Whether the terminal can move its cursor to any cell (`cup`): without it (TERM=dumb)
    /// there is no full screen to draw.
    private static func canAddressCursor() -> Bool {
        guard let move = tigetstr("cup") else { return false }
        return Int(bitPattern: move) != -1
    }

    /// Teaches curses the Home and End sequences that terminals send whatever TERM claims
    /// (tmux and screen send `ESC [1~` and `ESC [4~` even under TERM=xterm-256color; xterm
    /// sends `ESC [H`/`ESC [F` or `ESC OH`/`ESC OF` depending on its cursor-key mode).
    private static func defineAlternateKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
        ]
        for (sequence, code) in sequences where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }

    /// Switches to the user's locale for wide characters; when that locale is not UTF-8 (an
    /// unset `LANG`), uses C.UTF-8 for characters so typed é, ñ and 日本 still arrive whole.
    private static func setUpLocale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
