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

    /// Catalogs of this many books or more build their lists one after the other (see ``init(layout:shape:oneAfterTheOther:)``).
    static let oneAfterTheOtherSize = 250_000

    /// Builds the lists from `layout`, cut as `shape` says: at once on two threads (each writes
    /// only its own), the gram lists on one, the token lists then the author lines on the other;
    /// or, with `oneAfterTheOther` (by default for a catalog of ``oneAfterTheOtherSize`` books or
    /// more), the gram lists then the others on this thread. Then the scratch of the gram build
    /// (two bytes an entry of a group, 32 MB at a million books) is given back before the token
    /// lists are made, so the build's peak is that of the lists themselves. At a million books
    /// the two builds side by side were no faster (they share the memory bandwidth of two cores),
    /// and one after the other leaves a core to the searches typed meanwhile.
    init(layout: SearchLayout, shape: SearchListShape = .standard,
         oneAfterTheOther: Bool? = nil) {
        let built = Built()
        if oneAfterTheOther ?? (layout.slotCount >= Self.oneAfterTheOtherSize) {
            built.grams = SearchGrams(layout: layout, shape: shape)
            built.tokens = SearchTokens(layout: layout, shape: shape)
            built.authors = SearchFieldGroups(layout: layout, field: 1)
        } else {
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 {
                    built.tokens = SearchTokens(layout: layout, shape: shape)
                    built.authors = SearchFieldGroups(layout: layout, field: 1)
                } else {
                    built.grams = SearchGrams(layout: layout, shape: shape)
                }
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
