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
            XCTAssertEqual(Array(halves.lengthFields.bits), Array(single.lengthFields.bits))
            XCTAssertEqual(Array(halves.lengthFields.ranks), Array(single.lengthFields.ranks))
            XCTAssertEqual(Array(halves.lengthFields.starts), Array(single.lengthFields.starts))
            XCTAssertEqual(Array(halves.characterLengths), Array(single.characterLengths))
            XCTAssertEqual(halves.byteCounts, single.byteCounts)
        }
        XCTAssertTrue(single.lengthFields.starts.contains { $0 > 0 }, "some fields have Character lengths")
    }

    /// Only the fields with Character lengths keep a start; each field's is found by its bit and
    /// the count of bits before it, across words of 64 fields.
    func testEachFieldsCharacterLengthStartIsFoundByItsMark() {
        var generator = SystemRandomNumberGenerator()
        for fieldCount in [0, 1, 63, 64, 65, 200, 1000] {
            var next: Int32 = 0
            let perField: [Int32] = (0 ..< fieldCount).map { field in
                // Runs of marked fields at the edges of words, and scattered ones.
                guard field % 64 == 63 || field % 64 == 0 || Int.random(in: 0 ..< 5, using: &generator) == 0 else { return -1 }
                defer { next += Int32.random(in: 1 ... 300, using: &generator) }
                return next
            }
            let arrays = SearchLayout.LengthFields.arrays(perField)
            XCTAssertEqual(arrays.bits.count, (fieldCount + 63) / 64)
            XCTAssertEqual(arrays.starts.count, perField.filter { $0 >= 0 }.count)
            arrays.bits.withUnsafeBufferPointer { bits in
                arrays.ranks.withUnsafeBufferPointer { ranks in
                    arrays.starts.withUnsafeBufferPointer { starts in
                        let fields = SearchLayout.LengthFields(bits: bits, ranks: ranks, starts: starts)
                        XCTAssertEqual((0 ..< fieldCount).map { fields.start(ofField: $0) }, perField.map(Int.init), "\(fieldCount) fields")
                    }
                }
            }
        }
    }

    /// A layout keeps starts only for the fields whose Characters do not fold to one byte each.
    func testOnlyFieldsWhoseCharactersFoldToOtherLengthsKeepAStart() {
        let books = [
            Book(id: "a", title: "Plain", author: "Ana Lu", category: .pictureBook, description: "Plain words."),
            Book(id: "b", title: "Die Straße", author: "Ana Lu", category: .pictureBook, description: "Plain words."),
            Book(id: "c", title: "Plain", author: "Zoë Ray", category: .pictureBook, description: "A café, ﬁne."),
        ]
        let layout = SearchLayout(books: books, order: [0, 1, 2])
        XCTAssertEqual((0 ..< 9).map { layout.lengthFields.start(ofField: $0) >= 0 },
                       [false, false, false, true, false, false, false, false, true])
        XCTAssertEqual(layout.lengthFieldCount, 2)
        XCTAssertEqual(layout.characterOffset(ofByte: 9, slot: 1, field: 0), 8, "the second s of ß is its Character")
        XCTAssertEqual(layout.characterOffset(ofByte: 9, slot: 2, field: 2), 8, "the i of ﬁ")
    }
}
