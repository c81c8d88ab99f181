import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// The gram lists are built in blocks of slots (each entry keeps its place in its block until the
/// lists are sorted); a catalog of one block and one of many build the very same lists.
final class SearchGramsTests: XCTestCase {
    private func entries(_ grams: SearchGrams, _ gram: Int) -> [String] {
        var entries: [String] = []
        grams.forEachEntry(of: gram) { slot, bucket in entries.append("\(slot):\(bucket)") }
        return entries
    }

    func testListsBuiltInManyBlocksAreTheListsBuiltInOne() {
        let books = GeneratedCatalog.books(count: 300, seed: 5) + [
            Book(id: "far", title: "Moon", author: "Ana Lu", category: .pictureBook,
                 description: String(repeating: "word ", count: 400) + "moonlight and ñandú"),
            Book(id: "near", title: "Peña's Moon", author: "Zoë Ray", category: .youngAdult, description: "A moon."),
        ]
        let index = SearchIndex(books: books)
        let one = SearchGrams(layout: index.layout)
        let listed = (0 ..< SearchGrams.count).filter { one.count($0) > 0 }
        XCTAssertGreaterThan(listed.count, 100)
        for bits in [1, 3, 7] {
            let many = SearchGrams(layout: index.layout, blockBits: bits)
            for gram in 0 ..< SearchGrams.count {
                XCTAssertEqual(many.count(gram), one.count(gram), "gram \(gram), blocks of \(1 << bits)")
                XCTAssertEqual(entries(many, gram), entries(one, gram), "gram \(gram), blocks of \(1 << bits)")
            }
        }
    }
}
