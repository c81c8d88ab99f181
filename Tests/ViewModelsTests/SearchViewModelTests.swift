import TestSupport
import XCTest
import Catalog
import Search
@testable import ViewModels

/// A worker that runs each job at once, except jobs posted from a completion (the view model's
/// list building, posted once the first results are shown), which it holds: the index keeps
/// answering by reading its text.
private final class FollowUpHoldingWorker: Worker {
    private var inCompletion = false
    private(set) var heldCount = 0

    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        guard !inCompletion else {
            heldCount += 1
            return
        }
        let result = work()
        inCompletion = true
        completion(result)
        inCompletion = false
    }
}

final class SearchViewModelTests: XCTestCase {
    /// Whether the view model's index gets its lists (an immediate worker) or keeps reading its
    /// text (a worker holding the list building): every check runs both ways.
    private var withLists = true

    /// Runs `check` with an index that gets its lists, then with one that keeps reading its text.
    private func inBothModes(_ check: () -> Void) {
        for lists in [true, false] {
            withLists = lists
            check()
        }
    }

    private func makeWorker() -> Worker {
        withLists ? ImmediateWorker() : FollowUpHoldingWorker()
    }

    private static func book(_ id: String, _ title: String, _ author: String, _ description: String) -> Book {
        Book(id: id, title: title, author: author, category: .middleGrade, description: description)
    }

    private let snowy = book("snowy", "The Snowy Day", "Ezra Jack Keats", "Peter explores his city after the first snow.")
    private let market = book("market", "Last Stop on Market Street", "Matt de la Peña", "CJ rides the bus with his grandmother.")
    private let ecole = book("ecole", "L'École du Soir", "Émile Zola", "A night school in the snow.")
    private let crown = book("crown", "Crown", "Derrick Barnes", "A boy at the barbershop feels like a king of snow days.")

    private var catalog: [Book] { [snowy, market, ecole, crown] }

    private struct Observers {
        let searchText: TestObserver<String>
        let results: TestObserver<SearchHits>
        let summary: TestObserver<String>
        let isLoading: TestObserver<Bool>
        let emptyMessage: TestObserver<String?>
        let errorMessage: TestObserver<String?>
        let queryNote: TestObserver<String?>
        let goToBook: TestObserver<BookDetailViewModel?>

        init(_ outputs: SearchViewModelOutputs) {
            searchText = TestObserver(outputs.searchText)
            results = TestObserver(outputs.results)
            summary = TestObserver(outputs.summary)
            isLoading = TestObserver(outputs.isLoading)
            emptyMessage = TestObserver(outputs.emptyMessage)
            errorMessage = TestObserver(outputs.errorMessage)
            queryNote = TestObserver(outputs.queryNote)
            goToBook = TestObserver(outputs.goToBook)
        }

        func resultIDs() -> [[String]] { results.values.map { $0.map(\.book.id) } }
    }

    private func loaded(_ books: [Book]? = nil) -> (SearchViewModel, Observers) {
        let model = SearchViewModel(store: FakeBookStore(books: books ?? catalog), worker: makeWorker())
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        return (model, observers)
    }

    // MARK: Loading

    func testLoadShowsPromptAndLoadingStateAndNoResults() { inBothModes(checkLoadShowsPromptAndLoadingStateAndNoResults) }

    private func checkLoadShowsPromptAndLoadingStateAndNoResults() {
        let worker = HeldWorker()
        let model = SearchViewModel(store: FakeBookStore(books: catalog), worker: worker)
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        observers.emptyMessage.assertValues([SearchViewModel.prompt])
        model.inputs.viewWillAppear()
        observers.isLoading.assertValues([true])
        worker.releaseNext()
        observers.isLoading.assertValues([true, false])
        observers.results.assertDidNotEmitValue()
        observers.summary.assertDidNotEmitValue()
        observers.errorMessage.assertDidNotEmitValue()
        observers.emptyMessage.assertValues([SearchViewModel.prompt])
    }

    func testTypingWhileLoadingShowsOnlyTheLatestQueryWhenTheCatalogArrives() { inBothModes(checkTypingWhileLoadingShowsOnlyTheLatestQueryWhenTheCatalogArrives) }

