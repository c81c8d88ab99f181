import Foundation

/// A search index over a catalog's books, built once per catalog load.
///
/// Each book's title, author and description are folded for case, diacritics and width (as
/// ``TextFolding/fold(_:)`` folds them, one Character at a time) into one contiguous UTF-8 array
/// (``SearchLayout``), the books in tie-break order (rule 4 below), so that a book's place in that
/// order (its *slot*) breaks every tie. Two kinds of lists are built from that text: for every
/// folded byte and byte pair, the slots holding it, already ranked (``SearchGrams``); and for
/// every distinct word of the catalog (*token*), the slots holding it with where it first occurs
/// in each (``SearchTokens``).
///
/// **Matching.** The query is folded the same way and split on white space. A book matches when
/// every word occurs (as a substring) somewhere in its title, author or description; an empty
/// query matches nothing.
///
/// **Ranking.** Each word's *first occurrence* in a book is where it first occurs reading title,
/// then author, then description. Matches are ordered by, in turn:
/// 1. field: the first of title, author, description holding a word's first occurrence;
/// 2. kind: of the first occurrences in that field, the best kind — a whole word (bounded by the
///    field's ends or by characters other than letters and digits), then the start of a word,
///    then inside a word;
/// 3. position: the Character offset in the original field of the earliest first occurrence of
///    that kind in that field (earlier first);
/// 4. the folded title, then the title as written, then the id (so the order is total and fixed).
///
/// So for "moon": "Moon Song", "The Moon", "Moonlight", "Honeymoon" (titles), then books whose
/// author holds "moon", then those whose description does.
///
/// **Cost per query.** A query of one word of one or two folded bytes (what the first keys of a
/// query usually are, and what matches the most books) is one precomputed list. Any other query
/// starts from the smallest set known to hold every match (the matches of an earlier query it
/// extends, see **Narrowing**, or one word's list), kept as a bitmap; then each word's first
/// occurrence in each of those slots is read from its gram list (one- and two-byte words), from
/// the lists of the tokens that contain it (longer words of letters and digits), or, for other
/// words or when the slots left are few, from the text. The best first occurrence (steps 1–3) is
/// a small integer, and a stable counting sort on it (``SearchRanker``) gives the ranking, as slot
/// order is rule 4: no per-query comparison sort, and for most queries no text read at all.
/// Highlight ranges are worked out only for the results read (``SearchHits``).
///
/// **Before the lists.** The lists take about three times longer to build than the folded text, so
/// `init` builds only the folded text and the slot order, and the index answers at once by reading
/// the text: each word (the rarest first) is looked for across the contiguous folded text with
/// `memchr` on its rarest byte, only in the slots still in the running (a bitmap), taking the first
/// occurrence in each slot and skipping to the next. That gives the same matches and the same
/// ranking as the lists, for one query (the command line) or while the lists are being built.
/// ``prepareForTyping()`` builds the lists (the app calls it off the screen's thread once the first
/// results are shown); from then on every search uses them. Whichever way a search is answered,
/// its results are the same.
///
/// **Narrowing.** Recent searches are remembered (see `SearchCache`): a query that extends an
/// earlier one (its folded words joined by spaces start with the earlier query's) searches only the
/// earlier matches, and a query searched before (deleting back) is answered from memory.
///
/// **Threads.** The folded text and slot order never change after `init`. The lists, once built,
/// never change either; the reference to them and the memory of recent searches are guarded by
/// one lock (`lock`), held only to read or swap them, never while searching or building. So
/// ``search(_:)``, ``hits(for:)`` and ``prepareForTyping()`` may be called from any thread, and a
/// search running while the lists are being built reads the text instead of waiting.
public final class SearchIndex: @unchecked Sendable {
    /// The books indexed, in the order they were given. An index read from the derived cache
    /// (``JSONBookStore/loadSearchIndex()``) decodes them all on the first read of this property;
    /// its search results decode only the books they hold.
    public var books: [Book] { indexedBooks.all }

    /// The books, decoded or as cached records.
    let indexedBooks: IndexedBooks
    /// For each slot, the index of its book in ``books``.
    let slotBooks: [UInt32]
    /// The folded fields, slot by slot.
    let layout: SearchLayout
    /// The gram and token lists, once built (guarded by `lock`).
    private var lists: SearchLists?
    /// Held while building the lists, so they are built once.
    private let buildLock = NSLock()

    /// Searches reading at least this many slots' text are split among the processors.
    private let parallelThreshold: Int
    /// The `parallelThreshold` of the public init and of an index read from the cache.
    static let defaultParallelThreshold = 16384
    private let lock = NSLock()
    private var cache: SearchCache

