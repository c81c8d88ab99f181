import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// The derived binary cache of large catalogs: used only when it matches, rebuilt otherwise,
/// and always giving exactly the books the JSON gives.
final class CatalogBinaryCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var data: URL { folder.file("data") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Books with every kind of field: no year or ISBN, the earliest year, quotes, tabs, diacritics,
    /// CJK, emoji; one to three authors, illustrators, communities and awards, or none.
    private func sampleBooks(_ count: Int, salt: String = "") -> [Book] {
        (0 ..< count).map { number in
            Book(
                id: "book-\(number)\(salt)",
                title: ["Moon Song", "Peña's \"Quiet\" Kite", "月亮的故事", "Tab\there", "Ünïcödé 🌙"][number % 5] + " \(number)",
                authors: Array(["Matt de la Peña", "Nguyễn Trần", "김민준", "Back\\slash"].prefix(1 + number % 3)),
                illustrators: number % 5 == 0 ? ["Christian Robinson"] : [],
                category: Category.allCases[number % 4],
                description: String(repeating: "A line of description. ", count: 1 + number % 4) + salt,
                year: number % 3 == 0 ? nil : (number % 7 == 0 ? 1450 : 1950 + number % 70),
                isbn: number % 2 == 0 ? "9780306406157" : nil,
                communities: Array(Community.allCases.dropFirst(number % 9).prefix(number % 3)),
                awards: number % 4 == 0 ? [Award(AwardName.allCases[number % AwardName.allCases.count], year: 2100, level: .honor),
                                           Award(.newbery, year: 2021, level: .winner)] : []
            )
        }
    }

    private func json(_ books: [Book]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        struct Document: Encodable { var version = 2; var books: [Book] }
        return String(decoding: try encoder.encode(Document(books: books)), as: UTF8.self)
    }

    /// A store that keeps a derived cache for every catalog, however small.
    private func store(_ catalog: URL) -> JSONBookStore {
        JSONBookStore(catalogURL: catalog, dataDirectory: data, derivedCacheMinimumSize: 0)
    }

    private func fingerprint(_ url: URL) throws -> FileFingerprint {
        try XCTUnwrap(FileFingerprint.current(path: url.path))
    }

