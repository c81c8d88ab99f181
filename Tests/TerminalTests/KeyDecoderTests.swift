import CNcurses
import Widgets
import XCTest

@testable import Terminal

final class KeyDecoderTests: XCTestCase {
    private func key(_ character: UInt32) -> Key { KeyDecoder.key(for: .character(character)) }
    private func key(code: Int32) -> Key { KeyDecoder.key(for: .keyCode(code)) }

    func testPrintableCharactersArriveWhole() {
        XCTAssertEqual(key(0x61), .character("a"))
        XCTAssertEqual(key(0x20), .character(" "))
        XCTAssertEqual(key(0x7E), .character("~"))
        XCTAssertEqual(key(0xE9), .character("é"))
        XCTAssertEqual(key(0xF1), .character("ñ"))
        XCTAssertEqual(key(0x65E5), .character("日"))
        XCTAssertEqual(key(0x672C), .character("本"))
        XCTAssertEqual(key(0x1F600), .character("😀"))
        XCTAssertEqual(key(0x301), .character("\u{301}"))
    }

    func testEnterTabEscapeAndBackspaceBytes() {
        XCTAssertEqual(key(10), .enter)
        XCTAssertEqual(key(13), .enter)
        XCTAssertEqual(key(9), .tab)
        XCTAssertEqual(key(27), .escape)
        XCTAssertEqual(key(127), .backspace)
        XCTAssertEqual(key(8), .backspace)
    }

    func testControlBytesBecomeControlLetters() {
        XCTAssertEqual(key(1), .control("a"))
        XCTAssertEqual(key(3), .control("c"))
        XCTAssertEqual(key(5), .control("e"))
        XCTAssertEqual(key(11), .control("k"))
        XCTAssertEqual(key(21), .control("u"))
        XCTAssertEqual(key(23), .control("w"))
        XCTAssertEqual(key(26), .control("z"))
        XCTAssertEqual(key(28), .control("\\"))
        XCTAssertEqual(key(31), .control("_"))
    }

    func testMeaninglessCharactersAreUnknown() {
        XCTAssertEqual(key(0), .unknown)
        XCTAssertEqual(key(0x80), .unknown)
        XCTAssertEqual(key(0x9B), .unknown)
        XCTAssertEqual(key(0x9F), .unknown)
        XCTAssertEqual(key(0xD800), .unknown)
        XCTAssertEqual(key(0x110000), .unknown)
        XCTAssertEqual(key(0xA0), .character("\u{A0}"))
    }

    func testKeyCodes() {
        XCTAssertEqual(key(code: KEY_UP), .up)
        XCTAssertEqual(key(code: KEY_DOWN), .down)
        XCTAssertEqual(key(code: KEY_LEFT), .left)
        XCTAssertEqual(key(code: KEY_RIGHT), .right)
        XCTAssertEqual(key(code: KEY_HOME), .home)
        XCTAssertEqual(key(code: KEY_END), .end)
        XCTAssertEqual(key(code: KEY_PPAGE), .pageUp)
        XCTAssertEqual(key(code: KEY_NPAGE), .pageDown)
        XCTAssertEqual(key(code: KEY_BTAB), .backTab)
        XCTAssertEqual(key(code: KEY_DC), .delete)
        XCTAssertEqual(key(code: KEY_BACKSPACE), .backspace)
        XCTAssertEqual(key(code: KEY_ENTER), .enter)
        XCTAssertEqual(key(code: KEY_RESIZE), .resize)
    }

    func testFunctionKeysOneToTwelve() {
        XCTAssertEqual(key(code: KEY_F0 + 1), .function(1))
        XCTAssertEqual(key(code: KEY_F0 + 5), .function(5))
        XCTAssertEqual(key(code: KEY_F0 + 12), .function(12))
        XCTAssertEqual(key(code: KEY_F0 + 13), .unknown)
        XCTAssertEqual(key(code: KEY_F0), .unknown)
    }

    func testOtherKeyCodesAreUnknown() {
        XCTAssertEqual(key(code: KEY_IC), .unknown)
        XCTAssertEqual(key(code: KEY_MOUSE), .unknown)
        XCTAssertEqual(key(code: KEY_SHOME), .unknown)
    }

    func testMouseReports() {
        func mouse(_ buttons: mmask_t) -> Key {
            KeyDecoder.key(for: .mouse(x: 12, y: 3, buttons: UInt(buttons)))
        }
        XCTAssertEqual(mouse(bookdir_button1_pressed()), .mouse(MouseEvent(x: 12, y: 3, action: .leftClick)))
        XCTAssertEqual(mouse(bookdir_button1_clicked()), .mouse(MouseEvent(x: 12, y: 3, action: .leftClick)))
        XCTAssertEqual(mouse(bookdir_button3_pressed()), .mouse(MouseEvent(x: 12, y: 3, action: .rightClick)))
        XCTAssertEqual(mouse(bookdir_button4_pressed()), .mouse(MouseEvent(x: 12, y: 3, action: .scrollUp)))
        XCTAssertEqual(mouse(bookdir_button5_pressed()), .mouse(MouseEvent(x: 12, y: 3, action: .scrollDown)))
        XCTAssertEqual(mouse(0), .mouse(MouseEvent(x: 12, y: 3, action: .other)))
    }

    func testMouseMaskAsksForClicksAndTheWheel() {
        let mask = KeyDecoder.mouseMask
        for wanted in [bookdir_button1_pressed(), bookdir_button3_pressed(), bookdir_button4_pressed(),
                       bookdir_button5_pressed()] {
            XCTAssertNotEqual(mask & wanted, 0)
        }
    }
}
