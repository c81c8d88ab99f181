import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// What the crash handler writes and restores, prepared in advance: it may only read these.
nonisolated(unsafe) private var crashResetBytes: UnsafeMutableBufferPointer<UInt8>?
nonisolated(unsafe) private var crashShellModes: UnsafeMutablePointer<termios>?
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>?

/// The crash handler: puts the terminal back with async-signal-safe calls only (`write` of the
/// prepared reset bytes, `tcsetattr` of the shell's modes), lets the previous handler run (Swift's
/// backtracer prints its report on the restored terminal), then ends the process with the
/// signal's default action, so the shell sees it die of that signal.
private func restoreTerminalOnCrash(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    if let bytes = crashResetBytes {
        _ = write(1, bytes.baseAddress, bytes.count)
    }
    if let modes = crashShellModes {
        _ = tcsetattr(0, TCSANOW, modes)
    }
    if let previous = crashPreviousActions?[Int(signal)] {
        let handler = unsafeBitCast(previous.__sigaction_handler, to: Int.self)
        if previous.sa_flags & SA_SIGINFO != 0, handler != 0 {
            previous.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else if handler != 0 && handler != 1 {
            previous.__sigaction_handler.sa_handler?(signal)
        }
    }
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

/// Gives the terminal back when the process crashes (a trap, a bad access, an abort), which no
/// `defer` can: curses' alternate screen, raw mode and hidden cursor would otherwise outlive it.
enum CrashGuard {
    /// The signals a crash arrives as, and SIGQUIT (whose default also dumps core).
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT]
    private static let actionSlots = 65

    /// Call right after curses starts, with the terminal modes the shell had before it.
    static func install(shellModes: termios) {
        var reset: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            reset += Array(String(cString: value).utf8)
        }
        if let mouse = tigetstr("kmous"), Int(bitPattern: mouse) != -1 {
            reset += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        }
        reset += Array(KeyReader.disableBracketedPaste.utf8)
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, reset.count))
        _ = bytes.initialize(from: reset)
        crashResetBytes = UnsafeMutableBufferPointer(rebasing: bytes[0..<reset.count])

        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        modes.initialize(to: shellModes)
        crashShellModes = modes

        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: actionSlots)
        previous.initialize(repeating: sigaction(), count: actionSlots)
        crashPreviousActions = previous
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = restoreTerminalOnCrash
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            _ = sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Puts the terminal back now, as the crash handler would (the prepared reset bytes, the
    /// shell's modes), from any thread: for a process about to end while its loop is busy.
    static func restoreTerminalNow() {
        if let bytes = crashResetBytes {
            _ = write(1, bytes.baseAddress, bytes.count)
        }
        if let modes = crashShellModes {
            _ = tcsetattr(0, TCSANOW, modes)
        }
    }

    /// Call when curses has given the terminal back: puts the previous handlers back.
    static func uninstall() {
        guard let previous = crashPreviousActions else { return }
        for signal in crashSignals {
            _ = sigaction(signal, previous + Int(signal), nil)
        }
    }
}
