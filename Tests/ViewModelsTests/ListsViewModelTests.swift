import Catalog
import TestSupport
import XCTest
@testable import ViewModels

/// The Lists pane's view model, every output's whole history pinned.
final class ListsViewModelTests: XCTestCase {
    private var store: FakeBookStore!
    private var listStore: InMemoryListStore!
    private var exporter: RecordingListExporter!
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
        exporter = RecordingListExporter()
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

    /// A message is of what was just done: coming back to the pane clears it.
    func testAMessageIsGoneWhenThePaneAppearsAgain() {
        make([summer, ReadingList(name: "Winter")])
        vm.inputs.viewDidLoad()
        vm.inputs.deletePressed(at: 1)
        vm.inputs.deleteAnswered(true)
        vm.inputs.viewWillAppear()
        message.assertValues(["Deleted Winter (0 books).", nil])
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

    func testExportAsksForThePathOfferingTheListsFileThenWritesThereAndSaysWhereFirst() {
        make([summer])
        let paths = TestObserver(vm.outputs.exportPath)
        vm.inputs.viewDidLoad()
        vm.inputs.exportPressed(at: 0, format: .markdown)
        XCTAssertTrue(exporter.calls.isEmpty, "the path is asked for first")
        vm.inputs.exportPathSubmitted("~/work/summer.md")
        vm.inputs.exportPressed(at: 0, format: .html)
        vm.inputs.exportPathSubmitted("~/grade-2.html")

        paths.assertValues(["~/work/summer.md", nil, "~/work/summer.html", nil])
        XCTAssertEqual(exporter.calls.map(\.path), ["/home/ana/work/summer.md", "/home/ana/grade-2.html"])
        XCTAssertEqual(exporter.calls.map(\.format), [.markdown, .html])
        XCTAssertEqual(exporter.calls.first?.books.map { $0.book?.id }, ["the-snowy-day", "the-poet-x", nil])
        message.assertValues(["Wrote ~/work/summer.md (Markdown, 3 books).", nil, "Wrote ~/grade-2.html (HTML, 3 books)."])
    }

    func testEscapeOnThePathExportsNothing() {
        make([summer])
        let paths = TestObserver(vm.outputs.exportPath)
        vm.inputs.viewDidLoad()
        vm.inputs.exportPressed(at: 0, format: .csv)
        vm.inputs.exportCancelled()
        vm.inputs.exportPathSubmitted("~/late.csv")

        paths.assertValues(["~/work/summer.csv", nil])
        XCTAssertTrue(exporter.calls.isEmpty)
        message.assertDidNotEmitValue()
    }

    func testAFileAlreadyThereIsReplacedOnlyAfterYes() {
        make([summer])
        let replacing = TestObserver(vm.outputs.confirmingReplace)
        exporter.files = ["/home/ana/work/summer.md"]
        vm.inputs.viewDidLoad()
        vm.inputs.exportPressed(at: 0, format: .markdown)
        vm.inputs.exportPathSubmitted("summer.md")
        XCTAssertTrue(exporter.calls.isEmpty, "asked first")
        vm.inputs.replaceAnswered(false)
        vm.inputs.exportPressed(at: 0, format: .markdown)
        vm.inputs.exportPathSubmitted("summer.md")
        vm.inputs.replaceAnswered(true)

        replacing.assertValues(["~/work/summer.md", nil, "~/work/summer.md", nil])
        XCTAssertEqual(exporter.calls.map(\.path), ["/home/ana/work/summer.md"])
        message.assertValues(["Kept ~/work/summer.md; nothing was exported.", nil, "Wrote ~/work/summer.md (Markdown, 3 books)."])
    }

    func testAFailureAFolderOrAnEmptyPathSaysToChooseAnotherPathInTheApp() {
        make([summer])
        vm.inputs.viewDidLoad()
        vm.inputs.exportPressed(at: 0, format: .markdown)
        vm.inputs.exportPathSubmitted("~/work")
        vm.inputs.exportPressed(at: 0, format: .markdown)
        vm.inputs.exportPathSubmitted(" ")
        exporter.failure = BookStoreError(kind: .writeFailed, path: "/home/ana/gone/summer.md",
                                          message: "~/gone/summer.md could not be written: No such file or directory.")
        vm.inputs.exportPressed(at: 0, format: .markdown)
        vm.inputs.exportPathSubmitted("~/gone/summer.md")

        XCTAssertTrue(exporter.calls.isEmpty)
        message.assertValues([
            "~/work is a folder. Press e to export again and end the path with a file name.", nil,
            "Nothing was exported: the path was empty. Press e to export again.", nil,
            "~/gone/summer.md could not be written: No such file or directory. Press e to export to another path.",
        ])
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
