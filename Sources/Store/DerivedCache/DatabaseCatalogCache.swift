import Catalog
import Search
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The derived caches (``DerivedCatalogCache``, ``DerivedSearchCache``) of a catalog kept in a
/// database rather than a file: the command line asks the database its catalog's revision (one
/// small query) and, while it is the one the cache holds, reads the books or the ready-made index
/// from the data folder instead of fetching every book and indexing them again.
///
/// The files are `<data folder>/cache/catalog-db-<checksum>.bin` and `search-db-<checksum>.bin`,
/// the checksum of the database's address (server and database, never a password). Their headers
/// are the file caches' (so a file of another book schema or build is never used), with the
/// checksum of the address and the revision in the place of the catalog file's content checksum
/// (and no file fingerprint). Like those, it is only a cache: a missing, stale or damaged file
/// is rebuilt from the database, and one that cannot be written is left out.
public struct DatabaseCatalogCache: Sendable {
    /// The address the files belong to.
    public let address: String
    let catalog: DerivedCatalogCache
    let search: DerivedSearchCache

    /// The caches of the database at `address` (server and database, no password) in `dataDirectoryPath`/cache.
    public init(address: String, dataDirectoryPath: String) {
        self.address = address
        let name = Array(address.utf8).withUnsafeBytes { Checksum64.of($0) }
        let hex = String(name, radix: 16)
        let suffix = "-db-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
        let folder = FilePath.joined(dataDirectoryPath, "cache")
        catalog = DerivedCatalogCache(path: FilePath.joined(folder, "catalog" + suffix))
        search = DerivedSearchCache(path: FilePath.joined(folder, "search" + suffix), catalogCachePath: catalog.path)
    }

    /// The search index of the catalog at `revision` (the database's, just read; nil when it has
    /// none) from the cache when it holds that revision; else from the books `load` fetches with the
    /// revision they are of, kept in the cache when that revision is known.
    public func searchIndex(revision: String?,
                            load: () throws(BookStoreError) -> (books: [Book], revision: String?)) throws(BookStoreError) -> SearchIndex {
        if let revision, access(search.path, F_OK) == 0,
           let index = search.index(fingerprint: Self.fingerprint, contentChecksum: version(revision)) {
            return index
        }
        let loaded = try load()
        guard let revision = loaded.revision else { return SearchIndex(books: loaded.books) }
        let stamp = version(revision)
        // As a file catalog's first search: the index on one thread, the book records into the
        // catalog cache on another, and the search cache names that file for its records.
        let made = MadeInParallel()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                made.index = SearchIndex(books: loaded.books)
            } else {
                made.catalogChecksum = catalog.store(loaded.books, fingerprint: Self.fingerprint, contentChecksum: stamp)
            }
        }
        let index = made.index!
        var records = DerivedSearchCache.Records.here
        if let checksum = made.catalogChecksum {
            records = .inCatalogCache(checksum: checksum, length: DerivedCatalogCache.recordsLength(of: loaded.books))
        }
        search.store(index, records: records, fingerprint: Self.fingerprint, contentChecksum: stamp)
        return index
    }

    /// The books of the catalog at `revision` from the cache when it holds that revision; else those
    /// `load` fetches, kept in the cache when the revision they are of is known.
    public func books(revision: String?,
                      load: () throws(BookStoreError) -> (books: [Book], revision: String?)) throws(BookStoreError) -> [Book] {
        if let revision, let books = catalog.books(fingerprint: Self.fingerprint, contentChecksum: version(revision)) {
            return books
        }
        let loaded = try load()
        if let revision = loaded.revision {
            catalog.store(loaded.books, fingerprint: Self.fingerprint, contentChecksum: version(revision))
        }
        return loaded.books
    }

    /// What stands for the catalog file's content checksum: a checksum of the address and the revision.
    func version(_ revision: String) -> UInt64 {
        Array("bookdir database\u{0}\(address)\u{0}\(revision)".utf8).withUnsafeBytes { Checksum64.of($0) }
    }

    /// What stands for the catalog file's fingerprint: none (all zero).
    static let fingerprint = FileFingerprint(stat())

    /// What the two threads of a first load make, each writing only its own, read after both finished.
    private final class MadeInParallel: @unchecked Sendable {
        var index: SearchIndex?
        var catalogChecksum: UInt64?
    }
}
