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
///
/// What the path is, is decided once, on the folder opened (``OpenFolder``): the name is looked at
/// there without following a link, and the temporary file is made and renamed within that folder,
/// so a link swapped in at any moment (between the look and the rename) is replaced, never written
/// through.
public enum ExportFile {
    /// Writes `bytes` to `path`, replacing a regular file there.
    /// - Throws: ``BookStoreError`` `.writeFailed` with a sentence naming the path.
    public static func write(_ bytes: [UInt8], to path: String) throws(BookStoreError) {
        let folder: OpenFolder
        do throws(SystemCallFailure) {
            folder = try OpenFolder(path: AtomicFile.folderPath(of: path))
        } catch {
            throw unwritten(path, error)
        }
        let name = AtomicFile.name(of: path)
        var mode: mode_t = 0o644
        if let info = folder.entry(name) {
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
            mode = info.st_mode & 0o7777
        }
        do throws(SystemCallFailure) {
            try AtomicFile.write(bytes, named: name, in: folder, path: path, mode: mode)
        } catch {
            throw unwritten(path, error)
        }
    }

    private static func unwritten(_ path: String, _ failure: SystemCallFailure) -> BookStoreError {
        refusal(path, "could not be written: \(failure.reason). Make sure its folder exists and can be written.")
    }

    private static func refusal(_ path: String, _ problem: String) -> BookStoreError {
        BookStoreError(kind: .writeFailed, path: path, message: "\(path) \(problem)")
    }
}
