import Foundation
import XCTest
import Widgets
@testable import Screens

/// Keys as data (issues 27 and 30): no key claimed twice where both tables work, every pane's keys
/// in a table, remapping that the tables check, and the README's key table holding every help line.
final class KeyTableTests: XCTestCase {
    func testNoKeyIsClaimedByTwoActionsWhereBothWork() {
        let clashes = KeyTables.standard.clashes().map { "\($0.context): \($0.key.displayName) \($0.actions)" }
        XCTAssertEqual(clashes, [])
        let clashing = KeyTable(id: "t", title: "T", bindings: [KeyBinding("a", [.character("x")]), KeyBinding("b", [.character("x"), .enter])])
        XCTAssertEqual(clashing.clashes().map { "\(KeyTable.name(of: $0.key)) \($0.actions)" }, ["x [\"a\", \"b\"]"], "the check can fail")
    }

    func testEveryPaneFormAndPickerHasATableWithUniqueActionNames() {
        XCTAssertEqual(KeyTables.standard.all.map(\.id), ["everywhere", "books", "saving", "search-field", "search-results", "detail", "lists",
                                                          "suggestion", "suggestion-left", "review-list", "review-form", "save-picker", "report"])
        let tables = KeyTables.standard
        XCTAssertEqual([tables.everywhere, tables.books, tables.saving, tables.searchField, tables.searchResults, tables.detail, tables.lists,
                        tables.suggestion, tables.suggestionLeft, tables.reviewList, tables.reviewForm, tables.savePicker, tables.report].map(\.id),
                       tables.all.map(\.id), "each named table is the one at its place")
        for table in KeyTables.standard.all {
            let names = table.bindings.map(\.action)
            XCTAssertEqual(Set(names).count, names.count, "\(table.title) names an action twice")
        }
        XCTAssertEqual(KeyTable.books.action(for: .character("v")), "next-grade")
        XCTAssertEqual(KeyTable.books.action(for: .character("E")), "previous-language")
        XCTAssertEqual(KeyTable.everywhere.action(for: .alt(.character("3"))), "tab-suggestion")
        XCTAssertEqual(KeyTable.reviewForm.action(for: .character(" ")), "press")
        XCTAssertEqual(KeyTable.savePicker.action(for: .tab), "next-choice")
    }

    func testTheHelpIsTheTables() {
        XCTAssertEqual(KeyTable.books.helpSection.hints.map(\.key), ["↑↓ j k", "PgUp PgDn", "g G Home End", "Enter", "←→ h l", "a p c m y",
                                                                     "f F", "w W", "n N", "v V", "e E", "x", "o", "A", "/"])
        let harness = ScreensHarness()
        XCTAssertEqual(harness.root.booksScreen.helpSection, KeyTable.books.helpSection)
        XCTAssertEqual(harness.root.suggestionScreen.helpSection.hints.map(\.key),
                       ["Tab S-Tab ↑↓", "Enter", "Space", "←→ P C M Y", "Ctrl-A E U K W", "Alt-B F D Bksp", "Esc", "Enter i ↓"])
    }

    /// Colemak's n/e for j/k in Books: the moves take the keys (e leaves the language filter, which
    /// says so), the help and the hint name them, and j no longer moves.
    func testRemappingMovesTakesTheKeysAndShowsThem() {
        let (tables, problems) = KeyTables.standard.remapped(by: [
            KeyRemap(table: "books", action: "move-down", keys: [.character("n"), .down]),
            KeyRemap(table: "books", action: "move-up", keys: [.character("e"), .up]),
        ])
        XCTAssertEqual(problems.map(\.message), ["next-owned in books has no key now", "next-language in books has no key now"])
        XCTAssertEqual(problems.map(\.isNote), [true, true])
        XCTAssertEqual(tables.books.action(for: .character("n")), "move-down")
        XCTAssertEqual(tables.books.action(for: .character("e")), "move-up")
        XCTAssertNil(tables.books.action(for: .character("j")))
        XCTAssertEqual(tables.books.helpSection.hints.first, KeyHint(key: "n ↓ e ↑", action: "move"))
        XCTAssertEqual(tables.books.hint("move-down"), KeyHint(key: "n e", action: "move"))
        XCTAssertEqual(tables.lists.action(for: .character("j")), "move-down", "only the Books table was named")
    }

    func testAnActionWithoutAPaneIsRemappedInEveryTableThatHasIt() {
        let (tables, problems) = KeyTables.standard.remapped(by: [KeyRemap(table: nil, action: "move-down", keys: [.control("n")])])
        XCTAssertEqual(problems, [])
        for id in ["books", "search-results", "lists", "review-list"] {
            XCTAssertEqual(tables[id].action(for: .control("n")), "move-down", id)
            XCTAssertNil(tables[id].action(for: .down), id)
        }
    }

    func testRemappingsThatCannotBeAppliedSayWhyAndChangeNothing() {
        let remaps = [
            KeyRemap(table: "bokos", action: "move-down", keys: [.character("n")]),
            KeyRemap(table: "books", action: "next-comunity", keys: [.character("n")]),
            KeyRemap(table: nil, action: "interrupt", keys: [.control("q")]),
            KeyRemap(table: "books", action: "open", keys: [.character("s")]),
            KeyRemap(table: "books", action: "open", keys: []),
        ]
        let (tables, problems) = KeyTables.standard.remapped(by: remaps)
        XCTAssertEqual(problems.map(\.message), [
            "no pane bokos for [keys.bokos] (did you mean books?); panes: everywhere, books, saving, search-field, search-results, "
                + "detail, lists, suggestion, suggestion-left, review-list, review-form, save-picker, report",
            "no action next-comunity in [keys.books] (did you mean next-community?)",
            "interrupt cannot be rebound",
            "s would do both open and save in Books",
            "open needs at least one key",
        ])
        XCTAssertEqual(tables.books.bindings.map(\.keys), KeyTable.books.bindings.map(\.keys))
    }

    /// The README's key table names every key of the Books table's help lines in its Books row.
    func testTheReadmeKeyTableNamesEveryBooksKey() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
        let row = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("| Books |") }.map(String.init))
        for binding in KeyTable.books.bindings + KeyTable.saving.bindings {
            for key in binding.keys {
                let name = KeyTable.name(of: key)
                let written = ["↑", "↓"].contains(name) ? "↑↓" : ["←", "→"].contains(name) ? "←→" : name.count == 1 ? "`\(name)`" : name
                XCTAssertTrue(row.contains(written), "README's Books row does not name \(written) (\(binding.action))")
            }
        }
    }
}
