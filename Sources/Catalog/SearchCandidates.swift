/// The books that matched an earlier query, and where each of its words first occurred in them.
struct SearchCandidates: Sendable {
    /// What one search found.
    struct Found {
        /// The matching slots, in slot order.
        let matches: [UInt32]
        /// For each match, the text offset of each word's first occurrence (`wordCount` per match).
        let hits: [UInt32]
        /// The matching slots, best first.
        let ranking: [UInt32]
    }

    /// The matching slots, in slot order.
    let slots: [UInt32]
    /// For each slot, the text offset of each word's first occurrence (`wordCount` per slot).
    let hits: [UInt32]
    /// The number of words of the query, or 0 when where they occur was not kept.
    let wordCount: Int
}
