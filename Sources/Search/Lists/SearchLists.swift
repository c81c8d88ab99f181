import Foundation

/// The lists that make every keystroke of a ``SearchIndex`` fast, built from its folded text
/// alone: the ranked slots of every gram (``SearchGrams``), the slots of every token
/// (``SearchTokens``), and the distinct author lines (``SearchFieldGroups``, for `author:` terms).
/// Built after the index is usable (see ``SearchIndex/prepareForTyping()``), never changed afterwards.
final class SearchLists: Sendable {
    /// The ranked slots of every gram.
    let grams: SearchGrams
    /// The slots of every token, with where it first occurs.
    let tokens: SearchTokens
    /// The distinct author lines, and each slot's.
    let authors: SearchFieldGroups

    /// Builds the lists from `layout`, cut as `shape` says, at once on two threads (each writes
    /// only its own): the gram lists on one, the token lists then the author lines on the other.
    init(layout: SearchLayout, shape: SearchListShape = .standard) {
        let built = Built()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                built.tokens = SearchTokens(layout: layout, shape: shape)
                built.authors = SearchFieldGroups(layout: layout, field: 1)
            } else {
                built.grams = SearchGrams(layout: layout, shape: shape)
            }
        }
        tokens = built.tokens!
        grams = built.grams!
        authors = built.authors!
    }

    /// The lists built by two threads at once, each writing only its own, read after both finished.
    private final class Built: @unchecked Sendable {
        var tokens: SearchTokens?
        var grams: SearchGrams?
        var authors: SearchFieldGroups?
    }
}