    private func checkTypingWhileLoadingShowsOnlyTheLatestQueryWhenTheCatalogArrives() {
        let worker = HeldWorker()
        let model = SearchViewModel(store: FakeBookStore(books: catalog), worker: worker)
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("snow")
        model.inputs.searchTextChanged("snowy")
        model.inputs.searchTextChanged("zola")
        observers.results.assertDidNotEmitValue()
        observers.searchText.assertValues(["snow", "snowy", "zola"])
        worker.releaseNext()
        XCTAssertEqual(observers.resultIDs(), [["ecole"]])
        observers.summary.assertValues(["1 book"])
        observers.emptyMessage.assertValues([SearchViewModel.prompt, nil])
        XCTAssertEqual(model.searchCount, 1)
    }

    func testAStaleLoadFinishingLastIsIgnored() { inBothModes(checkAStaleLoadFinishingLastIsIgnored) }

    private func checkAStaleLoadFinishingLastIsIgnored() {
        let worker = HeldWorker()
        let store = FakeBookStore(books: [snowy])
        let model = SearchViewModel(store: store, worker: worker)
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("snow")
        worker.releaseNext()
        XCTAssertEqual(observers.resultIDs(), [["snowy"]])
        model.inputs.viewWillAppear()
        store.books = [snowy, crown]
        model.inputs.viewWillAppear()
        XCTAssertEqual(worker.pendingCount, 3, "the first index's lists, then the two loads")
        worker.release(at: 2)
        XCTAssertEqual(observers.resultIDs(), [["snowy"], ["snowy", "crown"]])
        store.books = [snowy]
        worker.release(at: 1)
        XCTAssertEqual(observers.resultIDs(), [["snowy"], ["snowy", "crown"]], "the older load must not win")
        observers.isLoading.assertValues([true, false], "a reload keeps the results on screen")
        XCTAssertEqual(worker.pendingCount, 2, "the lists of both indexes")
        worker.releaseNext()
        worker.releaseNext()
        XCTAssertEqual(observers.resultIDs(), [["snowy"], ["snowy", "crown"]], "building the lists shows nothing new")
    }

    func testReappearingPicksUpAChangedCatalogAndKeepsTheQuery() { inBothModes(checkReappearingPicksUpAChangedCatalogAndKeepsTheQuery) }

    private func checkReappearingPicksUpAChangedCatalogAndKeepsTheQuery() {
        let store = FakeBookStore(books: [snowy, market])
        let model = SearchViewModel(store: store, worker: makeWorker())
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("snow")
        model.inputs.viewWillAppear()
        XCTAssertEqual(observers.resultIDs(), [["snowy"]], "an unchanged catalog shows nothing new")
        XCTAssertEqual(model.searchCount, 1)
        store.books = [snowy, market, ecole]
        model.inputs.viewWillAppear()
        XCTAssertEqual(observers.resultIDs(), [["snowy"], ["snowy", "ecole"]])
        observers.summary.assertValues(["1 book", "2 books"])
        observers.isLoading.assertValues([true, false])
    }

    func testAStoreErrorShowsItsMessageAndARetryClearsIt() { inBothModes(checkAStoreErrorShowsItsMessageAndARetryClearsIt) }

    private func checkAStoreErrorShowsItsMessageAndARetryClearsIt() {
        let store = FakeBookStore(books: catalog)
        let message = "The catalog is not valid JSON (line 3, column 7): a comma is missing (/tmp/books.json). "
            + "Fix the file or point bookdir at another catalog with --catalog PATH."
        store.loadBooksError = BookStoreError(kind: .corrupt(line: 3, column: 7), path: "/tmp/books.json", message: message)
        let model = SearchViewModel(store: store, worker: makeWorker())
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("snow")
        observers.errorMessage.assertValues([message])
        observers.isLoading.assertValues([true, false])
        observers.results.assertDidNotEmitValue()
        store.loadBooksError = nil
        model.inputs.viewWillAppear()
        observers.errorMessage.assertValues([message, nil])
        observers.isLoading.assertValues([true, false, true, false], "nothing was loaded, so the retry shows loading")
        XCTAssertEqual(observers.resultIDs(), [["snowy", "ecole", "crown"]])
    }

    func testTheListsAreBuiltThroughTheWorkerOnceAfterTheFirstResultsAndChangeNoResult() { inBothModes(checkTheListsAreBuiltThroughTheWorkerOnceAfterTheFirstResultsAndChangeNoResult) }

