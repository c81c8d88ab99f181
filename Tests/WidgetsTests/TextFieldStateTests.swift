import Widgets
import TestSupport
import CatalogGenerator
import XCTest

final class TextFieldStateTests: XCTestCase {
    /// Runs a scripted key sequence from an empty field.
    private func type(_ keys: [Key], into start: TextFieldState = TextFieldState()) -> TextFieldState {
        var state = start
        for key in keys { state.handle(key) }
        return state
    }

    private func characters(_ text: String) -> [Key] { text.map { Key.character($0) } }

    func testTypingInsertsAtTheCursor() {
        let state = type(characters("Hllo") + [.home, .right, .character("e"), .end, .character("!")])
        XCTAssertEqual(state.text, "Hello!")
        XCTAssertEqual(state.cursor, 6)
    }

    func testLeftRightStopAtTheEnds() {
        var state = type(characters("ab") + [.right, .right])
        XCTAssertEqual(state.cursor, 2)
        state = type([.left, .left, .left], into: state)
        XCTAssertEqual(state.cursor, 0)
        state = type([.control("f"), .control("e"), .control("b")], into: state)
        XCTAssertEqual(state.cursor, 1)
    }

    func testBackspaceAndDelete() {
        var state = type(characters("abcd") + [.left, .left, .backspace])
        XCTAssertEqual([state.text], ["acd"])
        XCTAssertEqual(state.cursor, 1)
        state = type([.delete], into: state)
        XCTAssertEqual(state.text, "ad")
        XCTAssertEqual(state.cursor, 1)
        state = type([.home, .backspace, .end, .delete], into: state)
        XCTAssertEqual(state.text, "ad", "nothing to delete at the ends")
        state = type([.control("a"), .control("d"), .control("e"), .control("h")], into: state)
        XCTAssertEqual(state.text, "")
    }

    func testControlChordsEditLikeAShell() {
        var state = type(characters("The Hate U Give") + [.left, .left, .left, .left, .control("k")])
        XCTAssertEqual(state.text, "The Hate U ")
        XCTAssertEqual(state.cursor, 11)
        state = type([.control("w")], into: state)
        XCTAssertEqual(state.text, "The Hate ")
        state = type([.control("w"), .control("w")], into: state)
        XCTAssertEqual(state.text, "")
        state = type(characters("Brown Girl Dreaming") + [.left, .left, .left, .left, .left, .left, .left, .left, .control("u")], into: state)
        XCTAssertEqual(state.text, "Dreaming")
        XCTAssertEqual(state.cursor, 0)
        state = type([.control("w"), .control("e"), .control("a"), .control("k")], into: state)
        XCTAssertEqual(state.text, "")
    }

    func testCtrlWDeletesTrailingSpacesThenTheWord() {
        let state = type(characters("Last Stop  ") + [.control("w")])
        XCTAssertEqual(state.text, "Last ")
    }

    func testGraphemesAreOneStep() {
        var state = type([.character("日"), .character("👨‍👩‍👧"), .character("é"), .left, .backspace])
        XCTAssertEqual(state.text, "日é")
        XCTAssertEqual(state.cursor, 1)
        state = type([.character("e"), .character("\u{301}")], into: TextFieldState())
        XCTAssertEqual(state.text, "e\u{301}")
        XCTAssertEqual(state.cursor, 1, "a combining mark joins the letter before it")
    }

    func testControlCharactersAreNotInserted() {
        var state = TextFieldState()
        state.insert("a\u{1B}[31mb\nc\u{9B}d")
        XCTAssertEqual(state.text, "a[31mbcd")
        XCTAssertEqual(TextFieldState(text: "x\ty").text, "xy")
        state.insert("\u{202A}e\u{202E}\u{2066}f\u{2069}\u{200F}")
        XCTAssertEqual(state.text, "a[31mbcdef\u{200F}",
                       "bidi overrides and isolates are not inserted (a suggestion could not keep them); marks are")
        XCTAssertEqual(state.handle(keys: characters("\u{202E}g")).applied, 2)
        XCTAssertEqual(state.text, "a[31mbcdef\u{200F}g")
    }

    func testKeysThatAreNotEditingAreLeftToTheScreen() {
        var state = TextFieldState(text: "abc")
        for key: Key in [.enter, .tab, .backTab, .escape, .up, .down, .pageUp, .pageDown, .control("c"),
                         .function(1), .resize, .unknown, .mouse(MouseEvent(x: 0, y: 0, action: .leftClick))] {
            XCTAssertFalse(state.handle(key), "\(key)")
        }
        XCTAssertEqual(state, TextFieldState(text: "abc"))
        XCTAssertTrue(state.handle(.character("q")), "letters are typing, never commands")
        XCTAssertEqual(state.text, "abcq")
    }

    func testSetTextPutsTheCursorAtTheEnd() {
        var state = type(characters("old") + [.home])
        state.setText("new text")
        XCTAssertEqual(state.cursor, 8)
        state.setText("")
        XCTAssertEqual(state.cursor, 0)
    }

