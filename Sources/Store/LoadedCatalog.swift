import Catalog
import Foundation

/// The books last parsed from a catalog file (or files) and the version they came from (a
/// ``FileFingerprint`` or several), shared safely between threads.
final class LoadedCatalog<Version: Equatable & Sendable, Books: Sendable>: @unchecked Sendable {
    // Every access to `entry` holds `lock`.
    private let lock = NSLock()
    private var entry: (fingerprint: Version, books: Books)?

    /// The cached books when they were parsed from the version with `fingerprint`.
    func books(for fingerprint: Version) -> Books? {
        lock.withLock {
            guard let entry, entry.fingerprint == fingerprint else { return nil }
            return entry.books
        }
    }

    /// Remembers `books` as the content of the version with `fingerprint`.
    func store(_ books: Books, for fingerprint: Version) {
        lock.withLock { entry = (fingerprint, books) }
    }

    /// Forgets the cached books.
    func clear() {
        lock.withLock { entry = nil }
    }
}
