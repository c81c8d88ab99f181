import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// Rule 4 of the ranking, the tie-break: folded title, then the title as written, then the id
/// (titles and ids as UTF-8 bytes), then the place in the catalog. The radix sort over the first sixteen folded bytes and the full
/// comparison of titles sharing them give exactly what one plain comparison sort gives.
final class SearchOrderTests: XCTestCase {
    private func plainOrder(of books: [Book]) -> [Int] {
        let folded = books.map { Array(TextFolding.fold($0.title).utf8) }
        let titles = books.map { Array($0.title.utf8) }, ids = books.map { Array($0.id.utf8) }
        return books.indices.sorted { first, second in
            if folded[first] != folded[second] { return folded[first].lexicographicallyPrecedes(folded[second]) }
            if titles[first] != titles[second] { return titles[first].lexicographicallyPrecedes(titles[second]) }
            if ids[first] != ids[second] { return ids[first].lexicographicallyPrecedes(ids[second]) }
            return first < second
        }
    }

    func testTheOrderIsTheOrderOfOnePlainSort() {
        assertTheOrderIsTheOrderOfOnePlainSort(GeneratedCatalog.books(count: 2_000, seed: 17))
    }

    func testALargeCatalogsTitlesGatheredInTwoHalvesOrderAsOnePlainSort() {
        let books = GeneratedCatalog.books(count: SearchLayout.parallelFoldSize + 1_000, seed: 23)
        assertTheOrderIsTheOrderOfOnePlainSort(books)
    }

    private func assertTheOrderIsTheOrderOfOnePlainSort(_ generated: [Book], line: UInt = #line) {
        var books = generated
        // Titles that tie in their first 8 and 16 folded bytes, fold alike, differ past them, are
        // shorter than a word, or are the same with other ids.
        let titles = ["Grandmother", "Grandmother's Garden", "grandmother", "GRANDMOTHER", "Grandmöther", "Grandmothers",
                      "The Moon and the Sea", "The Moon and the Sky", "The moon and the sea", "A", "", "Ab", "Peña", "Pena",
                      "ﬁsh", "fish", "Ｗｉｄｅ", "wide", "月亮", "Zoë", "Zoe", "The Moon and the Sea of Stars", "The Moon and the Sea"]
        for (number, title) in titles.enumerated() {
            books.append(Book(id: "tie-\(titles.count - number)", title: title, author: "A", category: .pictureBook, description: "d"))
            books.insert(Book(id: "tie-\(number)", title: title, author: "B", category: .middleGrade, description: "e"), at: number * 37)
        }
        XCTAssertEqual(SearchOrder.tieBreakOrder(of: books), plainOrder(of: books), line: line)
    }

    func testLongRunsOfTitlesSharingTheirFirstBytesOrderAsOnePlainSort() {
        // Hundreds of books sharing a long title, or its first sixteen folded bytes, with ids that
        // differ only past their first sixteen bytes, ASCII or not; titles folding alike that differ
        // in case or accents; a title running exactly to the sixteenth byte.
        let titles = ["When the Moon Came Home to Harlem", "When the Moon Came Home", "When the moon came home", "When the Möon Came Home",
                      "When the Moon Ca", "When the Moon Came Homé", "WHEN THE MOON CAME HOME TO HARLEM"]
        var books: [Book] = []
        for number in 0 ..< 600 {
            let title = titles[(number * 7) % titles.count]
            let id = number % 5 == 0 ? "when-the-moon-came-home-ü-\(600 - number)" : "when-the-moon-came-home-\(number % 97)-\(number)"
            books.append(Book(id: id, title: title, author: "A", category: .pictureBook, description: "d"))
        }
        XCTAssertEqual(SearchOrder.tieBreakOrder(of: books), plainOrder(of: books))
    }

    func testTitlesAndIdsTiedWordAfterWordOrderAsOnePlainSort() {
        // Runs ordered eight bytes at a time: titles and ids ending just before, at and after each
        // word's end, one a prefix of the other, holding a zero byte, written precomposed and
        // decomposed (equal as strings, not as bytes), ASCII and not, in one run and mixed.
        let stems = ["When the Moon Came Home", "When the Moon Came Home to Harlem", "when the moon came home"]
        let tails = ["", "A", "Ab", "Abcdefg", "Abcdefgh", "Abcdefghi", "Abcdefghijklmnop", "Abcdefghijklmnopq", "Caf\u{E9}", "Cafe\u{301}",
                     "Abc\u{0}", "Abc\u{0}d", "Zo\u{EB}", "ZOE"]
        let ids = ["id", "id-", "id-0000", "id-00000", "id-000000", "id-0000000", "id-00000000", "id-0000000000000", "id-\u{E9}",
                   "id-e\u{301}", "id-\u{0}", "id-\u{0}x", "ID-000"]
        var books: [Book] = []
        var seed: UInt64 = 11
        func next(_ count: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % count
        }
        for number in 0 ..< 3_000 {
            let title = stems[next(stems.count)] + " " + tails[next(tails.count)]
            let id = ids[next(ids.count)] + (number % 4 == 0 ? "" : tails[next(tails.count)])
            books.append(Book(id: id, title: title, author: "A", category: .pictureBook, description: "d"))
        }
        XCTAssertEqual(SearchOrder.tieBreakOrder(of: books), plainOrder(of: books))
    }

    func testRunsOfALargeCatalogOrderedOnTwoThreadsOrderAsOnePlainSort() {
        // More books in runs than ``SearchOrder/parallelRunBooks``: two shares of runs, each on a
        // thread, one of them a single long run.
        var books: [Book] = []
        for number in 0 ..< SearchOrder.parallelRunBooks + 4_000 {
            let title = number % 3 == 0 ? "River" : "When the Moon Came Home \(number % 211)"
            books.append(Book(id: "book-\((number * 7_919) % 30_011)", title: title, author: "A", category: .pictureBook, description: "d"))
        }
        XCTAssertEqual(SearchOrder.tieBreakOrder(of: books), plainOrder(of: books))
    }

    func testTheRadixSortKeepsTheOrderOfEqualKeysAndSkipsNothingThatDiffers() {
        var seed: UInt64 = 3
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed
        }
        // Keys that differ in one byte only, in every byte position, and many equal keys.
        var keys: [SearchOrder.PrefixKey] = []
        for book in 0 ..< 3_000 {
            let byte = Int(next() >> 60)
            let value = (next() >> 56) & 0x3
            let high = byte >= 8 ? value << UInt64(8 * (byte - 8)) : 0
            let low = byte < 8 ? value << UInt64(8 * byte) : 0
            keys.append(SearchOrder.PrefixKey(high: high, low: low, book: UInt32(book)))
        }
        let sorted = SearchOrder.radixSorted(keys).map { [$0.high, $0.low, UInt64($0.book)] }
        let expected = keys.sorted { ($0.high, $0.low, $0.book) < ($1.high, $1.low, $1.book) }.map { [$0.high, $0.low, UInt64($0.book)] }
        XCTAssertEqual(sorted, expected)
    }
}
