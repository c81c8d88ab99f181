import TestSupport
import XCTest
@testable import ViewModels

final class AppViewModelTests: XCTestCase {
    private var appeared: [String] = []
    private var vm: AppViewModel!
    private var selectedTab: TestObserver<Tab>!

    override func setUp() {
        super.setUp()
        appeared = []
        vm = AppViewModel(
            booksWillAppear: { [unowned self] in appeared.append("books") },
            searchWillAppear: { [unowned self] in appeared.append("search") },
            suggestionWillAppear: { [unowned self] in appeared.append("suggestion") },
            listsWillAppear: { [unowned self] in appeared.append("lists") },
            reviewWillAppear: { [unowned self] in appeared.append("review") })
        selectedTab = TestObserver(vm.outputs.selectedTab)
    }

    func testTheTabsAreBooksSearchSuggestionListsAndReviewWithTheirTitles() {
        XCTAssertEqual(Tab.allCases, [.books, .search, .suggestion, .lists, .review])
        XCTAssertEqual(Tab.allCases.map(\.title), ["Books", "Search", "Suggestion", "Lists", "Review"])
    }

    func testLoadingShowsTheBooksTabAndTellsItItAppeared() {
        vm.inputs.viewDidLoad()
        XCTAssertEqual(vm.outputs.selectedTab.value, .books)
        selectedTab.assertDidNotEmitValue()
        XCTAssertEqual(appeared, ["books"])
    }

    func testSelectingATabShowsItAndTellsItsScreenItAppeared() {
        vm.inputs.viewDidLoad()
        vm.inputs.tabSelected(.suggestion)
        vm.inputs.tabSelected(.search)
        vm.inputs.tabSelected(.books)
        selectedTab.assertValues([.suggestion, .search, .books])
        XCTAssertEqual(appeared, ["books", "suggestion", "search", "books"])
    }

    func testSelectingTheTabAlreadyShownDoesNothing() {
        vm.inputs.viewDidLoad()
        vm.inputs.tabSelected(.books)
        vm.inputs.tabSelected(.search)
        vm.inputs.tabSelected(.search)
        selectedTab.assertValues([.search])
        XCTAssertEqual(appeared, ["books", "search"])
    }

    func testNextTabGoesRightAndWrapsToTheFirst() {
        vm.inputs.nextTabRequested()
        vm.inputs.nextTabRequested()
        vm.inputs.nextTabRequested()
        vm.inputs.nextTabRequested()
        vm.inputs.nextTabRequested()
        selectedTab.assertValues([.search, .suggestion, .lists, .review, .books])
        XCTAssertEqual(appeared, ["search", "suggestion", "lists", "review", "books"])
    }

    func testPreviousTabGoesLeftAndWrapsToTheLast() {
        vm.inputs.previousTabRequested()
        vm.inputs.previousTabRequested()
        vm.inputs.previousTabRequested()
        vm.inputs.previousTabRequested()
        vm.inputs.previousTabRequested()
        selectedTab.assertValues([.review, .lists, .suggestion, .search, .books])
        XCTAssertEqual(appeared, ["review", "lists", "suggestion", "search", "books"])
    }

    func testDrivesTheRealViewModelsOfItsScreens() {
        let store = FakeBookStore(books: Fixture.catalog)
        let books = BooksViewModel(store: store, worker: ImmediateWorker())
        let suggestion = SuggestionViewModel(store: store)
        let app = AppViewModel(
            booksWillAppear: books.inputs.viewWillAppear, searchWillAppear: {},
            suggestionWillAppear: suggestion.inputs.viewWillAppear)
        let state = TestObserver(books.outputs.state)

        app.inputs.viewDidLoad()
        state.assertValues([.loading, .rows])
        app.inputs.tabSelected(.suggestion)
        app.inputs.tabSelected(.books)
        XCTAssertEqual(store.loadBooksCallCount, 3, "the form read the catalog for its question, the Books list looked again")
    }
}
