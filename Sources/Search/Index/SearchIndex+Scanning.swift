import Foundation

/// Answering by reading the folded text, before the lists are built (see ``SearchIndex``: **Before the lists**).
extension SearchIndex {
    // MARK: - Reading the text (before the lists are built)

    /// The ranked slots matching `query`, all of which are among `earlier` when it is given,
    /// found by reading the text: each word in turn, the rarest first, in the slots that hold
    /// every word before it.
    func scanRanking(of query: SearchQuery, within earlier: [UInt32]?) -> [UInt32] {
        let slotCount = layout.slotCount
        guard slotCount > 0 else { return [] }
        var alive = earlier.map { SearchCandidates(slotCount: slotCount, list: $0) } ?? SearchCandidates(allOf: slotCount)
        var best = [Occurrence](repeating: .max, count: slotCount)
        let rarity = { (word: Int) in self.layout.byteCounts[Int(query.bytes[query.wordStarts[word] + self.rarestByte(of: word, in: query)])] }
        for word in (0 ..< query.wordCount).sorted(by: { rarity($0) < rarity($1) }) {
            guard alive.count > 0 else { return [] }
            alive = scan(word, query: query, within: alive, best: &best)
        }
        let matches = alive.slots
        return ranked(matches, best: matches.map { best[Int($0)] })
    }

    /// The slots of `alive` holding word `word` of `query`, with its first occurrence in each made
    /// part of `best` (indexed by slot). When few slots are alive, each one's text is searched;
    /// otherwise the whole text is searched at once with `memchr` on the word's rarest byte, and a
    /// hit in a slot that is not alive skips to the next one that is.
    func scan(_ word: Int, query: SearchQuery, within alive: SearchCandidates, best: inout [Occurrence]) -> SearchCandidates {
        let slotCount = layout.slotCount
        var found = SearchCandidates(noneOf: slotCount)
        if alive.count * Self.scanDensity < slotCount {
            for slot in alive.slots {
                guard let occurrence = firstOccurrence(of: word, query: query, slot: Int(slot)) else { continue }
                if occurrence < best[Int(slot)] { best[Int(slot)] = occurrence }
                found.insert(slot)
            }
            return found
        }
        let start = query.wordStarts[word]
        let length = query.wordLengths[word]
        let anchor = rarestByte(of: word, in: query)
        layout.withBuffers { buffers in
            query.bytes.withUnsafeBufferPointer { bytes in
                best.withUnsafeMutableBufferPointer { best in
                    let pattern = bytes.baseAddress! + start
                    let starts = buffers.fieldStarts
                    let textEnd = Int(starts[3 * slotCount])
                    var slot = alive.next(from: 0)
                    while slot >= 0 {
                        let hit = SearchText.find(pattern, length, anchor: anchor, in: buffers.text, from: Int(starts[3 * slot]), to: textEnd)
                        guard hit >= 0 else { break }
                        // The slot holding the hit: the hits only move forward, so step on from `slot`.
                        var holder = slot
                        while Int(starts[3 * (holder + 1)]) <= hit { holder += 1 }
                        if alive.contains(holder) {
                            let occurrence = occurrenceAt(hit, length: length, slot: holder, buffers: buffers)
                            if occurrence < best[holder] { best[holder] = occurrence }
                            found.insert(UInt32(truncatingIfNeeded: holder))
                        }
                        slot = alive.next(from: holder + 1)
                    }
                }
            }
        }
        return found
    }

    /// The whole text is searched at once when at least one slot in this many is alive.
    static let scanDensity = 16
}