    private func cacheBytes(_ store: JSONBookStore) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.derivedCache.path)))
    }

    private func writeCache(_ bytes: [UInt8], of store: JSONBookStore) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: store.derivedCache.path))
    }

    func testTheFirstLoadWritesTheCacheInTheDataFolderAndTheNextLoadUsesIt() throws {
        let books = sampleBooks(40)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        XCTAssertEqual(try store(catalog).loadBooks(), books)

        let cacheStore = store(catalog)
        XCTAssertTrue(cacheStore.derivedCache.path.hasPrefix(data.path + "/cache/catalog-"))
        XCTAssertTrue(cacheStore.derivedCache.path.hasSuffix(".bin"))
        XCTAssertEqual(try folder.names(in: data.appendingPathComponent("cache")),
                       [(cacheStore.derivedCache.path as NSString).lastPathComponent])
        let checksum = try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path))
        XCTAssertEqual(cacheStore.derivedBooks(for: try fingerprint(catalog)), books, "the cache holds exactly the JSON's books")
        XCTAssertEqual(cacheStore.derivedCache.books(fingerprint: try fingerprint(catalog), contentChecksum: checksum), books)
        XCTAssertEqual(try cacheStore.loadBooks(), books)
    }

    func testTheStoredFileHoldsExactlyTheEncodedBytes() throws {
        let books = sampleBooks(40)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        _ = try store(catalog).loadBooks()
        let checksum = try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path))
        XCTAssertEqual(try cacheBytes(store(catalog)), DerivedCatalogCache.encode(books, fingerprint: try fingerprint(catalog), contentChecksum: checksum))
    }

    func testTheCacheKeepsWhatTheFirstRecordFormatCutOrReordered() throws {
        // Format 2 kept communities as a set (in vocabulary order, once each), at most 255 people
        // and awards, and award years as UInt16; format 3 stores each book's packed bytes as they are.
        let people = (0 ..< 300).map { "Person \($0)" }
        let books = [
            Book(id: "odd", title: "Odd", authors: people, illustrators: people.reversed(), category: .youngAdult, description: "d",
                 year: -40_000, communities: [.multiracial, .black, .multiracial],
                 awards: (0 ..< 300).map { Award(.printz, year: 70_000 + $0, level: $0 % 2 == 0 ? .winner : .honor) }),
            Book(id: "plain", title: "Plain", authors: ["A"], category: .pictureBook, description: "e"),
        ]
        let print = try fingerprint(try folder.write("{}", to: "catalog.json"))
        let bytes = DerivedCatalogCache.encode(books, fingerprint: print, contentChecksum: 5)
        let decoded = try XCTUnwrap(bytes.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: print, contentChecksum: 5) })
        XCTAssertEqual(decoded, books)
        XCTAssertEqual(decoded[0].communities, [.multiracial, .black, .multiracial])
        XCTAssertEqual(decoded[0].authors.count, 300)
        XCTAssertEqual(decoded[0].awards.last?.year, 70_299)
        XCTAssertEqual(decoded[0].year, -40_000)
    }

    func testAFileWrittenInPiecesIsTheFileSealedWhole() throws {
        // Pieces of every size, some far past the writer's 1 MB buffer, some starting inside it.
        let fingerprint = try fingerprint(try folder.write("{}", to: "catalog.json"))
        let sizes = [0, 1, 7, 31, 32, 33, 1000, 3 << 20, 5, (1 << 20) - 3, 64, 2 << 20, 17]
        var pieces: [[UInt8]] = []
        var seed: UInt64 = 7
        for size in sizes {
            pieces.append((0 ..< size).map { _ in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: seed >> 33)
            })
        }
        let payload = pieces.flatMap { $0 }
        for format in [DerivedCatalogCache.format, DerivedSearchCache.format] {
            var sealed = [UInt8](repeating: 0, count: DerivedCacheFormat.headerSize) + payload
            format.seal(&sealed, fingerprint: fingerprint, contentChecksum: 99, count: 12)
            let path = folder.file("pieces.bin").path
            try format.write(to: path, fingerprint: fingerprint, contentChecksum: 99, count: 12, payloadLength: payload.count) {
                (output: inout DerivedCacheFormat.Output) throws(SystemCallFailure) in
                for piece in pieces { try output.append(contentsOf: piece) }
            }
            XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), sealed, "\(format.magic)")
        }
    }

    func testWhatAWriterKilledMidWriteLeftIsRemovedByTheNextWrite() throws {
        let catalog = try folder.write(try json(sampleBooks(5)), to: "catalog.json")
        let cacheStore = store(catalog)
        let cacheFolder = data.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let killed = Process()
        killed.executableURL = URL(fileURLWithPath: "/bin/true")
        try killed.run()
        killed.waitUntilExit()
        let name = (cacheStore.derivedCache.path as NSString).lastPathComponent
        try Data(repeating: 7, count: 4096).write(to: cacheFolder.appendingPathComponent(".\(name).\(killed.processIdentifier).0F1E.tmp"))
        _ = try cacheStore.loadBooks()
        XCTAssertEqual(try folder.names(in: cacheFolder), [name])
    }

    func testTheCacheIsReadInsteadOfTheJSON() throws {
        // A cache written for the current file is what a new store returns: proof it is read.
        let catalog = try folder.write(try json(sampleBooks(5)), to: "catalog.json")
        let first = store(catalog)
        _ = try first.loadBooks()
        let other = sampleBooks(3, salt: "-from-cache")
        let checksum = try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path))
        first.derivedCache.store(other, fingerprint: try fingerprint(catalog), contentChecksum: checksum)
        XCTAssertEqual(try store(catalog).loadBooks(), other)
    }

    func testACatalogChangedAfterCachingIsReadAgainAndTheCacheRebuilt() throws {
        let catalog = try folder.write(try json(sampleBooks(20)), to: "catalog.json")
        _ = try store(catalog).loadBooks()
        let before = try cacheBytes(store(catalog))

        let changed = sampleBooks(21, salt: "-v2")
        try folder.write(try json(changed), to: "catalog.json")
        XCTAssertEqual(try store(catalog).loadBooks(), changed)
        XCTAssertNotEqual(try cacheBytes(store(catalog)), before, "the stale cache was replaced")
        XCTAssertEqual(store(catalog).derivedBooks(for: try fingerprint(catalog)), changed)
    }

    func testSameSizeAndTimesButOtherContentIsNotServedFromTheCache() throws {
        let catalog = try folder.write(try json(sampleBooks(10, salt: "A")), to: "catalog.json")
        let first = store(catalog)
        _ = try first.loadBooks()
        let print = try fingerprint(catalog)
        // Same length, other content, cache claiming the current fingerprint but the old content.
        try folder.write(try json(sampleBooks(10, salt: "B")), to: "catalog.json")
        let oldChecksum = try cacheBytes(first)[72 ..< 80].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        first.derivedCache.store(sampleBooks(10, salt: "A"), fingerprint: try fingerprint(catalog), contentChecksum: oldChecksum)
        XCTAssertNotEqual(print, try fingerprint(catalog))
        XCTAssertEqual(try store(catalog).loadBooks(), sampleBooks(10, salt: "B"))
    }

    func testEveryFlippedByteMakesTheCacheUnusable() throws {
        let books = sampleBooks(6)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        _ = try store(catalog).loadBooks()
        let good = try cacheBytes(store(catalog))
        let print = try fingerprint(catalog)
        let checksum = try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path))
        XCTAssertEqual(good.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: print, contentChecksum: checksum) }, books)
        for position in good.indices {
            for mask: UInt8 in [0x01, 0x80] {
                var damaged = good
                damaged[position] ^= mask
                let decoded = damaged.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: print, contentChecksum: checksum) }
                XCTAssertNil(decoded, "byte \(position) flipped with \(mask)")
            }
        }
    }

    func testEveryTruncationAndExtensionMakesTheCacheUnusable() throws {
        let catalog = try folder.write(try json(sampleBooks(4)), to: "catalog.json")
        _ = try store(catalog).loadBooks()
        let good = try cacheBytes(store(catalog))
        let print = try fingerprint(catalog)
        let checksum = try XCTUnwrap(DerivedCatalogCache.contentChecksum(ofFileAt: catalog.path))
        for length in 0 ..< good.count {
            let cut = Array(good[0 ..< length])
            XCTAssertNil(cut.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: print, contentChecksum: checksum) }, "cut to \(length)")
        }
        let longer = good + [0]
        XCTAssertNil(longer.withUnsafeBytes { DerivedCatalogCache.decode($0, fingerprint: print, contentChecksum: checksum) })
    }

    func testADamagedCacheFileIsIgnoredAndRebuilt() throws {
        let books = sampleBooks(30)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        _ = try store(catalog).loadBooks()
        let good = try cacheBytes(store(catalog))
        var damages: [[UInt8]] = [[], Array(good.prefix(50)), Array(good.dropLast(7)), Array(repeating: 0xFF, count: good.count)]
        var flipped = good
        flipped[good.count / 2] ^= 0x20
        damages.append(flipped)
        var otherVersion = good
        otherVersion[8] &+= 1
        damages.append(otherVersion)
        for damage in damages {
            try writeCache(damage, of: store(catalog))
            XCTAssertEqual(try store(catalog).loadBooks(), books)
            XCTAssertEqual(try cacheBytes(store(catalog)), good, "rebuilt after damage of \(damage.count) bytes")
        }
    }

    func testACacheThatCannotBeWrittenIsSilentlyLeftOut() throws {
        let books = sampleBooks(8)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        try folder.write("a file where the data folder should be", to: "data")
        XCTAssertEqual(try store(catalog).loadBooks(), books)
        XCTAssertEqual(try store(catalog).loadBooks(), books)
    }

    func testACacheFolderInPlaceOfTheCacheFileIsIgnored() throws {
        let books = sampleBooks(8)
        let catalog = try folder.write(try json(books), to: "catalog.json")
        try FileManager.default.createDirectory(atPath: store(catalog).derivedCache.path, withIntermediateDirectories: true)
        XCTAssertEqual(try store(catalog).loadBooks(), books)
        XCTAssertEqual(try store(catalog).loadBooks(), books)
    }

    func testSmallCatalogsGetNoCache() throws {
        let catalog = try folder.write(try json(sampleBooks(8)), to: "catalog.json")
        let plain = JSONBookStore(catalogURL: catalog, dataDirectory: data)
        _ = try plain.loadBooks()
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.path), "nothing is created for a catalog under 1 MB")
    }

    func testEachCatalogPathHasItsOwnCacheFile() throws {
        let first = DerivedCatalogCache(catalogPath: "/a/catalog.json", dataDirectoryPath: data.path)
        let second = DerivedCatalogCache(catalogPath: "/b/catalog.json", dataDirectoryPath: data.path)
        XCTAssertNotEqual(first.path, second.path)
        XCTAssertEqual(first.path, DerivedCatalogCache(catalogPath: "/a/./catalog.json", dataDirectoryPath: data.path).path)
    }

    func testTheChecksumDoesNotDependOnHowTheBytesAreSplit() {
        let bytes = (0 ..< 1000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let whole = bytes.withUnsafeBytes { Checksum64.of($0) }
        var pieces = Checksum64()
        bytes.withUnsafeBytes { all in
            pieces.update(UnsafeRawBufferPointer(rebasing: all[0 ..< 512]))
            pieces.update(UnsafeRawBufferPointer(rebasing: all[512 ..< 1000]))
        }
        XCTAssertEqual(pieces.value, whole)
        XCTAssertNotEqual(Array(bytes.dropLast()).withUnsafeBytes { Checksum64.of($0) }, whole)
        XCTAssertNotEqual((bytes + [0]).withUnsafeBytes { Checksum64.of($0) }, whole)
    }
}
