import Catalog
import Foundation

/// The books last parsed from a catalog file (or files) and the versions they came from (one
/// ``FileFingerprint`` for each file), shared safely between threads.
///
/// `Books` has no requirement the runtime has to look up: making the class for a type with one
/// (such as `Equatable`) searches every conformance of the executable, about 0.1 ms of each process.
final class LoadedCatalog<Books: Sendable>: @unchecked Sendable {
    // Every access to `entry` holds `lock`.
    private let lock = NSLock()
    private var entry: (fingerprints: [FileFingerprint], books: Books)?
    /// Held while the books are read from their files (see ``oneAtATime(_:)``).
    private let reading = NSLock()

    /// Runs `read` while no other thread runs a read of this cache's: threads that ask at once for
    /// books not cached yet (the app's panes, each loading the catalog as it opens) then read the
    /// files once, the first one while the others wait, and those find the books cached (`read`
    /// checks the cache again first). `read` must not call this again.
    func oneAtATime<Result, Failure: Error>(_ read: () throws(Failure) -> Result) throws(Failure) -> Result {
        reading.lock()
        defer { reading.unlock() }
        return try read()
    }

    /// The cached books when they were parsed from the versions with `fingerprints`.
    func books(for fingerprints: [FileFingerprint]) -> Books? {
        lock.withLock {
            guard let entry, entry.fingerprints == fingerprints else { return nil }
            return entry.books
        }
    }

    /// The cached books when they were parsed from the version with `fingerprint`.
    func books(for fingerprint: FileFingerprint) -> Books? {
        books(for: [fingerprint])
    }

    /// Remembers `books` as the content of the versions with `fingerprints`.
    func store(_ books: Books, for fingerprints: [FileFingerprint]) {
        lock.withLock { entry = (fingerprints, books) }
    }

    /// Remembers `books` as the content of the version with `fingerprint`.
    func store(_ books: Books, for fingerprint: FileFingerprint) {
        store(books, for: [fingerprint])
    }

    /// Forgets the cached books.
    func clear() {
        lock.withLock { entry = nil }
    }
}
