import Foundation
import XCTest

/// Keys through the real terminal into the placeholder app, which shows the last key and the
/// code points typed. When the real root screen replaces the placeholder, these move to the
/// search field's tests (typing é, ñ, 日本 and pasting into it).
final class PlaceholderKeysEndToEndTests: XCTestCase {
    private var tmux: TmuxSession!

    override func setUpWithError() throws {
        tmux = try TmuxSession()
        try tmux.startApp()
        try tmux.waitFor("last key: none")
    }

    override func tearDown() {
        tmux?.stop()
        tmux = nil
    }

    func testTypedAccentsAndCJKArriveWhole() throws {
        try tmux.sendText("é")
        try tmux.sendText("ñ")
        try tmux.sendText("日本")
        try tmux.waitFor("typed: E9 F1 65E5 672C")
    }

    func testPastedTextArrivesWholeAndInOrder() throws {
        try tmux.sendText("Ngũgĩ wa Thiong'o 😀")
        try tmux.waitFor("typed: 4E 67 169 67 129 20 77 61 20 54 68 69 6F 6E 67 27 6F 20 1F600")
    }

    func testArrowsFunctionKeysAndEscapeAreDecoded() throws {
        for (key, shown) in [("Up", "up"), ("PageDown", "pageDown"), ("End", "end"), ("Home", "home"), ("F5", "function(5)"),
                             ("BTab", "backTab"), ("DC", "delete"), ("BSpace", "backspace"), ("Enter", "enter"),
                             ("C-w", "control(\"w\")"), ("Escape", "escape")] {
            try tmux.sendKeys(key)
            try tmux.waitFor("last key: \(shown)\n")
        }
    }

    func testAResizeReachesTheClientAsAKey() throws {
        try tmux.resize(width: 60, height: 10)
        try tmux.waitFor("last key: resize\n")
    }

    func testEscapeFollowedByALetterIsTwoKeys() throws {
        try tmux.sendKeys("Escape")
        try tmux.waitFor("last key: escape\n")
        try tmux.sendText("x")
        try tmux.waitFor("typed: 78")
    }

    func testCopyReachesTheClipboardThroughOSC52() throws {
        XCTAssertNil(try tmux.clipboard())
        try tmux.sendText("c")
        try tmux.waitFor("typed: 63")
        let deadline = Date().addingTimeInterval(TmuxSession.defaultTimeout)
        while try tmux.clipboard() == nil, Date() < deadline { usleep(50_000) }
        XCTAssertEqual(try tmux.clipboard(), "bookdir")
    }
}
