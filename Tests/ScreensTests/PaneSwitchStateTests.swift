import Catalog
import Search
import Screens
import TestSupport
import ViewModels
import Widgets
import XCTest

/// Switching panes keeps what each pane shows: the Books pane's filters, order and selection,
/// the Search pane's query and its results.
final class PaneSwitchStateTests: XCTestCase {
    private let books = [
        Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], category: .pictureBook,
             description: "D", year: 2020, communities: [.indigenous], awards: [Award(.caldecott, year: 2021, level: .winner)]),
        Book(id: "fry", title: "Fry Bread", authors: ["Kevin Noble Maillard"], category: .pictureBook, description: "D", year: 2019,
             communities: [.indigenous], awards: [Award(.sibert, year: 2020, level: .winner)]),
        Book(id: "grateful", title: "We Are Grateful", authors: ["Traci Sorell"], category: .pictureBook, description: "D", year: 2018,
             communities: [.indigenous]),
        Book(id: "thug", title: "The Hate U Give", authors: ["Angie Thomas"], category: .youngAdult, description: "D", year: 2017,
             communities: [.black]),
    ]

    func testBooksAndSearchKeepTheirFiltersQueryAndSelectionAcrossPaneSwitches() {
        let harness = AppHarness(store: FakeBookStore(books: books))
        // Books: Indigenous (f six times from Any), by title (o), the second row.
        harness.press(.character("p"))
        for _ in 0 ..< 6 { harness.press(.character("f")) }
        harness.press(.character("o"), .down)
        let booksBefore = harness.frame().lines
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 1)
        XCTAssertEqual(harness.books.outputs.books.value.map(\.id), ["fry", "grateful", "water"])

        harness.press(.character("2"))
        harness.type("community:indigenous sort:year")
        harness.press(.down, .down)
        let searchBefore = harness.frame().lines

        harness.press(.escape, .character("1"))
        XCTAssertEqual(harness.frame().lines, booksBefore, "Books comes back as it was left")
        harness.press(.character("2"))
        // Coming back to Search puts the cursor in its field (typing goes on); the query and the
        // results are as they were.
        let searchAfter = harness.frame().lines
        XCTAssertEqual(searchAfter[1], ">" + searchBefore[1].dropFirst())
        XCTAssertEqual(searchAfter[2 ..< 23], searchBefore[2 ..< 23])
        XCTAssertEqual(harness.search.outputs.results.value.map(\.book.id), ["water", "fry", "grateful"])
    }
}

/// `/` in the Books pane searches within the category it shows (issue 15, item 9).
final class SlashInBooksTests: XCTestCase {
    func testSlashInBooksStartsASearchWithinTheCategoryShown() {
        let harness = ScreensHarness()
        harness.press(.character("m"), .character("/"))
        XCTAssertEqual(harness.root.selectedTab, .search)
        XCTAssertEqual(harness.root.searchScreen.field.text, "category:MG ")
        XCTAssertTrue(harness.root.searchScreen.isTakingTyping, "the cursor is in the field, ready for words")
        let middleGrade = ScreensFixture.books.filter { $0.category == .middleGrade }.map(\.id)
        XCTAssertEqual(Set(harness.search.outputs.results.value.map(\.book.id)), Set(middleGrade))
        harness.type("woodson")
        XCTAssertEqual(harness.search.outputs.results.value.map(\.book.category), Array(repeating: .middleGrade,
                       count: harness.search.outputs.results.value.count))
        XCTAssertFalse(harness.search.outputs.results.value.isEmpty)
        XCTAssertEqual(harness.frame().lines[1].trimmingCharacters(in: .whitespaces), "> Search: category:MG woodson")

        harness.press(.escape, .character("1"), .character("a"), .character("/"))
        XCTAssertEqual(harness.root.searchScreen.field.text, "", "All: a search over every category")
    }
}

/// `/` carries every filter of the Books pane into the search (issue 33, item 7: 23 Indigenous
/// picture books became 191 when `/` kept only the category).
final class SlashCarriesEveryFilterTests: XCTestCase {
    private let books = [
        Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], category: .pictureBook,
             description: "An Ojibwe girl protects the water.", year: 2020, communities: [.indigenous],
             awards: [Award(.caldecott, year: 2021, level: .winner)]),
        Book(id: "fry", title: "Fry Bread", authors: ["Kevin Noble Maillard"], category: .pictureBook,
             description: "Fry bread is family.", year: 2019, communities: [.indigenous], awards: [Award(.sibert, year: 2020, level: .winner)]),
        Book(id: "grateful", title: "We Are Grateful", authors: ["Traci Sorell"], category: .pictureBook,
             description: "A Cherokee family gives thanks.", year: 2018, communities: [.indigenous]),
        Book(id: "sulwe", title: "Sulwe", authors: ["Lupita Nyong'o"], category: .pictureBook,
             description: "A girl learns to love her dark skin.", year: 2019, communities: [.black]),
        Book(id: "moon", title: "The Moon Within", authors: ["Aida Salazar"], category: .middleGrade,
             description: "Celi and the moon ceremony.", year: 2019, communities: [.latine, .indigenous],
             awards: [Award(.belpreAuthor, year: 2020, level: .honor)]),
    ]

    func testSlashSearchesWithinTheCategoryCommunityAndAwardShown() {
        let harness = ScreensHarness(store: FakeBookStore(books: books))
        harness.press(.character("p"))
        while harness.root.booksScreen.selectedCommunity != .indigenous { harness.press(.character("f")) }
        while harness.root.booksScreen.selectedAward != .anyAward { harness.press(.character("w")) }
        XCTAssertEqual(Set(harness.root.booksScreen.books.map(\.id)), ["water", "fry"])

        harness.press(.character("/"))

        XCTAssertEqual(harness.root.searchScreen.field.text, "category:PB community:indigenous award:any ")
        XCTAssertEqual(Set(harness.search.outputs.results.value.map(\.book.id)), ["water", "fry"])
        harness.type("bread")
        XCTAssertEqual(harness.search.outputs.results.value.map(\.book.id), ["fry"])
    }

    func testAnAwardFamilyBecomesItsWordsQuoted() {
        XCTAssertEqual(AwardFilter.family("Pura Belpré").queryTerm, "award:\"pura belpré\"")
        XCTAssertEqual(AwardFilter.family("Newbery").queryTerm, "award:newbery")
        XCTAssertNil(AwardFilter.any.queryTerm)
        let choices = AwardFilter.choices(for: books)
        XCTAssertEqual(choices.count, 5, "Any, Any award and three families")
        for family in choices {
            guard let term = family.queryTerm else { continue }
            let query = QueryParser.parse(term)
            // The term keeps exactly the books with an award of that family (or any award).
            let ofFamily = books.filter { book in
                if case .family(let name) = family { return book.awards.contains { $0.name.family == name } }
                return !book.awards.isEmpty
            }
            XCTAssertEqual(books.filter(query.keeps).map(\.id), ofFamily.map(\.id), term)
        }
    }
}
