import Catalog
import Foundation

/// One of the user's files in the data folder (the lists, the app's state), read and written with
/// the store's guarantees: a missing file reads as nothing, a file that cannot be read or
/// understood is reported naming it and never overwritten, and every change is a read, a change
/// and an atomic write (temporary file, `fsync`, rename, folder `fsync`) under an exclusive
/// `flock` of `<file>.lock`, so writers in this process or others never lose each other's changes.
struct LockedDataFile: Sendable {
    /// The data folder.
    var folder: URL
    /// How the file is named in messages, its path and advice.
    var file: VersionedJSONFile

    /// The file `name` of `folder`, called `label` in messages ("The lists file").
    init(folder: URL, name: String, label: String) {
        self.folder = folder
        file = VersionedJSONFile(
            path: folder.appendingPathComponent(name).path,
            label: label,
            fixAdvice: "Fix the file or move it aside (bookdir then starts a new one); bookdir will not change it until then.",
            readAdvice: "Check its permissions, or choose another data folder with --data-dir PATH.")
    }

    var path: String { file.path }
    var lockPath: String { path + ".lock" }

    /// The file's bytes, or `nil` when there is no file yet.
    func read() throws(BookStoreError) -> [UInt8]? {
        do throws(FileSnapshot.Failure) {
            return try FileSnapshot.read(path: path).bytes
        } catch .missing {
            return nil
        } catch .system(ENOTDIR) {
            throw blocked(.unreadable) ?? file.unreadable(.system(ENOTDIR))
        } catch {
            throw file.unreadable(error)
        }
    }

    /// Under the lock: reads the file (`nil` when missing), lets `change` make the new bytes
    /// (`nil`: nothing to write), writes them atomically; returns what `change` returned.
    func update<Result>(
        _ change: ([UInt8]?) throws(BookStoreError) -> (bytes: [UInt8]?, result: Result)
    ) throws(BookStoreError) -> Result {
        do throws(SystemCallFailure) {
            try DataDirectory.create(path: folder.path)
        } catch {
            throw (error.code == ENOTDIR ? blocked(.writeFailed) : nil) ?? writeFailed(error)
        }
        do throws(FileLock.LockedFailure) {
            return try FileLock.withExclusiveLock(at: lockPath) { () throws(BookStoreError) -> Result in
                let (bytes, result) = try change(try read())
                guard let bytes else { return result }
                AtomicFile.removeLeftovers(of: path)
                do throws(SystemCallFailure) {
                    try AtomicFile.write(bytes, to: path)
                } catch {
                    throw writeFailed(error)
                }
                return result
            }
        } catch {
            switch error {
            case .lock(let failure): throw writeFailed(failure)
            case .body(let failure): throw failure
            }
        }
    }

    /// Under the lock: renames the file to its name with `suffix` (replacing an older file of that
    /// name) when it still holds `bytes`; returns the new path, or nil when it was not moved.
    func moveAside(ifItHolds bytes: [UInt8], suffix: String) -> String? {
        let aside = path + suffix
        let moved = try? FileLock.withExclusiveLock(at: lockPath) { () throws(BookStoreError) -> Bool in
            guard try read() == bytes else { return false }
            return rename(path, aside) == 0
        }
        return moved == true ? aside : nil
    }

    /// The error for a data folder that is a file or lies inside one, naming the file in the way.
    private func blocked(_ kind: BookStoreError.Kind) -> BookStoreError? {
        guard let inTheWay = DataDirectory.fileInTheWay(of: folder.path) else { return nil }
        return BookStoreError(kind: kind, path: inTheWay, message: "The data folder cannot be used: \(inTheWay) is a file, "
            + "not a folder. Move the file away, or choose another data folder with --data-dir PATH.")
    }

    /// "Could not write <label>: <reason> (<file>). …": the reason first, the step only when it
    /// worked on another path than the file or its folder.
    private func writeFailed(_ failure: SystemCallFailure) -> BookStoreError {
        let place = [path, folder.path].contains(failure.path) ? path : "\(path), while trying to \(failure.step) \(failure.path)"
        return BookStoreError(
            kind: .writeFailed, path: path,
            message: "Could not write \(file.label.prefix(1).lowercased() + file.label.dropFirst()): \(failure.reason) (\(place)). "
                + "Make sure its folder can be written and the disk has free space, "
                + "or choose another data folder with --data-dir PATH; what was saved before is unchanged.")
    }
}
