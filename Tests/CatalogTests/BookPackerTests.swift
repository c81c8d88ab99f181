import XCTest
@testable import Catalog

/// A store packs a catalog's books into shared blocks: each book reads back exactly as packed, on
/// whichever side of a block's end it falls; a book too large to share gets a block of its own;
/// and a book changed afterwards is packed alone, leaving its neighbours as they were.
final class BookPackerTests: XCTestCase {
    /// Books of every size: tiny, typical, one near a quarter block, and one far larger than a block.
    private static func fieldsOfBooks() -> [(id: String, title: String, description: String, year: Int?)] {
        (0 ..< 2_000).map { number in
            let size = number % 97 == 0 ? BookPacker.largestShared - 40 + number % 80 : number % 13 * 37
            let description = number == 1_234 ? String(repeating: "ŋ€𝄞a", count: 40_000) : String(repeating: "é", count: size / 2)
            return ("book-\(number)", "Title \(number)", description, number % 3 == 0 ? nil : 1900 + number % 120)
        }
    }

    private static func packed(_ fields: (id: String, title: String, description: String, year: Int?), _ packer: inout BookPacker) -> Book {
        Book(id: fields.id, title: fields.title, authors: ["Ana Lu", "Bo Li"], illustrators: [], category: .middleGrade,
             description: fields.description, year: fields.year, isbn: nil, communities: [.black], awards: [], packer: &packer)
    }

    func testBooksPackedOneAfterAnotherReadBackAsGivenAndEqualBooksMadeAlone() {
        var packer = BookPacker()
        let fields = Self.fieldsOfBooks()
        let books = fields.map { Self.packed($0, &packer) }
        XCTAssertGreaterThan(books.reduce(0) { $0 + $1.packedByteCount }, 8 * BookPacker.blockSize, "the books fill many blocks")
        for (book, fields) in zip(books, fields) {
            XCTAssertEqual(book.id, fields.id)
            XCTAssertEqual(book.title, fields.title)
            XCTAssertEqual(book.description, fields.description)
            XCTAssertEqual(book.year, fields.year)
            XCTAssertEqual(book.authors, ["Ana Lu", "Bo Li"])
            XCTAssertEqual(book.communities, [.black])
            let alone = Book(id: fields.id, title: fields.title, authors: ["Ana Lu", "Bo Li"], category: .middleGrade,
                             description: fields.description, year: fields.year, communities: [.black])
            XCTAssertEqual(book, alone)
            XCTAssertEqual(book.hashValue, alone.hashValue)
            book.withPackedBytes { packed in alone.withPackedBytes { XCTAssertEqual(Array(packed), Array($0)) } }
        }
        XCTAssertNotEqual(books[0], books[1])
    }

    func testABookReadFromItsPackedBytesIsTheBook() {
        var packer = BookPacker()
        let books = Self.fieldsOfBooks().map { Self.packed($0, &packer) }
        var again = BookPacker()
        for book in books {
            let copies = book.withPackedBytes { bytes in
                XCTAssertEqual(Book.packedLength(in: bytes), bytes.count)
                return [Book(packed: bytes), again.book(packed: bytes)]
            }
            XCTAssertEqual(copies, [book, book])
        }
    }

    func testChangingAPackedBookLeavesTheBooksBesideItAsTheyWere() {
        var packer = BookPacker()
        let fields = Self.fieldsOfBooks().prefix(40)
        var books = fields.map { Self.packed($0, &packer) }
        let before = books
        books[20].title = "A much longer title than the one the book was packed with, to be sure it cannot fit in place"
        books[21].description = ""
        XCTAssertEqual(books[20].title, "A much longer title than the one the book was packed with, to be sure it cannot fit in place")
        XCTAssertEqual(books[20].description, fields[fields.startIndex + 20].description)
        XCTAssertEqual(books[21].description, "")
        XCTAssertEqual(books[21].title, fields[fields.startIndex + 21].title)
        for index in books.indices where index != 20 && index != 21 {
            XCTAssertEqual(books[index], before[index], "book \(index)")
        }
        XCTAssertEqual(before[20].title, fields[fields.startIndex + 20].title, "the copy kept before changed, not the original")
    }

    func testBooksPackedOnManyThreadsAtOnceReadBackAsGiven() {
        let fields = Self.fieldsOfBooks()
        let shares = 4
        final class Made: @unchecked Sendable { var books = [[Book]](repeating: [], count: 4) }
        let made = Made()
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            var packer = BookPacker()
            made.books[share] = stride(from: share, to: fields.count, by: shares).map { Self.packed(fields[$0], &packer) }
        }
        for share in 0 ..< shares {
            let expected = stride(from: share, to: fields.count, by: shares).map { fields[$0] }
            XCTAssertEqual(made.books[share].map(\.id), expected.map(\.id))
            XCTAssertEqual(made.books[share].map(\.description), expected.map(\.description))
        }
    }
}
