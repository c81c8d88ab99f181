import Catalog
import TestSupport
import XCTest
@testable import ViewModels

/// The save picker and the marks, every output's whole history pinned.
final class SaveToListViewModelTests: XCTestCase {
    private func picker(_ books: [Book], lists: InMemoryListStore, worker: any Worker = ImmediateWorker()) -> SaveToListViewModel {
        SaveToListViewModel(books: books, lists: lists, worker: worker, saved: SavedBooks()) { _, _ in }
    }

    func testANewUserSavesToReadingListByDefault() {
        let store = InMemoryListStore()
        let vm = picker([Fixture.snowyDay], lists: store)
        let choices = TestObserver(vm.outputs.choices)
        let finished = TestObserver(vm.outputs.finished)
        XCTAssertEqual(vm.outputs.title.value, "Save “The Snowy Day” to")
        vm.inputs.viewDidLoad()
        vm.inputs.savePressed()
        choices.assertDidNotEmitValue()
        XCTAssertEqual(vm.outputs.choices.value, ["Reading list", "New list…"])
        finished.assertValues(["Saved 1 book to Reading list."])
        XCTAssertEqual(store.lists, [ReadingList(name: "Reading list", entries: [ListEntry(Fixture.snowyDay)])])
    }

    func testTheUsersListsAreOfferedAndANewNameIsTyped() {
        let store = InMemoryListStore(lists: [ReadingList(name: "Summer", entries: [ListEntry(Fixture.whistle)])])
        let vm = picker([Fixture.whistle, Fixture.mercy], lists: store)
        let choices = TestObserver(vm.outputs.choices)
        let selected = TestObserver(vm.outputs.selectedIndex)
        let naming = TestObserver(vm.outputs.isNamingNewList)
        let error = TestObserver(vm.outputs.errorMessage)
        let finished = TestObserver(vm.outputs.finished)
        vm.inputs.viewDidLoad()
        vm.inputs.choiceSelected(at: 1)
        vm.inputs.choiceSelected(at: 2)
        vm.inputs.savePressed()
        vm.inputs.newNameChanged("Grade 3")
        vm.inputs.savePressed()
        choices.assertValues([["Reading list", "Summer", "New list…"]])
        selected.assertValues([1, 2])
        naming.assertValues([true])
        error.assertDidNotEmitValue("nothing typed yet: no complaint before the name (issue 33, item 11)")
        finished.assertValues(["Saved 2 books to Grade 3."])
        XCTAssertEqual(store.lists.map(\.name), ["Summer", "Grade 3"])
    }

    func testANameTypedThenErasedIsAskedFor() {
        let store = InMemoryListStore()
        let vm = picker([Fixture.whistle], lists: store)
        let error = TestObserver(vm.outputs.errorMessage)
        vm.inputs.viewDidLoad()
        vm.inputs.choiceSelected(at: 1)
        vm.inputs.newNameChanged("G")
        vm.inputs.newNameChanged("")
        vm.inputs.savePressed()
        error.assertValues(["A list needs a name."])
        XCTAssertEqual(store.lists, [])
    }

    /// The list saved to last is the picker's choice next time (issue 33, item 11), through the
    /// view model that hands the pickers out.
    func testTheListSavedToLastIsChosenNextTime() {
        let store = InMemoryListStore(lists: [ReadingList(name: "Summer"), ReadingList(name: "Grade 3")])
        let lists = ListsViewModel(store: FakeBookStore(books: [Fixture.whistle, Fixture.mercy]), lists: store, worker: ImmediateWorker(),
                                   exporter: nil, saved: SavedBooks())
        let pickers = TestObserver(lists.outputs.goToSave)
        lists.inputs.saveRequested([Fixture.whistle])
        let first = try? XCTUnwrap(pickers.lastValue ?? nil)
        first?.inputs.viewDidLoad()
        XCTAssertEqual(first?.outputs.selectedIndex.value, 0)
        first?.inputs.choiceSelected(at: 2)
        first?.inputs.savePressed()

        lists.inputs.saveRequested([Fixture.mercy])
        let second = try? XCTUnwrap(pickers.lastValue ?? nil)
        second?.inputs.viewDidLoad()
        XCTAssertEqual(second?.outputs.choices.value, ["Reading list", "Summer", "Grade 3", "New list…"])
        XCTAssertEqual(second?.outputs.selectedIndex.value, 2)
        second?.inputs.savePressed()
        XCTAssertEqual(store.lists.map { $0.entries.map(\.bookID) }, [[], [Fixture.whistle.id, Fixture.mercy.id]])
    }

    func testSavingToAListThatHasSomeAlreadySaysSo() {
        let store = InMemoryListStore(lists: [ReadingList(name: "Summer", entries: [ListEntry(Fixture.whistle)])])
        let vm = picker([Fixture.whistle, Fixture.mercy], lists: store)
        let finished = TestObserver(vm.outputs.finished)
        vm.inputs.viewDidLoad()
        vm.inputs.choiceSelected(at: 1)
        vm.inputs.savePressed()
        let again = picker([Fixture.whistle], lists: store)
        let second = TestObserver(again.outputs.finished)
        again.inputs.viewDidLoad()
        again.inputs.choiceSelected(at: 1)
        again.inputs.savePressed()
        finished.assertValues(["Saved 1 book to Summer (1 book already there)."])
        second.assertValues(["Already in Summer."])
    }

    func testCancelFinishesWithNothingSaved() {
        let store = InMemoryListStore()
        let vm = picker([Fixture.snowyDay], lists: store)
        let finished = TestObserver(vm.outputs.finished)
        vm.inputs.cancelPressed()
        finished.assertValues([""])
        XCTAssertEqual(store.lists, [])
    }

    func testMarksToggle() {
        let marks = BookMarks()
        let marked = TestObserver(marks.outputs.marked)
        marks.inputs.markToggled("a")
        marks.inputs.markToggled("b")
        marks.inputs.markToggled("a")
        marks.inputs.marksCleared()
        marks.inputs.marksCleared()
        marked.assertValues([["a"], ["a", "b"], ["b"], []])
    }

    func testDiscoverOpensTheBookTheDiceChoseWithinTheFilter() {
        var asked: [Int] = []
        var dice = [1, 0]
        let books = BooksViewModel(store: FakeBookStore(books: Fixture.catalog), worker: ImmediateWorker()) { count in
            asked.append(count)
            return dice.removeFirst()
        }
        let details = TestObserver(books.outputs.goToBook)
        books.inputs.viewDidLoad()
        books.inputs.categoryFilterSelected(.category(.pictureBook))
        books.inputs.discoverPressed()
        books.inputs.categoryFilterSelected(.category(.chapterBook))
        books.inputs.discoverPressed()
        books.inputs.categoryFilterSelected(.category(.youngAdult))
        books.inputs.discoverPressed()
        XCTAssertEqual(asked, [3, 1])
        details.assertValues(["Julián Is a Mermaid", "The Poet X"], { $0?.outputs.title.value })
    }
}
