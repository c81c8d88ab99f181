import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a file's content all at once: readers see the old bytes or the new bytes,
/// never a mixture, and a crash at any moment leaves one of the two on disk.
enum AtomicFile {
    /// Writes `bytes` to `path` atomically: a new temporary file with a unique name in the
    /// same folder is written in full and flushed to disk (`fsync`), renamed over `path`,
    /// and then the folder is flushed so the rename itself is durable.
    ///
    /// An existing file's permission bits are kept. When `path` is a symbolic link, the file it
    /// leads to is written (its temporary file in that file's folder), so a linked or synced file
    /// keeps receiving writes and the link stays a link. On failure the temporary file is removed
    /// and `path` is untouched.
    /// - Throws: ``SystemCallFailure`` naming the step that failed.
    static func write(_ bytes: [UInt8], to linkOrPath: String) throws(SystemCallFailure) {
        try write(to: linkOrPath, durability: .flushed) { (output: inout Output) throws(SystemCallFailure) in
            try output.append(contentsOf: bytes)
        }
    }

    /// How far a write goes to make its new content last.
    enum Durability {
        /// The file and the rename are flushed to disk before the write returns: after a crash
        /// the file holds the old or the new content. For data the user wrote.
        case flushed
        /// Nothing is flushed: readers still see the old or the new content, but after a crash the
        /// file may be empty or hold part of the new content. Only for files whose readers check
        /// them whole (the derived caches, with their length and checksum) and can make them again.
        case checkedByReaders
    }

    /// Writes the file at `path` atomically (as ``write(_:to:)`` does, with `durability`) with the
    /// content `fill` gives the temporary file, in pieces: for content too large to put together in
    /// memory first.
    /// - Throws: ``SystemCallFailure`` naming the step that failed, or what `fill` threw.
    static func write(to linkOrPath: String, durability: Durability,
                      _ fill: (inout Output) throws(SystemCallFailure) -> Void) throws(SystemCallFailure) {
        let path = try resolvingLinks(linkOrPath)
        let folder: OpenFolder
        do throws(SystemCallFailure) {
            folder = try OpenFolder(path: folderPath(of: path))
        } catch {
            throw SystemCallFailure(step: "create a temporary file in", path: error.path, code: error.code)
        }
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        try write(named: name(of: path), in: folder, path: path, mode: mode, durability: durability, fill)
    }

    /// Writes `bytes` to the entry `name` of `folder` atomically, as ``write(_:to:)`` does, deciding
    /// everything on the folder opened: the temporary file is made in it and renamed within it, and a
    /// rename replaces whatever is at `name` (a symbolic link swapped in meanwhile is replaced, never
    /// written through). The caller looks at what `name` is first (``OpenFolder/entry(_:)``); `path`
    /// names it in messages, and the new file gets the permission bits `mode`.
    /// - Throws: ``SystemCallFailure`` naming the step that failed.
    static func write(_ bytes: [UInt8], named name: String, in folder: OpenFolder, path: String, mode: mode_t) throws(SystemCallFailure) {
        try write(named: name, in: folder, path: path, mode: mode, durability: .flushed) { (output: inout Output) throws(SystemCallFailure) in
            try output.append(contentsOf: bytes)
        }
    }

    /// The one atomic write: a temporary file made in `folder`, filled, flushed as `durability`
    /// says, and renamed to `name` in the same folder.
    private static func write(named name: String, in folder: OpenFolder, path: String, mode: mode_t, durability: Durability,
                              _ fill: (inout Output) throws(SystemCallFailure) -> Void) throws(SystemCallFailure) {
        let temporaryName = temporaryPrefix(ofName: name) + "\(getpid()).\(UUID().uuidString)" + temporarySuffix
        let descriptor = folder.create(temporaryName, mode: mode)
        guard descriptor >= 0 else {
            throw SystemCallFailure(step: "create a temporary file in", path: folder.path, code: errno)
        }
        var isOpen = true
        do throws(SystemCallFailure) {
            // The mode given to open is narrowed by the umask; set it exactly as the old file had it.
            if fchmod(descriptor, mode) != 0 {
                throw SystemCallFailure(step: "set the permissions of a temporary file in", path: folder.path, code: errno)
            }
            var output = Output(descriptor: descriptor, folder: folder.path)
            try fill(&output)
            if durability == .flushed, OpenFolder.retryingInterrupts({ fsync(descriptor) }) != 0 {
                throw SystemCallFailure(step: "flush to disk a temporary file in", path: folder.path, code: errno)
            }
            isOpen = false
            if close(descriptor) != 0 {
                throw SystemCallFailure(step: "close a temporary file in", path: folder.path, code: errno)
            }
            if !folder.rename(temporaryName, to: name) {
                throw SystemCallFailure(step: "move the temporary file into place", path: path, code: errno)
            }
        } catch {
            if isOpen { close(descriptor) }
            folder.remove(temporaryName)
            throw error
        }
        if durability == .flushed { folder.flush() }
    }

