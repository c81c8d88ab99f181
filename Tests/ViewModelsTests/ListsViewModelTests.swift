import Catalog
import TestSupport
import XCTest
@testable import ViewModels

/// The Lists pane's view model, every output's whole history pinned.
final class ListsViewModelTests: XCTestCase {
    private var store: FakeBookStore!
    private var listStore: InMemoryListStore!
    private var exporter: RecordingExporter!
    private var vm: ListsViewModel!
    private var state: TestObserver<BookListState>!
    private var lists: TestObserver<[ListSummary]>!
    private var openList: TestObserver<String?>!
    private var books: TestObserver<[ListedBook]>!
    private var selection: TestObserver<Int?>!
    private var message: TestObserver<String?>!
    private var confirming: TestObserver<String?>!
    private var saved: TestObserver<Set<String>>!

    static let snowy = ListEntry(Fixture.snowyDay)
    static let poet = ListEntry(Fixture.yaBook)
    static let gone = ListEntry(bookID: "left-the-catalog", title: "A Lost Book", author: "Someone")

    private func make(_ stored: [ReadingList], worker: any Worker = ImmediateWorker()) {
        store = FakeBookStore(books: Fixture.catalog)
        listStore = InMemoryListStore(lists: stored)
        exporter = RecordingExporter()
        vm = ListsViewModel(store: store, lists: listStore, worker: worker, exporter: exporter, saved: SavedBooks())
        state = TestObserver(vm.outputs.state)
        lists = TestObserver(vm.outputs.lists)
        openList = TestObserver(vm.outputs.openList)
        books = TestObserver(vm.outputs.books)
        selection = TestObserver(vm.outputs.selection)
        message = TestObserver(vm.outputs.message)
        confirming = TestObserver(vm.outputs.confirmingDelete)
        saved = TestObserver(vm.saved.ids)
    }

    private var summer: ReadingList { ReadingList(name: "Summer", entries: [Self.snowy, Self.poet, Self.gone]) }

    func testNoListYetSaysHowToMakeOne() {
        make([])
        vm.inputs.viewDidLoad()
        state.assertValues([.empty(message: "No reading lists yet. Press s on a book in Books or Search to save it to one.")])
        lists.assertDidNotEmitValue()
        saved.assertDidNotEmitValue()
    }

    func testListsWithCountsThenOneListsBooksWithTheGoneOneKept() {
        make([summer, ReadingList(name: "Empty")])
        vm.inputs.viewDidLoad()
        vm.inputs.listTapped(at: 0)
        state.assertValues([.rows])
        lists.assertValues([[ListSummary(name: "Summer", count: 3), ListSummary(name: "Empty", count: 0)]])
        openList.assertValues(["Summer"])
        books.assertValues([[
            ListedBook(entry: Self.snowy, book: Fixture.snowyDay), ListedBook(entry: Self.poet, book: Fixture.yaBook),
            ListedBook(entry: Self.gone, book: nil),
        ]])
        selection.assertValues([0])
        saved.assertValues([["the-snowy-day", "the-poet-x", "left-the-catalog"]])
        vm.inputs.closeListPressed()
        vm.inputs.listTapped(at: 1)
        openList.assertValues(["Summer", nil, "Empty"])
        state.assertValues([.rows, .empty(message: "Empty has no books yet. Press s on a book in Books or Search to add one.")])
        selection.assertValues([0, 0, nil])
    }

    func testMovingABookDownAndUpKeepsItSelected() {
        make([summer])
        vm.inputs.viewDidLoad()
        vm.inputs.listTapped(at: 0)
        vm.inputs.bookMoved(at: 0, by: 1)
        vm.inputs.bookMoved(at: 1, by: 1)
        vm.inputs.bookMoved(at: 2, by: 1)
        vm.inputs.bookMoved(at: 2, by: -1)
        books.assertValues([
            ["the-snowy-day", "the-poet-x", "left-the-catalog"], ["the-poet-x", "the-snowy-day", "left-the-catalog"],
            ["the-poet-x", "left-the-catalog", "the-snowy-day"], ["the-poet-x", "the-snowy-day", "left-the-catalog"],
        ], { $0.map(\.entry.bookID) })
        selection.assertValues([0, 1, 2, 1])
        XCTAssertEqual(listStore.lists[0].entries.map(\.bookID), ["the-poet-x", "the-snowy-day", "left-the-catalog"])
    }

