import Catalog
import Foundation
@testable import Store
import TestSupport
import XCTest

/// The fields packed from their declarations (``BookSchema/packedFields``) in a catalog file: read
/// the same by the fast and the general path, checked by their rules with a message naming the
/// book, the field and its place, and kept apart from caches of another schema.
final class PackedFieldsCatalogTests: XCTestCase {
    private let file = VersionedJSONFile(path: "/tmp/books.json", label: "The catalog", fixAdvice: "Fix it.", readAdvice: "Read it.")

    private func catalog(_ fields: String) -> [UInt8] {
        Array(#"""
            {"version": 2, "books": [
              {"id": "a", "title": "T", "authors": ["A"], "category": "PB", "description": "D", "year": 2020\#(fields)}
            ]}
            """#.utf8)
    }

    /// Both paths' books, or both paths' message (which must agree).
    private func read(_ bytes: [UInt8], line: UInt = #line) -> Result<[Book], BookStoreError> {
        let fast = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file) }
        let general = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file, scanning: false) }
        switch (fast, general) {
        case (.success(let one), .success(let other)): XCTAssertEqual(one, other, line: line)
        case (.failure(let one), .failure(let other)): XCTAssertEqual(one.message, other.message, line: line)
        default: XCTFail("the paths disagree: \(fast) against \(general)", line: line)
        }
        return general
    }

    func testIsbnsAndGradesReadTheSameBothWaysAndIsbnsGivesTheFirstEdition() throws {
        let books = try read(catalog(#", "isbns": ["9780306406157", "9781646144549"], "grades": [-1, 2]"#)).get()
        XCTAssertEqual(books.first?.isbn, "9780306406157", "isbns begins with the first US edition, which is the isbn")
        XCTAssertEqual(books.first?.allISBNs, ["9780306406157", "9781646144549"])
        XCTAssertEqual(books.first?.grades, -1 ... 2)
        XCTAssertEqual(CatalogScanner.scan(catalog(#", "grades": [0, 4]"#), record: { _, _ in }), 2, "the fast path takes packed fields")
        let both = try read(catalog(#", "isbn": "9780306406157", "isbns": ["9780306406157"], "grades": [3, 3]"#)).get()
        XCTAssertEqual(both.first?.grades, 3 ... 3)
        XCTAssertEqual(try read(catalog("")).get().first?.fields, FieldValues(), "a book without them has none: unknown")
    }

    func testAValueBreakingItsRuleIsNamedWithItsPlace() {
        func message(_ fields: String) -> String? {
            guard case .failure(let error) = read(catalog(fields)) else { return nil }
            return error.message
        }
        XCTAssertEqual(message(#", "grades": [4, 2]"#),
                       "The catalog gives the book \"a\" (book 1, line 2, column 109) the grades [4, 2], which is not [from, to] with "
                           + "from ≤ to, each from -1 to 12; correct it or remove the grades field (/tmp/books.json). Fix it.")
        XCTAssertEqual(message(#", "isbns": ["9780306406157", "9780306406158"]"#),
                       "The catalog gives the book \"a\" (book 1, line 2, column 126) \"9780306406158\" in isbns, which is not an ISBN-13 "
                           + "of 13 digits whose check digit holds; correct it or remove the isbns field (/tmp/books.json). Fix it.")
        XCTAssertEqual(message(#", "isbn": "9781646144549", "isbns": ["9780306406157"]"#),
                       "The catalog gives the book \"a\" (book 1, line 2, column 134) the ISBN \"9780306406157\", which is not its isbn "
                           + "\"9781646144549\"; isbns begins with the first US edition's (/tmp/books.json). Fix it.")
        XCTAssertNotNil(message(#", "grades": [1]"#))
        XCTAssertNotNil(message(#", "grades": ["K", "2"]"#))
    }

    func testACacheOfAnotherSchemaIsRebuiltNotMisread() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalogURL = try folder.write(String(decoding: catalog(#", "grades": [0, 4]"#), as: UTF8.self), to: "books.json")
        let data = folder.file("data")
        let first = try JSONBookStore(catalogURL: catalogURL, dataDirectory: data, derivedCacheMinimumSize: 0).loadBooks()
        let store = JSONBookStore(catalogURL: catalogURL, dataDirectory: data, derivedCacheMinimumSize: 0)
        let cacheURL = URL(fileURLWithPath: store.derivedCache.path)
        var bytes = [UInt8](try Data(contentsOf: cacheURL))
        XCTAssertEqual(Array(bytes[12 ..< 16]), withUnsafeBytes(of: BookSchema.fingerprint.littleEndian, Array.init),
                       "the cache carries the schema's fingerprint")
        // The cache as another schema (a reordered vocabulary, a new field) would have written it.
        bytes.replaceSubrange(12 ..< 16, with: withUnsafeBytes(of: (BookSchema.fingerprint ^ 1).littleEndian, Array.init))
        try Data(bytes).write(to: cacheURL)
        XCTAssertNil(store.derivedBooks(for: try XCTUnwrap(FileFingerprint.current(path: catalogURL.path))), "not read as this schema's")
        XCTAssertEqual(try store.loadBooks(), first)
        let rebuilt = [UInt8](try Data(contentsOf: cacheURL))
        XCTAssertEqual(Array(rebuilt[12 ..< 16]), withUnsafeBytes(of: BookSchema.fingerprint.littleEndian, Array.init), "rebuilt")
    }
}
