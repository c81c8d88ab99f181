import Widgets

extension KeyTable {
    /// The Suggestion pane's keys: in its form (the fields' editing keys are the fields' own), and
    /// outside it once Esc left it.
    public static let suggestion = KeyTable(id: "suggestion", title: "Suggestion", bindings: [
        KeyBinding("next-field", [.tab, .down], help: KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field (Tab on Send: next pane)"),
                   hint: KeyHint(key: "Tab", action: "next field")),
        KeyBinding("previous-field", [.backTab, .up]),
        KeyBinding("submit", [.enter], help: KeyHint(key: "Enter", action: "next field; on Send, send"), hint: KeyHint(key: "Enter", action: "next")),
        KeyBinding("send-anyway", [.character(" ")], help: KeyHint(key: "Space", action: "on Send, send (after its question: anyway)"),
                   hint: KeyHint(key: "Space", action: "send anyway")),
        KeyBinding("previous-choice", [.left], help: KeyHint(key: "←→ P C M Y", action: "choose the category"), hint: KeyHint(key: "←→", action: "choose")),
        KeyBinding("next-choice", [.right]),
        KeyBinding("clear-choice", [.backspace, .delete]),
        KeyBinding("line-editing", [], help: KeyHint(key: "Ctrl-A E U K W", action: "line editing")),
        KeyBinding("word-editing", [], help: KeyHint(key: "Alt-B F D Bksp", action: "word back, forward, delete")),
        KeyBinding("leave-form", [.escape], help: KeyHint(key: "Esc", action: "leave the form"), hint: KeyHint(key: "Esc", action: "leave form")),
    ])

    /// The Suggestion pane's keys once Esc left its form (with those of ``everywhere``).
    public static let suggestionLeft = KeyTable(id: "suggestion-left", title: "Suggestion", bindings: [
        KeyBinding("enter-form", [.enter, .character("i"), .down], help: KeyHint(key: "Enter i ↓", action: "back into the form"),
                   hint: KeyHint(key: "Enter", action: "edit")),
    ])

    /// The Review pane's keys in its list of pending suggestions.
    public static let reviewList = KeyTable(id: "review-list", title: "Review", bindings: KeyBinding.listMoves(help: "move in the pending suggestions") + [
        KeyBinding("open", [.enter], help: KeyHint(key: "Enter", action: "review the suggestion"), hint: KeyHint(key: "Enter", action: "review")),
    ])

    /// The Review pane's keys in a suggestion's form.
    public static let reviewForm = KeyTable(id: "review-form", title: "Review form", bindings: [
        KeyBinding("next-field", [.tab, .down], help: KeyHint(key: "Tab S-Tab ↑↓", action: "next, previous field of the form"),
                   hint: KeyHint(key: "Tab", action: "next field")),
        KeyBinding("previous-field", [.backTab, .up]),
        KeyBinding("previous-choice", [.left], help: KeyHint(key: "←→", action: "choose the category, the duplicated book"),
                   hint: KeyHint(key: "←→", action: "choose")),
        KeyBinding("next-choice", [.right]),
        KeyBinding("submit", [.enter], help: KeyHint(key: "Enter", action: "next field; on Accept, Reject, Duplicate: send"),
                   hint: KeyHint(key: "Enter", action: "send")),
        KeyBinding("press", [.character(" ")], help: KeyHint(key: "Space", action: "on a button: send")),
        KeyBinding("back", [.escape], help: KeyHint(key: "Esc", action: "back to the list"), hint: KeyHint(key: "Esc", action: "back to the list")),
    ])

    /// The save picker's keys (j and k only while no new list's name is being typed).
    public static let savePicker = KeyTable(id: "save-picker", title: "Save to a list", bindings: [
        KeyBinding("next-choice", [.down, .tab, .character("j")], help: KeyHint(key: "↑↓ j k", action: "choose a list (or a new one)"),
                   hint: KeyHint(key: "↑↓", action: "choose")),
        KeyBinding("previous-choice", [.up, .backTab, .character("k")]),
        KeyBinding("save", [.enter], help: KeyHint(key: "Enter", action: "save to it"), hint: KeyHint(key: "Enter", action: "save")),
        KeyBinding("cancel", [.escape], help: KeyHint(key: "Esc", action: "cancel"), hint: KeyHint(key: "Esc", action: "cancel")),
    ])
}
