/// Why the terminal app could not start; each message is a sentence for the user.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a script).
    case notATerminal
    /// curses does not know the terminal type named by `TERM`.
    case unknownTerminal(String)
    /// The operating system refused something the session needs (the reason).
    case setupFailed(String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            return "bookdir needs a terminal to show its screens, but standard input or output is not one; "
                + "in scripts and pipes use the subcommands instead: bookdir list, bookdir search WORDS, "
                + "bookdir show ID, bookdir suggest, bookdir suggestions (see bookdir --help)."
        case .unknownTerminal(let name):
            let shown = name.isEmpty ? "(unset)" : "\"\(name)\""
            return "bookdir cannot draw on the terminal type \(shown) named by TERM; "
                + "set TERM to a known type, for example: TERM=xterm-256color bookdir"
        case .setupFailed(let reason):
            return "bookdir could not set up the terminal: \(reason)."
        }
    }
}
