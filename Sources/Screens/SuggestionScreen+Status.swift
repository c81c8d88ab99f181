import Widgets

/// What the Suggestion pane shows in the status bar and the help: its keys as the tables have them.
extension SuggestionScreen {
    public var hints: [KeyHint] {
        let form = keys.suggestion, everywhere = keys.everywhere
        let next = form.hint("next-field"), leave = form.hint("leave-form")
        let common = [everywhere.hint("help"), everywhere.hint("quit")]
        func named(_ hint: KeyHint?, _ action: String) -> KeyHint? { hint.map { KeyHint(key: $0.key, action: action) } }
        switch focus {
        case .title?, .author?:
            return [next, leave, form.hint("submit")].compactMap { $0 } + [KeyHint(key: "Ctrl-C", action: "quit")]
        case .category?:
            return ([form.hint("previous-choice"), next, leave] + common).compactMap { $0 }
        case .send?:
            let send = sendQuestion == nil ? [named(form.hint("submit"), "send")]
                : [named(form.hint("submit"), "open it"), form.hint("send-anyway")]
            return (send + [next, leave] + common).compactMap { $0 }
        case nil:
            return ([keys.suggestionLeft.hint("enter-form"), everywhere.hint("next-pane")] + common).compactMap { $0 }
        }
    }

    public var statusNote: String? { nil }

    public var helpSection: HelpOverlay.Section {
        HelpOverlay.Section(title: "Suggestion", hints: keys.suggestion.helpSection.hints + keys.suggestionLeft.helpSection.hints)
    }
}
