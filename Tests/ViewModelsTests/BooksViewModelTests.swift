import Catalog
import Search
import TestSupport
import XCTest
@testable import ViewModels

final class BooksViewModelTests: XCTestCase {
    private var store: FakeBookStore!
    private var worker: HeldWorker!
    private var vm: BooksViewModel!
    private var state: TestObserver<BookListState>!
    private var books: TestObserver<[Book]>!
    private var filters: TestObserver<[FilterCount]>!
    private var selectedFilter: TestObserver<CategoryFilter>!
    private var goToBook: TestObserver<BookDetailViewModel?>!

    private let allCounts = [
        FilterCount(filter: .all, count: 6),
        FilterCount(filter: .category(.pictureBook), count: 3),
        FilterCount(filter: .category(.chapterBook), count: 0),
        FilterCount(filter: .category(.middleGrade), count: 2),
        FilterCount(filter: .category(.youngAdult), count: 1),
    ]

    override func setUp() {
        super.setUp()
        store = FakeBookStore(books: Fixture.catalog)
        worker = HeldWorker()
        vm = BooksViewModel(store: store, worker: worker)
        state = TestObserver(vm.outputs.state)
        books = TestObserver(vm.outputs.books)
        filters = TestObserver(vm.outputs.filters)
        selectedFilter = TestObserver(vm.outputs.selectedFilter)
        goToBook = TestObserver(vm.outputs.goToBook)
    }

    private func load() {
        vm.inputs.viewDidLoad()
        worker.releaseAll()
    }

    // MARK: - Loading

    func testLoadingShowsTheLoadingStateUntilTheRowsArrive() {
        vm.inputs.viewDidLoad()
        state.assertValues([.loading])
        books.assertDidNotEmitValue()

        worker.releaseAll()
        state.assertValues([.loading, .rows])
        books.assertValues([Fixture.catalog])
    }

    func testFiltersCountTheBooksOfEachCategoryAfterAll() {
        load()
        filters.assertValues([allCounts])
        XCTAssertEqual(vm.outputs.filters.value.map(\.title), [
            "All", "Picture Book", "Chapter Book", "Middle Grade", "Young Adult",
        ])
        selectedFilter.assertDidNotEmitValue()
        XCTAssertEqual(vm.outputs.selectedFilter.value, .all)
    }

    func testAnEmptyCatalogShowsTheEmptyStateWithAMessage() {
        store.books = []
        load()
        state.assertValues([.loading, .empty(message: "This catalog has no books yet.")])
        books.assertDidNotEmitValue()
        filters.assertValues([[
            FilterCount(filter: .all, count: 0),
            FilterCount(filter: .category(.pictureBook), count: 0),
            FilterCount(filter: .category(.chapterBook), count: 0),
            FilterCount(filter: .category(.middleGrade), count: 0),
            FilterCount(filter: .category(.youngAdult), count: 0),
        ]])
    }

    func testAStoreFailureShowsTheErrorStateWithTheStoresMessage() {
        store.loadBooksError = Fixture.unreadable
        load()
        state.assertValues([.loading, .error(message: "The catalog cannot be read: Permission denied (/data/books.json).")])
        books.assertDidNotEmitValue()
        filters.assertDidNotEmitValue()
    }

    // MARK: - Filtering

    func testChoosingACategoryShowsOnlyItsBooks() {
        load()
        vm.inputs.categoryFilterSelected(.category(.middleGrade))
        vm.inputs.categoryFilterSelected(.all)
        selectedFilter.assertValues([.category(.middleGrade), .all])
        books.assertValues([Fixture.catalog, [Fixture.brownGirl, Fixture.mercy], Fixture.catalog])
        state.assertValues([.loading, .rows])
    }

    func testChoosingTheSameFilterAgainEmitsNothing() {
        load()
        vm.inputs.categoryFilterSelected(.all)
        vm.inputs.categoryFilterSelected(.category(.youngAdult))
        vm.inputs.categoryFilterSelected(.category(.youngAdult))
        selectedFilter.assertValues([.category(.youngAdult)])
        books.assertValues([Fixture.catalog, [Fixture.yaBook]])
    }

    func testACategoryWithoutBooksShowsTheEmptyStateAndAllBringsTheRowsBack() {
        load()
        vm.inputs.categoryFilterSelected(.category(.chapterBook))
        vm.inputs.categoryFilterSelected(.all)
        state.assertValues([
            .loading, .rows,
            .empty(message: "No books in the Chapter Book category. Choose All to see every book."),
            .rows,
        ])
        books.assertValues([Fixture.catalog, [], Fixture.catalog])
    }

