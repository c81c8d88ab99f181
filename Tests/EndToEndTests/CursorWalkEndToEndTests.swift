import Foundation
import XCTest

/// The cursor follows the focus (issue 30): a scripted walk through every pane, overlay and form
/// of the real app, at 80×24 and 40×12, in the normal and the accessible mode; after each key the
/// terminal's cursor (`#{cursor_x},#{cursor_y}`) is on the selected item — where a screen reader
/// reads.
final class CursorWalkEndToEndTests: AppEndToEndTestCase {
    private let books = [
        TestBook(id: "p1", title: "Pebble Song", author: "Ada Park", category: "PB"),
        TestBook(id: "p2", title: "Puddle Day", author: "Ben Okafor", category: "PB"),
        TestBook(id: "c1", title: "Cricket Club", author: "Cy Mendes", category: "CB"),
        TestBook(id: "m1", title: "Moon Harbor", author: "Eli Watts", category: "MG"),
    ]

    func testTheCursorIsOnTheFocusAtEightyByTwentyFour() throws {
        try walk(width: 80, height: 24, accessible: false)
    }

    func testTheCursorIsOnTheFocusAtFortyByTwelve() throws {
        try walk(width: 40, height: 12, accessible: false)
    }

    func testTheCursorIsOnTheFocusInTheAccessibleModeAtEightyByTwentyFour() throws {
        try walk(width: 80, height: 24, accessible: true)
    }

    func testTheCursorIsOnTheFocusInTheAccessibleModeAtFortyByTwelve() throws {
        try walk(width: 40, height: 12, accessible: true)
    }

    /// Waits until the cursor's row, from the cursor's column, starts with `text` (after the
    /// accessible mode's "> " on a list's selected row), and the cell is reversed on a list row.
    private func expect(
        _ what: String, _ text: String, listRow: Bool = false, accessible: Bool, typing: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = listRow && accessible ? "> " + text : text
        try tmux.waitUntil("the cursor on \(what) (\"\(expected)\")", file: file, line: line) { screen in
            let position = try tmux.format("#{cursor_x},#{cursor_y}").split(separator: ",").compactMap { Int($0) }
            let rows = Self.rows(of: screen)
            guard position.count == 2, position[1] < rows.count else { return false }
            let rest = String(rows[position[1]].dropFirst(position[0]))
            guard rest.hasPrefix(expected) else { return false }
            if listRow {
                let styled = try tmux.styledLines()
                guard styled.indices.contains(position[1]), styled[position[1]].cells.indices.contains(position[0]),
                      styled[position[1]].cells[position[0]].attributes.reverse else { return false }
            }
            // The cursor is shown only in a field taking typing; elsewhere it is there, hidden.
            return try tmux.format("#{cursor_flag}") == (typing ? "1" : "0")
        }
    }

    private func walk(width: Int, height: Int, accessible: Bool) throws {
        try tmux.resize(width: width, height: height)
        let catalog = try scratch.writeCatalog(books)
        try tmux.startBookdir("--fresh", catalog: catalog, dataDir: dataDir, environment: accessible ? ["ACCESSIBLE": "1"] : [:])
        try expect("the first book", "Pebble Song", listRow: true, accessible: accessible)
        try tmux.sendKeys("j", "j")
        try expect("the third book", "Cricket Club", listRow: true, accessible: accessible)
        try tmux.sendKeys("Enter")
        try expect("the detail's title", "Cricket Club", accessible: accessible)
        try tmux.sendKeys("Escape")
        try expect("the book again", "Cricket Club", listRow: true, accessible: accessible)
        try tmux.sendKeys("?")
        try expect("the help's first line", "Books", accessible: accessible)
        try tmux.sendKeys("Escape", "2")
        try expect("the search field", "", accessible: accessible, typing: true)
        try tmux.sendText("moon")
        try tmux.sendKeys("Down")
        try expect("the first result", "Moon Harbor", listRow: true, accessible: accessible)
        try tmux.sendKeys("s")
        try expect("the save picker's choice", "Reading list", accessible: accessible)
        try tmux.sendKeys("Enter")
        // The save is done on the app's worker: the picker closes when it is.
        try tmux.waitUntil("the save picker to close") { !$0.contains("New list") }
        try tmux.sendKeys("4")
        try expect("the list", "Reading list", listRow: true, accessible: accessible)
        try tmux.sendKeys("Enter")
        try expect("the list's book", "Moon Harbor", listRow: true, accessible: accessible)
        try tmux.sendKeys("3")
        try expect("the title field", "", accessible: accessible, typing: true)
        try tmux.sendText("Walk Book")
        try tmux.sendKeys("Tab")
        try tmux.sendText("Ann Lee")
        try tmux.sendKeys("Tab")
        try expect("the category picker", "Choose", accessible: accessible)
        try tmux.sendKeys("p", "Tab")
        try expect("the Send button", "Send", accessible: accessible)
        try tmux.sendKeys("Enter")
        try expect("the title field after the send", "", accessible: accessible, typing: true)
        // Alt-5 from inside the field: the digit is not typed, the pane changes.
        try tmux.sendText("\u{1B}5")
        try expect("the pending suggestion", "Walk Book", listRow: true, accessible: accessible)
        try tmux.sendKeys("Enter")
        try expect("the review form's field", "", accessible: accessible, typing: true)
        try tmux.sendKeys("Escape", "q")
        XCTAssertEqual(try tmux.assertShellRestored(), 0)
    }
}
