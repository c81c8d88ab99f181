import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// The gram lists are built in blocks of slots (each entry keeps its place in its block until the
/// lists are sorted); a catalog of one block and one of many build the very same lists, and what
/// they hold is what the text holds.
final class SearchGramsTests: XCTestCase {
    private func entries(_ grams: SearchGrams, _ gram: Int) -> [String] {
        var entries: [String] = []
        grams.forEachEntry(of: gram) { slot, bucket in entries.append("\(slot):\(bucket)") }
        return entries
    }

    /// Generated books, and two whose description runs past the positions with a bucket of their
    /// own (so their grams there fall in late buckets, ordered by position).
    private let books = GeneratedCatalog.books(count: 300, seed: 5) + [
        // Ordered after "farther" (by title), though its late grams come earlier in the field.
        Book(id: "far", title: "Zoo Moon", author: "Ana Lu", category: .pictureBook,
             description: String(repeating: "word ", count: 400) + "moonlight and ñandú, quiz"),
        Book(id: "farther", title: "Sun", author: "Bo Li", category: .chapterBook,
             description: String(repeating: "wood ", count: 500) + "quiz ñandú moonlight"),
        Book(id: "near", title: "Peña's Moon", author: "Zoë Ray", category: .youngAdult, description: "A moon."),
    ]

    func testEveryOneAndTwoByteQueryFindsWithTheListsWhatTheTextFinds() throws {
        // Each gram's list read (late buckets included) against a scan of the text, for every gram the books hold.
        let text = SearchIndex(books: books)
        let lists = SearchIndex(books: books, buildingLists: true)
        var grams: Set<String> = []
        for book in books {
            let folded = Array(TextFolding.fold(book.title + " " + book.author + " " + book.description))
            for (offset, character) in folded.enumerated() where character != " " {
                grams.insert(String(character))
                if offset + 1 < folded.count && folded[offset + 1] != " " { grams.insert(String(folded[offset ... offset + 1])) }
            }
        }
        XCTAssertGreaterThan(grams.count, 100)
        for gram in grams.sorted() {
            XCTAssertEqual(lists.hits(for: gram).slots, text.hits(for: gram).slots, "query \(gram)")
        }
        let ids = lists.search("iz").map(\.book.id)
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "far")), try XCTUnwrap(ids.firstIndex(of: "farther")),
                          "in a late bucket the earlier position first, though its slot comes later")
    }

    func testListsBuiltInManyBlocksAreTheListsBuiltInOne() {
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