    private func checkTheListsAreBuiltThroughTheWorkerOnceAfterTheFirstResultsAndChangeNoResult() {
        let worker = HeldWorker()
        let store = FakeBookStore(books: catalog)
        let model = SearchViewModel(store: store, worker: worker)
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("snow")
        worker.releaseNext()
        XCTAssertEqual(worker.pendingCount, 1, "the lists are built once the first results are shown")
        model.inputs.searchTextChanged("snow d")
        worker.releaseNext()
        model.inputs.searchTextChanged("snow da")
        model.inputs.searchTextChanged("snow")
        XCTAssertEqual(observers.resultIDs(), [["snowy", "ecole", "crown"], ["snowy", "ecole", "crown"], ["snowy", "crown"],
                                                 ["snowy", "ecole", "crown"]], "the same before and after the lists")
        model.inputs.viewWillAppear()
        worker.releaseNext()
        XCTAssertEqual(worker.pendingCount, 0, "an unchanged catalog keeps its index and lists")
        store.books = [snowy]
        model.inputs.viewWillAppear()
        worker.releaseNext()
        XCTAssertEqual(worker.pendingCount, 1, "a new index gets its lists")
    }

    // MARK: Queries

    func testSameNormalizedQueryNeitherSearchesNorEmitsAgain() { inBothModes(checkSameNormalizedQueryNeitherSearchesNorEmitsAgain) }