    /// The temporary file of a write, as its content is given.
    struct Output {
        fileprivate let descriptor: Int32
        fileprivate let folder: String
        /// The number of bytes appended so far.
        private(set) var count = 0

        /// Appends `bytes` to the file.
        mutating func append(_ bytes: UnsafeRawBufferPointer) throws(SystemCallFailure) {
            try write(bytes, at: count)
            count += bytes.count
        }

        /// Appends `bytes` to the file.
        mutating func append(contentsOf bytes: some ContiguousBytes) throws(SystemCallFailure) {
            var failure: SystemCallFailure?
            bytes.withUnsafeBytes { buffer in
                do throws(SystemCallFailure) { try append(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }

        /// Writes `bytes` over the bytes at `offset` (which must have been appended already).
        func overwrite(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SystemCallFailure) {
            precondition(offset >= 0 && offset + bytes.count <= count, "AtomicFile.Output: overwriting bytes not yet written")
            try write(bytes, at: offset)
        }

        /// Writes all of `bytes` at `offset` of the file.
        private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SystemCallFailure) {
            var done = 0
            while done < bytes.count {
                let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SystemCallFailure(step: "write a temporary file in", path: folder, code: errno)
                }
                if written == 0 {
                    throw SystemCallFailure(step: "write a temporary file in", path: folder, code: EIO)
                }
                done += written
            }
        }
    }

    /// Removes temporary files that writes of `path` left behind when their process died
    /// mid-write (`.<name>.<pid>.<unique>.tmp` in the same folder).
    ///
    /// Call it only while holding a lock that every writer of `path` holds while writing:
    /// then no temporary file is still in use.
    static func removeLeftovers(of linkOrPath: String) {
        removeLeftovers(of: linkOrPath) { _ in true }
    }

    /// Removes the temporary files of writes of `path` whose process is gone (their names hold the
    /// writer's process id), keeping those another running process may still be writing: for files
    /// written without a lock (the derived caches), so that a writer killed mid-write (a large
    /// cache takes seconds to write) does not leave its bytes on the disk for good.
    static func removeLeftoversOfEndedProcesses(of linkOrPath: String) {
        removeLeftovers(of: linkOrPath) { pid in
            guard let pid, pid > 0 else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
    }

    /// Removes the temporary files of writes of `path` for whose writer's process id (nil when the
    /// name holds none) `remove` says so.
    private static func removeLeftovers(of linkOrPath: String, where remove: (pid_t?) -> Bool) {
        guard let path = try? resolvingLinks(linkOrPath) else { return }
        let folder = folderPath(of: path)
        let prefix = temporaryPrefix(of: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
            let pid = name.dropFirst(prefix.count).split(separator: ".", maxSplits: 1).first.flatMap { pid_t($0) }
            if remove(pid) { unlink(folder + "/" + name) }
        }
    }

    /// `path`, or the file its symbolic links lead to (followed up to 40 times).
    static func resolvingLinks(_ path: String) throws(SystemCallFailure) -> String {
        var current = path
        for _ in 0 ..< 40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw SystemCallFailure(step: "read the symbolic link", path: current, code: errno) }
            let target = String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folderPath(of: current) + "/" + target
        }
        throw SystemCallFailure(step: "follow the symbolic links of", path: path, code: EMLINK)
    }

    private static let temporarySuffix = ".tmp"

    private static func temporaryPrefix(of path: String) -> String {
        temporaryPrefix(ofName: name(of: path))
    }

    private static func temporaryPrefix(ofName name: String) -> String {
        "." + name + "."
    }

    /// The last part of `path`: the name of the entry in its folder.
    static func name(of path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// The folder holding `path` (`.` for a bare name).
    static func folderPath(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