    func testScrollingKeepsTheCursorVisible() {
        var state = TextFieldState(text: "abcdefghij")
        state.scrollToCursor(width: 5)
        XCTAssertEqual(state.scrollOffset, 6, "cursor at the end needs its own cell: ghij + cursor")
        XCTAssertEqual(state.cursorColumn, 4)
        XCTAssertEqual(state.visibleText, "ghij")
        for _ in 0..<4 { state.moveLeft() }
        state.scrollToCursor(width: 5)
        XCTAssertEqual(state.scrollOffset, 6, "no jump while the cursor stays in view")
        XCTAssertEqual(state.cursorColumn, 0)
        state.moveLeft()
        state.scrollToCursor(width: 5)
        XCTAssertEqual(state.scrollOffset, 5)
        XCTAssertEqual(state.cursorColumn, 0)
        state.moveToEnd()
        state.deleteToStart()
        state.insert("xy")
        state.scrollToCursor(width: 5)
        XCTAssertEqual(state.scrollOffset, 0, "scrolls back when everything fits")
        XCTAssertEqual(state.cursorColumn, 2)
    }

    func testScrollingCountsDisplayWidth() {
        var state = TextFieldState(text: "日本語ab")
        state.scrollToCursor(width: 6)
        XCTAssertEqual(state.visibleText, "語ab", "語ab and the cursor cell: 5 of 6 columns; 本 more would be 7")
        XCTAssertEqual(state.cursorColumn, 4)
        state.moveToStart()
        state.moveRight()
        state.scrollToCursor(width: 3)
        XCTAssertEqual(state.scrollOffset, 1, "日 and the cursor on 本 do not fit in 3: 本 needs 2")
        XCTAssertEqual(state.cursorColumn, 0)
        state.scrollToCursor(width: 4)
        XCTAssertEqual(state.scrollOffset, 1, "no scrolling back while the rest does not fit")
        state.moveLeft()
        state.scrollToCursor(width: 4)
        XCTAssertEqual(state.scrollOffset, 0)
    }

    func testRandomEditingMatchesASimpleModel() {
        var generator = SeededRandom(seed: 7)
        var state = TextFieldState()
        var model: [Character] = []
        var cursor = 0
        let alphabet: [Character] = ["a", "b", " ", "日", "é", "👍🏽", "x"]
        for _ in 0..<5_000 {
            let key: Key
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: key = .left
            case 1: key = .right
            case 2: key = .backspace
            case 3: key = .delete
            case 4: key = [.home, .end, .control("u"), .control("k")][Int.random(in: 0..<4, using: &generator)]
            default: key = .character(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            state.handle(key)
            switch key {
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(model.count, cursor + 1)
            case .backspace: if cursor > 0 { model.remove(at: cursor - 1); cursor -= 1 }
            case .delete: if cursor < model.count { model.remove(at: cursor) }
            case .home: cursor = 0
            case .end: cursor = model.count
            case .control("u"): model.removeSubrange(0..<cursor); cursor = 0
            case .control("k"): model.removeSubrange(cursor...)
            case .character(let c): model.insert(c, at: cursor); cursor += 1
            default: break
            }
            XCTAssertEqual(state.text, String(model))
            XCTAssertEqual(state.cursor, cursor)
            state.scrollToCursor(width: Int.random(in: 0..<8, using: &generator))
            XCTAssertLessThanOrEqual(state.scrollOffset, state.cursor)
        }
    }

    // MARK: - Runs of keys (a paste, fast typing)

    func testAPastedRunIsInsertedWhole() {
        var state = TextFieldState(text: "Harbor")
        let run = state.handle(keys: characters(" Me by Jacqueline Woodson"))
        XCTAssertEqual(run.applied, 25)
        XCTAssertTrue(run.textChanged)
        XCTAssertEqual(state.text, "Harbor Me by Jacqueline Woodson")
        XCTAssertEqual(state.cursor, 31)
    }

    func testARunStopsAtTheFirstKeyThatIsNotTheField() {
        var state = TextFieldState()
        let run = state.handle(keys: characters("ab") + [.left, .character("x"), .enter, .character("c")])
        XCTAssertEqual(run.applied, 4, "Enter and what follows are left to the screen")
        XCTAssertEqual(state.text, "axb")
        XCTAssertEqual(state.cursor, 2)
        XCTAssertEqual(state.handle(keys: [Key.tab, .character("d")]).applied, 0)
        XCTAssertEqual(state.text, "axb")
    }

    func testControlCharactersInARunAreNotInserted() {
        var state = TextFieldState()
        let run = state.handle(keys: characters("a\u{1B}[2Jb\u{7}c\u{9B}d\u{7F}"))
        XCTAssertEqual(run.applied, 11, "every key is the field's, as when typed one by one")
        XCTAssertEqual(state.text, "a[2Jbcd")
        XCTAssertEqual(state.text, type(characters("a\u{1B}[2Jb\u{7}c\u{9B}d\u{7F}")).text)
    }

    func testARunThatChangesNothingSaysSo() {
        var state = TextFieldState(text: "ab")
        let moves = state.handle(keys: [Key.left, .home, .end])
        XCTAssertEqual(moves.applied, 3)
        XCTAssertFalse(moves.textChanged)
        let controls = state.handle(keys: characters("\u{1}\u{2}"))
        XCTAssertEqual(controls.applied, 2)
        XCTAssertFalse(controls.textChanged)
        let undone = state.handle(keys: characters("x") + [.backspace])
        XCTAssertEqual(undone.applied, 2)
        XCTAssertTrue(undone.textChanged, "the text changed on the way, though it ended as it began")
        XCTAssertEqual(state.text, "ab")
    }

    /// Runs of random editing keys, with combining marks, emoji pieces and controls that join or
    /// vanish at the cursor, leave the field exactly as the same keys one at a time do.
    func testARunEndsWhereTheKeysOneAtATimeEnd() {
        var generator = SeededRandom(seed: 11)
        let alphabet: [Character] = ["a", " ", "日", "e", "\u{301}", "\u{200D}", "👍", "\u{1F3FD}", "🇯", "🇵", "\u{1B}", "\u{85}"]
        let editing: [Key] = [.left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k"),
                              .control("w"), .control("a"), .control("e")]
        var state = TextFieldState()
        for _ in 0..<2_000 {
            var keys: [Key] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                keys.append(Int.random(in: 0..<4, using: &generator) == 0
                    ? editing.randomElement(using: &generator)!
                    : .character(alphabet.randomElement(using: &generator)!))
            }
            if Int.random(in: 0..<5, using: &generator) == 0 { keys.append(.enter) }
            var oneByOne = state
            var changed = false
            var taken = 0
            for key in keys {
                let before = oneByOne.text
                guard oneByOne.handle(key) else { break }
                taken += 1
                changed = changed || oneByOne.text != before
            }
            let run = state.handle(keys: keys)
            XCTAssertEqual(state, oneByOne, "after \(keys)")
            XCTAssertEqual(run.applied, taken, "after \(keys)")
            XCTAssertEqual(run.textChanged, changed, "after \(keys)")
            if state.text.count > 40 { state = TextFieldState(text: String(state.text.prefix(3))) }
        }
    }

