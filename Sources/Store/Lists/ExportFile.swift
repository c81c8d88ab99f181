import Catalog
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the user asked bookdir to write (an exported list): written atomically, so a reader
/// never sees half of it and a failed write leaves the old file whole. A path that is a folder or
/// a symbolic link is refused: an export never writes through a link someone planted.
public enum ExportFile {
    /// Writes `bytes` to `path`, replacing a regular file there.
    /// - Throws: ``BookStoreError`` `.writeFailed` with a sentence naming the path.
    public static func write(_ bytes: [UInt8], to path: String) throws(BookStoreError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                throw refusal(path, "is a symbolic link, which bookdir does not write through. Remove the link or choose another file.")
            }
            if kind == S_IFDIR {
                throw refusal(path, "is a folder. Give a file name, such as \(path)/list.html.")
            }
            if kind != S_IFREG {
                throw refusal(path, "is not a regular file. Choose another file.")
            }
        }
        do throws(SystemCallFailure) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw refusal(path, "could not be written: \(error.reason). Make sure its folder exists and can be written.")
        }
    }

    private static func refusal(_ path: String, _ problem: String) -> BookStoreError {
        BookStoreError(kind: .writeFailed, path: path, message: "\(path) \(problem)")
    }
}
