import Catalog
import Holdings
import XCTest

/// A list's balance in plain sentences.
final class ListBalanceTests: XCTestCase {
    private func book(_ id: String, _ category: Catalog.Category, _ year: Int?, _ communities: [Community] = [], won: Bool = false) -> Book {
        Book(id: id, title: id, authors: ["A"], category: category, description: "d", year: year, communities: communities,
             awards: won ? [Award(.caldecott, year: 2000, level: .winner)] : [])
    }

    func testAnOldListOfOneCommunity() {
        let books = (1 ... 6).map { book("b\($0)", .pictureBook, 1960 + $0, [.black], won: $0 == 1) }
        XCTAssertEqual(ListBalance.sentences(books), [
            "All 6 books are picture books.",
            "Every book centers Black people.",
            "No book centers Latine, East Asian, Southeast Asian, South Asian, Indigenous, Middle Eastern and North African, "
                + "Pacific Islander or Multiracial people.",
            "All 6 books are from before 2000.",
            "1 of 6 won an award.",
        ])
    }

    func testAMixedListAndAnEmptyOne() {
        let books = [book("a", .middleGrade, 2016, [.indigenous]), book("b", .youngAdult, 2019, [.latine, .black]),
                     book("c", .middleGrade, nil)]
        XCTAssertEqual(ListBalance.sentences(books), [
            "It has 2 middle-grade books and 1 young adult book.",
            "No book centers East Asian, Southeast Asian, South Asian, Middle Eastern and North African, Pacific Islander "
                + "or Multiracial people.",
            "The 2 books of known year are from 2015 or later.",
            "No book won an award.",
        ])
        XCTAssertEqual(ListBalance.sentences([]), ["The list has no book in the directory."])
    }
}
