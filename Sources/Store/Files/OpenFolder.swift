import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder opened once (`O_DIRECTORY`), whose entries are then looked at, made and renamed
/// relative to what was opened (`fstatat`, `openat`, `renameat`): what each call finds is decided
/// on that folder, whatever is swapped in along its path meanwhile. Closed when released.
final class OpenFolder {
    /// The folder's path, for messages.
    let path: String
    /// The open folder.
    let descriptor: Int32

    /// Opens the folder at `path` (following links on the way, as any path is followed).
    /// - Throws: ``SystemCallFailure`` with the step "open the folder".
    init(path: String) throws(SystemCallFailure) {
        self.path = path
        descriptor = Self.retryingInterrupts { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemCallFailure(step: "open the folder", path: path, code: errno) }
    }

    deinit { close(descriptor) }

    /// What the entry `name` is, itself: a symbolic link is told as a link, never followed. `nil`
    /// when there is no such entry (or it cannot be looked at).
    func entry(_ name: String) -> stat? {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Makes the new file `name`, for writing only, with the permission bits `mode` (narrowed by the umask).
    /// - Returns: its descriptor, or -1 with `errno` set.
    func create(_ name: String, mode: mode_t) -> Int32 {
        Self.retryingInterrupts { openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode) }
    }

    /// Renames the entry `name` to `newName`, replacing whatever `newName` is (a link there is
    /// replaced, never followed). - Returns: whether it was renamed (`errno` set when not).
    func rename(_ name: String, to newName: String) -> Bool {
        renameat(descriptor, name, descriptor, newName) == 0
    }

    /// Removes the entry `name` (a file or a link, never a folder).
    func remove(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Makes the renames done in the folder durable. The new content is already in place when this
    /// runs, so a folder that cannot be flushed (some file systems refuse) is not an error.
    func flush() {
        _ = Self.retryingInterrupts { fsync(descriptor) }
    }

    /// `call` again while it fails with EINTR.
    static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        var result: Int32
        repeat {
            result = call()
        } while result < 0 && errno == EINTR
        return result
    }
}
