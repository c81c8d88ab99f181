import Catalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The derived binary cache of large catalogs (see ``DerivedCatalogCache``).
extension JSONBookStore {
    /// The cache file for this store's catalog.
    var derivedCache: DerivedCatalogCache {
        DerivedCatalogCache(catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath)
    }

    /// The books of the catalog version with `fingerprint` from the derived cache, when the file is
    /// large enough to have one and the cache matches its fingerprint and content.
    func derivedBooks(for fingerprint: FileFingerprint) -> [Book]? {
        // No cache file (a first load): the catalog is not read twice to checksum it.
        guard fingerprint.size >= derivedCacheMinimumSize, access(derivedCache.path, F_OK) == 0,
              let checksum = DerivedCatalogCache.contentChecksum(ofFileAt: catalogPath)
        else { return nil }
        return derivedCache.books(fingerprint: fingerprint, contentChecksum: checksum)
    }

    /// The checksum of `snapshot`'s content when the file is of `minimumSize` or more (large
    /// enough for a derived cache).
    static func derivedChecksum(of snapshot: FileSnapshot, minimumSize: Int64) -> UInt64? {
        guard snapshot.fingerprint.size >= minimumSize else { return nil }
        return snapshot.bytes.withUnsafeBytes { DerivedCatalogCache.contentChecksum(of: $0) }
    }

    /// A checksum taken on another thread, read once that thread is done.
    final class ContentChecksum: @unchecked Sendable {
        var value: UInt64?
    }
}

/// A catalog just decoded from its file (see ``JSONBookStore/loadBooks()``).
struct DecodedCatalog {
    var books: [Book]
    var fingerprint: FileFingerprint
    /// The checksum of the file's content, when it is large enough for a derived cache.
    var contentChecksum: UInt64?
}
