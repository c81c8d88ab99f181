@testable import bookdir
import Catalog
import Foundation
import Holdings
import XCTest

/// The audit's JSON writes its purchase list straight into bytes: the same bytes as the encoder
/// writing the whole document, for books with and without awards and years, in any script, with
/// text a terminal or a parser must not take raw.
final class AuditJSONTests: XCTestCase {
    func testThePurchaseListWrittenIntoBytesIsTheEncodersDocument() {
        let books = [
            Book(id: "owned", title: "Owned", authors: ["A"], category: .pictureBook, description: "D.", year: 2020),
            Book(id: "winner", title: "Winner \"quoted\" \\ back", authors: ["Ana María", "Bo"], category: .middleGrade, description: "D.",
                 year: 2019, awards: [Award(.newbery, year: 2020, level: .winner), Award(.caldecott, year: 2020, level: .honor)]),
            Book(id: "no-year", title: "日本語のタイトル", authors: ["山田"], category: .youngAdult, description: "D."),
            Book(id: "hostile", title: "Bidi \u{202E}evil\u{202C} and \u{7}bell\ttab\nline", authors: ["\u{1B}[31mRed"],
                 category: .chapterBook, description: "D.", year: 2001),
        ]
        let audit = HoldingsAudit(books: books, owned: ["owned"], missingAmong: nil)
        let read = HoldingsImport(format: .csv, rows: [], columns: ["title from \"Title\" (column 1)"], notes: [])
        let header = HoldingsLibraries.Header(holdings: LibraryHoldings(library: "Lincoln", source: "destiny.csv", read: read,
                                                                        imported: Date(timeIntervalSince1970: 1_800_000_000)),
                                              rows: 3, stamp: nil)
        for query in [nil, "category:PB \"missing\" : ["] as [String?] {
            let fast = AuditJSON.document(audit, header: header, query: query)
            XCTAssertEqual(String(decoding: fast, as: UTF8.self),
                           String(decoding: AuditJSON.document(audit, header: header, query: query, plain: true), as: UTF8.self))
            XCTAssertEqual(audit.missing.count, 3)
            let parsed = try? JSONSerialization.jsonObject(with: Data(fast)) as? [String: Any]
            XCTAssertEqual((parsed?["missing"] as? [[String: Any]])?.compactMap { $0["id"] as? String }.sorted(), ["hostile", "no-year", "winner"])
        }
    }
}
