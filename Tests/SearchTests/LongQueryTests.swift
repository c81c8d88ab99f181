import XCTest
@testable import Catalog
@testable import Search

/// A query of tens of thousands of words (a paste) searches its first ``ParsedQuery/maximumWords`` words
/// and says so; what it finds is what those words alone find.
final class LongQueryTests: XCTestCase {
    private let books = [
        Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], category: .pictureBook,
             description: "An Ojibwe girl rallies her community to protect the water.", year: 2020),
        Book(id: "moon", title: "The Moon Within", authors: ["Aida Salazar"], category: .middleGrade,
             description: "Celi Rivera faces her first period and her mother's moon ceremony.", year: 2019),
    ]

    func testAQueryOfTwentyThousandWordsSearchesItsFirstThousandAndSaysSo() {
        let words = ["water"] + Array(repeating: "protect", count: 999) + Array(repeating: "zzzq", count: 19_000)
        let query = QueryParser.parse(words.joined(separator: " "))

        XCTAssertEqual(query.terms.count, 1000)
        XCTAssertEqual(query.notes, ["Only the first 1000 words were searched (the query has 20000)"])
        let found = SearchIndex(books: books).results(for: query)
        XCTAssertEqual(found.hits.map(\.book.id), ["water"])
        XCTAssertEqual(found.note, "Only the first 1000 words were searched (the query has 20000)")
    }

    func testAlternativesCountAsWordsAndFieldTermsAreKept() {
        let text = Array(repeating: "moon | ceremony", count: 600).joined(separator: " ") + " category:MG"
        let query = QueryParser.parse(text)

        XCTAssertEqual(query.terms.flatMap(\.alternatives).count, 1000)
        XCTAssertEqual(query.categories, [.middleGrade])
        XCTAssertEqual(query.notes, ["Only the first 1000 words were searched (the query has 1200)"])
        XCTAssertEqual(SearchIndex(books: books).results(for: query).hits.map(\.book.id), ["moon"])
    }

    /// Forty terms of two alternatives each: 2^40 combinations, of which the first
    /// ``SearchIndex/maximumCombinations`` are searched, as before.
    func testManyAlternativesSearchTheFirstCombinationsOnly() {
        let text = Array(repeating: "zzzq | moon", count: 40).joined(separator: " ")
        let found = SearchIndex(books: books).results(for: QueryParser.parse(text))
        // The first 32 combinations all begin with 35 times "zzzq": nothing matches them.
        XCTAssertEqual(found.hits.map(\.book.id), [])
        let later = Array(repeating: "moon | zzzq", count: 40).joined(separator: " ")
        XCTAssertEqual(SearchIndex(books: books).results(for: QueryParser.parse(later)).hits.map(\.book.id), ["moon"])
    }
}

/// Stumbles of a scripter's first day (issue 33, item 20): an open year range, and a sort alone.
final class OpenRangeAndSortAloneTests: XCTestCase {
    private let books = [
        Book(id: "old", title: "Old Tale", authors: ["A"], category: .middleGrade, description: "d", year: 1999),
        Book(id: "mid", title: "Mid Tale", authors: ["B"], category: .middleGrade, description: "d", year: 2015),
        Book(id: "new", title: "New Tale", authors: ["C"], category: .youngAdult, description: "d", year: 2025),
        Book(id: "undated", title: "Undated Tale", authors: ["D"], category: .pictureBook, description: "d"),
    ]

    private func ids(_ text: String) -> [String] {
        SearchIndex(books: books).results(for: QueryParser.parse(text)).hits.map(\.book.id)
    }

    func testAYearRangeMayBeOpenAtEitherEnd() {
        XCTAssertEqual(YearRange(parsing: "2015.."), YearRange(from: 2015, through: 9999))
        XCTAssertEqual(YearRange(parsing: "..2015"), YearRange(from: 0, through: 2015))
        XCTAssertNil(YearRange(parsing: ".."))
        XCTAssertEqual(ids("year:2015.. sort:title"), ["mid", "new"])
        XCTAssertEqual(ids("year:..2015 sort:-year"), ["old", "mid"])
        XCTAssertEqual(QueryParser.parse("year:2025..").notes, [])
    }

    func testASortAloneListsEveryBookInThatOrder() {
        XCTAssertEqual(ids("sort:year"), ["new", "mid", "old", "undated"])
        XCTAssertEqual(ids("sort:title"), ["mid", "new", "old", "undated"])
        XCTAssertEqual(SearchIndex(books: books).results(for: QueryParser.parse("sort:year")).notes, [])
        XCTAssertEqual(ids(""), [])
        XCTAssertTrue(QueryParser.parse("").isEmpty)
        XCTAssertFalse(QueryParser.parse("sort:year").isEmpty)
    }
}