    func testAFilterChosenWhileLoadingAppliesToTheRowsWhenTheyArrive() {
        vm.inputs.viewDidLoad()
        vm.inputs.categoryFilterSelected(.category(.pictureBook))
        books.assertDidNotEmitValue()
        state.assertValues([.loading])
        worker.releaseAll()
        books.assertValues([[Fixture.snowyDay, Fixture.julian, Fixture.whistle]])
        state.assertValues([.loading, .rows])
    }

    // MARK: - Appearing again

    func testAppearingAgainWithAnUnchangedCatalogEmitsNothing() {
        load()
        vm.inputs.categoryFilterSelected(.category(.middleGrade))
        vm.inputs.viewWillAppear()
        worker.releaseAll()
        XCTAssertEqual(store.loadBooksCallCount, 2, "it did look again")
        state.assertValues([.loading, .rows])
        books.assertValues([Fixture.catalog, [Fixture.brownGirl, Fixture.mercy]])
        filters.assertValueCount(1)
        selectedFilter.assertValues([.category(.middleGrade)])
    }

    func testAppearingAgainPicksUpAChangedCatalogWithoutFlashingLoadingAndKeepsTheFilter() {
        load()
        vm.inputs.categoryFilterSelected(.category(.youngAdult))
        let added = Book(
            id: "the-hate-u-give", title: "The Hate U Give", author: "Angie Thomas", category: .youngAdult,
            description: "Starr witnesses a police shooting and finds her voice.", year: 2017)
        store.books = Fixture.catalog + [added]
        vm.inputs.viewWillAppear()
        worker.releaseAll()

        state.assertValues([.loading, .rows])
        books.assertValues([Fixture.catalog, [Fixture.yaBook], [Fixture.yaBook, added]])
        filters.assertValueCount(2)
        XCTAssertEqual(filters.lastValue?.first, FilterCount(filter: .all, count: 7))
        XCTAssertEqual(filters.lastValue?.last, FilterCount(filter: .category(.youngAdult), count: 2))
        selectedFilter.assertValues([.category(.youngAdult)])
    }

    func testAppearingAgainAfterAFailureRecoversOnceTheStoreReads() {
        store.loadBooksError = Fixture.unreadable
        load()
        store.loadBooksError = nil
        vm.inputs.viewWillAppear()
        worker.releaseAll()
        state.assertValues([
            .loading, .error(message: "The catalog cannot be read: Permission denied (/data/books.json)."), .rows,
        ])
        books.assertValues([Fixture.catalog])
    }

    func testACatalogThatBecomesUnreadableShowsTheError() {
        load()
        store.loadBooksError = Fixture.unreadable
        vm.inputs.viewWillAppear()
        worker.releaseAll()
        state.assertValues([
            .loading, .rows, .error(message: "The catalog cannot be read: Permission denied (/data/books.json)."),
        ])
        books.assertValues([Fixture.catalog, []])
        filters.assertValues([allCounts, []])
    }

    func testAppearingWhileTheFirstLoadIsUnderWayDoesNotLoadTwice() {
        vm.inputs.viewDidLoad()
        vm.inputs.viewWillAppear()
        XCTAssertEqual(worker.pendingCount, 1)
        worker.releaseAll()
        state.assertValues([.loading, .rows])
    }

    func testLoadingTheViewWhileAppearingLoadsOnce() {
        vm.inputs.viewWillAppear()
        vm.inputs.viewDidLoad()
        XCTAssertEqual(worker.pendingCount, 1)
        worker.releaseAll()
        state.assertValues([.loading, .rows])
    }

    func testAppearingBeforeEverLoadingLoadsWithTheLoadingState() {
        vm.inputs.viewWillAppear()
        state.assertValues([.loading])
        worker.releaseAll()
        state.assertValues([.loading, .rows])
    }

    // MARK: - Opening a book

    func testTappingARowOpensThatBooksDetailWithTheWholeCatalog() {
        load()
        vm.inputs.categoryFilterSelected(.category(.pictureBook))
        vm.inputs.bookTapped(at: 2)
        goToBook.assertValues(["Whistle for Willie"], { $0?.outputs.title.value })
        XCTAssertEqual(goToBook.lastValue??.outputs.moreByAuthor.value, [Fixture.snowyDay])
    }

    func testTappingOutsideTheRowsEmitsNothing() {
        vm.inputs.bookTapped(at: 0)
        load()
        vm.inputs.bookTapped(at: 6)
        vm.inputs.bookTapped(at: -1)
        goToBook.assertDidNotEmitValue()
    }
}
