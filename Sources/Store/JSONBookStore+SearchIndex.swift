import Catalog
import Search
import Foundation
/// The search index of a catalog, kept ready-made in the derived cache (see ``DerivedSearchCache``).
extension JSONBookStore {
    /// The search cache file for this store's catalog.
    var searchIndexCache: DerivedSearchCache {
        DerivedSearchCache(catalogPath: catalogURL.path, dataDirectory: dataDirectory)
    }

    /// A search index over the catalog's books (``loadBooks()``), for a process that searches once.
    ///
    /// A catalog of 128 KB or more is indexed once per version: the index is kept in the data folder
    /// (`cache/search-….bin`) and read from there while it matches the catalog file (its device,
    /// inode, size, modification and change times, and a checksum of its whole content); such an
    /// index decodes only the books a search returns. The books accepted into the data folder's
    /// catalog (``acceptedCatalogURL``) are indexed with the catalog's. A stale, damaged or unreadable cache is
    /// rebuilt, and one that cannot be written is left out silently.
    /// - Throws: the errors of ``loadBooks()``, with a message naming the catalog.
    public func loadSearchIndex() throws(BookStoreError) -> SearchIndex {
        let path = catalogURL.path
        let version = FileFingerprint.current(path: path)
        // The accepted books are in the index too: their file's content is part of its checksum.
        let checksum = version.flatMap { $0.size >= derivedCacheMinimumSize ? DerivedCatalogCache.contentChecksum(ofFileAt: path) : nil }
            .map { $0 ^ acceptedChecksum() }
        if let version, let checksum, let index = searchIndexCache.index(fingerprint: version, contentChecksum: checksum) {
            return index
        }
        let catalog = try loadCatalogBooksLeavingCache()
        let books = try withAcceptedBooks(catalog.books)
        // On two threads: the index, and the book records both cache files hold (the catalog's
        // books, which are all the books when none were accepted: then the counts are equal).
        let made = MadeInParallel()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                made.index = SearchIndex(books: books)
                return
            }
            guard catalog.decoded?.contentChecksum != nil || checksum != nil else { return }
            let records = DerivedCatalogCache.records(of: catalog.books)
            if let decoded = catalog.decoded, let contentChecksum = decoded.contentChecksum {
                derivedCache.store(records: records, count: decoded.books.count, fingerprint: decoded.fingerprint, contentChecksum: contentChecksum)
            }
            if books.count == catalog.books.count { made.records = records }
        }
        let index = made.index!
        // Kept only when the file did not change while it was checksummed and read.
        if let version, let checksum, FileFingerprint.current(path: path) == version {
            searchIndexCache.store(index, records: made.records, fingerprint: version, contentChecksum: checksum)
        }
        return index
    }

    /// What the two threads of a first load make, each writing only its own, read after both finished.
    private final class MadeInParallel: @unchecked Sendable {
        var index: SearchIndex?
        var records: CacheWriter?
    }

    /// A checksum of the catalog of accepted books (0 when there is none), mixed into the search
    /// cache's so that an accepted book makes the cached index stale.
    private func acceptedChecksum() -> UInt64 {
        guard let snapshot = try? FileSnapshot.read(path: acceptedCatalogURL.path) else { return 0 }
        return snapshot.bytes.withUnsafeBytes { Checksum64.of($0) } &* 0x9E37_79B9_7F4A_7C15
    }
}