    func testRemoveThenUndoPutsTheBookBackWhereItWas() {
        make([summer])
        vm.inputs.viewDidLoad()
        vm.inputs.listTapped(at: 0)
        vm.inputs.bookRemoved(at: 1)
        vm.inputs.undoPressed()
        vm.inputs.undoPressed()
        books.assertValues([
            ["the-snowy-day", "the-poet-x", "left-the-catalog"], ["the-snowy-day", "left-the-catalog"],
            ["the-snowy-day", "the-poet-x", "left-the-catalog"],
        ], { $0.map(\.entry.bookID) })
        message.assertValues(["Removed “The Poet X”. Press u to undo.", "“The Poet X” is back in Summer.", "Nothing to undo."])
        selection.assertValues([0, 1, 1])
        lists.assertValues([[ListSummary(name: "Summer", count: 3)], [ListSummary(name: "Summer", count: 2)],
                            [ListSummary(name: "Summer", count: 3)]])
        saved.assertValues([["the-snowy-day", "the-poet-x", "left-the-catalog"], ["the-snowy-day", "left-the-catalog"],
                            ["the-snowy-day", "the-poet-x", "left-the-catalog"]])
    }

    func testRenameAndItsRefusals() {
        make([summer, ReadingList(name: "Winter")])
        vm.inputs.viewDidLoad()
        vm.inputs.listTapped(at: 0)
        vm.inputs.renameSubmitted(at: 0, name: "winter")
        vm.inputs.renameSubmitted(at: 0, name: "   ")
        vm.inputs.renameSubmitted(at: 0, name: " Grade 3 ")
        message.assertValues(["There is already a list called \"winter\".", "A list needs a name.", "Renamed Summer to Grade 3."], "")
        openList.assertValues(["Summer", "Grade 3"])
        lists.assertLastValue([ListSummary(name: "Grade 3", count: 3), ListSummary(name: "Winter", count: 0)])
    }

    func testDeleteAsksFirstAndNoKeepsTheList() {
        make([summer, ReadingList(name: "Winter")])
        vm.inputs.viewDidLoad()
        vm.inputs.deletePressed(at: 0)
        vm.inputs.deleteAnswered(false)
        vm.inputs.deletePressed(at: 0)
        vm.inputs.deleteAnswered(true)
        confirming.assertValues(["Summer", nil, "Summer", nil])
        message.assertValues(["Kept Summer.", "Deleted Summer (3 books)."])
        lists.assertValues([[ListSummary(name: "Summer", count: 3), ListSummary(name: "Winter", count: 0)],
                            [ListSummary(name: "Winter", count: 0)]])
        XCTAssertEqual(listStore.lists.map(\.name), ["Winter"])
    }

    func testEnterOpensTheDetailAndAGoneBookSaysSo() {
        make([summer])
        let details = TestObserver(vm.outputs.goToBook)
        vm.inputs.viewDidLoad()
        vm.inputs.listTapped(at: 0)
        vm.inputs.bookTapped(at: 1)
        vm.inputs.bookTapped(at: 2)
        details.assertValues(["The Poet X"], { $0?.outputs.title.value })
        message.assertValues(["“A Lost Book” is no longer in the directory; u after removing it brings it back."], "")
    }

    func testExportHandsTheResolvedBooksToTheExporter() {
        make([summer])
        vm.inputs.viewDidLoad()
        vm.inputs.exportPressed(at: 0, format: .markdown)
        exporter.failure = BookStoreError(kind: .writeFailed, path: "/x/summer.html", message: "/x/summer.html is a folder.")
        vm.inputs.exportPressed(at: 0, format: .html)
        XCTAssertEqual(exporter.calls.map(\.name), ["Summer"])
        XCTAssertEqual(exporter.calls.first?.books.map { $0.book?.id }, ["the-snowy-day", "the-poet-x", nil])
        message.assertValues(["Exported Summer as Markdown to /out/summer.md.", "/x/summer.html is a folder."])
    }

    func testRestoringOpensTheListOnceReadWithTheBookSelected() {
        let worker = HeldWorker()
        make([summer], worker: worker)
        vm.inputs.viewDidLoad()
        vm.inputs.listRequested(named: "summer", selecting: "left-the-catalog")
        openList.assertDidNotEmitValue()
        worker.releaseAll()
        openList.assertValues(["Summer"])
        selection.assertValues([2])
    }

    func testSaveRequestedHandsOutAPickerThatUpdatesTheLists() {
        make([summer])
        vm.inputs.viewDidLoad()
        let pickers = TestObserver(vm.outputs.goToSave)
        vm.inputs.saveRequested([Fixture.brownGirl])
        let picker = pickers.lastValue??.inputs
        picker?.viewDidLoad()
        picker?.savePressed()
        lists.assertValues([[ListSummary(name: "Summer", count: 3)],
                            [ListSummary(name: "Summer", count: 3), ListSummary(name: "Reading list", count: 1)]])
        XCTAssertTrue(saved.lastValue?.contains("brown-girl-dreaming") == true)
    }
}

/// An exporter recording what it was asked to write; fails with `failure` when set.
final class RecordingExporter: ListExporter {
    var calls: [(name: String, books: [ListedBook], format: ExportFormat)] = []
    var failure: BookStoreError?

    func export(name: String, books: [ListedBook], format: ExportFormat) throws(BookStoreError) -> String {
        if let failure { throw failure }
        calls.append((name, books, format))
        return "/out/\(name.lowercased()).\(format.fileExtension)"
    }
}
