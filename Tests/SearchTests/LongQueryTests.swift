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
