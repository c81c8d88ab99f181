import Catalog
import Foundation

/// The books last parsed from a catalog file and the fingerprint of the version they came
/// from, shared safely between threads.
final class LoadedCatalog: @unchecked Sendable {
    // Every access to `entry` holds `lock`.
    private let lock = NSLock()
    private var entry: (fingerprint: FileFingerprint, books: [Book])?

    /// The cached books when they were parsed from the version with `fingerprint`.
    func books(for fingerprint: FileFingerprint) -> [Book]? {
        lock.withLock {
            guard let entry, entry.fingerprint == fingerprint else { return nil }
            return entry.books
        }
    }

    /// Remembers `books` as the content of the version with `fingerprint`.
    func store(_ books: [Book], for fingerprint: FileFingerprint) {
        lock.withLock { entry = (fingerprint, books) }
    }

    /// Forgets the cached books.
    func clear() {
        lock.withLock { entry = nil }
    }
}
