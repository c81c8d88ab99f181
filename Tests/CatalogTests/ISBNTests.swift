import XCTest
@testable import Catalog

final class ISBNTests: XCTestCase {
    func testValidISBN13Passes() {
        XCTAssertTrue(ISBN.isValid13("9780140328721"))
        XCTAssertTrue(ISBN.isValid13("978-0-14-032872-1"))
    }

    func testWrongCheckDigitOrShapeFails() {
        XCTAssertFalse(ISBN.isValid13("9780140328722"))
        XCTAssertFalse(ISBN.isValid13("978014032872"))
        XCTAssertFalse(ISBN.isValid13("97801403287２1"))
        XCTAssertFalse(ISBN.isValid13(""))
    }

    func testCategoryCodesAndNames() {
        XCTAssertEqual(Category.allCases.map(\.code), ["PB", "CB", "MG", "YA"])
        XCTAssertEqual(Category.allCases.map(\.name), ["Picture Book", "Chapter Book", "Middle Grade", "Young Adult"])
        XCTAssertEqual(Category(code: " mg "), .middleGrade)
        XCTAssertNil(Category(code: "XX"))
    }

    func testFoldingIgnoresCaseAndDiacritics() {
        XCTAssertEqual(TextFolding.fold("Peña"), "pena")
        XCTAssertEqual(TextFolding.matchKey("  The   Snowy\tDAY "), "the snowy day")
    }

    func testLinkIsAnOpenLibrarySearch() {
        let book = Book(id: "x", title: "Last Stop on Market Street", author: "Matt de la Peña", category: .pictureBook, description: "d")
        XCTAssertEqual(book.link, "https://openlibrary.org/search?title=Last%20Stop%20on%20Market%20Street&author=Matt%20de%20la%20Pe%C3%B1a")
    }
}
