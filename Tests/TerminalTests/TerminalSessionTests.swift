import Foundation
import Widgets
import XCTest

@testable import Terminal

final class TerminalSessionTests: XCTestCase {
    func testOffscreenSessionDrawsCanvasesAtItsSize() throws {
        let session = TerminalSession()
        try session.startOffscreen(columns: 20, rows: 3)
        defer { session.stop() }
        XCTAssertTrue(session.isActive)
        XCTAssertEqual(session.size.columns, 20)
        XCTAssertEqual(session.size.rows, 3)

        var canvas = Canvas(width: 20, height: 3)
        for (x, character) in "Kwame Alexander".enumerated() {
            canvas[x, 1] = Cell(text: String(character), style: Style(foreground: .cyan, bold: true))
        }
        canvas[0, 2] = Cell(text: "本")
        canvas[1, 2] = Cell(text: "", isContinuation: true)
        session.draw(canvas)
        XCTAssertEqual(session.screenLine(0), String(repeating: " ", count: 20))
        XCTAssertEqual(session.screenLine(1), "Kwame Alexander     ")
        XCTAssertEqual(session.screenLine(2), "本" + String(repeating: " ", count: 18))
    }

    /// The write calls this thread has made (Linux's per-thread I/O counters).
    private func writeCalls() throws -> Int {
        let text = try String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("syscw:") })
        return try XCTUnwrap(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
    }

    /// A frame with two changes on every row, in several styles, so curses moves the cursor
    /// about fifty times: it still reaches the terminal in one write (ncurses 6.4 otherwise
    /// writes after every cursor movement until the screen has once been suspended and resumed).
    func testAFrameReachesTheTerminalInOneWrite() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/thread-self/io"), "no per-thread I/O counters here")
        let session = TerminalSession()
        try session.startOffscreen(columns: 80, rows: 24)
        defer { session.stop() }
        session.draw(Canvas(width: 80, height: 24))
        var canvas = Canvas(width: 80, height: 24)
        let styles: [Style] = [.plain, .highlight, .selection, Style(foreground: .cyan)]
        for y in 0..<24 {
            for part in 0..<2 {
                canvas.put("r\(y)p\(part)", x: part * 40 + y % 7, y: y, style: styles[(y + part) % styles.count])
            }
        }
        let before = try writeCalls()
        session.draw(canvas)
        let writes = try writeCalls() - before
        XCTAssertEqual(session.screenLine(23), canvas.line(23))
        // The output buffer (sized for 80×24) holds this frame whole.
        XCTAssertEqual(writes, 1)
    }

    func testStopIsSafeTwiceAndWithoutAStart() throws {
        let idle = TerminalSession()
        idle.stop()
        XCTAssertFalse(idle.isActive)
        XCTAssertEqual(idle.size.columns, 0)

        let session = TerminalSession()
        try session.startOffscreen(columns: 10, rows: 2)
        session.stop()
        session.stop()
        XCTAssertFalse(session.isActive)
        session.draw(Canvas(width: 10, height: 2))
    }

    func testAnUnknownTerminalTypeIsASentenceNamingIt() {
        let session = TerminalSession()
        XCTAssertThrowsError(try session.startOffscreen(columns: 10, rows: 2, terminalType: "no-such-terminal")) { error in
            XCTAssertEqual(error as? TerminalError, .unknownTerminal("no-such-terminal"))
            XCTAssertTrue("\(error)".contains("\"no-such-terminal\""))
            XCTAssertTrue("\(error)".contains("TERM=xterm-256color"))
        }
        XCTAssertFalse(session.isActive)
    }

    func testATerminalThatCannotMoveItsCursorIsRefused() {
        let session = TerminalSession()
        XCTAssertThrowsError(try session.startOffscreen(columns: 10, rows: 2, terminalType: "dumb")) { error in
            XCTAssertEqual(error as? TerminalError, .unknownTerminal("dumb"))
        }
        XCTAssertFalse(session.isActive)
    }

    func testNotATerminalMessagePointsToTheSubcommands() {
        let message = TerminalError.notATerminal.description
        for command in ["bookdir list", "bookdir search", "bookdir show", "bookdir suggest", "bookdir --help"] {
            XCTAssertTrue(message.contains(command), "missing \(command): \(message)")
        }
    }
}
