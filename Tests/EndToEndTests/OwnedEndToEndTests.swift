import Foundation
import TestSupport
import XCTest

/// A librarian, in the real app in tmux: imports the library's holdings, filters the books the
/// library lacks (owned:no) in Books and in Search, opens the audit over the pane and saves its
/// purchase list as a reading list, which `bookdir lists show` then prints.
final class OwnedEndToEndTests: AppEndToEndTestCase {
    /// The five books of the Lists test: two the library owns (The Snowy Day, Harbor Me).
    private let books = ListsEndToEndTests.books

    /// Runs `bookdir ARGUMENTS --catalog CATALOG --data-dir DATA` and gives its standard output.
    private func bookdir(_ arguments: [String], catalog: String) throws -> String {
        let (status, output) = try runBookdir(arguments, catalog: catalog)
        XCTAssertEqual(status, 0, arguments.joined(separator: " "))
        return output
    }

    func testImportFilterOwnedNoOpenTheAuditAndSaveThePurchaseList() throws {
        let catalog = try scratch.writeCatalog(books)
        let export = try scratch.write("Title,Author,Call Number\nThe snowy day,\"Keats, Ezra Jack\",E KEA\nHarbor me,\"Woodson, Jacqueline\",FIC WOO\n",
                                       to: "destiny.csv").path
        XCTAssertTrue(try bookdir(["holdings", "import", export], catalog: catalog).contains("2 rows match 2 directory books"))
        try launch(catalogPath: catalog)

        // Books: the owned rows are marked; n n keeps the books the library does not own.
        try waitForRow(4, "the owned mark on The Snowy Day") { $0.hasPrefix("The Snowy Day") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("●") }
        try tmux.sendKeys("n", "n")
        try waitForRow(2, "the owned filter") { $0.contains("n Owned: Not owned 3") }
        let rows = try waitForRow(1, "the counts of the books not owned") { $0.contains("[All 3]") }
        XCTAssertEqual(rows[4...6].map { $0.prefix(12).trimmingCharacters(in: .whitespaces) }, ["Love", "The Poet X", "Ghost"])

        // Search: owned:no with a category, the same books as the command line.
        try tmux.sendKeys("2")
        try tmux.sendText("owned:no category:MG")
        try tmux.waitFor("1 book matches")
        try tmux.waitFor("Ghost")
        XCTAssertEqual(try bookdir(["search", "owned:no category:MG", "--format", "tsv"], catalog: catalog)
            .split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }, ["ghost"])

        // Books: A opens the audit; s saves its purchase list to a new list.
        try tmux.sendKeys("Escape", "1", "A")
        try tmux.waitFor("Audit of \"default\"")
        try tmux.waitFor("2 of 5 directory books owned (40%), matched from 2 rows of destiny.csv.")
        try tmux.sendKeys("s")
        try tmux.waitFor("Save 3 books to")
        try tmux.sendKeys("Down")
        try tmux.sendText("To buy")
        try tmux.sendKeys("Enter")
        try waitForRow(23, "the saved notice") { $0.trimmingCharacters(in: .whitespaces) == "Saved 3 books to To buy." }
        try tmux.sendKeys("q")
        try tmux.waitUntil("the app gone") { _ in try !tmux.isAlternateScreenOn() }
        let list = try bookdir(["lists", "show", "To buy", "--json"], catalog: catalog)
        for id in ["love", "poet", "ghost"] { XCTAssertTrue(list.contains("\"\(id)\""), list) }
        for id in ["snowy", "harbor"] { XCTAssertFalse(list.contains("\"\(id)\""), list) }
    }
}
