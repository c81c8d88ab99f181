import Catalog
@testable import CatalogGenerator
import Foundation
import Store
import TestSupport
import XCTest

final class CatalogGeneratorTests: XCTestCase {
    func testSameSeedGivesTheSameBooks() {
        XCTAssertEqual(CatalogGenerator.books(count: 300, seed: 7), CatalogGenerator.books(count: 300, seed: 7))
    }

    func testAnotherSeedGivesOtherBooks() {
        let first = CatalogGenerator.books(count: 50, seed: 1)
        let second = CatalogGenerator.books(count: 50, seed: 2)
        XCTAssertNotEqual(first.map(\.title), second.map(\.title))
    }

    func testALargerCatalogStartsWithTheSmallerOne() {
        let small = CatalogGenerator.books(count: 100, seed: 42)
        let large = CatalogGenerator.books(count: 1000, seed: 42)
        XCTAssertEqual(Array(large.prefix(100)), small)
    }

    func testTheFirstBooksAreFixed() {
        // Pins the sequence: a change to the generator changes every benchmark's input.
        // The illustrators, communities and awards are drawn apart, so the other fields are those
        // the generator gave before the catalog had them.
        XCTAssertEqual(CatalogGenerator.books(count: 2, seed: 42), [
            Book(id: "linh-and-the-kite-1", title: "Linh and the Kite", authors: ["Nnedi Ewing"], illustrators: ["Mitali Reynolds"],
                 category: .chapterBook,
                 description: "Carmen finds a letter from far away in San Juan during the longest summer of their lives. "
                     + "Along the way, a wild kitchen repairs her grandmother's recipe.",
                 year: 2022, isbn: "9785602779677", communities: [.southeastAsian]),
            Book(id: "nicola-s-midnight-storm-2", title: "Nicola's Midnight Storm", authors: ["Malik Muñoz"], category: .middleGrade,
                 description: "Priya paints a basketball tournament in Nairobi with help from an unlikely friend.", year: 1988,
                 communities: [.multiracial]),
        ])
    }

    func testIdsAreUniqueAndEveryFieldIsFilled() {
        let books = CatalogGenerator.books(count: 5000, seed: 3)
        XCTAssertEqual(Set(books.map(\.id)).count, books.count)
        for book in books {
            XCTAssertFalse(book.title.trimmingCharacters(in: .whitespaces).isEmpty)
            XCTAssertFalse(book.author.trimmingCharacters(in: .whitespaces).isEmpty)
            XCTAssertFalse(book.description.trimmingCharacters(in: .whitespaces).isEmpty)
            if let isbn = book.isbn { XCTAssertTrue(ISBN.isValid13(isbn), isbn) }
            if let year = book.year { XCTAssertTrue((1950 ... 2025).contains(year), "\(year)") }
        }
    }

    func testLengthsLookLikeTheBundledCatalog() {
        let books = CatalogGenerator.books(count: 5000, seed: 3)
        func mean(_ lengths: [Int]) -> Double { Double(lengths.reduce(0, +)) / Double(lengths.count) }
        let title = mean(books.map(\.title.count))
        let author = mean(books.map(\.author.count))
        let description = mean(books.map(\.description.count))
        XCTAssertTrue((12 ... 40).contains(title), "mean title length \(title)")
        XCTAssertTrue((10 ... 30).contains(author), "mean author length \(author)")
        XCTAssertTrue((100 ... 260).contains(description), "mean description length \(description)")
        XCTAssertLessThanOrEqual(books.map(\.description.count).max()!, 400)
    }

    func testEveryCategoryDiacriticsAndCJKScriptsOccur() {
        let books = CatalogGenerator.books(count: 5000, seed: 3)
        XCTAssertEqual(Set(books.map(\.category)), Set(Category.allCases))
        let authors = books.map(\.author)
        XCTAssertTrue(authors.contains { $0.contains("ñ") })
        XCTAssertTrue(authors.contains { $0.contains("ễ") })
        let cjk = books.filter { book in
            (book.title + book.author).unicodeScalars.contains { (0x3040 ... 0x9FFF).contains($0.value) || (0xAC00 ... 0xD7AF).contains($0.value) }
        }
        XCTAssertTrue((50 ... 400).contains(cjk.count), "\(cjk.count) books with CJK script")
        for category in Category.allCases {
            let share = Double(books.filter { $0.category == category }.count) / Double(books.count)
            XCTAssertGreaterThan(share, 0.1, "\(category)")
        }
    }

    func testTheWrittenCatalogLoadsBackToTheSameBooks() throws {
        let temporary = try TemporaryFolder(prefix: "bookdir-generator")
        defer { temporary.remove() }
        let folder = temporary.url
        var books = CatalogGenerator.books(count: 2000, seed: 11)
        books.append(Book(id: "odd", title: "Quote \" back\\slash", author: "Tab\tand\u{1}control",
                          category: .youngAdult, description: "Line\nbreak and émoji 🌙"))
        let catalog = folder.appendingPathComponent("catalog.json")
        try CatalogWriter.write(CatalogWriter.catalogBytes(books), to: catalog.path)

        let store = JSONBookStore(catalogURL: catalog, dataDirectory: folder.appendingPathComponent("data"))
        XCTAssertEqual(try store.loadBooks(), books)
    }

    func testTheCatalogFileStartsWithTheVersion() {
        let bytes = CatalogWriter.catalogBytes([Book(id: "a", title: "A", author: "B", category: .pictureBook,
                                                     description: "C", year: 2001, isbn: "9780306406157")])
        XCTAssertEqual(
            String(decoding: bytes, as: UTF8.self),
            "{\"version\":2,\"books\":[\n"
                + "{\"id\":\"a\",\"title\":\"A\",\"authors\":[\"B\"],\"illustrators\":[],\"category\":\"PB\",\"description\":\"C\","
                + "\"year\":2001,\"isbn\":\"9780306406157\",\"communities\":[],\"awards\":[]}"
                + "\n]}\n"
        )
    }

    func testLinesHoldTitleAuthorAndDescriptionSeparatedByTabs() {
        let books = [
            Book(id: "a", title: "Moon\tSong", author: "Zoë", category: .pictureBook, description: "One\ntwo"),
            Book(id: "b", title: "月亮", author: "林美玲", category: .youngAdult, description: "Three"),
        ]
        XCTAssertEqual(String(decoding: CatalogWriter.lineBytes(books), as: UTF8.self),
                       "Moon Song\tZoë\tOne two\n月亮\t林美玲\tThree\n")
    }

    func testSlugsAreLowercaseASCIIWords() {
        XCTAssertEqual(CatalogGenerator.slug("Zoë's Brave Moon: Part 2"), "zo-s-brave-moon-part-2")
        XCTAssertEqual(CatalogGenerator.slug("月亮的故事"), "book")
    }
}

