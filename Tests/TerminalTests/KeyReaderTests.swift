import CNcurses
import Widgets
import XCTest

@testable import Terminal

/// What one input cannot say: Alt keys (Escape and a key at once) and pastes, bracketed or not.
final class KeyReaderTests: XCTestCase {
    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    /// Everything `inputs` (read in one go) come to, the end of what was waiting included.
    private func read(_ inputs: [CursesInput], into reader: inout KeyReader) -> [Key] {
        inputs.flatMap { reader.read($0) } + reader.flush()
    }

    private func read(_ inputs: [CursesInput]) -> [Key] {
        var reader = KeyReader()
        return read(inputs, into: &reader)
    }

    func testEscapeAndAKeyAtOnceAreThatKeyWithAlt() {
        XCTAssertEqual(read([.character(27), .character(98)]), [.alt(.character("b"))])
        XCTAssertEqual(read([.character(27), .character(127)]), [.alt(.backspace)])
        XCTAssertEqual(read([.character(27), .character(70), .character(120)]), [.alt(.character("F")), .character("x")])
        XCTAssertEqual(read([.character(27)]), [.escape], "Escape alone, when nothing follows at once")
        XCTAssertEqual(read([.character(27), .character(27)]), [.escape, .escape])
        XCTAssertEqual(read([.character(27), .keyCode(KEY_UP)]), [.escape, .up])
        XCTAssertEqual(read([.character(120), .character(27)]), [.character("x"), .escape])
    }

    func testABracketedPasteIsOneKeyOfText() {
        let inputs = [.keyCode(KeyReader.pasteStartCode)] + characters("One\r\nTwo\tq") + [.keyCode(KEY_UP)]
            + characters("\u{1B}3") + [.keyCode(KeyReader.pasteEndCode), .character(120)]
        XCTAssertEqual(read(inputs), [.paste("One\r\nTwo\tq\u{1B}3"), .character("x")],
                       "keys inside a paste are not keys; Escape inside it is not Alt")
    }

    func testAPasteThatArrivesInSeveralReadsGoesOutAsItComes() {
        var reader = KeyReader()
        XCTAssertEqual(read([.character(121), .keyCode(KeyReader.pasteStartCode)] + characters("Fry"), into: &reader),
                       [.character("y"), .paste("Fry")])
        XCTAssertEqual(read(characters(" Bread\n"), into: &reader), [.paste(" Bread\n")])
        XCTAssertEqual(read([.keyCode(KeyReader.pasteEndCode), .character(27), .character(98)], into: &reader),
                       [.alt(.character("b"))])
        let long = String(repeating: "a", count: KeyReader.longestPaste + 10)
        let keys = read([.keyCode(KeyReader.pasteStartCode)] + characters(long) + [.keyCode(KeyReader.pasteEndCode)])
        XCTAssertEqual(keys, [.paste(String(long.prefix(KeyReader.longestPaste))), .paste("aaaaaaaaaa")])
    }
}
