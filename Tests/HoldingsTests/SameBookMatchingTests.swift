import Catalog
import Holdings
import XCTest

/// The same-book rules of matching by title and author, one at a time.
final class SameBookMatchingTests: XCTestCase {
    private let books = [
        Book(id: "king", title: "Martin's Big Words: The Life of Dr. Martin Luther King, Jr.", authors: ["Doreen Rappaport"],
             category: .pictureBook, description: "d"),
        Book(id: "pena", title: "Milo Imagines the World", authors: ["Matt de la Peña"], category: .pictureBook, description: "d"),
        Book(id: "jr", title: "Why We Can't Wait", authors: ["Martin Luther King, Jr."], category: .youngAdult, description: "d"),
    ]

    private func reason(_ title: String, _ author: String) -> String? {
        HoldingsMatcher(books: books).match(HoldingRow(number: 1, isbns: [], title: title, authors: [author]))
            .map { "\($0.book.id) \($0.reason.text)" }
    }

    func testCaseAccentsPunctuationAndSubtitleOnOneSide() {
        XCTAssertEqual(reason("MARTINS BIG WORDS", "Rappaport, Doreen."), "king title and author")
        XCTAssertEqual(reason("Milo imagines the world : a story", "De la Pena, Matt, 1973-"), "pena title and author")
        XCTAssertEqual(reason("Why we can't wait", "King, Martin Luther, Jr., 1929-1968"), "jr title and author")
        XCTAssertEqual(reason("Why we can't wait", "Martin Luther King, Jr."), "jr title and author")
    }

    func testAnotherAuthorOrAnotherSubtitleIsNotTheSameBook() {
        XCTAssertNil(reason("Milo imagines the world", "Peña, Matthew"))
        XCTAssertNil(reason("Martin's Big Words: Another Life", "Doreen Rappaport"))
        XCTAssertNil(reason("Milo imagines the world", ""))
    }
}
