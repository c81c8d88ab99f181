import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

/// Checks the real catalog in Resources/books.json: its format (version 2), its vocabularies, its
/// numbers (those issue 12 asks for) and that no book is listed twice under slightly different titles.
final class BundledCatalogTests: XCTestCase {
    private static let catalogURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/books.json")

    /// The latest year a book or award may carry.
    private static let thisYear = 2026

    private func loadEntries() throws -> (version: Int?, books: [[String: Any]]) {
        let data = try Data(contentsOf: Self.catalogURL)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], "the catalog is a JSON object")
        XCTAssertEqual(Set(root.keys), ["version", "books"])
        let books = try XCTUnwrap(root["books"] as? [[String: Any]], "books is an array of objects")
        return (root["version"] as? Int, books)
    }

    /// The books as the store reads them (every rule of the format checked on the way).
    private func books() throws -> [Book] {
        try JSONBookStore(catalogURL: Self.catalogURL, dataDirectory: FileManager.default.temporaryDirectory
            .appendingPathComponent("bookdir-bundled-\(UUID().uuidString.prefix(8))")).loadBooks()
    }

    func testSchemaVersionAndKeys() throws {
        let (version, entries) = try loadEntries()
        XCTAssertEqual(version, 2)
        let allowed = Set(BookSchema.fields.map(\.name))
        let required: Set<String> = ["id", "title", "authors", "category", "description", "year", "communities"]
        for book in entries {
            let keys = Set(book.keys)
            XCTAssertTrue(keys.isSubset(of: allowed), "unexpected keys in \(book["id"] ?? "?"): \(keys.subtracting(allowed))")
            XCTAssertTrue(required.isSubset(of: keys), "missing keys in \(book["id"] ?? "?"): \(required.subtracting(keys))")
            for key in ["id", "title", "description"] {
                let value = book[key] as? String
                XCTAssertEqual(value, value?.trimmingCharacters(in: .whitespacesAndNewlines), "\(key) of \(book["id"] ?? "?") has outer spaces")
            }
        }
        XCTAssertEqual(try books().count, entries.count, "the store reads every entry")
    }

    func testEveryBookHasAYearAndItsAwardsComeInThatYearOrTheThreeAfter() throws {
        for book in try books() {
            let year = try XCTUnwrap(book.year, "\(book.id) has a year")
            XCTAssertTrue((1900 ... Self.thisYear).contains(year), "year \(year) of \(book.id)")
            XCTAssertFalse(book.authors.isEmpty, "\(book.id) has an author")
            for award in book.awards {
                XCTAssertTrue((year ... min(year + 3, Self.thisYear)).contains(award.year), "\(book.id): \(award.citation) for a book of \(year)")
            }
            XCTAssertEqual(Set(book.awards).count, book.awards.count, "\(book.id) lists an award twice")
            XCTAssertFalse(book.communities.isEmpty, "\(book.id) names the communities it centers")
            if let isbn = book.isbn { XCTAssertTrue(ISBN.isValid13(isbn), "isbn of \(book.id)") }
        }
    }

    func testTheNumbersTheDirectoryPromises() throws {
        let books = try books()
        XCTAssertGreaterThanOrEqual(books.count, 650)
        for category in Category.allCases {
            let count = books.filter { $0.category == category }.count
            XCTAssertGreaterThanOrEqual(count, 100, "\(category.name) has \(count) books")
        }
        XCTAssertGreaterThanOrEqual(books.filter { ($0.year ?? 0) >= 2022 }.count, 40, "books from 2022 on")
        XCTAssertGreaterThanOrEqual(books.filter { !$0.awards.isEmpty }.count, 120, "award winners and honor books")
        for community in [Community.black, .latine, .eastAsian, .southAsian, .indigenous] {
            let count = books.filter { $0.communities.contains(community) }.count
            XCTAssertGreaterThanOrEqual(count, 40, "\(community.name): \(count) books")
        }
        for community in Community.allCases {
            for category in Category.allCases {
                XCTAssertTrue(books.contains { $0.category == category && $0.communities.contains(community) },
                              "no \(category.name) book centers the \(community.name) community")
            }
        }
    }

    /// Issue 28's breadth, printed with the fields' coverage; every ISBN's check digit, grade range's
    /// order and language code is checked by the store's reader on the way (a test of its own each
    /// in SchemaTests and PackedFieldsCatalogTests).
    func testTheBreadthAndTheFieldsAsksOfTheCatalog() throws {
        let books = try books()
        func share(_ count: Int) -> String { "\(count) (\(count * 100 / books.count)%)" }
        let withISBN = books.filter { !$0.allISBNs.isEmpty }.count, withGrades = books.filter { $0.grades != nil }.count
        print("catalog: \(books.count) books; " + Category.allCases.map { c in "\(c.code) \(books.filter { $0.category == c }.count)" }
            .joined(separator: ", ") + "; " + Community.allCases.map { c in "\(c.code) \(books.filter { $0.centers(c) }.count)" }
            .joined(separator: ", ") + "; with an ISBN of some edition \(share(withISBN)), a grade range "
            + "\(share(withGrades)), languages "
            + "\(share(books.filter { $0[BookSchema.languages] != nil }.count))")
        XCTAssertGreaterThanOrEqual(books.count, 850)
        XCTAssertGreaterThanOrEqual(withISBN * 10, books.count * 6, "at least 60% of books with an ISBN of some edition")
        XCTAssertGreaterThanOrEqual(withGrades * 10, books.count * 7, "at least 70% of books with a grade range")
        for category in Category.allCases {
            XCTAssertGreaterThanOrEqual(books.filter { $0.category == category }.count, 130, category.name)
        }
        for (community, least) in [(Community.pacificIslander, 20), (.mena, 40), (.southAsian, 70), (.indigenous, 80)] {
            XCTAssertGreaterThanOrEqual(books.filter { $0.centers(community) }.count, least, community.name)
        }
        XCTAssertGreaterThanOrEqual(books.filter { ($0.year ?? 0) >= 2024 }.count, 80, "books from 2024 on")
        XCTAssertGreaterThanOrEqual(books.filter { ($0.year ?? 0) >= 2025 }.count, 30, "books from 2025 on")
        // Languages on every book but a wordless one.
        XCTAssertEqual(Set(books.filter { $0[BookSchema.languages] == nil }.map(\.id)), ["herizon"])
        for book in books { XCTAssertTrue(book.allISBNs.allSatisfy(ISBN.isValid13), book.id) }
    }

    func testIdsAreUniqueSlugsAndNoBookIsListedTwiceUnderAnotherTitle() throws {
        let books = try books()
        let ids = books.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "id \(id) is not a slug")
        }
        // Titles compared as search compares them, with punctuation, spacing and a leading
        // article left out: "The Crossover", "Crossover" and "The Cross-Over" are one title.
        // (A series title before a subtitle — "Nikki and Deja" and "Nikki and Deja: The Newsy
        // News Newsletter" — names two books, so it is not compared.)
        func key(_ text: String) -> String {
            var folded = TextFolding.fold(text)
            for article in ["the ", "a ", "an "] where folded.hasPrefix(article) { folded.removeFirst(article.count) }
            return folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(String.init).joined()
        }
        var seen: [String: String] = [:]
        for book in books {
            if let other = seen[key(book.title)] { XCTFail("\(book.id) and \(other) have the same title") }
            seen[key(book.title)] = book.id
        }
    }

    func testDescriptionsSayWhatTheBookIsAbout() throws {
        for book in try books() {
            let text = book.description
            XCTAssertTrue([".", "!", "?", "”", "\""].contains { text.hasSuffix($0) }, "description of \(book.id) ends a sentence")
            XCTAssertLessThanOrEqual(text.count, 600, "description of \(book.id) is short")
            XCTAssertNil(text.range(of: "^In this (second|third|fourth|fifth|sixth|next|latest) (book|installment|adventure)",
                                    options: [.regularExpression, .caseInsensitive]),
                         "description of \(book.id) says which book of a series it is, not what happens")
        }
    }
}
