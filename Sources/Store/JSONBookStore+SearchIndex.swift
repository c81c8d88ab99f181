import Catalog
import Search
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The search index of a catalog, kept ready-made in the derived cache (see ``DerivedSearchCache``).
extension JSONBookStore: SearchIndexSource {
    /// The search cache file for this store's catalog.
    var searchIndexCache: DerivedSearchCache {
        DerivedSearchCache(catalogPath: catalogPath, dataDirectoryPath: dataDirectoryPath)
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
        let path = catalogPath
        let version = FileFingerprint.current(path: path)
        let large = version.map { $0.size >= derivedCacheMinimumSize } ?? false
        // The accepted books are in the index too: their file's content is part of its checksum.
        // With no cache file yet (a first search), the catalog is not read an extra time to
        // checksum it: its checksum comes with its decoding.
        var checksum: UInt64?
        if large, access(searchIndexCache.path, F_OK) == 0 {
            checksum = DerivedCatalogCache.contentChecksum(ofFileAt: path).map { $0 ^ acceptedChecksum() }
            if let version, let checksum, let index = searchIndexCache.index(fingerprint: version, contentChecksum: checksum) {
                return index
            }
        }
        let catalog = try loadCatalogBooksLeavingCache()
        let books = try withAcceptedBooks(catalog.books)
        // On two threads: the index, and the book records of the catalog's books, written into the
        // catalog cache. When those are all the books (none accepted: the counts are equal), the
        // search cache names that file for its records rather than writing them again.
        let made = MadeInParallel()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                made.index = SearchIndex(books: books)
                return
            }
            guard large, let decoded = catalog.decoded, let contentChecksum = decoded.contentChecksum,
                  let checksum = derivedCache.store(decoded.books, fingerprint: decoded.fingerprint, contentChecksum: contentChecksum),
                  books.count == catalog.books.count
            else { return }
            made.records = .inCatalogCache(checksum: checksum, length: DerivedCatalogCache.recordsLength(of: catalog.books))
        }
        let index = made.index!
        // Stored for the version of the file just decoded, whose checksum came with it; or, for books
        // that came from memory or the catalog cache, for the version checksummed here, when the file
        // did not change meanwhile (naming the catalog cache for the records when it is of that
        // version: written from that version's books, it holds theirs).
        if let decoded = catalog.decoded, let content = decoded.contentChecksum {
            searchIndexCache.store(index, records: made.records, fingerprint: decoded.fingerprint, contentChecksum: content ^ acceptedChecksum())
        } else if large, let version, let checksum = checksum ?? DerivedCatalogCache.contentChecksum(ofFileAt: path).map({ $0 ^ acceptedChecksum() }),
                  FileFingerprint.current(path: path) == version {
            let length = DerivedCatalogCache.recordsLength(of: catalog.books)
            let named = books.count == catalog.books.count ? derivedCache.sealedChecksum(
                fingerprint: version, contentChecksum: checksum ^ acceptedChecksum(), count: books.count, recordsLength: length) : nil
            searchIndexCache.store(index, records: named.map { .inCatalogCache(checksum: $0, length: length) } ?? .here,
                                   fingerprint: version, contentChecksum: checksum)
        }
        return index
    }

    /// What the two threads of a first load make, each writing only its own, read after both finished.
    private final class MadeInParallel: @unchecked Sendable {
        var index: SearchIndex?
        var records: DerivedSearchCache.Records = .here
    }

    /// A checksum of the catalog of accepted books (0 when there is none), mixed into the search
    /// cache's so that an accepted book makes the cached index stale.
    private func acceptedChecksum() -> UInt64 {
        guard let snapshot = try? FileSnapshot.read(path: acceptedCatalogPath) else { return 0 }
        return snapshot.bytes.withUnsafeBytes { Checksum64.of($0) } &* 0x9E37_79B9_7F4A_7C15
    }
}
