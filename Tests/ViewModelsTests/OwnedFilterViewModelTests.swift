import Catalog
import Foundation
import Search
import TestSupport
import XCTest
@testable import ViewModels

/// The holdings a test hands the panes, changed as the test goes (an import while the app runs).
private final class Holdings: @unchecked Sendable {
    var owned: OwnedBooks?
    init(_ owned: OwnedBooks?) { self.owned = owned }
    var source: OwnedBooksSource { OwnedBooksSource { [self] _ in owned } }
}

/// The Books pane's owned filter (Any, Owned, Not owned, counted within the other filters) and
/// owned mark, and `owned:` in the Search pane: the library's owned books joined when the catalog
/// is read; with no holdings imported the pane says how to import them and shows no book.
final class OwnedFilterViewModelTests: XCTestCase {
    private let books = [
        Book(id: "moon", title: "Moon", authors: ["A"], category: .pictureBook, description: "A sky book.", communities: [.black]),
        Book(id: "sun", title: "Sun", authors: ["A"], category: .pictureBook, description: "A sky book."),
        Book(id: "star", title: "Star", authors: ["A"], category: .middleGrade, description: "A sky book.", communities: [.black]),
        Book(id: "comet", title: "Comet", authors: ["A"], category: .middleGrade, description: "A sky book."),
    ]
    private let lincoln = OwnedBooks(library: "Lincoln", ids: ["moon", "star"])

    private func counts(_ choices: [Counted<Bool?>]) -> [String] { choices.map { "\($0.title) \($0.count)" } }

    func testTheOwnedFilterKeepsOwnedOrOtherBooksCountedWithinTheCategory() {
        let model = BooksViewModel(store: FakeBookStore(books: books), worker: ImmediateWorker(), owned: Holdings(lincoln).source)
        let shown = TestObserver(model.outputs.books)
        let choices = TestObserver(model.outputs.ownedFilters)
        let owned = TestObserver(model.outputs.ownedBooks)
        model.inputs.viewDidLoad()
        model.inputs.ownedFilterSelected(false)
        model.inputs.categoryFilterSelected(.category(.middleGrade))
        model.inputs.ownedFilterSelected(true)
        model.inputs.clearFiltersPressed()
        XCTAssertEqual(shown.values.map { $0.map(\.id) }, [["moon", "sun", "star", "comet"], ["sun", "comet"], ["comet"], ["star"],
                                                            ["moon", "sun", "star", "comet"]])
        XCTAssertEqual(choices.values.map(counts), [["Any 4", "Owned 2", "Not owned 2"], ["Any 2", "Owned 1", "Not owned 1"],
                                                    ["Any 4", "Owned 2", "Not owned 2"]])
        XCTAssertEqual(owned.values, [lincoln])
        XCTAssertEqual(model.outputs.selectedOwned.value, nil)
        let counted = model.outputs.communityFilters.value.first { $0.choice == .black }?.count
        model.inputs.ownedFilterSelected(true)
        XCTAssertEqual(model.outputs.communityFilters.value.first { $0.choice == .black }?.count, 2)
        XCTAssertEqual(counted, 2)
        model.inputs.ownedFilterSelected(false)
        XCTAssertEqual(model.outputs.communityFilters.value.first { $0.choice == .black }?.count, 0,
                       "the community counts are of the books the owned filter keeps")
    }

    func testWithoutHoldingsTheFilterOffersNothingAndChosenSaysHowToImportThem() {
        let holdings = Holdings(nil)
        let model = BooksViewModel(store: FakeBookStore(books: books), worker: ImmediateWorker(), owned: holdings.source)
        let state = TestObserver(model.outputs.state)
        let shown = TestObserver(model.outputs.books)
        model.inputs.viewDidLoad()
        XCTAssertEqual(model.outputs.ownedFilters.value, [])
        model.inputs.ownedFilterSelected(false)
        holdings.owned = lincoln
        model.inputs.viewWillAppear()
        XCTAssertEqual(state.values, [.loading, .rows, .empty(message: "No holdings imported: bookdir holdings import FILE."), .rows])
        XCTAssertEqual(shown.values.map { $0.map(\.id) }, [["moon", "sun", "star", "comet"], [], ["sun", "comet"]],
                       "holdings imported while the app runs answer at the next load")
        XCTAssertEqual(model.outputs.ownedBooks.value, lincoln)
    }

    func testTheSearchPaneAnswersOwnedTermsAndSaysWhenThereAreNoHoldings() {
        let holdings = Holdings(nil)
        let model = SearchViewModel(store: FakeBookStore(books: books), worker: ImmediateWorker(), owned: holdings.source)
        let notes = TestObserver(model.outputs.queryNote)
        let summary = TestObserver(model.outputs.summary)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("sky owned:no")
        holdings.owned = lincoln
        model.inputs.viewWillAppear()
        model.inputs.searchTextChanged("sky owned:no category:MG")
        XCTAssertEqual(notes.values, ["No holdings imported: bookdir holdings import FILE", nil])
        XCTAssertEqual(summary.values, ["0 books", "2 books", "1 book"])
        XCTAssertEqual(model.outputs.results.value.map(\.book.id), ["comet"])
    }
}
