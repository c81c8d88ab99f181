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

    /// The books of the catalog `snapshot` and, when the file is of `minimumSize` or more (large
    /// enough for a derived cache), the checksum of its content: taken on the catalog's second
    /// reading thread once its share is read, while the first reads on.
    static func booksAndChecksum(of snapshot: FileSnapshot, file: VersionedJSONFile,
                                 minimumSize: Int64) throws(BookStoreError) -> (books: [Book], checksum: UInt64?) {
        let checksum = ContentChecksum()
        let books = try CatalogFile.books(from: snapshot.bytes, file: file, alongside: {
            guard snapshot.fingerprint.size >= minimumSize else { return }
            checksum.value = snapshot.bytes.withUnsafeBytes { DerivedCatalogCache.contentChecksum(of: $0) }
        })
        return (books, checksum.value)
    }

    /// A checksum taken on another thread, read once that thread is done.
    private final class ContentChecksum: @unchecked Sendable {
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
