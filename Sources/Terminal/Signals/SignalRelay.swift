#if canImport(Glibc)
import Glibc
#endif

/// The write ends of the relay's pipe and of the watchdog's, read by the signal handler (which
/// may touch nothing else); -1 when there is none.
nonisolated(unsafe) private var relayWriteDescriptor: Int32 = -1
nonisolated(unsafe) var watchdogWriteDescriptor: Int32 = -1

/// The signal handler: writes the signal's number to the relay's pipe (and the watchdog's) and
/// returns. It calls no curses and allocates nothing; `write` is async-signal-safe, and `errno` is kept.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayWriteDescriptor, &byte, 1)
    if watchdogWriteDescriptor >= 0 { _ = write(watchdogWriteDescriptor, &byte, 1) }
    errno = savedErrno
}

/// Turns the signals that concern the screen (interrupt, terminate, hang-up, stop, continue,
/// window change, and every other signal whose default action ends the process) into bytes on a
/// pipe that the event loop polls, so that all the work they call for happens in the loop, never
/// in a handler: the loop ends on a terminating signal, the terminal is restored, and the process
/// then ends of that signal. A terminating signal ignored when the app starts stays ignored.
/// (The faults a crash arrives as are ``CrashGuard``'s.)
///
/// Installed before curses starts, so curses leaves these signals to us.
final class SignalRelay {
    /// The signals that end the process by default and can arrive at any time (from `kill`, a
    /// timer, a resource limit, a closed pipe): SIGINT, SIGTERM, SIGHUP and the rest, the
    /// real-time signals included.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM,
                                       SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGSTKFLT, SIGPWR, SIGIO]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// The signals relayed.
    static let relayed: [Int32] = terminating + [SIGTSTP, SIGCONT, SIGWINCH]

    /// Whether `signal` ends the app (after the terminal is restored).
    static func isTerminating(_ signal: Int32) -> Bool {
        terminating.contains(signal)
    }

    /// The end the event loop polls and reads.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    /// The handlers found on install, as raw addresses (0 is SIG_DFL): collections of optional C
    /// function pointers are not iterated reliably by unoptimised Swift 6.3 builds.
    private var previousHandlers: [Int32: Int] = [:]

    /// Opens the pipe and installs the handlers.
    init() throws(TerminalError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .setupFailed("could not open a pipe for signals (\(String(cString: strerror(errno))))")
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        relayWriteDescriptor = writeDescriptor
        for signal in Self.relayed { install(signal) }
    }

    /// Relays `signal` (again) to the pipe; a terminating signal ignored before stays ignored.
    func install(_ signal: Int32) {
        let previous = Glibc.signal(signal, relaySignal)
        let handler = previous.map { unsafeBitCast($0, to: Int.self) } ?? 0
        if handler == unsafeBitCast(SIG_IGN, to: Int.self) && Self.isTerminating(signal) {
            _ = Glibc.signal(signal, SIG_IGN)
            return
        }
        if previousHandlers[signal] == nil {
            previousHandlers[signal] = handler
        }
    }

    /// Gives `signal` its default action (to stop the process for real on suspend).
    func setDefault(_ signal: Int32) {
        _ = Glibc.signal(signal, SIG_DFL)
    }

    /// The signals received since the last call, in the order they arrived.
    func receivedSignals() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// Puts back the handlers that were there before and closes the pipe.
    func uninstall() {
        for (signal, previous) in previousHandlers {
            _ = Glibc.signal(signal, previous == 0 ? SIG_DFL : unsafeBitCast(previous, to: sighandler_t.self))
        }
        previousHandlers = [:]
        relayWriteDescriptor = -1
        close(readDescriptor)
        close(writeDescriptor)
    }
}
