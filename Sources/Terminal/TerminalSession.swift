import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// The one owner of the real terminal: starts curses and always gives the terminal back.
public enum TerminalSession {
    /// Whether both standard input and standard output are terminals.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
}
