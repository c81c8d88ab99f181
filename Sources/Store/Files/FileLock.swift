import Catalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, shared by every process
/// and every thread that uses the same lock file path.
///
/// The lock file is created when missing and left behind afterwards; only its lock matters.
/// Each use opens the file anew, so two threads of one process exclude each other too. A lock
/// file that is a symbolic link is never followed (`O_NOFOLLOW`): a link planted there cannot
/// make bookdir create or open a file anywhere else.
enum FileLock {
    /// Runs `body` while holding the exclusive lock on `path`, waiting for it as long as needed.
    /// - Throws: ``LockedFailure/lock(_:)`` when the lock file cannot be opened or locked,
    ///   ``LockedFailure/body(_:)`` with whatever `body` throws.
    static func withExclusiveLock<Result>(
        at path: String,
        _ body: () throws(BookStoreError) -> Result
    ) throws(LockedFailure) -> Result {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            throw .lock(SystemCallFailure(step: "open the lock file", path: path, code: errno))
        }
        defer { close(descriptor) }
        var status: Int32
        repeat {
            status = flock(descriptor, LOCK_EX)
        } while status != 0 && errno == EINTR
        guard status == 0 else {
            throw .lock(SystemCallFailure(step: "lock the lock file", path: path, code: errno))
        }
        defer { flock(descriptor, LOCK_UN) }
        do {
            return try body()
        } catch {
            throw .body(error)
        }
    }

    /// Why ``withExclusiveLock(at:_:)`` failed: taking the lock, or the work done under it.
    enum LockedFailure: Error {
        /// The lock could not be taken.
        case lock(SystemCallFailure)
        /// The work under the lock failed.
        case body(BookStoreError)
    }
}