    // MARK: - Pastes and Alt keys

    func testAPasteIsInsertedAsTextWithLineBreaksAndTabsAsSpaces() {
        var state = TextFieldState(text: "ab")
        state.handle(.left)
        XCTAssertTrue(state.handle(.paste("One\r\nTwo\nThree\rFour\tFive\u{2028}Six\u{1B}[31m")))
        XCTAssertEqual(state.text, "aOne Two Three Four Five Six[31mb")
        XCTAssertEqual(state.cursor, 32)
        XCTAssertEqual(state.handle(keys: [Key.paste("x\ny"), .character("z"), .enter]).applied, 2)
        XCTAssertEqual(state.text, "aOne Two Three Four Five Six[31mx yzb")
    }

    func testAltKeysMoveAndDeleteByWords() {
        var state = TextFieldState(text: "The Hate U-Give  now")
        state.handle(.alt(.character("b")))
        XCTAssertEqual(state.cursor, 17, "Alt-B: to the start of the word")
        state.handle(.alt(.character("b")))
        state.handle(.alt(.character("b")))
        XCTAssertEqual(state.cursor, 9, "a hyphen ends a word")
        state.handle(.alt(.character("f")))
        XCTAssertEqual(state.cursor, 10, "Alt-F: to the end of the word")
        state.handle(.alt(.character("f")))
        XCTAssertEqual(state.cursor, 15)
        state.handle(.alt(.backspace))
        XCTAssertEqual(state.text, "The Hate U-  now", "Alt-Backspace: the word before the cursor")
        XCTAssertEqual(state.cursor, 11)
        state.handle(.home)
        state.handle(.alt(.character("d")))
        XCTAssertEqual(state.text, " Hate U-  now", "Alt-D: the word after the cursor")
        XCTAssertEqual(state.cursor, 0)
        state.handle(.alt(.character("f")))
        state.handle(.alt(.character("d")))
        XCTAssertEqual(state.text, " Hate-  now")
    }

    /// Alt-1 … Alt-5 switch panes from inside a field (issue 30): Alt keys the field has no use for
    /// are left to the app, and change nothing in the field.
    func testOtherAltKeysAreLeftToTheAppAndChangeNothing() {
        var state = TextFieldState(text: "abc")
        for key: Key in [.alt(.character("x")), .alt(.character("3")), .alt(.enter), .alt(.up)] {
            XCTAssertFalse(state.handle(key), "\(key) is not the field's")
        }
        XCTAssertEqual(state, TextFieldState(text: "abc"))
    }
}
