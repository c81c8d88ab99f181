import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// A large catalog is folded in two halves on two threads; the layout is the very one a single
/// pass makes: the same text, field starts, Character length starts and lengths.
final class SearchLayoutTests: XCTestCase {
    func testTwoHalvesFoldedAtOnceMakeTheLayoutOnePassMakes() {
        var books = GeneratedCatalog.books(count: 501, seed: 23)
        // Fields whose Characters fold to other lengths, in both halves, so the halves' length starts move.
        for (number, title) in ["Peña's Straße", "ﬁsh and Ｗｉｄｅ", "月亮的故事", "Cafe\u{301} 🌙", "Zoë"].enumerated() {
            books.insert(Book(id: "wide-\(number)", title: title, author: "Ana Lu", category: .pictureBook, description: title + " again"),
                         at: number * 100)
        }
        let order = SearchOrder.tieBreakOrder(of: books)
        let single = SearchLayout(books: books, order: order, parallelFoldSize: .max)
        for size in [2, books.count] {
            let halves = SearchLayout(books: books, order: order, parallelFoldSize: size)
            XCTAssertEqual(Array(halves.text), Array(single.text), "split from \(size) books")
            XCTAssertEqual(Array(halves.fieldStarts), Array(single.fieldStarts))
            XCTAssertEqual(Array(halves.lengthStarts), Array(single.lengthStarts))
            XCTAssertEqual(Array(halves.characterLengths), Array(single.characterLengths))
            XCTAssertEqual(halves.byteCounts, single.byteCounts)
        }
        XCTAssertTrue(single.lengthStarts.contains { $0 > 0 }, "some fields have Character lengths")
    }
}
