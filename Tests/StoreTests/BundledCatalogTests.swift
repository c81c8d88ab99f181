import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// Checks the real catalog in Resources/books.json: its schema, its counts and its facts' shape.
final class BundledCatalogTests: XCTestCase {
    private static let catalogURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/books.json")

    private func loadEntries() throws -> (version: Int?, books: [[String: Any]]) {
        let data = try Data(contentsOf: Self.catalogURL)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], "the catalog is a JSON object")
        XCTAssertEqual(Set(root.keys), ["version", "books"])
        let books = try XCTUnwrap(root["books"] as? [[String: Any]], "books is an array of objects")
        return (root["version"] as? Int, books)
    }

    func testSchemaVersionAndKeys() throws {
        let (version, books) = try loadEntries()
        XCTAssertEqual(version, 1)
        let allowed: Set<String> = ["id", "title", "author", "category", "description", "year", "isbn"]
        let required: Set<String> = ["id", "title", "author", "category", "description"]
        for book in books {
            let keys = Set(book.keys)
            XCTAssertTrue(keys.isSubset(of: allowed), "unexpected keys in \(book["id"] ?? "?"): \(keys.subtracting(allowed))")
            XCTAssertTrue(required.isSubset(of: keys), "missing keys in \(book["id"] ?? "?"): \(required.subtracting(keys))")
            for key in required {
                let value = book[key] as? String
                XCTAssertNotNil(value, "\(key) of \(book["id"] ?? "?") is a string")
                XCTAssertFalse((value ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(key) of \(book["id"] ?? "?") is blank")
                XCTAssertEqual(value, value?.trimmingCharacters(in: .whitespacesAndNewlines), "\(key) of \(book["id"] ?? "?") has outer spaces")
            }
            if let year = book["year"] {
                let value = try XCTUnwrap(year as? Int, "year of \(book["id"] ?? "?") is a whole number")
                XCTAssertTrue((1900...2026).contains(value), "year \(value) of \(book["id"] ?? "?")")
            }
            if let isbn = book["isbn"] {
                XCTAssertTrue(ISBN.isValid13(isbn as? String ?? ""), "isbn of \(book["id"] ?? "?") fails the ISBN-13 check")
            }
        }
    }

    func testAtLeastTwoHundredBooksAndFortyPerCategory() throws {
        let books = try JSONDecoder().decode(CatalogShape.self, from: Data(contentsOf: Self.catalogURL)).books
        XCTAssertGreaterThanOrEqual(books.count, 200)
        for category in Category.allCases {
            let count = books.filter { $0.category == category }.count
            XCTAssertGreaterThanOrEqual(count, 40, "\(category.name) has \(count) books")
        }
    }

    func testIdsAreUniqueSlugsAndBooksAreNotListedTwice() throws {
        let books = try JSONDecoder().decode(CatalogShape.self, from: Data(contentsOf: Self.catalogURL)).books
        let ids = books.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "id \(id) is not a slug")
        }
        let keys = books.map { TextFolding.matchKey($0.title) + "|" + TextFolding.matchKey($0.author) }
        XCTAssertEqual(Set(keys).count, keys.count, "a title and author pair appears twice")
    }

    func testDescriptionsAreOneToThreeSentences() throws {
        let books = try JSONDecoder().decode(CatalogShape.self, from: Data(contentsOf: Self.catalogURL)).books
        for book in books {
            XCTAssertTrue(book.description.hasSuffix(".") || book.description.hasSuffix("!") || book.description.hasSuffix("?") || book.description.hasSuffix("”") || book.description.hasSuffix("\""),
                          "description of \(book.id) ends a sentence")
            XCTAssertLessThanOrEqual(book.description.count, 600, "description of \(book.id) is short")
        }
    }
}

/// The catalog file's shape, decoded with Book's own Codable keys.
private struct CatalogShape: Decodable {
    var version: Int
    var books: [Book]
}
