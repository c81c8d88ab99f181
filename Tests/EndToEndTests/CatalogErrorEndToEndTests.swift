import Foundation
import XCTest

/// A catalog that cannot be used: the app shows the store's message, naming the file, in the
/// Books and Search panes, stays usable, and quits cleanly.
final class CatalogErrorEndToEndTests: AppEndToEndTestCase {
    func testACorruptCatalogShowsTheErrorNamingTheFileAndTheAppStaysUsable() throws {
        let path = try scratch.write("{\"version\": 1, \"books\": [{\"id\": \"a\", \"title\": \"Half", to: "broken.json").path
        try launch(catalogPath: path)
        var rows = try waitForRow(3, "the error") { $0.hasPrefix("✗ The catalog") }
        var message = joinedRows(rows, from: 3, through: 8)
        XCTAssertTrue(message.hasPrefix("✗ The catalog is not valid JSON (line 1, column "), message)
        XCTAssertTrue(message.contains(" (\(path)). Fix the file"), message)
        XCTAssertTrue(message.hasSuffix("Fix the file or point bookdir at another catalog with --catalog PATH."), message)
        XCTAssertEqual(rows[1], "[All]  Picture Book   Chapter Book   Middle Grade   Young Adult", "no counts without a catalog")
        XCTAssertTrue(rows[23].hasPrefix("? help  / search  q quit  ←→ category"), "the status bar offers no list keys: \(rows[23])")
        XCTAssertEqual(try tmux.styledLines()[3].runs { $0.foreground == 1 }.first?.hasPrefix("✗ The catalog"), true,
                       "the error is red")

        // Keys that need a list do nothing; the filter still moves.
        try tmux.sendKeys("j", "G", "Enter", "m")
        try waitForRow(1, "Middle Grade chosen") { $0.contains("[Middle Grade]") }
        try tmux.waitFor("✗ The catalog is not valid JSON")

        try tmux.sendKeys("2")
        try waitForTab(2)
        try tmux.sendText("half")
        rows = Self.rows(of: try tmux.waitUntil("the query and the error in the Search pane") { screen in
            let rows = Self.rows(of: screen)
            return rows[1] == "> Search: half" && rows[2].hasPrefix("✗ The catalog")
        })
        message = joinedRows(rows, from: 2, through: 8)
        XCTAssertTrue(message.hasPrefix("✗ The catalog is not valid JSON"), message)
        XCTAssertTrue(message.contains(" (\(path)). "), message)

        try tmux.sendKeys("Escape", "3")
        try waitForTab(3)
        try tmux.sendText("Still Typing")
        try waitForRow(3, "the title typed") { $0 == "> Title:    Still Typing" }
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }

    func testAMissingCatalogSaysItCannotBeRead() throws {
        let path = scratch.path("nowhere/books.json")
        try launch(catalogPath: path)
        let rows = try waitForRow(3, "the error") { $0.hasPrefix("✗ The catalog") }
        let message = joinedRows(rows, from: 3, through: 8)
        XCTAssertTrue(message.hasPrefix("✗ The catalog cannot be read: No such file or directory (\(path)). "), message)
        XCTAssertTrue(message.contains("--catalog PATH"), message)
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testACatalogOfAnotherVersionIsNamedAndExplained() throws {
        let path = try scratch.write("{\"version\": 99, \"books\": []}\n", to: "future.json").path
        try launch(catalogPath: path)
        let rows = try waitForRow(3, "the error") { $0.hasPrefix("✗ The catalog") }
        XCTAssertEqual(joinedRows(rows, from: 3, through: 8),
                       "✗ The catalog has version 99, but this bookdir reads versions 1 to 2 (\(path)). "
                       + "Fix the file or point bookdir at another catalog with --catalog PATH.")
        try quitAndCheckShell()
    }
}
