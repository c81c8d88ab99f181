import Foundation

/// Matching and ranking with the gram and token lists (see ``SearchIndex``: **Ranking**, **Cost per query**).
extension SearchIndex {
    // MARK: - Matching and ranking

    /// A word's first occurrence in a slot, packed so that the smaller value ranks first:
    /// `field << 30 | kind << 28 | position` (see ``SearchRank``).
    typealias Occurrence = UInt32

    @inline(__always)
    static func occurrence(field: Int, kind: Int, position: Int) -> Occurrence {
        UInt32(truncatingIfNeeded: field << 30 | kind << 28 | min(position, 1 << 28 - 1))
    }

    /// The ranked slots matching `query`, all of which are among `earlier` when it is given.
    ///
    /// Each word's first occurrence in each candidate comes from a gram list (a word of one or
    /// two bytes), from the token lists (a longer word of word bytes only), or from the text (any
    /// other word, or when the candidates are few); the best of them (the smallest ``Occurrence``)
    /// is the match's rank.
    func ranking(of query: SearchQuery, within earlier: [UInt32]?, lists: SearchLists?) -> [UInt32] {
        guard let lists else { return scanRanking(of: query, within: earlier) }
        let grams = lists.grams
        if query.wordCount == 1 && query.wordLengths[0] <= 2, case let gram = query.grams(ofWord: 0)[0], gram >= 0 {
            return grams.list(gram)
        }
        let sources = (0 ..< query.wordCount).map { source(ofWord: $0, in: query, lists: lists) }
        guard var candidates = startingCandidates(query, sources: sources, earlier: earlier, lists: lists) else { return [] }
        candidates.freeze()
        let slots = candidates.slots
        var best = [Occurrence](repeating: .max, count: slots.count)
        var found = [UInt8](repeating: 0, count: slots.count)
        var fromText: [Int] = []
        var listed = 0
        for (word, source) in sources.enumerated() {
            // A list is read whole; reading the candidates' text instead is cheaper when they are few.
            switch source {
            case .gram(let gram, let count) where count <= Self.listOverText * slots.count:
                addFromGram(gram, grams: grams, word: word, query: query, candidates: candidates, slots: slots, best: &best, found: &found)
                listed += 1
            case .tokens(let containing, let entries) where entries <= Self.listOverText * slots.count:
                addFromTokens(containing, tokens: lists.tokens, word: word, query: query, candidates: candidates, slots: slots, best: &best, found: &found)
                listed += 1
            default:
                fromText.append(word)
            }
        }
        for (done, word) in fromText.enumerated() {
            addFromText(word, query: query, slots: slots, alive: UInt8(truncatingIfNeeded: listed + done), best: &best, found: &found)
        }
        let wordCount = UInt8(truncatingIfNeeded: query.wordCount)
        let kept = slots.indices.filter { found[$0] == wordCount }
        return ranked(kept.map { slots[$0] }, best: kept.map { best[$0] })
    }

    /// `matches` (in slot order) ranked by their best first occurrences `best` (one each), then slot.
    func ranked(_ matches: [UInt32], best: [Occurrence]) -> [UInt32] {
        var matches = matches
        var buckets: [UInt16] = []
        buckets.reserveCapacity(matches.count)
        var latePositions: [UInt32: Int] = [:]
        for (index, occurrence) in best.enumerated() {
            let occurrence = Int(occurrence)
            let rank = SearchRank(field: occurrence >> 30, kind: occurrence >> 28 & 3, position: occurrence & (1 << 28 - 1))
            buckets.append(rank.bucket)
            if rank.isLate { latePositions[matches[index]] = rank.position }
        }
        var ranker = SearchRanker()
        matches.withUnsafeMutableBufferPointer { matches in
            buckets.withUnsafeBufferPointer { buckets in
                ranker.sort(matches, buckets: buckets) { latePositions[$0] ?? 0 }
            }
        }
        return matches
    }

    /// Reading one list entry costs about this many times less than reading one slot's text (a
    /// cache miss or more), so a list is read rather than the text while it is at most this many
    /// times longer than the slots left.
    static let listOverText = 64

    /// Where word `word` of `query` can be read from.
    func source(ofWord word: Int, in query: SearchQuery, lists: SearchLists) -> SearchWordSource {
        let bytes = query.word(word)
        if bytes.count <= 2 {
            let gram = query.grams(ofWord: word)[0]
            return gram >= 0 ? .gram(gram, count: lists.grams.count(gram)) : .text
        }
        guard SearchTokens.canFind(bytes) else { return .text }
        let containing = lists.tokens.tokens(containing: bytes)
        return .tokens(containing.tokens, entries: containing.entries)
    }

