import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Support

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

        // Straight into an array of the file's size (a large file in two halves, each on a thread
        // of its own); a file that grew meanwhile goes on in chunks.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            LargePages.advise(UnsafeMutableRawPointer(base), count: buffer.count)
            let size = buffer.count, half = size >= parallelReadSize ? size / 2 : size
            let pointer = UncheckedPointer(base: base), file = descriptor
            let second = half < size ? SecondThreadResult { readFully(file, pointer.base + half, size - half, at: half) } : nil
            let first = readFully(descriptor, base, half, at: 0)
            let rest = second?.take() ?? 0
            if first < 0 || rest < 0 {
                failure = Int32(-min(first, rest))
            } else {
                count = first < half ? first : first + rest
            }
        }
        if let failure { throw .system(failure) }
        var chunk = [UInt8](repeating: 0, count: bytes.count == Int(info.st_size) ? 64 * 1024 : 0)
        while !chunk.isEmpty {
            let count = chunk.withUnsafeMutableBytes { buffer in
                readFully(descriptor, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), buffer.count, at: bytes.count)
            }
            if count < 0 { throw .system(Int32(-count)) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard Int64(bytes.count) <= maximumSize else { throw .tooLarge(Int64(bytes.count)) }
        }
        return FileSnapshot(bytes: bytes, fingerprint: FileFingerprint(info))
    }
}

/// Files from this size on are read in two halves at once (see ``FileSnapshot/read(path:)``):
/// at 1M books (367 MB) the read took 0.11–0.21 s on one thread and 0.06–0.07 s on two, most of it
/// the kernel clearing and filling fresh pages, which two threads share.
let parallelReadSize = 1 << 22

/// Reads `count` bytes of `descriptor` from `offset` into `buffer`, going on after short reads
/// and interruptions: how many were read (fewer at the end of the file), or minus the `errno`.
private func readFully(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int, at offset: Int) -> Int {
    var done = 0
    while done < count {
        let read = pread(descriptor, buffer + done, count - done, off_t(offset + done))
        if read < 0 {
            if errno == EINTR { continue }
            return -Int(errno)
        }
        if read == 0 { break }
        done += read
    }
    return done
}

/// The array being filled, for the thread filling its second half (each thread writes its own half).
private struct UncheckedPointer: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}
