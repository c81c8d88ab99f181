import Widgets

extension KeyMap {
    /// The Lists pane's keys.
    public static let lists = HelpOverlay.Section(title: "Lists", hints: [
        KeyHint(key: "↑↓ j k", action: "move"),
        KeyHint(key: "Enter", action: "open the list; in a list, the book"),
        KeyHint(key: "J K", action: "move the book down, up"),
        KeyHint(key: "x Del", action: "remove the book from the list"),
        KeyHint(key: "u", action: "undo the last removal"),
        KeyHint(key: "r", action: "rename the list"),
        KeyHint(key: "d", action: "delete the list (asks first)"),
        KeyHint(key: "e", action: "export: m Markdown, c CSV, j JSON, h HTML, then a path"),
        KeyHint(key: "Esc ← Bksp", action: "back to every list"),
    ])

    /// The keys that save books, in Books, Search and a book's detail.
    public static let saving = KeyTable.saving.helpSection
}
