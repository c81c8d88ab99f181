import Foundation

/// The lists that make every keystroke of a ``SearchIndex`` fast, built from its folded text
/// alone: the ranked slots of every gram (``SearchGrams``) and the slots of every token
/// (``SearchTokens``). Built after the index is usable (see ``SearchIndex/prepareForTyping()``),
/// never changed afterwards.
final class SearchLists: Sendable {
    /// The ranked slots of every gram.
    let grams: SearchGrams
    /// The slots of every token, with where it first occurs.
    let tokens: SearchTokens

    /// Builds both kinds of lists from `layout`, at once on two threads (each writes only its own).
    init(layout: SearchLayout) {
        let built = Built()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { built.tokens = SearchTokens(layout: layout) } else { built.grams = SearchGrams(layout: layout) }
        }
        tokens = built.tokens!
        grams = built.grams!
    }

    /// The lists built by two threads at once, each writing only its own, read after both finished.
    private final class Built: @unchecked Sendable {
        var tokens: SearchTokens?
        var grams: SearchGrams?
    }
}
