import Search
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole content of a regular file read at one moment, with the fingerprint
/// of exactly the version that was read.
struct FileSnapshot: Sendable {
    /// Why a file could not be read.
    enum Failure: Error, Equatable {
        /// There is no file at the path.
        case missing
        /// The path names something other than a regular file (a folder, a device, a pipe).
        case notRegularFile
        /// The file is larger than ``FileSnapshot/maximumSize``.
        case tooLarge(Int64)
        /// A system call failed with this `errno`.
        case system(Int32)

        /// The reason as words for a message, such as "No such file or directory".
        var reason: String {
            switch self {
            case .missing: SystemCallFailure.reason(for: ENOENT)
            case .notRegularFile: "it is not a regular file"
            case .tooLarge(let size): "it is \(size) bytes long, more than the \(FileSnapshot.maximumSize) bytes bookdir reads"
            case .system(let code): SystemCallFailure.reason(for: code)
            }
        }
    }

    /// The largest file read (1 GiB, room for a catalog of a few million books): a bigger file is
    /// refused rather than exhausting memory.
    static let maximumSize: Int64 = 1 << 30

    /// The bytes of the file.
    var bytes: [UInt8]
    /// The fingerprint of the version read.
    var fingerprint: FileFingerprint

    /// Reads the whole file at `path`. Pipes and devices are refused without blocking.
    static func read(path: String) throws(Failure) -> FileSnapshot {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT ? .missing : .system(code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard Int64(info.st_size) <= maximumSize else { throw .tooLarge(Int64(info.st_size)) }

        // Straight into an array of the file's size; a file that grew meanwhile goes on in chunks.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            LargePages.advise(UnsafeMutableRawPointer(base), count: buffer.count)
            while count < buffer.count {
                let read = readBytes(descriptor, base + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if read == 0 { return }
                count += read
            }
        }
        if let failure { throw .system(failure) }
        var chunk = [UInt8](repeating: 0, count: bytes.count == Int(info.st_size) ? 64 * 1024 : 0)
        while !chunk.isEmpty {
            let count = chunk.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard Int64(bytes.count) <= maximumSize else { throw .tooLarge(Int64(bytes.count)) }
        }
        return FileSnapshot(bytes: bytes, fingerprint: FileFingerprint(info))
    }
}

/// The C `read`, named apart from ``FileSnapshot/read(path:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
