import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// The gram lists are filled a group of grams at a time, and keep each slot's low bits with the
/// high bits once a run (while they are built, the counts of each block of slots give those back);
/// lists cut into pieces of any size are the very same lists, and what they hold is what the text holds.
final class SearchGramsTests: XCTestCase {
    /// Shapes whose pieces are tiny, so a catalog of 303 books crosses every kind of boundary.
    private let cutShapes = [
        SearchListShape(lowBits: 1, groupEntries: 1),
        SearchListShape(lowBits: 3, groupEntries: 100),
        SearchListShape(lowBits: 7, groupEntries: 5_000),
        SearchListShape(lowBits: 16, groupEntries: 2_000),
    ]

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
        let cut = SearchIndex(books: books, buildingLists: true, listShape: cutShapes[0])
        for gram in grams.sorted() {
            XCTAssertEqual(lists.hits(for: gram).slots, text.hits(for: gram).slots, "query \(gram)")
            XCTAssertEqual(cut.hits(for: gram).slots, text.hits(for: gram).slots, "query \(gram), lists cut to one bit")
        }
        let ids = lists.search("iz").map(\.book.id)
        XCTAssertLessThan(try XCTUnwrap(ids.firstIndex(of: "far")), try XCTUnwrap(ids.firstIndex(of: "farther")),
                          "in a late bucket the earlier position first, though its slot comes later")
    }

    func testListsCutIntoPiecesOfAnySizeAreTheListsBuiltWhole() {
        let index = SearchIndex(books: books)
        let whole = SearchGrams(layout: index.layout)
        let listed = (0 ..< SearchGrams.count).filter { whole.count($0) > 0 }
        XCTAssertGreaterThan(listed.count, 100)
        for shape in cutShapes {
            let cut = SearchGrams(layout: index.layout, shape: shape)
            for gram in 0 ..< SearchGrams.count {
                XCTAssertEqual(cut.count(gram), whole.count(gram), "gram \(gram), \(shape)")
                XCTAssertEqual(entries(cut, gram), entries(whole, gram), "gram \(gram), \(shape)")
                XCTAssertEqual(cut.list(gram), whole.list(gram), "gram \(gram), \(shape)")
            }
        }
    }

    func testARunKeepsTheHighBitsOnceForEntriesOfOneBucketAndSlotsThatShareThem() {
        // 303 slots: with 16 low bits every slot shares its high bits, so a list has a run for each
        // bucket it holds; with 3 low bits, a run for each bucket and each eight slots it holds.
        let index = SearchIndex(books: books)
        let whole = SearchGrams(layout: index.layout)
        let cut = SearchGrams(layout: index.layout, shape: SearchListShape(lowBits: 3))
        let gram = SearchGrams.single(UInt8(ascii: "e"))
        var buckets: [UInt16] = []
        var pieces: [String] = []
        whole.forEachEntry(of: gram) { slot, bucket in
            if buckets.last != bucket { buckets.append(bucket) }
            if pieces.last != "\(bucket)/\(slot >> 3)" { pieces.append("\(bucket)/\(slot >> 3)") }
        }
        let holding = books.filter { TextFolding.fold($0.title + " " + $0.author + " " + $0.description).contains("e") }
        XCTAssertEqual(whole.count(gram), holding.count)
        XCTAssertGreaterThan(holding.count, 250)
        XCTAssertEqual(whole.runStarts[gram + 1] - whole.runStarts[gram], UInt32(buckets.count))
        XCTAssertEqual(cut.runStarts[gram + 1] - cut.runStarts[gram], UInt32(pieces.count))
        XCTAssertEqual(whole.lows.count, cut.lows.count)
        XCTAssertEqual(whole.lows.count, (0 ..< SearchGrams.count).reduce(0) { $0 + whole.count($1) }, "two bytes an entry")
    }

    func testGramsAreFilledInGroupsOfAtMostTheGivenEntriesAndAGramLargerThanThatAlone() {
        // Lists of 3, 0, 5, 2, 9 and 1 entries (and the rest empty).
        var starts = [UInt32](repeating: 20, count: SearchGrams.count + 1)
        for (gram, start) in [0, 3, 3, 8, 10, 19].enumerated() { starts[gram] = UInt32(start) }
        let groups = SearchGrams.groups(starts: starts, entries: 8)
        XCTAssertEqual(groups, [0 ..< 3, 3 ..< 4, 4 ..< 5, 5 ..< SearchGrams.count])
        XCTAssertEqual(SearchGrams.groups(starts: starts, entries: 20), [0 ..< SearchGrams.count])
    }

    /// A large catalog builds its lists one after the other (so the gram build's scratch is given
    /// back before the token lists are made); they are the lists built side by side.
    func testListsBuiltOneAfterTheOtherAreTheListsBuiltSideBySide() {
        let index = SearchIndex(books: books)
        let sideBySide = SearchLists(layout: index.layout, oneAfterTheOther: false)
        let oneAfterTheOther = SearchLists(layout: index.layout, oneAfterTheOther: true)
        for gram in 0 ..< SearchGrams.count {
            XCTAssertEqual(entries(oneAfterTheOther.grams, gram), entries(sideBySide.grams, gram), "gram \(gram)")
        }
        var checked = 0
        for word in ["moon", "o", "z", "and", "nandu", "quiz", "wood"] {
            let found = sideBySide.tokens.tokens(containing: ArraySlice(word.utf8))
            XCTAssertEqual(oneAfterTheOther.tokens.tokens(containing: ArraySlice(word.utf8)).tokens.map(\.token), found.tokens.map(\.token))
            for token in found.tokens.map(\.token) {
                var one: [String] = [], other: [String] = []
                sideBySide.tokens.forEachEntry(of: token) { one.append("\($0):\($1)") }
                oneAfterTheOther.tokens.forEachEntry(of: token) { other.append("\($0):\($1)") }
                XCTAssertEqual(other, one, "token \(token) of \(word)")
                checked += one.count
            }
        }
        XCTAssertGreaterThan(checked, 300)
        let all = (0 ..< UInt32(books.count)).map { $0 }
        for author in ["lu", "ray", "a"] {
            let query = SearchQuery(author)
            XCTAssertEqual(oneAfterTheOther.authors.slots(all, holdingEveryWordOf: query), sideBySide.authors.slots(all, holdingEveryWordOf: query))
        }
        XCTAssertFalse(sideBySide.authors.slots(all, holdingEveryWordOf: SearchQuery("lu")).isEmpty)
    }
}