    /// The slots to look at: the smallest set known to hold every match (the earlier matches, a
    /// word's gram list or token lists), narrowed by the byte pairs of the words only the text can
    /// confirm; nil when nothing can match.
    func startingCandidates(_ query: SearchQuery, sources: [SearchWordSource], earlier: [UInt32]?,
                                    lists: SearchLists) -> SearchCandidates? {
        let grams = lists.grams
        let tokens = lists.tokens
        let slotCount = layout.slotCount
        var candidates: SearchCandidates?
        var smallest = earlier?.count ?? Int.max
        if let earlier { candidates = SearchCandidates(slotCount: slotCount, list: earlier) }
        if let (word, size) = sources.enumerated().compactMap({ word, source in source.size.map { (word, $0) } }).min(by: { $0.1 < $1.1 }),
           size < smallest {
            smallest = size
            switch sources[word] {
            case .gram(let gram, _):
                candidates = SearchCandidates(slotCount: slotCount, count: grams.count(gram)) { grams.forEachSlot(of: gram, $0) }
            case .tokens(let containing, _):
                var union = SearchCandidates(noneOf: slotCount)
                for entry in containing { tokens.forEachEntry(of: entry.token) { slot, _ in union.insert(slot) } }
                candidates = union
            case .text:
                break
            }
        }
        let textGrams = Set(sources.indices.filter { if case .text = sources[$0] { true } else { false } }
            .flatMap { query.grams(ofWord: $0) }.filter { $0 >= 0 })
        for gram in textGrams.sorted(by: { grams.count($0) < grams.count($1) }) {
            if candidates == nil {
                candidates = SearchCandidates(slotCount: slotCount, count: grams.count(gram)) { grams.forEachSlot(of: gram, $0) }
            } else if grams.count(gram) <= Self.listOverText * candidates!.count {
                candidates!.intersect { grams.forEachSlot(of: gram, $0) }
            }
        }
        // No list tells anything (a word of other characters and punctuation, say): every slot.
        let all = candidates ?? SearchCandidates(slotCount: slotCount, list: 0 ..< UInt32(truncatingIfNeeded: slotCount))
        return all.count > 0 ? all : nil
    }

    /// Adds the first occurrences of a one- or two-byte word, read from its gram list.
    func addFromGram(_ gram: Int, grams: SearchGrams, word: Int, query: SearchQuery, candidates: SearchCandidates, slots: [UInt32],
                             best: inout [Occurrence], found: inout [UInt8]) {
        best.withUnsafeMutableBufferPointer { best in
            found.withUnsafeMutableBufferPointer { found in
                grams.forEachEntry(of: gram) { slot, bucket in
                    let index = candidates.index(of: slot)
                    guard index >= 0 else { return }
                    let group = Int(bucket) / (SearchRank.countedPositions + 1)
                    var position = Int(bucket) % (SearchRank.countedPositions + 1)
                    if position == SearchRank.countedPositions {
                        position = Int(firstOccurrence(of: word, query: query, slot: Int(slot)) ?? .max) & (1 << 28 - 1)
                    }
                    let occurrence = Self.occurrence(field: group / 3, kind: group % 3, position: position)
                    if occurrence < best[index] { best[index] = occurrence }
                    found[index] &+= 1
                }
            }
        }
    }

    /// Adds the first occurrences of word `word`, made of word bytes, read from the lists of the
    /// tokens that contain it (with the word's offset and kind in each).
    func addFromTokens(_ containing: [(token: Int, offset: Int, kind: Int)], tokens: SearchTokens, word: Int, query: SearchQuery,
                               candidates: SearchCandidates, slots: [UInt32], best: inout [Occurrence], found: inout [UInt8]) {
        // field << 32 | byte offset in the field << 2 | kind: the smallest is the first occurrence.
        var first = [UInt64](repeating: .max, count: slots.count)
        var far: [Int] = []
        first.withUnsafeMutableBufferPointer { first in
            for (token, offset, kind) in containing {
                tokens.forEachEntry(of: token) { slot, place in
                    let index = candidates.index(of: slot)
                    guard index >= 0 else { return }
                    let byte = Int(place) & SearchTokens.farOffset
                    if byte == SearchTokens.farOffset { far.append(index) }
                    let at = UInt64(place >> 14) << 32 | UInt64(byte + offset) << 2 | UInt64(kind)
                    if at < first[index] { first[index] = at }
                }
            }
        }
        for index in far {
            // Where a token far into a field first occurs is not kept: the text tells.
            guard let occurrence = firstOccurrence(of: word, query: query, slot: Int(slots[index])) else { continue }
            first[index] = UInt64(occurrence >> 30) << 32 | UInt64(firstByte(of: word, query: query, slot: Int(slots[index]))) << 2
                | UInt64(occurrence >> 28 & 3)
        }
        for index in slots.indices where first[index] != .max {
            let at = first[index]
            let field = Int(at >> 32)
            let position = layout.characterOffset(ofByte: Int(at >> 2 & (1 << 30 - 1)), slot: Int(slots[index]), field: field)
            let occurrence = Self.occurrence(field: field, kind: Int(at & 3), position: position)
            if occurrence < best[index] { best[index] = occurrence }
            found[index] &+= 1
        }
    }

