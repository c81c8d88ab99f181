import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport
import CatalogGenerator

/// The ready-made search index kept in the data folder: an index read from it searches exactly as
/// one built from the books, and it is used only when it matches the catalog and this build.
final class SearchIndexCacheTests: XCTestCase {
    /// A fresh folder for each test (XCTest makes one instance per test), removed after it.
    private lazy var folder: TemporaryFolder = { try! TemporaryFolder() }()
    private var data: URL { folder.file("data") }

    override func tearDown() {
        folder.remove()
    }

    /// Generated books and some with every kind of text: no year or ISBN, CJK, emoji, combining
    /// marks, folding to several bytes, control characters, titles that tie.
    private func books(_ count: Int = 300, salt: String = "") -> [Book] {
        GeneratedCatalog.books(count: count, seed: 11) + [
            Book(id: "strasse\(salt)", title: "Die Straße", author: "Hans Groß", category: .chapterBook,
                 description: "Streets and ﬁelds, ＷＩＤＥ and narrow.", year: 1999, isbn: "9780306406157"),
            Book(id: "cafe\(salt)", title: "Cafe\u{301} Stories", author: "Zoë Ray", category: .middleGrade,
                 description: "Stories told in a café.\tTabs\r\nand lines.", year: 1450),
            Book(id: "yama\(salt)", title: "山の上の日 🌞", author: "田中 花子", category: .youngAdult, description: "A day 🌞 on the mountain."),
            Book(id: "moon-a\(salt)", title: "The Moon", author: "Ana Lu", category: .pictureBook, description: "moon"),
            Book(id: "moon-b\(salt)", title: "The Moon", author: "Ana Lu", category: .pictureBook, description: "moon"),
        ]
    }

    private func catalogText(_ books: [Book]) throws -> String {
        let list = try JSONEncoder().encode(books)
        return "{\"version\": 2, \"books\": " + String(decoding: list, as: UTF8.self) + "}\n"
    }

    /// A store that keeps derived caches for every catalog, however small.
    private func store(_ catalog: URL) -> JSONBookStore {
        JSONBookStore(catalogURL: catalog, dataDirectory: data, derivedCacheMinimumSize: 0)
    }

