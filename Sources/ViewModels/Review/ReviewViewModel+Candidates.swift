import Catalog

/// The books the Review form offers as the one a suggestion duplicates.
extension ReviewViewModel {
    /// Offers the books the open suggestion may duplicate: the same book first, then the titles
    /// with every word typed in "Duplicate of".
    func updateCandidates() {
        guard let suggestion = openSuggestion.value, let current = form.value else { return }
        var offered: [Book] = []
        if let same = SameBook.book(matching: suggestion, in: books) ?? SameBook.book(titledBeforeSubtitleOf: suggestion, in: books) {
            offered.append(same)
        }
        let words = TextFolding.matchKey(current[.duplicateOf]).split(separator: " ")
        if !words.isEmpty {
            for book in books where offered.count < 8 && !offered.contains(book) {
                let title = TextFolding.matchKey(book.title)
                if words.allSatisfy({ title.contains($0) }) { offered.append(book) }
            }
        }
        duplicateCandidates.setIfChanged(offered)
        // The first candidate is chosen until the curator chooses another (Duplicate with one book
        // offered then marks it, rather than asking to choose among one).
        if let chosen = chosenDuplicate.value, offered.contains(chosen) { return }
        chosenDuplicate.setIfChanged(offered.first)
    }
}
