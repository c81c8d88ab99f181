import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends the process on a terminating signal that the event loop does not take up in time: the
/// loop reads signals only between keys, so while it is busy (a long search, a slow file) SIGTERM,
/// SIGINT and SIGHUP would otherwise wait for it — for ever, if it never returns. A thread of its
/// own receives each relayed signal too; when the loop has not said it is ending within
/// ``grace``, the watchdog puts the terminal back (``CrashGuard/restoreTerminalNow()``) and ends
/// the process of that signal, as the loop would have.
final class SignalWatchdog: @unchecked Sendable {
    /// How long the loop has to take up a terminating signal.
    static let grace: Duration = .milliseconds(500)

    private let readDescriptor: Int32
    private let writeDescriptor: Int32
    /// Whether the loop took a terminating signal up (it ends the app itself then).
    private var ending = false
    private let lock = NSLock()
    private let restore: @Sendable () -> Void

    /// Starts the watchdog's thread; `restore` puts the terminal back before the process ends.
    init(restore: @escaping @Sendable () -> Void = CrashGuard.restoreTerminalNow) throws(TerminalError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .setupFailed("could not open a pipe for signals (\(String(cString: strerror(errno))))")
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // The handler must never block: a full pipe drops the byte (the relay has it too).
        _ = fcntl(writeDescriptor, F_SETFL, fcntl(writeDescriptor, F_GETFL) | O_NONBLOCK)
        self.restore = restore
        let thread = Thread { [self] in watch() }
        thread.name = "bookdir signal watchdog"
        thread.start()
        watchdogWriteDescriptor = writeDescriptor
    }

    /// Call when the loop takes up a terminating signal: it ends the app itself.
    func loopIsEnding() {
        lock.withLock { ending = true }
    }

    /// Stops watching (the loop has ended) and ends the thread.
    func stop() {
        loopIsEnding()
        watchdogWriteDescriptor = -1
        close(writeDescriptor)
    }

    private var isEnding: Bool { lock.withLock { ending } }

    /// Reads the relayed signals until ``stop()`` closes the pipe's write end (so the handler
    /// never writes into a pipe without a reader).
    private func watch() {
        var byte: UInt8 = 0
        while true {
            let count = read(readDescriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { break }
            let signal = Int32(byte)
            guard SignalRelay.isTerminating(signal) else { continue }
            let deadline = ContinuousClock.now + Self.grace
            while ContinuousClock.now < deadline {
                if isEnding { break }
                usleep(10_000)
            }
            // The loop ends the app itself; keep reading (the pipe stays open for the handler) until stop().
            if isEnding { continue }
            restore()
            _ = Glibc.signal(signal, SIG_DFL)
            _ = kill(getpid(), signal)
            _exit(128 + signal)
        }
        close(readDescriptor)
    }
}
