import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// The catalog format, version 2: people as lists, communities and awards from fixed vocabularies,
/// years of publication; version 1 files still read.
final class CatalogVersionTwoTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let bornOnTheWater = #"""
        {"id": "born-on-the-water", "title": "The 1619 Project: Born on the Water",
         "authors": ["Nikole Hannah-Jones", "Renée Watson"], "illustrators": ["Nikkolas Smith"], "category": "PB",
         "description": "A girl learns the history of her family.", "year": 2021, "communities": ["black"],
         "awards": [{"award": "Coretta Scott King Illustrator Award", "year": 2022, "level": "honor"}]}
        """#

    private func load(_ text: String) throws -> [Book] {
        let url = try folder.write(text, to: "books.json")
        return try JSONBookStore(catalogURL: url, dataDirectory: folder.file("data")).loadBooks()
    }

    private func loadError(_ book: String, version: Int = 2) -> String {
        do {
            _ = try load("{\"version\": \(version), \"books\": [\(book)]}")
            return "loaded"
        } catch {
            return (error as? BookStoreError)?.message ?? "\(error)"
        }
    }

    func testAVersionTwoBookReadsEveryField() throws {
        let books = try load("{\"version\": 2, \"books\": [\(bornOnTheWater)]}")
        XCTAssertEqual(books, [Book(
            id: "born-on-the-water", title: "The 1619 Project: Born on the Water",
            authors: ["Nikole Hannah-Jones", "Renée Watson"], illustrators: ["Nikkolas Smith"], category: .pictureBook,
            description: "A girl learns the history of her family.", year: 2021, communities: [.black],
            awards: [Award(.corettaScottKingIllustrator, year: 2022, level: .honor)])])
        XCTAssertEqual(books[0].author, "Nikole Hannah-Jones and Renée Watson")
    }

    func testAVersionOneAuthorLineReadsAsItsPeople() throws {
        let books = try load(#"""
            {"version": 1, "books": [
              {"id": "a", "title": "A", "author": "Nikole Hannah-Jones and Renée Watson", "category": "PB", "description": "D"},
              {"id": "b", "title": "B", "author": "Martin Luther King, Jr.", "category": "YA", "description": "D"},
              {"id": "c", "title": "C", "author": "Ana, Ben and Cy", "category": "MG", "description": "D"}]}
            """#)
        XCTAssertEqual(books.map(\.authors), [["Nikole Hannah-Jones", "Renée Watson"], ["Martin Luther King, Jr."], ["Ana", "Ben", "Cy"]])
        XCTAssertEqual(books.map(\.author), ["Nikole Hannah-Jones and Renée Watson", "Martin Luther King, Jr.", "Ana, Ben and Cy"])
        XCTAssertEqual(books.map(\.communities), [[], [], []])
    }

    func testCommunitiesAreReadOnceEachInVocabularyOrder() throws {
        let books = try load(#"{"version": 2, "books": [{"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D", "communities": ["multiracial", "black", "black", "east-asian"]}]}"#)
        XCTAssertEqual(books[0].communities, [.black, .eastAsian, .multiracial])
    }

    func testWordsOutsideTheVocabulariesAndImpossibleYearsAreNamed() {
        let path = folder.file("books.json").path
        let advice = "Fix the file or point bookdir at another catalog with --catalog PATH."
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D", "communities": ["asian"]}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 124) the community \"asian\", which is none of black, latine, east-asian, "
                       + "southeast-asian, south-asian, indigenous, mena, pacific-islander or multiracial (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D", "awards": [{"award": "Hugo", "year": 2020, "level": "winner"}]}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 129) the award \"Hugo\", which is not one of the award names bookdir knows "
                       + "(Resources/CATALOG.md lists them) (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D", "awards": [{"award": "Newbery Medal", "year": 2020, "level": "gold"}]}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 169) the award level \"gold\", which is neither winner nor honor (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": ["B"], "category": "PB", "description": "D", "year": 2020, "awards": [{"award": "Newbery Medal", "year": 2019, "level": "winner"}]}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 168) an award of 2019, which is before the book's year or no year at all (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "author": "B", "category": "PB", "description": "D", "year": -5}"#, version: 1),
                       "The catalog gives the book \"a\" (book 1, line 1, column 113) the year -5, which is no year of publication; correct it or remove the year field (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": [], "category": "PB", "description": "D"}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 63) a blank author (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "authors": ["B"], "illustrators": [" "], "category": "PB", "description": "D"}"#),
                       "The catalog gives the book \"a\" (book 1, line 1, column 87) a blank illustrator (\(path)). \(advice)")
        XCTAssertEqual(loadError(#"{"id": "a", "title": "A", "author": "B", "category": "PB", "description": "D"}"#),
                       "The catalog is not in the expected form: book 1 (line 1, column 26) has no \"authors\" field (\(path)). \(advice)")
    }

    func testABookWritesAsVersionTwoLeavingOutWhatItDoesNotHave() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let plain = Book(id: "a", title: "A", author: "B and C", category: .youngAdult, description: "D")
        XCTAssertEqual(String(decoding: try encoder.encode(plain), as: UTF8.self),
                       #"{"authors":["B","C"],"category":"YA","description":"D","id":"a","title":"A"}"#)
        let full = Book(id: "a", title: "A", authors: ["B"], illustrators: ["I"], category: .pictureBook, description: "D",
                        year: 2020, communities: [.indigenous], awards: [Award(.caldecott, year: 2021, level: .winner)])
        XCTAssertEqual(String(decoding: try encoder.encode(full), as: UTF8.self),
                       #"{"authors":["B"],"awards":[{"award":"Caldecott Medal","level":"winner","year":2021}],"category":"PB","#
                       + #""communities":["indigenous"],"description":"D","id":"a","illustrators":["I"],"title":"A","year":2020}"#)
        XCTAssertEqual(try JSONDecoder().decode(Book.self, from: try encoder.encode(full)), full)
    }

    func testALinkGoesToTheEditionWhenTheISBNIsKnown() {
        let book = Book(id: "a", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook, description: "D")
        XCTAssertEqual(book.link, "https://openlibrary.org/search?title=The%20Snowy%20Day&author=Ezra%20Jack%20Keats")
        var known = book
        known.isbn = "9780670654000"
        XCTAssertEqual(known.link, "https://openlibrary.org/isbn/9780670654000")
    }
}
