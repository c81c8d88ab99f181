import TestSupport
import XCTest
import Catalog
import Search
@testable import ViewModels

/// The search text holds at most ``SearchViewModel/maximumTextLength`` characters: a longer
/// paste is cut there, the field shows the cut text and the note under it says what was left out.
final class SearchTextLimitTests: XCTestCase {
    private let snowy = Book(id: "snowy", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                             description: "Peter explores his city after the first snow.")

    func testAPasteLongerThanTheLimitIsCutAndTheNoteSaysSo() {
        let model = SearchViewModel(store: FakeBookStore(books: [snowy]), worker: ImmediateWorker())
        let text = TestObserver(model.outputs.searchText)
        let note = TestObserver(model.outputs.queryNote)
        let summary = TestObserver(model.outputs.summary)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()

        let paste = "snowy " + String(repeating: "x", count: 149_994)
        model.inputs.searchTextChanged(paste)
        model.inputs.searchTextChanged("snowy")

        let cut = "snowy " + String(repeating: "x", count: 9_994)
        text.assertValues([cut, "snowy"])
        XCTAssertEqual(cut.count, SearchViewModel.maximumTextLength)
        note.assertValues(["The search holds at most 10000 characters: the last 140000 of 150000 were left out", nil])
        summary.assertValues(["0 books", "1 book"])
    }

    func testATextAtTheLimitIsKeptWhole() {
        let model = SearchViewModel(store: FakeBookStore(books: [snowy]), worker: ImmediateWorker())
        let text = TestObserver(model.outputs.searchText)
        let note = TestObserver(model.outputs.queryNote)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()

        // 10000 characters of 20000 bytes: cut by characters, not bytes.
        let full = String(repeating: "é", count: 10_000)
        model.inputs.searchTextChanged(full)

        text.assertValues([full])
        XCTAssertFalse(note.values.contains { $0?.hasPrefix("The search holds") == true }, "\(note.values)")
    }
}

/// The query language shown under the empty field (issue 33, item 4) holds only terms the language
/// takes: each example line parses with no note.
final class SearchQueryHintsTests: XCTestCase {
    func testEveryExampleUnderTheEmptyFieldIsATermTheLanguageTakes() {
        let examples = SearchViewModel.queryHints.dropFirst()
        XCTAssertEqual(examples.count, 2)
        for line in examples {
            let query = QueryParser.parse(line)
            XCTAssertEqual(query.notes, [], line)
            XCTAssertTrue(query.hasFilters, line)
        }
        let query = QueryParser.parse(SearchViewModel.queryHints.dropFirst().joined(separator: " "))
        XCTAssertEqual(query.communities, [[.indigenous]])
        XCTAssertEqual(query.categories, [.pictureBook])
        XCTAssertEqual(query.years, YearRange(from: 2020, through: 9999))
        XCTAssertEqual(query.sort, .yearNewestFirst)
    }
}
