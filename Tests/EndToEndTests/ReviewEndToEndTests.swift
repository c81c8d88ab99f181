import Foundation
import XCTest

/// A suggestion accepted by another process appears in the running app's Search within two
/// seconds, without a key press; the Review pane decides one in the real app.
final class ReviewEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "desert", title: "Desert Song", author: "Tom Lee", category: "YA"),
        TestBook(id: "quiet", title: "Quiet Mountain", author: "Priya Rivera", category: "MG"),
    ]

    /// Runs the bookdir under test with `arguments` on this test's catalog and data folder.
    private func bookdir(_ catalog: String, _ arguments: String...) throws -> (status: Int32, output: String) {
        try runBookdir(arguments, catalog: catalog)
    }

    func testABookAcceptedByAnotherProcessAppearsInSearchWithinTwoSeconds() throws {
        let catalog = try scratch.writeCatalog(books)
        XCTAssertEqual(try bookdir(catalog, "suggest", "--title", "Robert'); DROP TABLE books;--", "--author", "Bobby Tables",
                                   "--category", "mg").status, 0)
        try launch(catalogPath: catalog)
        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.sendText("bobby")
        try tmux.waitFor("No books match")
        let id = try bookdir(catalog, "review", "list", "--format", "tsv").output
            .split(separator: "\n")[1].split(separator: "\t")[0]
        XCTAssertEqual(try bookdir(catalog, "review", "accept", String(id), "--description", "A table.").status, 0)
        let screen = try tmux.waitFor("Robert'); DROP TABLE books;--", timeout: 2)
        XCTAssertTrue(screen.contains("1 book"), screen)
    }
}
