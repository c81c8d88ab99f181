import CatalogGenerator
import XCTest
@testable import Catalog
@testable import Search

/// The query language of the Search pane and `bookdir search`, rule by rule.
final class QueryLanguageTests: XCTestCase {
    private let books = [
        Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], illustrators: ["Michaela Goade"],
             category: .pictureBook, description: "An Ojibwe girl rallies her community to protect the water.", year: 2020,
             communities: [.indigenous], awards: [Award(.caldecott, year: 2021, level: .winner)]),
        Book(id: "fry-bread", title: "Fry Bread: A Native American Family Story", authors: ["Kevin Noble Maillard"],
             category: .pictureBook, description: "Fry bread is food, shape, sound, history and family.", year: 2019,
             communities: [.indigenous], awards: [Award(.sibert, year: 2020, level: .winner)]),
        Book(id: "indian-no-more", title: "Indian No More", authors: ["Charlene Willing McManis", "Traci Sorell"],
             category: .middleGrade, description: "A Umpqua girl's family is relocated to Los Angeles.", year: 2019,
             communities: [.indigenous], awards: [Award(.americanIndianYouth, year: 2020, level: .winner)]),
        Book(id: "sonia", title: "The Moon Within", authors: ["Aida Salazar"], category: .middleGrade,
             description: "Celi Rivera faces her first period and her mother's moon ceremony.", year: 2019,
             communities: [.latine, .black], awards: [Award(.belpreAuthor, year: 2020, level: .honor)]),
        Book(id: "hate-u-give", title: "The Hate U Give", authors: ["Angie Thomas"], category: .youngAdult,
             description: "Starr sees a police officer kill her friend Khalil.", year: 2017,
             communities: [.black], awards: [Award(.printz, year: 2018, level: .honor), Award(.corettaScottKingAuthor, year: 2018, level: .honor)]),
        Book(id: "brown-girl", title: "Brown Girl Dreaming", authors: ["Jacqueline Woodson"], category: .middleGrade,
             description: "A memoir in verse of growing up in South Carolina and Brooklyn.", year: 2014,
             communities: [.black], awards: [Award(.nationalBookAward, year: 2014, level: .winner)]),
        Book(id: "cherokee", title: "We Are Grateful: Otsaliheliga", authors: ["Traci Sorell"], category: .pictureBook,
             description: "A Cherokee family gives thanks through the year.", year: 2018, communities: [.indigenous]),
        Book(id: "no-year", title: "Moon Dreams", authors: ["Ana Lu"], category: .youngAdult, description: "A dream of the moon."),
    ]

    private func ids(_ text: String) -> [String] {
        SearchIndex(books: books).results(for: QueryParser.parse(text)).hits.map(\.book.id)
    }

    private func results(_ text: String) -> QueryResults {
        SearchIndex(books: books).results(for: QueryParser.parse(text))
    }

    func testFreeWordsMatchAsTheyAlwaysHave() {
        XCTAssertEqual(ids("moon"), SearchIndex(books: books).search("moon").map(\.book.id))
        XCTAssertEqual(ids("water ojibwe"), ["water"])
    }

    func testCategoryByCodeOrNameAndEither() {
        XCTAssertEqual(ids("category:MG sort:title"), ["brown-girl", "indian-no-more", "sonia"])
        XCTAssertEqual(ids("category:\"middle grade\" moon"), ["sonia"])
        XCTAssertEqual(ids("category:pb|ya sort:title"), ["fry-bread", "no-year", "hate-u-give", "cherokee", "water"])
    }

    func testCommunityByCodeOrNameAndEveryTermMustHold() {
        XCTAssertEqual(ids("community:indigenous sort:title"), ["fry-bread", "indian-no-more", "cherokee", "water"])
        XCTAssertEqual(ids("community:latine community:black"), ["sonia"])
        XCTAssertEqual(ids("community:Latino"), ["sonia"])
    }

    func testAwardByFoldedWordsOfItsNames() {
        XCTAssertEqual(ids("award:belpre"), ["sonia"])
        XCTAssertEqual(ids("award:\"coretta scott king\""), ["hate-u-give"])
        XCTAssertEqual(ids("award:csk"), ["hate-u-give"])
        XCTAssertEqual(ids("award:caldecott|sibert sort:title"), ["fry-bread", "water"])
    }

    func testYearsAndTheirForms() {
        XCTAssertEqual(ids("year:2019 sort:title"), ["fry-bread", "indian-no-more", "sonia"])
        XCTAssertEqual(ids("year:2015..2018 sort:title"), ["hate-u-give", "cherokee"])
        XCTAssertEqual(ids("year:>2019"), ["water"])
        XCTAssertEqual(ids("year:<2015"), ["brown-girl"])
    }

    func testAuthorAndTitleLookOnlyInTheirField() {
        XCTAssertEqual(ids("author:sorell sort:title"), ["indian-no-more", "cherokee"])
        XCTAssertEqual(ids("title:moon sort:title"), ["no-year", "sonia"])
        XCTAssertEqual(ids("author:moon"), [])
    }

    func testSortsByYearNewestOrOldestFirstBooksWithoutAYearLast() {
        XCTAssertEqual(ids("moon sort:year"), ["sonia", "no-year"])
        XCTAssertEqual(ids("community:black sort:-year"), ["brown-girl", "hate-u-give", "sonia"])
        XCTAssertEqual(ids("category:ya sort:author"), ["no-year", "hate-u-give"])
    }

    func testPhrasesMustStandTogether() {
        XCTAssertEqual(ids("\"family story\""), ["fry-bread"])
        XCTAssertEqual(ids("\"story family\""), [])
        XCTAssertEqual(ids("family story"), ["fry-bread"])
    }

    func testEitherWordWithABar() {
        XCTAssertEqual(Set(ids("ojibwe | cherokee")), ["water", "cherokee"])
        XCTAssertEqual(Set(ids("ojibwe|cherokee")), ["water", "cherokee"])
    }

    func testAWordMatchingNothingFallsBackToTheClosestCatalogWord() {
        let found = results("wodson")
        XCTAssertEqual(found.hits.map(\.book.id), ["brown-girl"])
        XCTAssertEqual(found.correctedText, "woodson")
        XCTAssertEqual(found.note, "Showing results for woodson")
        XCTAssertNil(results("woodson").correctedText)
        XCTAssertEqual(results("xqzvy").hits.count, 0)
    }

    func testTitleAndYearOrdersOverManyResultsKeepTitleOrderWithinAYear() {
        let books = CatalogGenerator.books(count: 3000, seed: 5)
        let index = SearchIndex(books: books)
        func found(_ text: String) -> [Book] { index.results(for: QueryParser.parse(text)).hits.map(\.book) }
        let inSlotOrder = found("community:black")
        XCTAssertGreaterThan(inSlotOrder.count, 200, "enough results for the bitmap pass")
        XCTAssertEqual(found("community:black sort:title"), inSlotOrder, "a filter alone lists in title order")
        XCTAssertEqual(Set(found("moon community:black sort:title").map(\.id)), Set(found("moon community:black").map(\.id)))
        let byYear = inSlotOrder.enumerated().sorted { first, second in
            switch (first.element.year, second.element.year) {
            case let (a?, b?) where a != b: return a > b
            case (nil, _?): return false
            case (_?, nil): return true
            default: return first.offset < second.offset
            }
        }.map(\.element)
        XCTAssertEqual(found("community:black sort:year").map(\.id), byYear.map(\.id))
        XCTAssertEqual(found("community:black sort:-year").prefix(1).first?.year, inSlotOrder.compactMap(\.year).min())
        XCTAssertEqual(found("community:black sort:-year").last?.year, nil, "books without a year come last")
    }

    func testAuthorTermsFindTheSameOnceTheListsCheckEachAuthorLineOnce() {
        // Before the lists each book's author field is read; after, each distinct author line once.
        let books = CatalogGenerator.books(count: 3000, seed: 7) + self.books
        let byBook = SearchIndex(books: books)
        let byLine = SearchIndex(books: books, buildingLists: true)
        func found(_ index: SearchIndex, _ text: String) -> [String] { index.results(for: QueryParser.parse(text)).hits.map(\.book.id) }
        var checked = 0
        for text in ["author:p", "author:pe", "author:peña", "author:sorell", "author:sorell sort:title", "author:a author:e",
                     "author:\"de la\"", "moon author:o", "author:p community:black sort:-year", "author:zzz", "author:moon"] {
            let expected = found(byBook, text)
            XCTAssertEqual(found(byLine, text), expected, text)
            checked += expected.count
        }
        XCTAssertGreaterThan(found(byBook, "author:p").count, 300)
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertEqual(found(byLine, "author:sorell sort:title"), ["indian-no-more", "cherokee"])
    }

    func testPunctuationInsideAWordIsIgnored() {
        let catalog = books + [
            Book(id: "sulwe", title: "Sulwe", authors: ["Lupita Nyong'o"], category: .pictureBook, description: "D", year: 2019,
                 communities: [.black]),
            Book(id: "mondays", title: "Monday's Not Coming", authors: ["Tiffany D. Jackson"], category: .youngAdult, description: "D",
                 year: 2018, communities: [.black]),
        ]
        let index = SearchIndex(books: catalog)
        for (typed, expected) in [("nyongo", "sulwe"), ("nyong’o", "sulwe"), ("NYONG'O", "sulwe"), ("mondays", "mondays"), ("monday's", "mondays")] {
            let found = index.results(for: QueryParser.parse(typed))
            XCTAssertEqual(found.hits.map(\.book.id), [expected], typed)
            XCTAssertNil(found.correctedText, "\(typed): not a misspelling, so no note")
        }
    }

    func testUnknownFieldsAndBadValuesAreNotesNotErrors() {
        let found = results("colour:red moon year:soon category:XL sort:height")
        XCTAssertEqual(found.hits.map(\.book.id), SearchIndex(books: books).search("moon").map(\.book.id))
        XCTAssertEqual(found.notes, [
            "Unknown field \"colour:\" left out (fields: category, community, award, author, title, year, isbn, grade, language, owned, sort)",
            "\"year:soon\" is no year (2015, 2015..2020, >2019 or <2000), so it was left out",
            "\"category:XL\" is no category (PB, CB, MG, YA or their names), so it was left out",
            "\"sort:height\" is no order (relevance, title, author, year or -year), so it was left out",
        ])
    }

    func testTheLibrariansQuestion() {
        // Native families, for grades 2–3 (chapter books and picture books), that won awards.
        XCTAssertEqual(ids("community:indigenous category:PB|CB award:winner|honor sort:title").count, 0,
                       "award words name awards, not levels")
        XCTAssertEqual(ids("community:indigenous category:pb award:medal sort:title"), ["fry-bread", "water"])
    }

    /// A quoted phrase of nothing but spaces and tabs (any Unicode space) is no word; anything else
    /// in quotes is one, as when Foundation's `.whitespaces` decided it.
    func testAQuotedPhraseOfOnlySpacesIsNoWord() {
        let blanks = ["\" \"", "\"\t\"", "\"\u{00A0}\u{3000}\u{2009}\"", "\"\"", "\"\u{202F} \t\""]
        for text in blanks {
            XCTAssertEqual(QueryParser.tokens(of: text), [], text.debugDescription)
        }
        // (No combining mark: after the opening quote it would make it another Character.)
        let pieces = [" ", "\t", "\u{00A0}", "\u{3000}", "\n", "\u{2028}", "\u{200B}", "\u{FEFF}", "x", "é", "🌙"]
        var random = SeededRandom(seed: 7)
        for _ in 0 ..< 500 {
            let inside = (0 ..< random.below(4) + 1).map { _ in random.pick(pieces) }.joined()
            let tokens = QueryParser.tokens(of: "\"" + inside + "\"")
            let isWord = !inside.trimmingCharacters(in: .whitespaces).isEmpty
            XCTAssertEqual(tokens.count, isWord ? 1 : 0, inside.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
    }
}