    private func checkSameNormalizedQueryNeitherSearchesNorEmitsAgain() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("Pena")
        model.inputs.searchTextChanged("pena")
        model.inputs.searchTextChanged("  PEÑA ")
        model.inputs.searchTextChanged("peña")
        XCTAssertEqual(model.searchCount, 1)
        XCTAssertEqual(observers.resultIDs(), [["market"]])
        observers.summary.assertValues(["1 book"])
        observers.emptyMessage.assertValues([SearchViewModel.prompt, nil])
        observers.searchText.assertValues(["Pena", "pena", "  PEÑA ", "peña"], "the field shows what was typed")
    }

    func testEveryWordMustMatchAndNoMatchNamesTheQueryAsTypedTrimmed() { inBothModes(checkEveryWordMustMatchAndNoMatchNamesTheQueryAsTypedTrimmed) }

    private func checkEveryWordMustMatchAndNoMatchNamesTheQueryAsTypedTrimmed() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("snowy keats")
        model.inputs.searchTextChanged("  Snowy ZOLA  ")
        XCTAssertEqual(observers.resultIDs(), [["snowy"], []])
        observers.emptyMessage.assertValues([SearchViewModel.prompt, nil, "No books match \"Snowy ZOLA\""])
        observers.summary.assertValues(["1 book", "0 books"])
    }

    func testNoMatchNamesTheLatestTextEvenWhenItSearchesTheSameQuery() {
        inBothModes(checkNoMatchNamesTheLatestTextEvenWhenItSearchesTheSameQuery)
    }

    private func checkNoMatchNamesTheLatestTextEvenWhenItSearchesTheSameQuery() {
        let (model, observers) = loaded()
        // (No catalog word is within an edit of "qxzvo", so nothing is searched instead.)
        model.inputs.searchTextChanged("qxzvo")
        model.inputs.searchTextChanged("qxzvo\u{301}")
        model.inputs.searchTextChanged("QXZVÓ ")
        XCTAssertEqual(model.searchCount, 1, "the same query is not searched again")
        observers.emptyMessage.assertValues([
            SearchViewModel.prompt, "No books match \"qxzvo\"", "No books match \"qxzvo\u{301}\"", "No books match \"QXZVÓ\"",
        ], "the message names what the field holds")
        observers.summary.assertValues(["0 books"])
    }

    func testAWordMatchingNothingIsSearchedAsTheClosestCatalogWordOnceTheListsAreBuilt() {
        withLists = true
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("kaets")
        model.inputs.searchTextChanged("kaets colour:red")
        model.inputs.searchTextChanged("")
        XCTAssertEqual(observers.resultIDs(), [["snowy"], []])
        observers.queryNote.assertValues([
            "Showing results for keats",
            "Showing results for keats; Unknown field \"colour:\" left out (fields: category, community, award, author, title, year, isbn, grade, language, owned, sort)",
            nil,
        ])
    }

    func testAQueryThatFoundNothingBeforeTheListsIsSearchedAgainAsTheClosestWordsOnceTheyAreBuilt() {
        let worker = HeldWorker()
        let model = SearchViewModel(store: FakeBookStore(books: catalog), worker: worker)
        let observers = Observers(model.outputs)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        worker.releaseNext()
        model.inputs.searchTextChanged("kaets")
        observers.summary.assertValues(["0 books"], "nothing yet: the catalog's words come with the lists")
        worker.releaseAll()
        observers.summary.assertValues(["0 books", "1 book"])
        XCTAssertEqual(observers.resultIDs(), [["snowy"]])
        observers.queryNote.assertValues(["Showing results for keats"])
    }

    func testFieldTermsFilterAndSort() {
        withLists = true
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("snow sort:title")
        model.inputs.searchTextChanged("snow sort:title category:PB")
        XCTAssertEqual(observers.resultIDs(), [["crown", "ecole", "snowy"], []])
        observers.summary.assertValues(["3 books", "0 books"])
    }

    func testClearingTheQueryShowsThePromptAgain() { inBothModes(checkClearingTheQueryShowsThePromptAgain) }

    private func checkClearingTheQueryShowsThePromptAgain() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("day")
        model.inputs.searchTextChanged("   ")
        XCTAssertEqual(observers.resultIDs(), [["snowy", "crown"], []])
        observers.summary.assertValues(["2 books", ""])
        observers.emptyMessage.assertValues([SearchViewModel.prompt, nil, SearchViewModel.prompt])
        XCTAssertEqual(model.searchCount, 1, "an empty query does not search")
    }

    func testCaseAndDiacriticsAreIgnored() { inBothModes(checkCaseAndDiacriticsAreIgnored) }

    private func checkCaseAndDiacriticsAreIgnored() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("ECOLE")
        model.inputs.searchTextChanged("émile")
        model.inputs.searchTextChanged("PEÑA")
        XCTAssertEqual(observers.resultIDs(), [["ecole"], ["ecole"], ["market"]])
        XCTAssertEqual(model.searchCount, 3)
    }

    func testResultsAreRankedTitleThenAuthorThenDescription() { inBothModes(checkResultsAreRankedTitleThenAuthorThenDescription) }

    private func checkResultsAreRankedTitleThenAuthorThenDescription() {
        let (model, observers) = loaded([
            Self.book("d", "Quiet", "Al Cy", "A song of the sea."),
            Self.book("a", "Songs", "Al Cy", "x"),
            Self.book("c", "Blue", "Song Lee", "x"),
            Self.book("b", "The Song", "Al Cy", "x"),
            Self.book("e", "Birdsong", "Al Cy", "x"),
        ])
        model.inputs.searchTextChanged("song")
        XCTAssertEqual(observers.resultIDs(), [["b", "a", "e", "c", "d"]])
    }

    func testResultsCarryTheMatchedRangesOfEachField() { inBothModes(checkResultsCarryTheMatchedRangesOfEachField) }

    private func checkResultsCarryTheMatchedRangesOfEachField() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("snow peter")
        let result = observers.results.lastValue?.first
        XCTAssertEqual(result?.book.id, "snowy")
        XCTAssertEqual(result?.titleMatches, [4 ..< 8])
        XCTAssertEqual(result?.authorMatches, [])
        XCTAssertEqual(result?.descriptionMatches, [0 ..< 5, 40 ..< 44])
        model.inputs.searchTextChanged("pena")
        XCTAssertEqual(observers.results.lastValue?.first?.authorMatches, [11 ..< 15])
    }

    // MARK: Navigation

    func testTappingAResultEmitsItsDetail() { inBothModes(checkTappingAResultEmitsItsDetail) }

    private func checkTappingAResultEmitsItsDetail() {
        let (model, observers) = loaded()
        model.inputs.searchTextChanged("snow")
        model.inputs.resultTapped(at: 1)
        model.inputs.resultTapped(at: 7)
        model.inputs.resultTapped(at: -1)
        observers.goToBook.assertValues(["L'École du Soir"], { $0?.title.value })
    }
}