    private func version(of catalog: URL) throws -> (FileFingerprint, UInt64) {
        (try XCTUnwrap(FileFingerprint.current(path: catalog.path)),
         try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path)))
    }

    private func cacheBytes(_ store: JSONBookStore) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.searchIndexCache.path)))
    }

    private func decode(_ bytes: [UInt8], _ version: (FileFingerprint, UInt64), catalogCache: [UInt8]? = nil) -> SearchIndex? {
        bytes.withUnsafeBytes { DerivedSearchCache.decode($0, fingerprint: version.0, contentChecksum: version.1, catalogCache: catalogCache) }
    }

    private let queries = ["the", "moon", "the moon", "pena", "ÁNGEL", "river of", "ss", "strasse", "日", "e", "café",
                           "wide", "tabs and", "zz", "a b c", "-", "moon light", "grandmother"]

    /// Every query gives the same results (books, order and highlight ranges) from both indexes,
    /// searched fresh, then typed one Character at a time, and again once both have their lists.
    private func assertSearchesAlike(_ cached: SearchIndex, _ built: SearchIndex, file: StaticString = #filePath, line: UInt = #line) {
        for prepared in [false, true] {
            if prepared {
                cached.prepareForTyping()
                built.prepareForTyping()
            }
            for query in queries {
                XCTAssertEqual(cached.search(query), built.search(query), "query \(query)", file: file, line: line)
                for length in 1 ..< query.count {
                    let typed = String(query.prefix(length))
                    XCTAssertEqual(cached.hits(for: typed).prefix(20).map { $0 }, built.hits(for: typed).prefix(20).map { $0 },
                                   "typed \(typed)", file: file, line: line)
                }
            }
        }
    }

    func testAnIndexReadFromTheCacheSearchesExactlyAsOneBuiltFromTheBooks() throws {
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let bytes = DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1)
        let cached = try XCTUnwrap(decode(bytes, version))
        XCTAssertEqual(cached.books, books, "every book, decoded from its record, in the catalog's order")
        assertSearchesAlike(cached, SearchIndex(books: books))
    }

    /// One way to an index from any store (issue 27): `SearchIndex.load(from:)` takes the JSON
    /// store's ready-made one (the second time it is read from the cache file, which then exists)
    /// and builds one for a store that keeps none; all search alike.
    func testLoadingAnIndexFromAnyStoreTakesTheStoresOwnAndSearchesAlike() throws {
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let jsonStore = store(catalog)
        let first = try SearchIndex.load(from: jsonStore)
        XCTAssertTrue(FileManager.default.fileExists(atPath: jsonStore.searchIndexCache.path), "the JSON store kept its index")
        let second = try SearchIndex.load(from: jsonStore)
        let plain = try SearchIndex.load(from: FakeBookStore(books: books))
        XCTAssertEqual(second.books, books)
        assertSearchesAlike(second, plain)
        assertSearchesAlike(first, plain)
    }

    func testAnOwnedTermKeepsTheSameBooksFromTheCachedRecordsAsFromTheBooks() throws {
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let cached = try XCTUnwrap(decode(DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0,
                                                                    contentChecksum: version.1), version))
        let built = SearchIndex(books: books)
        let owned = OwnedBooks(library: "Lincoln", ids: Set(books.enumerated().filter { $0.offset % 5 < 2 }.map(\.element.id)))
        for text in ["owned:yes", "owned:no sort:title", "the owned:no", "moon owned:yes"] {
            let query = QueryParser.parse(text).owning(owned)
            let viaRecords = cached.results(for: query).hits.map(\.book.id)
            XCTAssertEqual(viaRecords, built.results(for: query).hits.map(\.book.id), text)
            XCTAssertEqual(Set(viaRecords).isSubset(of: Set(books.filter(query.keeps).map(\.id))), true, text)
        }
        XCTAssertEqual(cached.results(for: QueryParser.parse("owned:yes").owning(owned)).hits.count, owned.ids.count)
    }

    func testTheStoredFileHoldsExactlyTheEncodedBytes() throws {
        // The store writes the file in pieces, checksummed as they pass: the same bytes as
        // putting the whole file together and sealing it.
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let index = SearchIndex(books: books)
        let cacheStore = store(catalog)
        cacheStore.searchIndexCache.store(index, fingerprint: version.0, contentChecksum: version.1)
        XCTAssertEqual(try cacheBytes(cacheStore), DerivedSearchCache.encode(index, fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(try folder.names(in: data.appendingPathComponent("cache")), [(cacheStore.searchIndexCache.path as NSString).lastPathComponent],
                       "no temporary file is left")
    }

    func testAnAcceptedBookMakesTheCachedIndexStaleAndTheRebuiltOneHoldsIt() throws {
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        _ = try store(catalog).loadSearchIndex()
        let suggestion = Suggestion(id: "s1", title: "Quillwork Moon", author: "Ana Lu", category: .pictureBook,
                                    createdAt: Date(timeIntervalSince1970: 1_795_289_405))
        try store(catalog).addSuggestion(suggestion)
        let accepted = Book(id: "quillwork-moon", title: "Quillwork Moon", author: "Ana Lu", category: .pictureBook,
                            description: "Beads and the moon.", year: 2020)
        _ = try store(catalog).review("s1", .accept(accepted), by: "Ana")
        let before = try cacheBytes(store(catalog))

        // The cache (written for the catalog alone) no longer matches: the index is made again
        // from the catalog's binary cache and the accepted book, and stored.
        let rebuilt = try store(catalog).loadSearchIndex()
        XCTAssertEqual(rebuilt.books, books + [accepted])
        XCTAssertEqual(rebuilt.hits(for: "quillwork").map(\.book.id), ["quillwork-moon"])
        XCTAssertNotEqual(try cacheBytes(store(catalog)), before)
        let version = try version(of: catalog)
        let acceptedText = try Data(contentsOf: store(catalog).acceptedCatalogURL)
        let checksum = version.1 ^ (acceptedText.withUnsafeBytes { Checksum64.of($0) } &* 0x9E37_79B9_7F4A_7C15)
        XCTAssertEqual(decode(try cacheBytes(store(catalog)), (version.0, checksum))?.books, books + [accepted],
                       "stored for the catalog and the accepted books together")
        assertSearchesAlike(try store(catalog).loadSearchIndex(), SearchIndex(books: books + [accepted]))
    }

    func testTheFirstSearchIndexLoadWritesTheCacheAndTheNextReadsIt() throws {
        let books = books()
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let first = try store(catalog).loadSearchIndex()
        XCTAssertEqual(first.books, books)
        let cacheStore = store(catalog)
        XCTAssertTrue(cacheStore.searchIndexCache.path.hasPrefix(data.path + "/cache/search-"))
        XCTAssertEqual(try folder.names(in: data.appendingPathComponent("cache")),
                       [(cacheStore.derivedCache.path as NSString).lastPathComponent,
                        (cacheStore.searchIndexCache.path as NSString).lastPathComponent])
        let version = try version(of: catalog)
        let cached = try XCTUnwrap(cacheStore.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1))
        assertSearchesAlike(cached, SearchIndex(books: books))
        assertSearchesAlike(try cacheStore.loadSearchIndex(), SearchIndex(books: books))

        // A cache written for the current file is what the next load returns: proof it is read.
        let other = self.books(20, salt: "-from-cache")
        cacheStore.searchIndexCache.store(SearchIndex(books: other), fingerprint: version.0, contentChecksum: version.1)
        XCTAssertEqual(try store(catalog).loadSearchIndex().search("moon"), SearchIndex(books: other).search("moon"))
    }

    func testAFirstLoadWritesTheRecordsOnlyIntoTheCatalogCacheAndTheIndexNamesThatFile() throws {
        let books = books(40)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let store = store(catalog)
        _ = try store.loadSearchIndex()
        let search = try cacheBytes(store)
        let catalogCache = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.derivedCache.path)))
        XCTAssertEqual(Array(search[0 ..< 8]), Array("BKDRIDX".utf8) + [0])
        let schema = withUnsafeBytes(of: BookSchema.fingerprint.littleEndian, Array.init)
        XCTAssertEqual(Array(search[8 ..< 16]), [6, 0, 0, 0] + schema, "format version 6, then the book schema's fingerprint")
        XCTAssertEqual(Array(catalogCache[8 ..< 16]), [4, 0, 0, 0] + schema, "the catalog cache's format version 4, then the schema's")
        XCTAssertEqual(Array(search[16 ..< 88]), Array(catalogCache[16 ..< 88]), "the same catalog version and book count")
        func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
            bytes[offset ..< offset + 8].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        }
        func integer(_ offset: Int) -> Int { Int(word(search, offset)) }
        XCTAssertEqual(integer(80), books.count)
        XCTAssertEqual(integer(88), search.count - 104, "the payload length")
        XCTAssertEqual(word(search, 104), DerivedSearchCache.codeProbe)
        XCTAssertEqual(word(search, 112), try XCTUnwrap(BuildIdentity.current), "the test runner's build id")
        XCTAssertEqual(integer(120), catalogCache.count - 104, "the records' length: the catalog cache's payload")
        let index = SearchIndex(books: books)
        XCTAssertEqual(integer(128), index.layout.text.count, "the folded text's length")
        XCTAssertEqual(integer(136), index.layout.characterLengths.count, "the number of Character lengths")
        XCTAssertEqual(integer(144), index.layout.lengthFieldCount, "the number of fields with Character lengths")
        XCTAssertGreaterThan(index.layout.lengthFieldCount, 0)
        XCTAssertEqual(integer(152), 1, "the records are in the catalog cache")
        let catalogChecksum = word(catalogCache, 96)
        XCTAssertEqual(word(search, 160), catalogChecksum, "which it names by the checksum its header holds")
        XCTAssertEqual(search.count % 8, 0, "every part is padded to eight bytes")

        // The same bytes as encoding the index with its records elsewhere; with them here the
        // file would be the records longer, and those records are the catalog cache's payload.
        let version = try version(of: catalog)
        XCTAssertEqual(search, DerivedSearchCache.encode(index, records: .inCatalogCache(checksum: catalogChecksum, length: catalogCache.count - 104),
                                                         fingerprint: version.0, contentChecksum: version.1))
        let whole = DerivedSearchCache.encode(index, fingerprint: version.0, contentChecksum: version.1)
        XCTAssertEqual(whole.count, search.count + (catalogCache.count - 104 + 7) / 8 * 8)
        XCTAssertEqual(Array(whole[168 ..< 168 + catalogCache.count - 104]), Array(catalogCache[104...]))
        XCTAssertEqual(whole[152 ..< 168].allSatisfy { $0 == 0 }, true, "records here: place 0, no checksum")

        // Read with the catalog cache it names, and only with it.
        let read = try XCTUnwrap(decode(search, version, catalogCache: catalogCache))
        XCTAssertEqual(read.books, books)
        assertSearchesAlike(read, index)
        XCTAssertNil(decode(search, version), "no catalog cache")
        XCTAssertEqual(decode(whole, version)?.books, books, "records here need none")
    }

    /// Records the index does not fold (ids, ISBNs, awards) can make the catalog cache's payload
    /// longer than the whole search cache, as in any real catalog: the next process still reads
    /// the index, and rewrites neither file.
    func testTheNextProcessReadsAnIndexWhoseRecordsInTheCatalogCacheOutweighIt() throws {
        let books = books(200).map { book in
            var longer = book
            longer.id += "-" + String(repeating: "long-id-", count: 40)
            return longer
        }
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let store = store(catalog)
        _ = try store.loadSearchIndex()
        let search = try cacheBytes(store)
        let catalogCache = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.derivedCache.path)))
        XCTAssertGreaterThan(catalogCache.count, 2 * search.count, "the records outweigh the index")
        func inode(_ path: String) throws -> UInt64 {
            try XCTUnwrap((try FileManager.default.attributesOfItem(atPath: path))[.systemFileNumber] as? UInt64)
        }
        let inodes = (try inode(store.searchIndexCache.path), try inode(store.derivedCache.path))

        let version = try version(of: catalog)
        let read = try XCTUnwrap(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(read.books, books)
        let next = try self.store(catalog).loadSearchIndex()
        assertSearchesAlike(next, SearchIndex(books: books))
        XCTAssertEqual(try cacheBytes(store), search, "the search cache was read, not written again")
        XCTAssertEqual(try inode(store.searchIndexCache.path), inodes.0)
        XCTAssertEqual(try inode(store.derivedCache.path), inodes.1)
    }

    /// A catalog large enough to be read on two threads, whose second takes the content's checksum.
    func testALargeCatalogsChecksumTakenWhileItIsReadIsThatOfItsContent() throws {
        let bytes = CatalogWriter.catalogBytes(CatalogGenerator.books(count: 12_000, seed: 8))
        XCTAssertGreaterThan(bytes.count, CatalogFile.defaultSplitSize)
        let catalog = folder.file("catalog.json")
        try Data(bytes).write(to: catalog)
        let store = store(catalog)
        let index = try store.loadSearchIndex()
        let version = try version(of: catalog)
        let read = try XCTUnwrap(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(read.books.count, 12_000)
        XCTAssertEqual(read.search("river").map(\.book.id), index.search("river").map(\.book.id))
        XCTAssertEqual(try XCTUnwrap(store.derivedCache.books(fingerprint: version.0, contentChecksum: version.1)).count, 12_000)
    }

    func testAnIndexBuiltFromTheCatalogCachesBooksNamesThatFileWhenItIsOfTheSameVersion() throws {
        let books = books(40)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        // A load (the app, or `bookdir list`) wrote the catalog cache alone.
        XCTAssertEqual(try store(catalog).loadBooks(), books)
        let catalogCache = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store(catalog).derivedCache.path)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: store(catalog).searchIndexCache.path))
        // The first search reads the books from it and names it for their records.
        assertSearchesAlike(try store(catalog).loadSearchIndex(), SearchIndex(books: books))
        let checksum = catalogCache[96 ..< 104].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        XCTAssertEqual(try cacheBytes(store(catalog)),
                       DerivedSearchCache.encode(SearchIndex(books: books), records: .inCatalogCache(checksum: checksum, length: catalogCache.count - 104),
                                                 fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(store(catalog).searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1)?.books, books)

        // A catalog cache of another count or length is not named (checked by its header alone).
        let cache = store(catalog).derivedCache
        XCTAssertEqual(cache.sealedChecksum(fingerprint: version.0, contentChecksum: version.1, count: books.count, recordsLength: catalogCache.count - 104), checksum)
        XCTAssertNil(cache.sealedChecksum(fingerprint: version.0, contentChecksum: version.1, count: books.count + 1, recordsLength: catalogCache.count - 104))
        XCTAssertNil(cache.sealedChecksum(fingerprint: version.0, contentChecksum: version.1, count: books.count, recordsLength: catalogCache.count - 103))
        XCTAssertNil(cache.sealedChecksum(fingerprint: version.0, contentChecksum: version.1 &+ 1, count: books.count, recordsLength: catalogCache.count - 104))
    }

    func testAnIndexWhoseCatalogCacheIsGoneDamagedOrAnotherIsRefusedAndBuiltAgain() throws {
        let books = books(40)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let store = store(catalog)
        _ = try store.loadSearchIndex()
        let version = try version(of: catalog)
        let search = try cacheBytes(store)
        let catalogCache = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.derivedCache.path)))
        XCTAssertNotNil(decode(search, version, catalogCache: catalogCache))
        for position in [0, 8, 16, 80, 88, 96, 104, 105, catalogCache.count / 2, catalogCache.count - 1] {
            var damaged = catalogCache
            damaged[position] ^= 0x01
            XCTAssertNil(decode(search, version, catalogCache: damaged), "catalog cache byte \(position) flipped")
        }
        // A whole, sealed catalog cache of the same version and count, with other books: its
        // checksum is not the one named.
        let others = self.books(40, salt: "-other")
        let other = DerivedCatalogCache.encode(others, fingerprint: version.0, contentChecksum: version.1)
        XCTAssertEqual(other.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: version.0, contentChecksum: version.1) }, others)
        XCTAssertNil(decode(search, version, catalogCache: other))
        XCTAssertNil(decode(search, version, catalogCache: catalogCache + [0]), "one byte longer")

        // Through the store: the index is built again, and the search cache rewritten to name the
        // catalog cache written with it. (The other catalog cache is of another catalog version
        // here, as the store would find after an edit: one of this version is taken as the truth.)
        let older = DerivedCatalogCache.encode(others, fingerprint: version.0, contentChecksum: version.1 &+ 1)
        let catalogCacheURL = URL(fileURLWithPath: store.derivedCache.path)
        for (name, replace) in [("removed", { try FileManager.default.removeItem(at: catalogCacheURL) }),
                                ("damaged", { var bytes = catalogCache; bytes[bytes.count - 1] ^= 0x80; try Data(bytes).write(to: catalogCacheURL) }),
                                ("another", { try Data(older).write(to: catalogCacheURL) })] as [(String, () throws -> Void)] {
            try replace()
            XCTAssertNil(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1), name)
            // A new process: it has no books in memory, so it decodes the catalog and writes both files.
            assertSearchesAlike(try self.store(catalog).loadSearchIndex(), SearchIndex(books: books))
            XCTAssertEqual(try cacheBytes(store), search, name)
            let rewritten = try XCTUnwrap(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1), name)
            XCTAssertEqual(rewritten.books, books, name)
        }
    }

    func testWhenTheCatalogCacheCannotBeWrittenTheSearchCacheHoldsTheRecords() throws {
        let books = books(40)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let store = store(catalog)
        // A folder where the catalog cache would go: it cannot be replaced by a file.
        try FileManager.default.createDirectory(atPath: store.derivedCache.path, withIntermediateDirectories: true)
        assertSearchesAlike(try store.loadSearchIndex(), SearchIndex(books: books))
        let version = try version(of: catalog)
        let search = try cacheBytes(store)
        XCTAssertEqual(search, DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1),
                       "the records are here")
        let read = try XCTUnwrap(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(read.books, books)
    }

    func testACatalogChangedAfterCachingIsIndexedAgainAndTheCacheRebuilt() throws {
        let catalog = try folder.write(try catalogText(books(50)), to: "catalog.json")
        _ = try store(catalog).loadSearchIndex()
        let before = try cacheBytes(store(catalog))

        let changed = books(51, salt: "-v2")
        try folder.write(try catalogText(changed), to: "catalog.json")
        assertSearchesAlike(try store(catalog).loadSearchIndex(), SearchIndex(books: changed))
        XCTAssertNotEqual(try cacheBytes(store(catalog)), before, "the stale cache was replaced")
        let version = try version(of: catalog)
        XCTAssertNil(decode(before, version), "the old file does not match the new catalog version")
        let catalogCache = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store(catalog).derivedCache.path)))
        XCTAssertEqual(decode(try cacheBytes(store(catalog)), version, catalogCache: catalogCache)?.books, changed)
    }

    func testEveryFlippedByteMakesTheCacheUnusable() throws {
        let books = Array(books(0))
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let good = DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1)
        XCTAssertEqual(decode(good, version)?.books, books)
        for position in good.indices {
            for mask: UInt8 in [0x01, 0x80] {
                var damaged = good
                damaged[position] ^= mask
                XCTAssertNil(decode(damaged, version), "byte \(position) flipped with \(mask)")
            }
        }
    }

    func testEveryTruncationAndExtensionMakesTheCacheUnusable() throws {
        let books = Array(books(0).prefix(3))
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let good = DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1)
        for length in 0 ..< good.count {
            XCTAssertNil(decode(Array(good[0 ..< length]), version), "cut to \(length)")
        }
        XCTAssertNil(decode(good + [0], version))
        XCTAssertNil(decode(good + [UInt8](repeating: 0, count: 8), version))
    }

    /// The parts of `good`, changed by `change`, in a file whose header and checksum are made again
    /// (so that only the checks of the parts themselves can refuse it).
    private func resealed(_ good: [UInt8], _ version: (FileFingerprint, UInt64), change: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes = good
        change(&bytes)
        for offset in 0 ..< 104 { bytes[offset] = 0 }
        DerivedSearchCache.format.seal(&bytes, fingerprint: version.0, contentChecksum: version.1, count: 5)
        return bytes
    }

    func testPartsThatDoNotFitTogetherAreRefusedEvenWithAGoodChecksum() throws {
        let books = Array(books(0))
        XCTAssertEqual(books.count, 5)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let index = SearchIndex(books: books)
        let good = DerivedSearchCache.encode(index, fingerprint: version.0, contentChecksum: version.1)
        XCTAssertNotNil(decode(resealed(good, version) { _ in }, version), "resealing alone changes nothing")

        let recordsLength = good[120 ..< 128].withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
        let lengthFieldCount = good[144 ..< 152].withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
        XCTAssertGreaterThan(lengthFieldCount, 0, "some fields have Character lengths")
        let slots = 168 + (recordsLength + 7) / 8 * 8
        let byteCounts = slots + 24
        // Five books: 15 fields, their 16 starts; one word of bits; its count padded to eight bytes.
        let fieldStarts = byteCounts + 2048
        let lengthBits = fieldStarts + 64
        let lengthRanks = lengthBits + 8
        let lengthStarts = lengthRanks + 8
        let characterLengths = lengthStarts + (4 * lengthFieldCount + 7) / 8 * 8
        let bits = good[lengthBits ..< lengthBits + 8].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let unmarked = try XCTUnwrap((0 ..< 15).first { bits & 1 << UInt64($0) == 0 })
        let changes: [(String, (inout [UInt8]) -> Void)] = [
            ("another build with another code probe", { $0[104] ^= 1; $0[112] ^= 1 }),
            ("a book twice in the slots", { $0[slots] = $0[slots + 4] }),
            ("a slot past the books", { $0[slots] = 9 }),
            // A record starts with the book's category, then its flags (see `BookBytes`).
            ("a book record's category out of range", { $0[168] = 7 }),
            ("a book record's flags unknown", { $0[169] |= 4 }),
            ("the records' place neither here nor in the catalog cache", { $0[152] = 2 }),
            ("the records in the catalog cache, with no catalog cache", { $0[152] = 1 }),
            ("a catalog cache named while the records are here", { $0[160] = 1 }),
            ("a field start moved", { $0[fieldStarts + 4] &+= 1 }),
            ("the first field start not zero", { $0[fieldStarts] = 1 }),
            ("a Character length start out of range", { $0[lengthStarts ..< lengthStarts + 4] = [200, 0, 0, 0] }),
            ("a field marked as having Character lengths too many", { $0[lengthBits + unmarked / 8] |= 1 << UInt8(unmarked % 8) }),
            ("a field past the last marked", { $0[lengthBits + 1] |= 0x80 }),
            ("the count of marks before the first word not zero", { $0[lengthRanks] = 1 }),
            ("the number of fields with Character lengths one more", { $0[144] &+= 1 }),
            ("a zero Character length", { $0[characterLengths] = 0 }),
            ("padding after the slots not zero", { $0[slots + 20] = 1 }),
            ("padding after the text not zero", { $0[$0.count - 1] = 1 }),
        ]
        for (name, change) in changes {
            XCTAssertNil(decode(resealed(good, version, change: change), version), name)
        }
    }

    func testTheCodeProbeRunsOnlyForACacheWrittenByAnotherBuild() throws {
        let books = Array(books(0))
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let version = try version(of: catalog)
        let good = DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1)
        let writer = try XCTUnwrap(BuildIdentity.current)
        var probes = 0
        func decode(build: UInt64?, probe: UInt64) -> [Book]? {
            good.withUnsafeBytes {
                DerivedSearchCache.decode($0, fingerprint: version.0, contentChecksum: version.1, build: build,
                                          probe: { probes += 1; return probe })?.books
            }
        }
        XCTAssertEqual(decode(build: writer, probe: 0), books, "the build that wrote it: the probe is not run")
        XCTAssertEqual(probes, 0)
        XCTAssertEqual(decode(build: writer &+ 1, probe: DerivedSearchCache.codeProbe), books, "another build that folds alike")
        XCTAssertNil(decode(build: writer &+ 1, probe: DerivedSearchCache.codeProbe &+ 1), "another build that folds otherwise")
        XCTAssertNil(decode(build: nil, probe: DerivedSearchCache.codeProbe &+ 1), "a build without an id is probed")
        XCTAssertEqual(probes, 3)
    }

    func testACacheOfAnotherBuildThatFoldsAlikeIsWrittenAgainForThisBuild() throws {
        let books = books(40)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let store = store(catalog)
        let version = try version(of: catalog)
        let current = try XCTUnwrap(BuildIdentity.current)
        var other = DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1)
        withUnsafeBytes(of: (current &+ 1).littleEndian) { other.replaceSubrange(112 ..< 120, with: $0) }
        DerivedSearchCache.format.seal(&other, fingerprint: version.0, contentChecksum: version.1, count: books.count)
        let path = URL(fileURLWithPath: store.searchIndexCache.path)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(other).write(to: path)

        let read = try XCTUnwrap(store.searchIndexCache.index(fingerprint: version.0, contentChecksum: version.1))
        XCTAssertEqual(read.books, books)
        let rewritten = try cacheBytes(store)
        XCTAssertEqual(rewritten, DerivedSearchCache.encode(SearchIndex(books: books), fingerprint: version.0, contentChecksum: version.1),
                       "the same file, naming this build")
        var probes = 0
        XCTAssertNotNil(rewritten.withUnsafeBytes {
            DerivedSearchCache.decode($0, fingerprint: version.0, contentChecksum: version.1, probe: { probes += 1; return 0 })
        })
        XCTAssertEqual(probes, 0)
    }

    func testTheBuildIDIsFoundAmongTheNotes() {
        func note(_ name: String, type: UInt32, _ description: [UInt8]) -> [UInt8] {
            func word(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).littleEndian) { Array($0) } }
            func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) }
            let nameBytes = Array(name.utf8) + [0]
            return word(nameBytes.count) + word(description.count) + word(Int(type)) + padded(nameBytes) + padded(description)
        }
        let id: [UInt8] = [0xde, 0xad, 0xbe, 0xef, 1, 2, 3]
        let notes = note("GNU", type: 1, [1, 2, 3, 4]) + note("Go", type: 3, [9, 9]) + note("GNU", type: 3, id)
        XCTAssertEqual(notes.withUnsafeBytes { BuildIdentity.buildID(inNotes: $0) }, id)
        XCTAssertNil(Array(notes.dropLast(4)).withUnsafeBytes { BuildIdentity.buildID(inNotes: $0) }, "a cut note is not read past its end")
        XCTAssertNil(note("GNU", type: 1, [1]).withUnsafeBytes { BuildIdentity.buildID(inNotes: $0) })
    }

    func testADamagedCacheFileIsIgnoredAndRebuilt() throws {
        let books = books(30)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        _ = try store(catalog).loadSearchIndex()
        let good = try cacheBytes(store(catalog))
        // Rebuilt from the catalog cache's books, the index names that file again for them.
        let rebuilt = good
        var flipped = good
        flipped[good.count / 2] ^= 0x20
        var otherVersion = good
        otherVersion[8] &+= 1
        for damage in [[], Array(good.prefix(50)), Array(good.dropLast(8)), Array(repeating: 0xFF, count: good.count), flipped, otherVersion] {
            try Data(damage).write(to: URL(fileURLWithPath: store(catalog).searchIndexCache.path))
            assertSearchesAlike(try store(catalog).loadSearchIndex(), SearchIndex(books: books))
            XCTAssertEqual(try cacheBytes(store(catalog)), rebuilt, "rebuilt after damage of \(damage.count) bytes")
        }
    }

    func testACacheThatCannotBeWrittenIsSilentlyLeftOut() throws {
        let books = books(20)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let blockers: [(String, () throws -> Void)] = [
            ("a file where the data folder should be", { try self.folder.write("not a folder", to: "data") }),
            ("a folder where the cache file should be", {
                try FileManager.default.createDirectory(atPath: self.store(catalog).searchIndexCache.path, withIntermediateDirectories: true)
            }),
        ]
        for (name, block) in blockers {
            try? FileManager.default.removeItem(at: data)
            try block()
            for _ in 0 ..< 2 {
                let index = try store(catalog).loadSearchIndex()
                XCTAssertEqual(index.books, books, name)
                XCTAssertEqual(index.search("moon"), SearchIndex(books: books).search("moon"), name)
            }
        }
    }

    func testSmallCatalogsGetNoSearchCache() throws {
        let books = books(20)
        let catalog = try folder.write(try catalogText(books), to: "catalog.json")
        let plain = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        XCTAssertEqual(try plain.loadSearchIndex().books, books)
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.path), "nothing is created for a catalog under 1 MB")
    }

    func testTheWideChecksumSeesEveryBitAndNotHowTheBytesAreSplit() {
        let bytes = (0 ..< 1003).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 7) }
        func checksum(_ bytes: [UInt8], splitAt split: Int? = nil) -> UInt64 {
            var checksum = WideChecksum64()
            bytes.withUnsafeBytes { all in
                let cut = split ?? 0
                checksum.update(UnsafeRawBufferPointer(rebasing: all[0 ..< cut]))
                checksum.update(UnsafeRawBufferPointer(rebasing: all[cut...]))
            }
            return checksum.value
        }
        let whole = checksum(bytes)
        for split in [32, 96, 512, 992] { XCTAssertEqual(checksum(bytes, splitAt: split), whole, "split at \(split)") }
        var seen: Set<UInt64> = [whole]
        for position in bytes.indices where position % 7 == 0 || position >= 990 {
            for bit in 0 ..< 8 {
                var flipped = bytes
                flipped[position] ^= 1 << bit
                seen.insert(checksum(flipped))
            }
        }
        let flips = bytes.indices.filter { $0 % 7 == 0 || $0 >= 990 }.count * 8
        XCTAssertEqual(seen.count, flips + 1, "every flipped bit gives another checksum")
        XCTAssertNotEqual(checksum(Array(bytes.dropLast())), whole)
        XCTAssertNotEqual(checksum(bytes + [0]), whole)
        XCTAssertNotEqual(checksum(bytes + [UInt8](repeating: 0, count: 8)), whole)
        XCTAssertNotEqual(checksum([]), checksum([0]))
    }

    func testAnUnreadableCatalogFailsAsLoadBooksDoes() throws {
        let catalog = try folder.write("{\"version\": 1, \"books\": [", to: "catalog.json")
        XCTAssertThrowsError(try store(catalog).loadSearchIndex()) { error in
            guard case .corrupt = (error as? BookStoreError)?.kind else { return XCTFail("not corrupt: \(error)") }
        }
        XCTAssertThrowsError(try store(folder.file("missing.json")).loadSearchIndex()) { error in
            guard case .unreadable = (error as? BookStoreError)?.kind else { return XCTFail("not unreadable: \(error)") }
        }
    }
}
