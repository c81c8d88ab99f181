import Foundation
import XCTest
import Widgets
@testable import Screens

/// Keys as data (issue 27): no key claimed twice where both tables work, the Books pane doing what
/// its table says, and the README's key table holding every help line of the tables.
final class KeyTableTests: XCTestCase {
    /// The tables that work at once: a pane's, the saving keys and the keys that work everywhere.
    private let together: [(String, [KeyTable])] = [
        ("Books", [.books, .saving, .everywhere]),
        // Space pages the detail; only `s` of the saving keys works there.
        ("Search results", [.searchResults, .saving, .everywhere]),
        ("Search field", [.searchField]),
        ("Lists", [.lists, .everywhere]),
        ("Detail", [.detail, .everywhere, KeyTable(title: "s", bindings: KeyTable.saving.bindings.filter { $0.action == "save" })]),
    ]

    func testNoKeyIsClaimedByTwoActionsWhereBothWork() {
        for (pane, tables) in together {
            var seen: [Key: String] = [:]
            for table in tables {
                for binding in table.bindings {
                    for key in binding.keys {
                        XCTAssertNil(seen[key], "\(pane): \(KeyTable.name(of: key)) does both \(seen[key] ?? "") and \(binding.action)")
                        seen[key] = binding.action
                    }
                }
            }
        }
        let clashing = KeyTable(title: "T", bindings: [KeyBinding("a", [.character("x")]), KeyBinding("b", [.character("x"), .enter])])
        XCTAssertEqual(clashing.clashes().map { "\(KeyTable.name(of: $0.key)) \($0.actions)" }, ["x [\"a\", \"b\"]"], "the check can fail")
        XCTAssertTrue(KeyTable.books.clashes(with: .everywhere).isEmpty)
    }

    func testActionNamesAreUniqueAndEveryKeyedActionIsNamedOnce() {
        for table in [KeyTable.books, .saving, .everywhere, .detail, .searchField, .searchResults, .lists] {
            let names = table.bindings.map(\.action)
            XCTAssertEqual(Set(names).count, names.count, "\(table.title) names an action twice")
        }
        XCTAssertEqual(KeyTable.books.action(for: .character("v")), "next-grade")
        XCTAssertEqual(KeyTable.books.action(for: .character("E")), "previous-language")
    }

    /// The help overlay is drawn from the tables (the Books section is the table's help lines).
    func testTheHelpIsTheTables() {
        XCTAssertEqual(KeyMap.books, KeyTable.books.helpSection)
        XCTAssertEqual(KeyMap.everywhere, KeyTable.everywhere.helpSection)
        XCTAssertEqual(KeyMap.saving, KeyTable.saving.helpSection)
        XCTAssertEqual(KeyMap.detail, KeyTable.detail.helpSection)
        XCTAssertEqual(KeyMap.lists, KeyTable.lists.helpSection)
        XCTAssertEqual(KeyMap.books.hints.map(\.key), ["↑↓ j k", "PgUp PgDn", "g G Home End", "Enter", "←→ h l", "a p c m y", "f F", "w W",
                                                       "n N", "v V", "e E", "x", "o", "A", "/"])
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
