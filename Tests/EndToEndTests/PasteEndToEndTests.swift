import Foundation
import XCTest

/// Pastes and Alt keys in the real app: a multi-line paste stays in the field it was pasted
/// into (bracketed or not), Alt-B moves by words without leaving the form, and bracketed paste
/// is switched off again when the app ends.
final class PasteEndToEndTests: AppEndToEndTestCase {
    private let books = [TestBook(id: "a", title: "Alpha Book", author: "Ann Author", category: "PB")]
    private let titleRow = 3

    private func openForm() throws {
        try launch(books)
        try tmux.sendKeys("3")
        try waitForTab(3)
        try waitForRow(titleRow, "the focused title field") { $0 == "> Title:" }
    }

    func testABracketedPasteWithLineBreaksStaysInTheTitle() throws {
        try openForm()
        try tmux.paste("Fry Bread\nKevin\tNoble Maillard\n", bracketed: true)
        let rows = try waitForRow(titleRow, "the pasted title") { $0 == "> Title:    Fry Bread Kevin Noble Maillard" }
        XCTAssertEqual(rows[titleRow + 1], "  Author:   who wrote it", "nothing landed in the next field")
        XCTAssertEqual(try tmux.format("#{cursor_x},#{cursor_y}"), "43,3", "the cursor after the trailing space")
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testWithoutBracketsAPasteStillStaysInTheTitle() throws {
        try openForm()
        try tmux.paste("Line one\nLine two")
        let rows = try waitForRow(titleRow, "the pasted title") { $0 == "> Title:    Line one Line two" }
        XCTAssertEqual(rows[titleRow + 1], "  Author:   who wrote it")
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testAltBMovesByWordsAndAltBackspaceDeletesOne() throws {
        try openForm()
        try tmux.sendText("Fry Bread")
        try waitForRow(titleRow, "the title") { $0 == "> Title:    Fry Bread" }
        try tmux.sendText("\u{1B}b")
        try tmux.sendText("X")
        try waitForRow(titleRow, "X before Bread") { $0 == "> Title:    Fry XBread" }
        try tmux.sendText("\u{1B}\u{7F}")
        try waitForRow(titleRow, "X deleted") { $0 == "> Title:    Fry Bread" }
        XCTAssertTrue(try tmux.capture().hasPrefix(Self.tabBar(3)), "still in the form")
        try tmux.sendKeys("C-c")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }

    func testBracketedPasteIsOffAgainAfterTheApp() throws {
        let catalog = try scratch.writeCatalog(books)
        // cat, not the shell's line editor (which switches bracketed paste itself), reads after the app.
        try tmux.type("'\(tmux.binary)' --catalog '\(catalog)' --data-dir '\(dataDir)'; cat -v")
        try waitForTab(1)
        try tmux.sendKeys("q")
        try tmux.waitUntil("the alternate screen to end") { _ in try !self.tmux.isAlternateScreenOn() }
        try tmux.paste("pasted-after\n", bracketed: true)
        let screen = try tmux.waitFor("pasted-after")
        XCTAssertFalse(screen.contains("200~"), screen)
        try tmux.sendKeys("C-c")
    }
}