    /// Folds `books`, ready to search by reading the text; ``prepareForTyping()`` builds the lists.
    public convenience init(books: [Book]) {
        self.init(books: books, parallelThreshold: Self.defaultParallelThreshold, buildingLists: false)
    }

    /// Folds `books` (and builds the lists at once when `buildingLists`); searches reading at
    /// least `parallelThreshold` slots' text are split among the processors.
    init(books: [Book], parallelThreshold: Int = defaultParallelThreshold, buildingLists: Bool) {
        self.parallelThreshold = max(2, parallelThreshold)
        indexedBooks = IndexedBooks(books)
        let order = SearchOrder.tieBreakOrder(of: books)
        layout = SearchLayout(books: books, order: order)
        slotBooks = order.map { UInt32(truncatingIfNeeded: $0) }
        cache = SearchCache(maximumSlots: 8 * books.count + 4096)
        if buildingLists { lists = SearchLists(layout: layout) }
    }

    /// An index over `books` already folded into `layout`, slot `s` holding book `slotBooks[s]`
    /// (as ``SearchIndexCache`` stores them; it checks they fit together).
    init(books: IndexedBooks, slotBooks: [UInt32], layout: SearchLayout) {
        parallelThreshold = Self.defaultParallelThreshold
        indexedBooks = books
        self.slotBooks = slotBooks
        self.layout = layout
        cache = SearchCache(maximumSlots: 8 * books.count + 4096)
    }

