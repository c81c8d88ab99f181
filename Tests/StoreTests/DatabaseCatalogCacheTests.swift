import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// The derived caches of a database's catalog (``DatabaseCatalogCache``): used while the revision
/// and address are theirs, never when they are another's, damaged or of another book schema.
final class DatabaseCatalogCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private let address = "postgresql://ana@db.school.example:5432/bookdir"
    private let books = [
        Book(id: "moon", title: "The Moon Within", author: "Aida Salazar", category: .middleGrade, description: "A moon ceremony."),
        Book(id: "snow", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook, description: "Snow."),
    ]

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// How many times the books were loaded from the database.
    private final class Loads: @unchecked Sendable {
        var count = 0
    }

    private func cache(_ address: String? = nil) -> DatabaseCatalogCache {
        DatabaseCatalogCache(address: address ?? self.address, dataDirectoryPath: folder.url.path)
    }

    private func searched(_ cache: DatabaseCatalogCache, revision: String?, loads: Loads, loaded: String?) throws -> [String] {
        let books = self.books
        let index = try cache.searchIndex(revision: revision) { () throws(BookStoreError) in
            loads.count += 1
            return (books, loaded)
        }
        let hits = index.hits(for: "moon")
        return (0 ..< hits.count).map { hits.book(at: $0).id }
    }

    func testAnUnchangedRevisionIsAnsweredWithoutLoadingAndAnotherIsLoaded() throws {
        let loads = Loads()
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: "e:1"), ["moon"])
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: "e:1"), ["moon"])
        XCTAssertEqual(try cache().books(revision: "e:1") { () throws(BookStoreError) in loads.count += 1; return ([], nil) }, books)
        XCTAssertEqual(loads.count, 1, "the second search and the list came from the cache")
        XCTAssertEqual(try searched(cache(), revision: "e:2", loads: loads, loaded: "e:2"), ["moon"])
        XCTAssertEqual(loads.count, 2, "another revision is loaded")
        XCTAssertEqual(try searched(cache("postgresql://ana@other.example:5432/bookdir"), revision: "e:2", loads: loads, loaded: "e:2"), ["moon"])
        XCTAssertEqual(loads.count, 3, "another server's catalog is its own")
        XCTAssertEqual(try searched(cache(), revision: "e:2", loads: loads, loaded: "e:2"), ["moon"])
        XCTAssertEqual(loads.count, 3)
    }

    func testBooksThatChangedWhileReadAreNotKept() throws {
        let loads = Loads()
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: nil), ["moon"])
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: nil), ["moon"])
        XCTAssertEqual(loads.count, 2)
    }

    func testACacheOfAnotherBookSchemaIsNeverUsed() throws {
        let loads = Loads()
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: "e:1"), ["moon"])
        // Each file as a bookdir with another schema would have written it: its header names that
        // schema, and its checksum matches.
        for path in [cache().catalog.path, cache().search.path] {
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            withUnsafeBytes(of: (BookSchema.fingerprint &+ 1).littleEndian) { bytes.replaceSubrange(12 ..< 16, with: $0) }
            let sum = bytes.withUnsafeBytes { DerivedCatalogCache.format.checksum(ofFile: $0) }
            withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(96 ..< 104, with: $0) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(try cache().books(revision: "e:1") { () throws(BookStoreError) in loads.count += 1; return (books, "e:1") }, books)
        XCTAssertEqual(loads.count, 2, "the catalog cache of another schema was not used")
        XCTAssertEqual(try searched(cache(), revision: "e:1", loads: loads, loaded: "e:1"), ["moon"])
        XCTAssertEqual(loads.count, 3, "nor the search cache")
    }
}