    /// Adds the first occurrences of word `word`, found in the text of the candidates that hold
    /// every word added so far (`alive` of them), split among the processors when there are many.
    func addFromText(_ word: Int, query: SearchQuery, slots: [UInt32], alive: UInt8,
                             best: inout [Occurrence], found: inout [UInt8]) {
        let total = slots.count
        let chunkCount = total >= parallelThreshold ? min(Self.chunks, max(1, total / (parallelThreshold / 2))) : 1
        best.withUnsafeMutableBufferPointer { best in
            found.withUnsafeMutableBufferPointer { found in
                let shared = SharedRanks(best: best, found: found)
                let work = { @Sendable (chunk: Int) in
                    for index in total * chunk / chunkCount ..< total * (chunk + 1) / chunkCount where shared.found[index] == alive {
                        guard let occurrence = self.firstOccurrence(of: word, query: query, slot: Int(slots[index])) else { continue }
                        if occurrence < shared.best[index] { shared.best[index] = occurrence }
                        shared.found[index] &+= 1
                    }
                }
                if chunkCount == 1 {
                    work(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: chunkCount, execute: work)
                }
            }
        }
    }

    /// The arrays of ``addFromText(_:query:slots:alive:best:found:)``, which each piece of a split search writes at its own indices only.
    struct SharedRanks: @unchecked Sendable {
        let best: UnsafeMutableBufferPointer<Occurrence>
        let found: UnsafeMutableBufferPointer<UInt8>
    }

    /// The most pieces one search is split into.
    static let chunks = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// The byte offset in its field of the first occurrence of word `word` of `query` in slot `slot` (which holds it).
    func firstByte(of word: Int, query: SearchQuery, slot: Int) -> Int {
        layout.withBuffers { buffers in
            query.bytes.withUnsafeBufferPointer { bytes in
                let record = buffers.fieldStarts + 3 * slot
                let hit = SearchText.find(bytes.baseAddress! + query.wordStarts[word], query.wordLengths[word], in: buffers.text,
                                          from: Int(record[0]), to: Int(record[3]))
                let field = hit < Int(record[1]) ? 0 : (hit < Int(record[2]) ? 1 : 2)
                return hit - Int(record[field])
            }
        }
    }

    /// The first occurrence of word `word` of `query` in slot `slot`, read from the text, or nil.
    func firstOccurrence(of word: Int, query: SearchQuery, slot: Int) -> Occurrence? {
        let start = query.wordStarts[word]
        let length = query.wordLengths[word]
        let anchor = rarestByte(of: word, in: query)
        return layout.withBuffers { buffers -> Occurrence? in
            query.bytes.withUnsafeBufferPointer { bytes -> Occurrence? in
                let record = buffers.fieldStarts + 3 * slot
                let hit = SearchText.find(bytes.baseAddress! + start, length, anchor: anchor, in: buffers.text,
                                          from: Int(record[0]), to: Int(record[3]))
                guard hit >= 0 else { return nil }
                return occurrenceAt(hit, length: length, slot: slot, buffers: buffers)
            }
        }
    }

    /// The occurrence of a word of `length` bytes found at text offset `hit`, in slot `slot`.
    @inline(__always)
    func occurrenceAt(_ hit: Int, length: Int, slot: Int, buffers: SearchLayout.Buffers) -> Occurrence {
        let record = buffers.fieldStarts + 3 * slot
        let field = hit < Int(record[1]) ? 0 : (hit < Int(record[2]) ? 1 : 2)
        let fieldStart = Int(record[field])
        let kind = SearchRank.kind(of: hit, length, in: buffers.text, fieldStart: fieldStart, fieldEnd: Int(record[field + 1]) - 1)
        let position = layout.characterOffset(ofByte: hit - fieldStart, slot: slot, field: field)
        return Self.occurrence(field: field, kind: kind, position: position)
    }

    /// The offset in word `word` of `query` of its byte rarest in the catalog's text.
    func rarestByte(of word: Int, in query: SearchQuery) -> Int {
        let start = query.wordStarts[word]
        return (start ..< start + query.wordLengths[word]).min {
            layout.byteCounts[Int(query.bytes[$0])] < layout.byteCounts[Int(query.bytes[$1])]
        }! - start
    }
}
