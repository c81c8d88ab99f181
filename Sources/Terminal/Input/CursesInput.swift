/// What one `get_wch` call returned, before it is given a meaning.
enum CursesInput: Equatable, Sendable {
    /// `get_wch` returned `OK` with this wide character (a typed or pasted character, or a control byte).
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES` with this key code (`KEY_UP`, `KEY_F(1)`, `KEY_RESIZE` …).
    case keyCode(Int32)
    /// `KEY_MOUSE` whose report `getmouse` read: the cell and the curses button state bits.
    case mouse(x: Int, y: Int, buttons: UInt)
}
