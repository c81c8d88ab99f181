import Catalog
import Search
import TestSupport
import XCTest
@testable import ViewModels

/// A reporter that answers from what the test gives it and records what it was asked.
final class FakeReporter: HoldingsReporter, @unchecked Sendable {
    var audit: Result<HoldingsReport, ReportFailure>
    private(set) var asked: [String] = []

    init(audit: Result<HoldingsReport, ReportFailure>) { self.audit = audit }

    func audit(of books: [Book], width: Int) -> Result<HoldingsReport, ReportFailure> {
        asked.append("audit of \(books.count) at \(width)")
        return audit
    }

    func balance(ofList name: String, entries: Int, books: [Book], width: Int) -> HoldingsReport {
        asked.append("balance of \(name): \(books.map(\.id))")
        return HoldingsReport(title: "Balance of \"\(name)\"", lines: ["\"\(name)\": \(entries) books.", "All from \(books.count)."])
    }
}

/// The report overlay's view model: the audit made on the worker from the catalog, a list's
/// balance at once, a late report dropped once the overlay closed, and the reasons there is none.
final class ReportViewModelTests: XCTestCase {
    private let books = [Book(id: "moon", title: "Moon", authors: ["A"], category: .pictureBook, description: "D."),
                         Book(id: "sun", title: "Sun", authors: ["A"], category: .pictureBook, description: "D.")]
    private lazy var audit = HoldingsReport(title: "Audit of \"Lincoln\"", lines: ["1 of 2 directory books owned (50%)."],
                                            purchaseList: [books[1]])

    func testTheAuditIsWorkedOutOnTheWorkerThenShownThenClosed() {
        let worker = HeldWorker()
        let reporter = FakeReporter(audit: .success(audit))
        let model = ReportViewModel(store: FakeBookStore(books: books), worker: worker, reporter: reporter)
        let state = TestObserver(model.outputs.state)
        model.inputs.auditRequested(width: 72)
        XCTAssertEqual(reporter.asked, [], "nothing is worked out on the app's thread")
        worker.releaseAll()
        model.inputs.closePressed()
        XCTAssertEqual(state.values, [.loading("Audit"), .shown(audit), .closed])
        XCTAssertEqual(reporter.asked, ["audit of 2 at 72"])
    }

    func testAReportThatComesBackAfterTheOverlayClosedIsDropped() {
        let worker = HeldWorker()
        let model = ReportViewModel(store: FakeBookStore(books: books), worker: worker, reporter: FakeReporter(audit: .success(audit)))
        let state = TestObserver(model.outputs.state)
        model.inputs.auditRequested(width: 72)
        model.inputs.closePressed()
        worker.releaseAll()
        XCTAssertEqual(state.values, [.loading("Audit"), .closed])
    }

    func testWithoutHoldingsOrAStoreTheOverlaySaysWhy() {
        let none = ReportFailure("No holdings imported: bookdir holdings import FILE, then open the audit again.")
        let model = ReportViewModel(store: FakeBookStore(books: books), worker: ImmediateWorker(), reporter: FakeReporter(audit: .failure(none)))
        let state = TestObserver(model.outputs.state)
        model.inputs.auditRequested(width: 72)
        let failing = FakeBookStore(books: books)
        let unreadable = BookStoreError(kind: .unreadable, path: "/data/books.json", message: "The catalog /data/books.json cannot be read.")
        failing.failLoading(with: unreadable)
        let broken = ReportViewModel(store: failing, worker: ImmediateWorker(), reporter: FakeReporter(audit: .success(audit)))
        let brokenState = TestObserver(broken.outputs.state)
        broken.inputs.auditRequested(width: 72)
        XCTAssertEqual(state.values, [.loading("Audit"), .failed(title: "Audit", message: none.message)])
        XCTAssertEqual(brokenState.values, [.loading("Audit"), .failed(title: "Audit", message: "The catalog /data/books.json cannot be read.")])
    }

    func testAListsBalanceIsShownAtOnce() {
        let reporter = FakeReporter(audit: .success(audit))
        let model = ReportViewModel(store: FakeBookStore(books: books), worker: HeldWorker(), reporter: reporter)
        let state = TestObserver(model.outputs.state)
        model.inputs.balanceRequested(list: "Buy", entries: 3, books: books, width: 72)
        XCTAssertEqual(state.values, [.shown(HoldingsReport(title: "Balance of \"Buy\"", lines: ["\"Buy\": 3 books.", "All from 2."]))])
        XCTAssertEqual(reporter.asked, ["balance of Buy: [\"moon\", \"sun\"]"])
    }
}
