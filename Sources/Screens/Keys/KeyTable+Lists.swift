import Widgets

extension KeyTable {
    /// The Lists pane's keys, in every list and in one (with those of ``everywhere``); the export's
    /// format letters and the confirmations' y/n are asked of the moment, not listed here.
    public static let lists = KeyTable(id: "lists", title: "Lists", bindings: KeyBinding.listMoves(help: "move", hint: false) + [
        KeyBinding("open", [.enter, .right, .character("l")], help: KeyHint(key: "Enter", action: "open the list; in a list, the book"),
                   hint: KeyHint(key: "Enter", action: "open")),
        KeyBinding("move-book-down", [.character("J")], help: KeyHint(key: "J K", action: "move the book down, up"),
                   hint: KeyHint(key: "J K", action: "move")),
        KeyBinding("move-book-up", [.character("K")]),
        KeyBinding("remove-book", [.character("x"), .delete], help: KeyHint(key: "x Del", action: "remove the book from the list"),
                   hint: KeyHint(key: "x", action: "remove")),
        KeyBinding("undo", [.character("u")], help: KeyHint(key: "u", action: "undo the last removal"), hint: KeyHint(key: "u", action: "undo")),
        KeyBinding("rename", [.character("r")], help: KeyHint(key: "r", action: "rename the list"), hint: KeyHint(key: "r", action: "rename")),
        KeyBinding("delete", [.character("d")], help: KeyHint(key: "d", action: "delete the list (asks first)"),
                   hint: KeyHint(key: "d", action: "delete")),
        KeyBinding("export", [.character("e")], help: KeyHint(key: "e", action: "export: m Markdown, c CSV, j JSON, h HTML, then a path"),
                   hint: KeyHint(key: "e", action: "export")),
        KeyBinding("balance", [.character("b")], help: KeyHint(key: "b", action: "the list's balance (as lists check)")),
        KeyBinding("audit", [.character("A")], help: KeyHint(key: "A", action: "the audit of the library's holdings")),
        KeyBinding("back", [.escape, .left, .backspace, .character("h")], help: KeyHint(key: "Esc ← Bksp", action: "back to every list"),
                   hint: KeyHint(key: "Esc", action: "lists")),
    ])
}
