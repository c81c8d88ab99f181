#if canImport(Glibc)
import Glibc
#endif

/// Why the event loop ended; the terminal is restored in every case.
public enum TerminalExit: Equatable, Sendable {
    /// The client asked to quit.
    case quit
    /// An interrupt, terminate or hang-up signal arrived (its number).
    case signal(Int32)

    /// Ends the process as the signal would have (so the shell sees it killed by that signal);
    /// does nothing after a quit. Call once the terminal is restored and the app has cleaned up.
    public func endProcessIfSignalled() {
        guard case .signal(let number) = self else { return }
        _ = Glibc.signal(number, SIG_DFL)
        _ = raise(number)
        exit(128 + number)
    }
}
