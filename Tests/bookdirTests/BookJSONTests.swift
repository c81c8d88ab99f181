@testable import bookdir
import Catalog
import CatalogGenerator
import TestSupport
import XCTest

/// The fast JSON writer writes, byte for byte, what Foundation's encoder writes (``JSONOutput``).
final class BookJSONTests: XCTestCase {
    private var hostileBooks: [Book] {
        [
            Book(id: "evil", title: "Evil \u{1B}]0;pwned\u{7} \"quoted\" back\\slash a/b \u{8}\u{C}\n\r\t",
                 authors: ["Hack\u{1B}[31mer \u{202E}esrever", "Zoë 日本 😀"], illustrators: ["\u{0}nul\u{1F}"],
                 category: .youngAdult, description: "DEL \u{7F} C1 \u{85}\u{9B}\u{9F} LS \u{2028} PS \u{2029} \u{61C}\u{200E}\u{200F}"
                    + " \u{202A}\u{202B}\u{202C}\u{202D} \u{2066}x\u{2069} fine: \u{A0}\u{2027}\u{202F}\u{2065}\u{206A} é\u{301}",
                 year: -5, isbn: "9780670654000", communities: [.black, .latine],
                 awards: [Award(AwardName.allCases[0], year: 2001, level: .winner), Award(AwardName.allCases[1], year: 2002, level: .honor)]),
            Book(id: "plain", title: "T", author: "A and B", category: .pictureBook, description: "D"),
            // Every packed field, its keys sorted among the core's.
            Book(id: "fields", title: "F", authors: ["A"], category: .middleGrade, description: "D", isbn: "9780306406157",
                 fields: FieldValues(BookSchema.packedFields.map { field in
                     switch field.kind {
                     case .codeList(let vocabulary): (field, .codes(vocabulary.entries.prefix(2).map(\.code)))
                     case .range: (field, .range(-1 ... 4))
                     default: (field, .texts(["9780306406157", "9781646144549"]))
                     }
                 })),
        ]
    }

    private func written(_ write: (StandardOutput) throws -> Void) rethrows -> String {
        let output = StandardOutput(descriptor: nil)
        try write(output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    func testTheDocumentIsTheFoundationEncodersOnHostileAndGeneratedCatalogs() throws {
        let catalogs = [hostileBooks, CatalogGenerator.books(count: 3000, seed: 11), GeneratedCatalog.books(count: 500, seed: 3), []]
        for books in catalogs {
            let fast = try written { try BookJSON.writeDocument(books, to: $0) }
            XCTAssertEqual(Array(fast.utf8), Array(JSONOutput.books(books).utf8))
        }
    }

    func testOneBookIsTheFoundationEncodersForShow() {
        for book in hostileBooks + CatalogGenerator.books(count: 300, seed: 5) {
            XCTAssertEqual(Array(written { BookJSON.writeBook(book, to: $0) }.utf8), Array(JSONOutput.book(book).utf8))
        }
    }

    func testJSONLinesAreTheCompactEncodingOneBookALine() throws {
        let books = hostileBooks + CatalogGenerator.books(count: 300, seed: 9)
        let lines = try written { try BookJSON.writeLines(books, to: $0) }
        XCTAssertEqual(Array(lines.utf8), Array(books.map { JSONOutput.encode($0, pretty: false) }.joined().utf8))
        XCTAssertEqual(lines.split(separator: "\n", omittingEmptySubsequences: false).count, books.count + 1)
    }
}
