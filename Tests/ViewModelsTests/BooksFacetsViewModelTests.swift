import Catalog
import Search
import TestSupport
import XCTest
@testable import ViewModels

/// The Books list's community and award filters, with counts, and its orders.
final class BooksFacetsViewModelTests: XCTestCase {
    private let water = Book(id: "water", title: "We Are Water Protectors", authors: ["Carole Lindstrom"], category: .pictureBook,
                             description: "D", year: 2020, communities: [.indigenous],
                             awards: [Award(.caldecott, year: 2021, level: .winner)])
    private let sonia = Book(id: "sonia", title: "The Moon Within", authors: ["Aida Salazar"], category: .middleGrade,
                             description: "D", year: 2019, communities: [.black, .latine],
                             awards: [Award(.belpreAuthor, year: 2020, level: .honor)])
    private let thug = Book(id: "thug", title: "The Hate U Give", authors: ["Angie Thomas"], category: .youngAdult,
                            description: "D", year: 2017, communities: [.black], awards: [Award(.printz, year: 2018, level: .honor)])
    private let crown = Book(id: "crown", title: "Crown", authors: ["Derrick Barnes"], category: .pictureBook,
                             description: "D", year: 2017, communities: [.black],
                             awards: [Award(.newbery, year: 2018, level: .honor), Award(.caldecott, year: 2018, level: .honor)])
    private let noYear = Book(id: "fry", title: "Fry Bread", authors: ["Kevin Noble Maillard"], category: .pictureBook,
                              description: "D", communities: [.indigenous])

    /// The list over the five books, loaded; the observer has seen the first rows.
    private func loaded() -> (BooksViewModel, TestObserver<[Book]>) {
        let model = BooksViewModel(store: FakeBookStore(books: [water, sonia, thug, crown, noYear]), worker: ImmediateWorker())
        let books = TestObserver(model.outputs.books)
        model.inputs.viewDidLoad()
        return (model, books)
    }

    func testCommunitiesAreCountedWithinTheCategoryAndKeepTheirBooks() {
        let (model, books) = loaded()
        let counts = TestObserver(model.outputs.communityFilters)
        model.inputs.communityFilterSelected(.black)
        model.inputs.categoryFilterSelected(.category(.pictureBook))
        model.inputs.communityFilterSelected(nil)
        XCTAssertEqual(books.values.map { $0.map(\.id) }, [
            ["water", "sonia", "thug", "crown", "fry"], ["sonia", "thug", "crown"], ["crown"], ["water", "crown", "fry"],
        ])
        XCTAssertEqual(counts.values.map { $0.filter { $0.count > 0 }.map { "\($0.title) \($0.count)" } }, [
            ["Any 3", "Black 1", "Indigenous 2"],
        ], "counted again when the category changes, not when the community does")
        XCTAssertEqual(model.outputs.communityFilters.value.map(\.choice), [nil] + Community.allCases.map { $0 })
    }

    /// Each filter is counted within the other two (issue 33, item 10: "Indigenous 23" and "Any
    /// award 119" while 19 rows were shown), and `x` clears all three at once.
    func testEachFilterIsCountedWithinTheOthersAndOneInputClearsThemAll() {
        let (model, books) = loaded()
        func counts() -> [String] {
            model.outputs.filters.value.filter { $0.count > 0 }.map { "\($0.filter.title) \($0.count)" }
                + model.outputs.communityFilters.value.filter { $0.count > 0 }.map { "\($0.title) \($0.count)" }
                + model.outputs.awardFilters.value.filter { $0.count > 0 }.map { "\($0.title) \($0.count)" }
        }
        model.inputs.communityFilterSelected(.indigenous)
        model.inputs.awardFilterSelected(.anyAward)
        XCTAssertEqual(books.values.last?.map(\.id), ["water"])
        XCTAssertEqual(counts(), ["All 1", "Picture Book 1",
                                  "Any 4", "Black 3", "Latine 1", "Indigenous 1",
                                  "Any 2", "Any award 1", "Caldecott 1"])

        let community = TestObserver(model.outputs.selectedCommunity)
        let award = TestObserver(model.outputs.selectedAward)
        model.inputs.categoryFilterSelected(.category(.pictureBook))
        model.inputs.clearFiltersPressed()
        XCTAssertEqual(books.values.last?.map(\.id), ["water", "sonia", "thug", "crown", "fry"])
        community.assertValues([nil])
        award.assertValues([.any])
        XCTAssertEqual(model.outputs.selectedFilter.value, .all)
    }

    func testAwardFiltersOfferTheFamiliesTheCatalogHas() {
        let (model, books) = loaded()
        XCTAssertEqual(model.outputs.awardFilters.value.map { "\($0.title) \($0.count)" },
                       ["Any 5", "Any award 4", "Newbery 1", "Caldecott 2", "Printz 1", "Pura Belpré 1"])
        model.inputs.awardFilterSelected(.family("Caldecott"))
        model.inputs.awardFilterSelected(.anyAward)
        XCTAssertEqual(books.values.map { $0.map(\.id) }, [
            ["water", "sonia", "thug", "crown", "fry"], ["water", "crown"], ["water", "sonia", "thug", "crown"],
        ])
    }

    func testOrdersByTitleAuthorOrYearAndBackToTheCatalogs() {
        let (model, books) = loaded()
        let sorts = TestObserver(model.outputs.sort)
        for sort in [QuerySort.title, .author, .yearNewestFirst, .yearOldestFirst, .relevance] { model.inputs.sortSelected(sort) }
        XCTAssertEqual(books.values.map { $0.map(\.id) }, [
            ["water", "sonia", "thug", "crown", "fry"],
            ["crown", "fry", "thug", "sonia", "water"],
            ["sonia", "thug", "water", "crown", "fry"],
            // Crown and The Hate U Give are both of 2017: by title, as the index orders ties.
            ["water", "sonia", "crown", "thug", "fry"],
            ["crown", "thug", "sonia", "water", "fry"],
            ["water", "sonia", "thug", "crown", "fry"],
        ])
        sorts.assertValues([.title, .author, .yearNewestFirst, .yearOldestFirst, .relevance])
    }

    func testFiltersThatLeaveNothingSayWhichKeysChooseOthers() {
        let (model, books) = loaded()
        defer { withExtendedLifetime(books) {} }
        let state = TestObserver(model.outputs.state)
        model.inputs.categoryFilterSelected(.category(.youngAdult))
        model.inputs.communityFilterSelected(.indigenous)
        XCTAssertEqual(state.values, [
            .empty(message: "No Young Adult books pass the community and award filters. Press f or w to choose others."),
        ])
    }
}
