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

/// A library's copy of another edition (a paperback, a Spanish edition) matches by that edition's
/// ISBN, which the catalog's `isbns` lists.
final class OtherEditionMatchingTests: XCTestCase {
    func testAnyEditionsISBNMatchesSayingWhichOne() {
        let snowy = Book(id: "snowy", title: "The Snowy Day", authors: ["Ezra Jack Keats"], category: .pictureBook, description: "d",
                         isbn: "9780670654000", fields: FieldValues([(BookSchema.isbns, .texts(["9780670654000", "9780140501827"]))]))
        let matcher = HoldingsMatcher(books: [snowy])
        func reason(_ isbn: String) -> String? {
            matcher.match(HoldingRow(number: 1, isbns: [isbn], title: "", authors: [])).map { "\($0.book.id) \($0.reason.text)" }
        }
        XCTAssertEqual(reason("9780140501827"), "snowy ISBN 9780140501827", "the paperback")
        XCTAssertEqual(reason("9780670654000"), "snowy ISBN 9780670654000", "the first edition")
        XCTAssertNil(reason("9781646144549"))
    }
}
