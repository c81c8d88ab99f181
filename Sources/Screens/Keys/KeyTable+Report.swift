import Widgets

extension KeyTable {
    /// The report overlay's keys (the audit, a list's balance): while it is open it has every key;
    /// the keys that opened it (`A`, `b`) close it again.
    public static let report = KeyTable(id: "report", title: "Report", bindings: [
        KeyBinding("move-down", [.down, .character("j")], help: KeyHint(key: "↑↓ j k", action: "scroll the report"),
                   hint: KeyHint(key: "↑↓", action: "scroll")),
        KeyBinding("move-up", [.up, .character("k")]),
        KeyBinding("page-down", [.pageDown, .character(" ")], help: KeyHint(key: "PgUp PgDn Space", action: "page")),
        KeyBinding("page-up", [.pageUp]),
        KeyBinding("first", [.character("g"), .home], help: KeyHint(key: "g G Home End", action: "first, last line")),
        KeyBinding("last", [.character("G"), .end]),
        KeyBinding("save-purchase-list", [.character("s")], help: KeyHint(key: "s", action: "save the audit's purchase list to a reading list"),
                   hint: KeyHint(key: "s", action: "save the purchase list")),
        KeyBinding("close", [.escape, .enter, .character("q"), .character("A"), .character("b"), .backspace],
                   help: KeyHint(key: "Esc q", action: "close the report"), hint: KeyHint(key: "Esc", action: "close")),
    ])
}
