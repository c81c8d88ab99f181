import Foundation

/// Turning ranked slots into results.
extension SearchIndex {
    // MARK: - Results

    /// The result for `slot`: its book and the matched Character ranges of each field.
    func result(slot: UInt32, query: SearchQuery) -> SearchResult {
        let slot = Int(slot)
        return SearchResult(
            book: indexedBooks.book(at: Int(slotBooks[slot])),
            titleMatches: layout.ranges(slot: slot, field: 0, query: query),
            authorMatches: layout.ranges(slot: slot, field: 1, query: query),
            descriptionMatches: layout.ranges(slot: slot, field: 2, query: query)
        )
    }
}
