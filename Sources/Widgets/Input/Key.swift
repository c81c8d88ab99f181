/// One decoded input event, as the Terminal hands it to the screens.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, CJK, emoji, a space).
    case character(Character)
    /// A control chord: `.control("a")` is Ctrl-A. Ctrl-C, Ctrl-U, Ctrl-W and friends arrive here.
    case control(Character)
    case enter
    case tab
    /// Shift-Tab.
    case backTab
    case escape
    case backspace
    case delete
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    /// F1…F12.
    case function(Int)
    /// The terminal changed size; the next frame is drawn at the new size.
    case resize
    /// A mouse event at a cell (0-based column and row).
    case mouse(MouseEvent)
    /// A key pressed with Alt (Meta), which terminals send as Escape and the key: `.alt(.character("b"))`
    /// is Alt-B, `.alt(.backspace)` Alt-Backspace.
    indirect case alt(Key)
    /// Text pasted into the terminal, line breaks and tabs included: text to insert, never keys to obey.
    case paste(String)
    /// Anything the terminal sent that has no meaning here.
    case unknown
}

/// A mouse report from the terminal.
public struct MouseEvent: Equatable, Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Equatable, Hashable, Sendable {
        case leftClick, rightClick, scrollUp, scrollDown, other
    }

    /// 0-based column.
    public var x: Int
    /// 0-based row.
    public var y: Int
    /// What happened there.
    public var action: Action

    /// Creates a mouse event.
    public init(x: Int, y: Int, action: Action) {
        self.x = x
        self.y = y
        self.action = action
    }
}
