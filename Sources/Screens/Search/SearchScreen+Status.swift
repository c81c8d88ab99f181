import Widgets

/// What the Search pane shows in the status bar and the help: its keys as the tables have them.
extension SearchScreen {
    public var hints: [KeyHint] {
        switch focus {
        case .field:
            let results = self.results.isEmpty ? [] : [keys.searchField.hint("to-results")]
            return (results + [keys.searchField.hint("leave-field")]).compactMap { $0 } + [KeyHint(key: "Ctrl-C", action: "quit")]
        case .results:
            let keys = self.keys.searchResults, everywhere = self.keys.everywhere
            return [keys.hint("move-down"), keys.hint("open"), keys.hint("back-to-field"), everywhere.hint("next-pane"),
                    everywhere.hint("help"), everywhere.hint("quit")].compactMap { $0 }
        }
    }

    public var statusNote: String? {
        guard focus == .results, let selected = listState.selected else { return nil }
        return Glyphs.current.position(selected + 1, of: results.count, noun: "match")
    }

    public var helpSection: HelpOverlay.Section {
        HelpOverlay.Section(title: "Search", hints: keys.searchField.helpSection.hints + keys.searchResults.helpSection.hints)
    }
}
