import Catalog
import Screens
import TestSupport
import ViewModels
import Widgets
import XCTest

/// A reporter answering with fixed reports: the audit of "Lincoln" (a long one, to scroll) and
/// a list's balance.
private struct FixedReporter: HoldingsReporter {
    let purchaseList: [Book]

    func audit(of books: [Book], width: Int) -> Result<HoldingsReport, ReportFailure> {
        let lines = ["Holdings audit: Lincoln", "3 of \(books.count) directory books owned (10%), matched from 4 rows of destiny.csv.", "",
                     "Purchase list (\(purchaseList.count) books)"] + purchaseList.map { "\($0.id)  \($0.title)" }
        return .success(HoldingsReport(title: "Audit of \"Lincoln\"", lines: lines, purchaseList: purchaseList))
    }

    func balance(ofList name: String, entries: Int, books: [Book], width: Int) -> HoldingsReport {
        HoldingsReport(title: "Balance of \"\(name)\"", lines: ["\"\(name)\": \(entries) books."] + books.map { "- \($0.title)" })
    }
}

/// The report overlay: `A` opens the audit over Books and Lists, `b` a list's balance in a list,
/// `s` saves the purchase list through the save picker, Esc closes; golden screens at 80×24 and 40×12.
final class ReportOverlayTests: XCTestCase {
    private let purchase = Array(ScreensFixture.books.suffix(12))
    private let lists = { InMemoryListStore(lists: [ReadingList(name: "Summer reading", entries: ScreensFixture.books.prefix(2).map { ListEntry($0) })]) }

    private func harness(width: Int = 80, height: Int = 24) -> ScreensHarness {
        ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), width: width, height: height, lists: lists(),
                       reporter: FixedReporter(purchaseList: purchase))
    }

    private func assertGolden(_ name: String, file: StaticString = #filePath, line: UInt = #line, script: (ScreensHarness) -> Void) {
        for (width, height) in PaneGoldenTests.sizes {
            let harness = harness(width: width, height: height)
            script(harness)
            let canvas = harness.frame(width: width, height: height)
            CanvasChecks.assertIntact(canvas, file: file, line: line)
            GoldenScreen.assert(canvas, matches: "Report-\(name)-\(width)x\(height)", file: file, line: line)
        }
    }

    func testTheAuditOpensOverBooksAndScrolls() {
        assertGolden("Audit") { $0.press(.character("A")) }
        assertGolden("AuditScrolled") { $0.press(.character("A"), .character("G")) }
    }

    func testAListsBalanceOpensInTheList() {
        assertGolden("Balance") { $0.press(.character("4"), .enter, .character("b")) }
    }

    func testEscClosesAndKeysGoBackToThePane() {
        let app = harness()
        app.press(.character("A"))
        XCTAssertEqual(app.root.report?.isOpen, true)
        app.press(.character("p"), .escape)
        XCTAssertEqual(app.root.report?.isOpen, false)
        XCTAssertEqual(app.books.outputs.selectedFilter.value, .all, "keys while it was open went to the overlay")
        app.press(.character("p"))
        XCTAssertEqual(app.books.outputs.selectedFilter.value, .category(.pictureBook))
    }

    func testSSavesThePurchaseListThroughTheSavePicker() throws {
        let app = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), reporter: FixedReporter(purchaseList: purchase))
        app.press(.character("4"), .character("A"), .character("s"))
        XCTAssertEqual(app.root.report?.isOpen, false)
        XCTAssertNotNil(app.root.savePicker)
        app.press(.down)
        app.type("Purchase")
        app.press(.enter)
        XCTAssertNil(app.root.savePicker)
        XCTAssertEqual(app.lists.lists.map(\.name), ["Purchase"])
        XCTAssertEqual(app.lists.lists.first?.entries.map(\.bookID), purchase.map(\.id))
        XCTAssertEqual(app.root.notice, "Saved 12 books to Purchase.")
    }

    /// The overlay's keys are a key table: remapped in a configuration file, they scroll and
    /// close it, and its footer names them.
    func testTheOverlaysKeysAreATableAConfigurationFileRemaps() {
        let tables = KeyTables.standard.remapped(by: [KeyRemap(table: "report", action: "close", keys: [.character("x")]),
                                                       KeyRemap(table: "report", action: "last", keys: [.character("e")])])
        XCTAssertEqual(tables.problems.map(\.message), [])
        let app = ScreensHarness(store: FakeBookStore(books: ScreensFixture.books), height: 12, lists: lists(), keys: tables.tables,
                                 reporter: FixedReporter(purchaseList: purchase))
        app.press(.character("A"))
        XCTAssertTrue(app.frame().lines.contains { $0.contains("↑↓ scroll  s save the purchase list  x close") }, app.frame().lines.joined(separator: "\n"))
        app.press(.character("e"))
        XCTAssertGreaterThan(app.root.report?.scroll ?? 0, 0, "e goes to the last line")
        app.press(.escape)
        XCTAssertEqual(app.root.report?.isOpen, true, "Esc closes no more")
        app.press(.character("x"))
        XCTAssertEqual(app.root.report?.isOpen, false)
    }

    /// A question of the Lists pane takes the next key: `A` or `b` while "Delete …?" is up answers
    /// it (no) and opens no report.
    func testAListsQuestionTakesTheKeyThatWouldOpenAReport() {
        let app = harness()
        app.press(.character("4"), .character("d"))
        XCTAssertNotNil(app.root.listsScreen.confirmingDelete)
        app.press(.character("A"))
        XCTAssertEqual(app.root.report?.isOpen, false)
        XCTAssertNil(app.root.listsScreen.confirmingDelete, "the question was answered")
        XCTAssertEqual(app.lists.lists.map(\.name), ["Summer reading"], "and not with yes")
        app.press(.enter, .character("e"))
        XCTAssertEqual(app.root.listsScreen.mode, .exporting)
        app.press(.character("b"))
        XCTAssertEqual(app.root.report?.isOpen, false)
    }

    func testBOutsideAListSaysToOpenOne() {
        let app = harness()
        app.press(.character("4"), .character("b"))
        XCTAssertEqual(app.root.report?.isOpen, false)
        XCTAssertEqual(app.root.notice, "Open a list (Enter), then b shows its balance.")
    }
}
