import Widgets

extension KeyTable {
    /// A book's detail view's keys (with `s` of ``saving`` and those of ``everywhere``).
    public static let detail = KeyTable(id: "detail", title: "Book", bindings: [
        KeyBinding("next-more", [.down, .character("j")], help: KeyHint(key: "↑↓ j k", action: "choose in More by this author")),
        KeyBinding("previous-more", [.up, .character("k")]),
        KeyBinding("open-more", [.enter], help: KeyHint(key: "Enter", action: "open that book")),
        KeyBinding("page-down", [.pageDown, .character(" ")], help: KeyHint(key: "PgUp PgDn", action: "scroll")),
        KeyBinding("page-up", [.pageUp]),
        KeyBinding("top", [.home, .character("g")]),
        KeyBinding("bottom", [.end, .character("G")]),
        KeyBinding("copy", [.character("c")], help: KeyHint(key: "c", action: "copy title, author and link"), hint: KeyHint(key: "c", action: "copy")),
        KeyBinding("open-link", [.character("o")], help: KeyHint(key: "o", action: "open the link in a browser"),
                   hint: KeyHint(key: "o", action: "open link")),
        KeyBinding("back", [.escape, .backspace], help: KeyHint(key: "Esc Bksp", action: "back"), hint: KeyHint(key: "Esc", action: "back")),
    ])
}
