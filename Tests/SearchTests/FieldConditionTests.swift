import Foundation
import Catalog
@testable import Search
import XCTest

/// The query language's terms on packed fields (`grade:`, `isbn:`, a field's bare word): what
/// they parse to, what they keep, and the index and `ParsedQuery.keeps` keeping the same books.
final class FieldConditionTests: XCTestCase {
    private func book(_ id: String, grades: ClosedRange<Int>? = nil, isbns: [String] = [], isbn: String? = nil) -> Book {
        var values = FieldValues()
        values[BookSchema.grades] = grades.map { .range($0) }
        values[BookSchema.isbns] = isbns.isEmpty ? nil : .texts(isbns)
        return Book(id: id, title: "Moon \(id)", authors: ["A"], category: .pictureBook, description: "A moon book.",
                    isbn: isbn ?? isbns.first, fields: values)
    }

    private lazy var books = [
        book("k-to-2", grades: 0 ... 2), book("three-to-five", grades: 3 ... 5, isbns: ["9780306406157", "9781646144549"]),
        book("prek", grades: -1 ... -1), book("unknown", isbn: "9780670654000"),
    ]

    private func ids(_ text: String) -> [String] {
        SearchIndex(books: books).results(for: QueryParser.parse(text)).hits.map(\.book.id).sorted()
    }

    func testGradeKeepsTheRangesHoldingItOrOverlappingAndNeverAnUnknownOne() {
        XCTAssertEqual(ids("grade:2"), ["k-to-2"])
        XCTAssertEqual(ids("grade:2-3"), ["k-to-2", "three-to-five"])
        XCTAssertEqual(ids("grade:k"), ["k-to-2"])
        XCTAssertEqual(ids("grade:prek-k moon"), ["k-to-2", "prek"])
        XCTAssertEqual(ids("grade:9-12"), [])
        XCTAssertEqual(ids("moon"), ["k-to-2", "prek", "three-to-five", "unknown"])
    }

    func testIsbnFindsABookByAnyOfItsEditionsNumbers() {
        XCTAssertEqual(ids("isbn:9781646144549"), ["three-to-five"])
        XCTAssertEqual(ids("isbn:978-0-670-65400-0"), ["unknown"], "a book's one isbn counts, hyphens or not")
    }

    func testABadValueIsANoteAndTheTermIsLeftOut() {
        let query = QueryParser.parse("grade:13 moon")
        XCTAssertEqual(query.conditions, [])
        XCTAssertEqual(query.notes, ["\"grade:13\" is no grade (one from PreK to 12, or two joined by -), so it was left out"])
        XCTAssertEqual(QueryParser.parse("grade:2-3").conditions, [FieldCondition(BookSchema.grades, .overlaps(2 ... 3))])
        XCTAssertEqual(FieldCondition(BookSchema.grades, .overlaps(0 ... 2)).queryText, "grade:k-2")
    }

    /// One rule, two paths: for every combination the index and `ParsedQuery.keeps` (what
    /// `bookdir list` and the PostgreSQL store's books use) keep the same books.
    func testTheIndexAndKeepsAgreeOnEveryCombination() {
        var generator = SystemRandomNumberGenerator()
        let catalog = (0 ..< 300).map { number in
            var values = FieldValues()
            if number % 3 != 0 {
                let low = Int.random(in: -1 ... 12, using: &generator)
                values[BookSchema.grades] = .range(low ... Int.random(in: low ... 12, using: &generator))
            }
            return Book(id: "b\(number)", title: "Book \(number)", authors: ["A"], category: Category.allCases[number % 4],
                        description: "D.", year: 1990 + number % 30, communities: [Community.allCases[number % 9]],
                        awards: number % 5 == 0 ? [Award(AwardName.allCases[number % AwardName.allCases.count], year: 2021, level: .winner)] : [],
                        fields: values)
        }
        let index = SearchIndex(books: catalog)
        let owned = OwnedBooks(library: "Lincoln", ids: Set(catalog.indices.filter { $0 % 7 < 3 }.map { "b\($0)" }))
        let terms = ["category:PB", "category:MG|YA", "community:black", "community:asian", "award:any", "award:caldecott|newbery",
                     "year:2000..2010", "year:>2015", "grade:2", "grade:k-3", "grade:9-12", "book", "owned:yes", "owned:no"]
        for _ in 0 ..< 300 {
            let text = terms.shuffled(using: &generator).prefix(Int.random(in: 1 ... 4, using: &generator)).joined(separator: " ")
            let query = QueryParser.parse(text).owning(owned)
            let viaIndex = Set(index.results(for: query).hits.map(\.book.id))
            let viaKeeps = Set(catalog.filter(query.keeps).map(\.id))
            if query.terms.isEmpty { XCTAssertEqual(viaIndex, viaKeeps, text) } else { XCTAssertTrue(viaIndex.isSubset(of: viaKeeps), text) }
        }
    }

    /// One order: for a query of filters and a sort, the index's order is `ParsedQuery.sorted`'s
    /// (what `bookdir list` and the Books pane use) over the books it keeps.
    func testTheIndexAndSortedGiveTheSameOrder() throws {
        let bundled = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../Resources/books.json").standardizedFileURL)) as? [String: Any]
        let data = try JSONSerialization.data(withJSONObject: bundled ?? [:])
        struct Document: Decodable { var books: [Book] }
        let catalog = try JSONDecoder().decode(Document.self, from: data).books
        let index = SearchIndex(books: catalog)
        var generator = SystemRandomNumberGenerator()
        let filters = ["category:PB", "category:MG|YA", "community:black", "community:asian", "community:native", "award:any",
                       "award:caldecott|newbery", "year:2000..2010", "year:>2015", "grade:2", "grade:k-3", "language:es", "bilingual",
                       "owned:yes", "owned:no"]
        let owned = OwnedBooks(library: "Lincoln", ids: Set(catalog.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element.id)))
        for _ in 0 ..< 300 {
            let sort = ["sort:title", "sort:year", "sort:-year", "sort:author"].randomElement(using: &generator)!
            let text = (filters.shuffled(using: &generator).prefix(Int.random(in: 1 ... 3, using: &generator)) + [sort]).joined(separator: " ")
            let query = QueryParser.parse(text).owning(owned)
            let viaIndex = index.results(for: query).hits.map(\.book.id)
            let viaSorted = query.sorted(catalog.filter(query.keeps)).map(\.id)
            XCTAssertEqual(viaIndex, viaSorted, text)
        }
    }
}
