import Widgets
/// Every key of the app, as the help overlay lists them and the status bars hint at them.
public enum KeyMap {
    /// Keys that work in every pane (outside text fields, except Ctrl-C).
    public static let everywhere = KeyTable.everywhere.helpSection

    /// The Books pane's keys.
    public static let books = KeyTable.books.helpSection

    /// The Search pane's keys and the query language's terms.
    public static let search = KeyTable.searchHelp

    /// The detail view's keys.
    public static let detail = KeyTable.detail.helpSection

    /// The Suggestion pane's keys.
    public static let suggestion = HelpOverlay.Section(title: "Suggestion", hints: [
        KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field (Tab on Send: next pane)"),
        KeyHint(key: "Enter", action: "next field; on Send, send"),
        KeyHint(key: "Space", action: "on Send, send (after its question: anyway)"),
        KeyHint(key: "←→ P C M Y", action: "choose the category"),
        KeyHint(key: "Ctrl-A E U K W", action: "line editing"),
        KeyHint(key: "Alt-B F D Bksp", action: "word back, forward, delete"),
        KeyHint(key: "Esc", action: "leave the form"),
        KeyHint(key: "Enter i", action: "back into the form"),
    ])

    /// The Review pane's keys.
    public static let review = HelpOverlay.Section(title: "Review", hints: [
        KeyHint(key: "↑↓ j k", action: "move in the pending suggestions"),
        KeyHint(key: "Enter", action: "review the suggestion"),
        KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field of the form"),
        KeyHint(key: "←→", action: "choose the category, the duplicated book"),
        KeyHint(key: "Enter", action: "on Accept, Reject, Duplicate: send"),
        KeyHint(key: "Esc", action: "back to the list"),
    ])
}
