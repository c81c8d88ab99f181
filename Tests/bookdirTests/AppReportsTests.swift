@testable import bookdir
import Catalog
import Foundation
import Search
import TestSupport
import ViewModels
import XCTest

/// The app's reports are the command line's: the audit overlay's lines are `bookdir audit`'s
/// table at the overlay's width (its purchase list cut to 20 rows, `s` saving all), a list's
/// balance is `bookdir lists check`; the owned books the panes read are the only library's.
final class AppReportsTests: CommandTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        catalogPath = try runner.write(HoldingsFixtures.catalog, to: "holdings-books.json")
        _ = try runner.write(HoldingsFixtures.destinyCSV, to: "destiny.csv")
    }

    private var books: [Book] {
        get throws { try StoreChoice(catalogPath: catalogPath, dataDirectoryPath: dataPath, storeAddress: "json").makeStore().loadBooks() }
    }

    func testTheAuditOverlayIsTheAuditTableWithItsPurchaseList() throws {
        let reporter = AppHoldingsReporter(libraries: HoldingsLibraries(dataDirectory: URL(fileURLWithPath: dataPath)))
        XCTAssertEqual(try reporter.audit(of: books, width: 72),
                       .failure(ReportFailure("No holdings imported: bookdir holdings import FILE, then open the audit again.")))
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln").status, 0)
        let command = try bookdir("audit", columns: 72)
        XCTAssertEqual(command.status, 0, command.stderr)
        let report = try reporter.audit(of: books, width: 72).get()
        XCTAssertEqual(report.title, "Audit of \"Lincoln\"")
        let expected = command.stdout.replacingOccurrences(of: "then newest first.\n", with: "then newest first. s saves them to a reading list.\n")
        XCTAssertEqual(report.lines.joined(separator: "\n") + "\n", expected)
        XCTAssertEqual(report.purchaseList.map(\.id), ["water", "rez-dogs"])
    }

    func testABalanceIsListsChecksSentences() throws {
        XCTAssertEqual(try bookdir("lists", "add", "Buy", "water", "rez-dogs").status, 0)
        let command = try bookdir("lists", "check", "Buy")
        let catalog = try books
        let report = AppHoldingsReporter(libraries: HoldingsLibraries(dataDirectory: URL(fileURLWithPath: dataPath)))
            .balance(ofList: "Buy", entries: 2, books: catalog.filter { ["water", "rez-dogs"].contains($0.id) }, width: 72)
        XCTAssertEqual(report.lines.joined(separator: "\n") + "\n", command.stdout)
    }

    func testTheAppReadsTheOnlyLibraryOrTheDefaultOne() throws {
        let owned = AppOwnedBooks(libraries: HoldingsLibraries(dataDirectory: URL(fileURLWithPath: dataPath)))
        XCTAssertNil(owned.owned(try books))
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("destiny.csv"), "--library", "Lincoln").status, 0)
        XCTAssertEqual(owned.owned(try books)?.library, "Lincoln", "an import while the app runs is read at the next load")
        XCTAssertEqual(owned.owned(try books)?.ids.count, 6)
        _ = try runner.write("Title,Author\nWe are water protectors,\"Lindstrom, Carole\"\n", to: "one.csv")
        XCTAssertEqual(try bookdir("holdings", "import", runner.path("one.csv")).status, 0)
        XCTAssertEqual(owned.owned(try books), OwnedBooks(library: "default", ids: ["water"]))
    }
}
