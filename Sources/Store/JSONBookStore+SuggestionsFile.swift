import Catalog
import Foundation

/// The suggestions file of a ``JSONBookStore``: how it is named, read and written.
extension JSONBookStore {
    /// How messages name the suggestions file, and what they advise.
    var suggestionsFile: VersionedJSONFile {
        VersionedJSONFile(
            path: suggestionsURL.path,
            label: "The suggestions file",
            fixAdvice: "Fix the file or move it aside (bookdir then starts a new one); bookdir will not change it until then.",
            readAdvice: "Check its permissions, or choose another data folder with --data-dir PATH."
        )
    }

    /// The suggestions file as read (or as this store last wrote it), with the keys bookdir does not
    /// know; empty when missing.
    func suggestionsFileContents() throws(BookStoreError) -> SuggestionsFile.Contents {
        let file = suggestionsFile
        if let current = FileFingerprint.current(path: file.path), let written = writtenSuggestions.books(for: current) {
            return written
        }
        let snapshot: FileSnapshot
        do throws(FileSnapshot.Failure) {
            snapshot = try FileSnapshot.read(path: file.path)
        } catch .missing {
            return SuggestionsFile.empty
        } catch .system(ENOTDIR) {
            throw dataFolderBlocked(.unreadable) ?? file.unreadable(.system(ENOTDIR))
        } catch {
            throw file.unreadable(error)
        }
        return try SuggestionsFile.document(from: snapshot.bytes, file: file)
    }

    /// Writes the suggestions file with `contents` atomically (only its tail when `contents` were
    /// only appended to since they were read, see ``SuggestionsFile``); the caller holds the lock.
    func writeSuggestions(_ contents: SuggestionsFile.Contents) throws(BookStoreError) {
        let bytes: (head: ArraySlice<UInt8>, appended: [UInt8], tail: ArraySlice<UInt8>)
        do {
            bytes = try SuggestionsFile.bytes(of: contents)
        } catch {
            throw suggestionsFile.error(
                .writeFailed, "could not be written: \(error)",
                advice: "Try again; the suggestions already saved are unchanged."
            )
        }
        AtomicFile.removeLeftovers(of: suggestionsURL.path)
        do throws(SystemCallFailure) {
            try AtomicFile.write(to: suggestionsURL.path, durability: .flushed) { (output: inout AtomicFile.Output) throws(SystemCallFailure) in
                for piece in [bytes.head, bytes.appended[...], bytes.tail] {
                    try output.append(contentsOf: piece)
                }
            }
        } catch {
            writtenSuggestions.clear()
            throw writeFailed(error)
        }
        if let written = SuggestionsFile.written(contents), let version = FileFingerprint.current(path: suggestionsURL.path) {
            writtenSuggestions.store(written, for: version)
        } else {
            writtenSuggestions.clear()
        }
    }
}