    /// Whether the gram and token lists are built (every search uses them from then on).
    public var isPreparedForTyping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lists != nil
    }

    /// Builds the gram and token lists that make every keystroke fast, unless they are built;
    /// returns when they are. Takes about three times as long as `init` (0.5–0.7 s at 100,000
    /// books): call it off the screen's thread. Searches meanwhile read the text, with the same
    /// results; a second call waits for the first.
    public func prepareForTyping() {
        buildLock.lock()
        defer { buildLock.unlock() }
        guard !isPreparedForTyping else { return }
        let built = SearchLists(layout: layout)
        lock.lock()
        lists = built
        lock.unlock()
    }

    /// The query as the index sees it: folded, trimmed, with each run of white space made one space.
    /// Two queries with the same normalized form find the same books in the same order.
    public static func normalizedQuery(_ query: String) -> String {
        String(decoding: SearchQuery(query).key, as: UTF8.self)
    }

    /// Every book that matches `query`, ranked (see ``SearchIndex``), with its matched ranges.
    public func search(_ query: String) -> [SearchResult] {
        Array(hits(for: query))
    }

    /// The books that match `query`, ranked, as a collection that works out each result's
    /// highlight ranges only when it is read: for large result sets, read only what is shown.
    public func hits(for query: String) -> SearchHits {
        hits(for: query, narrowing: true)
    }

    /// ``hits(for:)``; with `narrowing` false, nothing remembered is used and nothing is remembered.
    func hits(for query: String, narrowing: Bool) -> SearchHits {
        let prepared = SearchQuery(query)
        guard !prepared.isEmpty else { return SearchHits(index: self, query: prepared, slots: []) }
        lock.lock()
        let lists = self.lists
        guard narrowing else {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking(of: prepared, within: nil, lists: lists))
        }
        if let ranking = cache.ranking(for: prepared.key) {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking)
        }
        let earlier = cache.candidates(for: prepared.key)
        lock.unlock()

        let ranking = ranking(of: prepared, within: earlier, lists: lists)
        lock.lock()
        cache.insert(SearchCache.Entry(key: prepared.key, ranking: ranking))
        lock.unlock()
        return SearchHits(index: self, query: prepared, slots: ranking)
    }

    // MARK: - Matching and ranking

    /// A word's first occurrence in a slot, packed so that the smaller value ranks first:
    /// `field << 30 | kind << 28 | position` (see ``SearchRank``).
    private typealias Occurrence = UInt32

    @inline(__always)
    private static func occurrence(field: Int, kind: Int, position: Int) -> Occurrence {
        UInt32(truncatingIfNeeded: field << 30 | kind << 28 | min(position, 1 << 28 - 1))
    }

    /// The ranked slots matching `query`, all of which are among `earlier` when it is given.
    ///
    /// Each word's first occurrence in each candidate comes from a gram list (a word of one or
    /// two bytes), from the token lists (a longer word of word bytes only), or from the text (any
    /// other word, or when the candidates are few); the best of them (the smallest ``Occurrence``)
    /// is the match's rank.
    private func ranking(of query: SearchQuery, within earlier: [UInt32]?, lists: SearchLists?) -> [UInt32] {
        guard let lists else { return scanRanking(of: query, within: earlier) }
        let grams = lists.grams
        if query.wordCount == 1 && query.wordLengths[0] <= 2, case let gram = query.grams(ofWord: 0)[0], gram >= 0 {
            return Array(grams.list(gram))
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
    private func ranked(_ matches: [UInt32], best: [Occurrence]) -> [UInt32] {
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
    private static let listOverText = 64

    /// Where word `word` of `query` can be read from.
    private func source(ofWord word: Int, in query: SearchQuery, lists: SearchLists) -> SearchWordSource {
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
    private func startingCandidates(_ query: SearchQuery, sources: [SearchWordSource], earlier: [UInt32]?,
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
                candidates = SearchCandidates(slotCount: slotCount, list: grams.list(gram))
            case .tokens(let containing, _):
                var union = SearchCandidates(slotCount: slotCount, list: [UInt32]())
                for entry in containing { tokens.forEachEntry(of: entry.token) { slot, _ in union.insert(slot) } }
                candidates = union
            case .text:
                break
            }
        }
        let textGrams = Set(sources.indices.filter { if case .text = sources[$0] { true } else { false } }
            .flatMap { query.grams(ofWord: $0) }.filter { $0 >= 0 })
        for list in textGrams.map({ grams.list($0) }).sorted(by: { $0.count < $1.count }) {
            if candidates == nil {
                candidates = SearchCandidates(slotCount: slotCount, list: list)
            } else if list.count <= Self.listOverText * candidates!.count {
                candidates!.intersect(with: list)
            }
        }
        // No list tells anything (a word of other characters and punctuation, say): every slot.
        let all = candidates ?? SearchCandidates(slotCount: slotCount, list: 0 ..< UInt32(truncatingIfNeeded: slotCount))
        return all.count > 0 ? all : nil
    }

    /// Adds the first occurrences of a one- or two-byte word, read from its gram list.
    private func addFromGram(_ gram: Int, grams: SearchGrams, word: Int, query: SearchQuery, candidates: SearchCandidates, slots: [UInt32],
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
    private func addFromTokens(_ containing: [(token: Int, offset: Int, kind: Int)], tokens: SearchTokens, word: Int, query: SearchQuery,
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
    private func addFromText(_ word: Int, query: SearchQuery, slots: [UInt32], alive: UInt8,
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
    private struct SharedRanks: @unchecked Sendable {
        let best: UnsafeMutableBufferPointer<Occurrence>
        let found: UnsafeMutableBufferPointer<UInt8>
    }

    /// The most pieces one search is split into.
    private static let chunks = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// The byte offset in its field of the first occurrence of word `word` of `query` in slot `slot` (which holds it).
    private func firstByte(of word: Int, query: SearchQuery, slot: Int) -> Int {
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
    private func firstOccurrence(of word: Int, query: SearchQuery, slot: Int) -> Occurrence? {
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
    private func occurrenceAt(_ hit: Int, length: Int, slot: Int, buffers: SearchLayout.Buffers) -> Occurrence {
        let record = buffers.fieldStarts + 3 * slot
        let field = hit < Int(record[1]) ? 0 : (hit < Int(record[2]) ? 1 : 2)
        let fieldStart = Int(record[field])
        let kind = SearchRank.kind(of: hit, length, in: buffers.text, fieldStart: fieldStart, fieldEnd: Int(record[field + 1]) - 1)
        let position = layout.characterOffset(ofByte: hit - fieldStart, slot: slot, field: field)
        return Self.occurrence(field: field, kind: kind, position: position)
    }

    /// The offset in word `word` of `query` of its byte rarest in the catalog's text.
    private func rarestByte(of word: Int, in query: SearchQuery) -> Int {
        let start = query.wordStarts[word]
        return (start ..< start + query.wordLengths[word]).min {
            layout.byteCounts[Int(query.bytes[$0])] < layout.byteCounts[Int(query.bytes[$1])]
        }! - start
    }

    // MARK: - Reading the text (before the lists are built)

    /// The ranked slots matching `query`, all of which are among `earlier` when it is given,
    /// found by reading the text: each word in turn, the rarest first, in the slots that hold
    /// every word before it.
    private func scanRanking(of query: SearchQuery, within earlier: [UInt32]?) -> [UInt32] {
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
    private func scan(_ word: Int, query: SearchQuery, within alive: SearchCandidates, best: inout [Occurrence]) -> SearchCandidates {
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
    private static let scanDensity = 16

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
