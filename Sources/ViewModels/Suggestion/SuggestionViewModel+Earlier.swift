import Catalog

/// The statuses of this user's earlier suggestions (``SuggestionViewModelOutputs/earlierSuggestions``).
extension SuggestionViewModel {
    /// Reads the suggestions again for ``earlierSuggestions`` (after a send).
    func viewWillAppearEarlier() {
        let (store, signer) = (self.store, suggestedBy)
        worker.perform({ try? store.yourSuggestions(signedAs: signer) }, completion: { [weak self] mine in
            if let mine { self?.showEarlier(mine) }
        })
    }

    /// Brings ``earlierSuggestions`` up to date with this user's suggestions (``BookStore/yourSuggestions(signedAs:)``:
    /// on the shared store those of the database user, else those signed as this form signs).
    func showEarlier(_ mine: [Suggestion]) {
        earlierSuggestions.setIfChanged(mine.isEmpty ? nil : "Your suggestions: " + Self.statusSummary(mine))
    }

    /// "2 pending; 1 accepted: "The Snowy Day"; 1 rejected: "Sulwe" — out of print" (a reason's
    /// closing full stop left out).
    static func statusSummary(_ suggestions: [Suggestion]) -> String {
        var parts: [String] = []
        let waiting = suggestions.filter(\.isPending).count
        if waiting > 0 { parts.append("\(waiting) pending") }
        for name in ["accepted", "rejected", "duplicate"] {
            let decided = suggestions.filter { $0.status.name == name }
            guard !decided.isEmpty else { continue }
            let titles = decided.map { suggestion -> String in
                if case .rejected(let reason) = suggestion.status { return "\"\(suggestion.title)\" — \(SuggestionText.clause(reason))" }
                return "\"\(suggestion.title)\""
            }
            let label = name == "duplicate" ? "already in the directory" : name
            parts.append("\(decided.count) \(label): \(titles.joined(separator: ", "))")
        }
        // The titles of a group are apart by commas; the groups by semicolons.
        return parts.joined(separator: "; ")
    }
}
