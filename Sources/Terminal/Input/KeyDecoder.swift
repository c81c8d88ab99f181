import Widgets
import CNcurses

/// Turns what curses read into a ``Key``: a pure function, testable without a terminal.
enum KeyDecoder {
    /// The key that `input` stands for; `.unknown` for anything without a meaning here.
    static func key(for input: CursesInput) -> Key {
        switch input {
        case .character(let value): return key(forCharacter: value)
        case .keyCode(let code): return key(forKeyCode: code)
        case .mouse(let x, let y, let buttons):
            return .mouse(MouseEvent(x: x, y: y, action: mouseAction(for: buttons)))
        }
    }

    /// A character `get_wch` returned with `OK`.
    static func key(forCharacter value: UInt32) -> Key {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value - 1) + UInt8(ascii: "a"))))
        case 28: return .control("\\")
        case 29: return .control("]")
        case 30: return .control("^")
        case 31: return .control("_")
        case 0, 0x80...0x9F: return .unknown
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown }
            return .character(Character(scalar))
        }
    }

    /// A key code `get_wch` returned with `KEY_CODE_YES`.
    static func key(forKeyCode code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_DC: return .delete
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case bookdir_key_f(1)...bookdir_key_f(12): return .function(Int(code - bookdir_key_f(0)))
        default: return .unknown
        }
    }

    /// What a mouse report's button bits mean: a press counts as the click (clicks are not
    /// waited for, so a click is never late), buttons 4 and 5 are the wheel.
    static func mouseAction(for buttons: UInt) -> MouseEvent.Action {
        func has(_ mask: mmask_t) -> Bool { buttons & UInt(mask) != 0 }
        if has(bookdir_button4_pressed()) { return .scrollUp }
        if has(bookdir_button5_pressed()) { return .scrollDown }
        if has(bookdir_button1_pressed()) || has(bookdir_button1_clicked()) { return .leftClick }
        if has(bookdir_button3_pressed()) || has(bookdir_button3_clicked()) { return .rightClick }
        return .other
    }

    /// The mouse events bookdir asks curses to report: left and right clicks and the wheel.
    static var mouseMask: mmask_t {
        bookdir_button1_pressed() | bookdir_button1_clicked() | bookdir_button3_pressed()
            | bookdir_button3_clicked() | bookdir_button4_pressed() | bookdir_button5_pressed()
    }
}
