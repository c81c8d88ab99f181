import XCTest
import Widgets
import TestSupport
@testable import Screens

/// Keys a configuration file remaps (issue 30), seen in behaviour, help and hints: Colemak's n/e
/// for j/k in Books, and a pane key given to Ctrl-G everywhere.
final class RemappedKeysTests: XCTestCase {
    private func colemak() -> KeyTables {
        KeyTables.standard.remapped(by: [
            KeyRemap(table: "books", action: "move-down", keys: [.character("n"), .down]),
            KeyRemap(table: "books", action: "move-up", keys: [.character("e"), .up]),
            KeyRemap(table: "books", action: "next-language", keys: [.character("L")]),
        ]).tables
    }

    func testColemakMovesInBooksAndTheBarAndHelpSaySo() {
        let harness = ScreensHarness(keys: colemak())
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 0)
        harness.press(.character("n"), .character("n"))
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 2)
        harness.press(.character("e"))
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 1)
        harness.press(.character("j"), .character("k"))
        XCTAssertEqual(harness.root.booksScreen.listState.selected, 1, "j and k do nothing now")
        let bar = harness.frame(width: 80, height: 24).lines.last ?? ""
        XCTAssertTrue(bar.hasPrefix("n e move  Enter open"), bar)
        harness.press(.character("?"))
        let help = harness.frame(width: 80, height: 24).lines
        XCTAssertTrue(help.contains { $0.contains("n ↓ e ↑       move") }, help.joined(separator: "\n"))
        XCTAssertTrue(help.contains { $0.contains("L E           next, previous language filter") }, help.joined(separator: "\n"))
    }

    func testAPaneKeyRemappedEverywhereSwitchesPanesAndTheDigitNoLonger() {
        let tables = KeyTables.standard.remapped(by: [KeyRemap(table: nil, action: "tab-search", keys: [.control("g")])]).tables
        let harness = ScreensHarness(keys: tables)
        harness.press(.character("2"))
        XCTAssertEqual(harness.root.selectedTab, .books)
        harness.press(.control("g"))
        XCTAssertEqual(harness.root.selectedTab, .search)
    }
}
