/// The recent searches of a ``SearchIndex``: deleting back finds the earlier ranking ready, and
/// typing on narrows from the smallest earlier match set the new query extends.
struct RecentSearches {
    /// One remembered search.
    struct Entry {
        /// The query's key (folded words joined by single spaces).
        let key: [UInt8]
        /// The matching slots, best first.
        let ranking: [UInt32]
    }

    /// The most searches kept.
    static let maximumRecent = 32

    private var recent: [Entry] = []
    private let maximumSlots: Int

    /// A cache that keeps at most `maximumSlots` slots (besides its most recent search).
    init(maximumSlots: Int) {
        self.maximumSlots = maximumSlots
    }

    /// The ranking already found for `key`, if any.
    func ranking(for key: [UInt8]) -> [UInt32]? {
        recent.last { $0.key == key }?.ranking
    }

    /// The smallest kept match set of a query that `key` extends (its key is a proper prefix of
    /// `key`): every book matching `key` is in it.
    func candidates(for key: [UInt8]) -> [UInt32]? {
        var best: [UInt32]?
        for entry in recent where entry.key.count < key.count && key.starts(with: entry.key) {
            if entry.ranking.count < best?.count ?? Int.max { best = entry.ranking }
        }
        return best
    }

    /// Remembers a search.
    mutating func insert(_ entry: Entry) {
        recent.removeAll { $0.key == entry.key }
        recent.append(entry)
        var kept = recent.reduce(0) { $0 + $1.ranking.count }
        while recent.count > Self.maximumRecent || (kept > maximumSlots && recent.count > 1) {
            kept -= recent[0].ranking.count
            recent.removeFirst()
        }
    }
}
