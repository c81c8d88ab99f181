import Screens
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
