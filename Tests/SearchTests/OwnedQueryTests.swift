import Catalog
@testable import Search
import XCTest

/// `owned:yes` and `owned:no`: parsed into the query, answered by the owned books whoever has the
/// holdings supplies, and, with none supplied, no book kept and a note saying how to import them.
final class OwnedQueryTests: XCTestCase {
    private let books = ["moon", "sun", "star", "comet"].map { id in
        Book(id: id, title: "The \(id)", authors: ["A"], category: id == "comet" ? .youngAdult : .pictureBook, description: "A sky book.")
    }
    private let owned = OwnedBooks(library: "Lincoln", ids: ["moon", "star", "not-in-the-directory"])

    private func ids(_ text: String, owned: OwnedBooks?) -> [String] {
        SearchIndex(books: books).results(for: QueryParser.parse(text).owning(owned)).hits.map(\.book.id)
    }

    func testOwnedParsesYesAndNoInAnyCaseAndNotesAnythingElse() {
        XCTAssertEqual(QueryParser.parse("owned:yes").owned, true)
        XCTAssertEqual(QueryParser.parse("Owned:NO sky").owned, false)
        XCTAssertEqual(QueryParser.parse("owned:no").hasFilters, true)
        let bad = QueryParser.parse("owned:maybe sky")
        XCTAssertNil(bad.owned)
        XCTAssertEqual(bad.notes, ["\"owned:maybe\" is no answer (owned:yes or owned:no), so it was left out"])
        XCTAssertTrue(ParsedQuery.fields.contains("owned"))
    }

    func testTheIndexKeepsTheOwnedBooksOrTheOthersWithWordsAndFilters() {
        XCTAssertEqual(ids("owned:yes sort:title", owned: owned), ["moon", "star"])
        XCTAssertEqual(ids("owned:no sort:title", owned: owned), ["comet", "sun"])
        XCTAssertEqual(ids("sky owned:no category:PB", owned: owned), ["sun"])
        XCTAssertEqual(ids("moon owned:no", owned: owned), [])
    }

    func testWithoutHoldingsAnOwnedTermKeepsNoBookAndSaysWhy() {
        let answer = SearchIndex(books: books).results(for: QueryParser.parse("owned:no sky"))
        XCTAssertEqual(answer.hits.count, 0)
        XCTAssertEqual(answer.note, "No holdings imported: bookdir holdings import FILE")
        let query = QueryParser.parse("owned:no")
        XCTAssertTrue(query.lacksHoldings)
        XCTAssertEqual(books.filter(query.keeps), [], "ParsedQuery.keeps (bookdir list, the Books pane) keeps none either")
        XCTAssertFalse(query.owning(owned).lacksHoldings)
        XCTAssertEqual(books.filter(query.owning(owned).keeps).map(\.id), ["sun", "comet"])
    }

    func testAnIndexAnswersOtherHoldingsWhenTheyChange() {
        let index = SearchIndex(books: books)
        let query = QueryParser.parse("owned:yes sort:title")
        XCTAssertEqual(index.results(for: query.owning(owned)).hits.map(\.book.id), ["moon", "star"])
        XCTAssertEqual(index.results(for: query.owning(OwnedBooks(library: "Adams", ids: ["sun"]))).hits.map(\.book.id), ["sun"])
        XCTAssertEqual(index.results(for: query.owning(owned)).hits.map(\.book.id), ["moon", "star"])
    }
}
