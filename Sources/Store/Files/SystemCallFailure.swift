#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: which step failed, on which path, and the `errno` it left.
struct SystemCallFailure: Error, Equatable, Sendable {
    /// The step, as a phrase such as "create the temporary file".
    var step: String
    /// The path the step worked on.
    var path: String
    /// The `errno` value.
    var code: Int32

    /// The operating system's words for ``code``, such as "No space left on device"; for a
    /// symbolic link bookdir refused to follow (ELOOP from `O_NOFOLLOW`), what happened instead.
    var reason: String {
        code == ELOOP ? "It is a symbolic link, which bookdir does not follow there; remove the link" : Self.reason(for: code)
    }

    /// The operating system's words for an `errno` value.
    static func reason(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
