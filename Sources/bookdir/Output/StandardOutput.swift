#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output as one buffer of bytes, written in large pieces: output costs what writing
/// its bytes costs, and a long listing streams (the first lines leave while the rest are made).
///
/// A closed pipe (`bookdir list | head -1`) ends the process at once and silently, the way it
/// ends `ls`, `cat` or `jq`: by `SIGPIPE`, which shells report as status 141 (under
/// `set -o pipefail`). When the signal is ignored (a parent may ignore it), the write's `EPIPE`
/// restores its default action and raises it, so the outcome is the same. Any other write
/// failure (a full disk) is a data error naming standard output.
final class StandardOutput {
    /// Bytes not yet written.
    var bytes: [UInt8] = []
    /// The file descriptor written to; `nil` keeps every byte in ``bytes`` (to read them back).
    private let descriptor: Int32?
    /// Pending bytes are written once there are at least this many.
    static let pieceSize = 1 << 16

    /// Standard output, or another descriptor, or none (`nil`: the bytes are only collected).
    init(descriptor: Int32? = STDOUT_FILENO) {
        self.descriptor = descriptor
        bytes.reserveCapacity(Self.pieceSize + 4096)
    }

    /// Appends the UTF-8 of `text`, which must already be safe to print.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Writes the pending bytes once a piece is full.
    @inline(__always)
    func flushIfFull() throws(CommandFailure) {
        if bytes.count >= Self.pieceSize { try flush() }
    }

    /// Writes every pending byte.
    func flush() throws(CommandFailure) {
        guard let descriptor else { return }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
            } else if errno == EINTR {
                continue
            } else if errno == EPIPE {
                Self.endForClosedPipe()
            } else {
                let reason = String(cString: strerror(errno))
                bytes.removeAll(keepingCapacity: true)
                throw CommandFailure.dataError("Could not write to standard output: \(reason).")
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends the process as `SIGPIPE` would have, had it not been ignored.
    private static func endForClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }
}
