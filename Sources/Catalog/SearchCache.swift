/// The recent searches of a ``SearchIndex``: typing narrows from the smallest earlier match set
/// the new query extends, and deleting back finds the earlier ranking ready.
///
/// One-character queries (a single folded byte: the first key of every query) are kept for good;
/// other queries are kept most recent first, within a bound on the slots stored.
struct SearchCache {
    /// One remembered search.
    struct Entry {
        /// The query's key (folded words joined by single spaces).
        let key: [UInt8]
        /// The matches, or `nil` when not kept (one-character queries).
        let candidates: SearchCandidates?
        /// The matching slots, best first.
        let ranking: [UInt32]
    }

    /// The most searches kept besides the one-character ones.
    static let maximumRecent = 32

    private var recent: [Entry] = []
    private var oneCharacter: [UInt8: Entry] = [:]
    private let maximumSlots: Int

    /// A cache that keeps at most `maximumSlots` slots in its recent searches.
    init(maximumSlots: Int) {
        self.maximumSlots = maximumSlots
    }

    /// The ranking already found for `key`, if any.
    func ranking(for key: [UInt8]) -> [UInt32]? {
        if key.count == 1, let entry = oneCharacter[key[0]] { return entry.ranking }
        return recent.last { $0.key == key }?.ranking
    }

    /// The smallest kept match set of a query that `key` extends (its key is a proper prefix of
    /// `key`): every book matching `key` is in it.
    func candidates(for key: [UInt8]) -> SearchCandidates? {
        var best: SearchCandidates?
        for entry in recent where entry.key.count < key.count && key.starts(with: entry.key) {
            if let candidates = entry.candidates, candidates.slots.count < best?.slots.count ?? Int.max {
                best = candidates
            }
        }
        return best
    }

    /// Remembers a search.
    mutating func insert(_ entry: Entry) {
        if entry.key.count == 1 {
            oneCharacter[entry.key[0]] = Entry(key: entry.key, candidates: nil, ranking: entry.ranking)
            return
        }
        recent.removeAll { $0.key == entry.key }
        recent.append(entry)
        var kept = recent.reduce(0) { $0 + $1.size }
        while recent.count > Self.maximumRecent || (kept > maximumSlots && recent.count > 1) {
            kept -= recent[0].size
            recent.removeFirst()
        }
    }
}

extension SearchCache.Entry {
    /// The number of 32-bit values kept.
    var size: Int { ranking.count + (candidates.map { $0.slots.count + $0.hits.count } ?? 0) }
}
