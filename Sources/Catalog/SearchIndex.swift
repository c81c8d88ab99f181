import Foundation

/// A search index over a catalog's books, built once per catalog load.
///
/// Each book's title, author and description are folded for case, diacritics and width (as
/// ``TextFolding/fold(_:)`` folds them, one Character at a time) into one contiguous UTF-8 array
/// (``SearchLayout``), the books in tie-break order (rule 4 below), so that a book's place in that
/// order (its *slot*) breaks every tie. For every folded byte and byte pair the index keeps the
/// slots holding it, already ranked (``SearchGrams``).
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
/// intersects the lists of its words' byte pairs (and the matches of an earlier query it extends,
/// see **Narrowing**) as a bitmap, then reads the text of the remaining slots, in slot order, to
/// confirm each match and find its rank (steps 1–3) as a small integer; a stable counting sort on
/// that integer (``SearchRanker``) then gives the ranking, as slot order is rule 4. Highlight ranges
/// are worked out only for the results read (``SearchHits``).
///
/// **Narrowing.** Recent searches are remembered (see `SearchCache`): a query that extends an
/// earlier one (its folded words joined by spaces start with the earlier query's) searches only the
/// earlier matches, and a query searched before (deleting back) is answered from memory.
///
/// The index never changes after `init`; the memory of recent searches is guarded by a lock, so
/// ``search(_:)`` and ``hits(for:)`` may be called from any thread.
public final class SearchIndex: @unchecked Sendable {
    /// The books indexed, in the order they were given.
    public let books: [Book]

    /// For each slot, the index of its book in ``books``.
    private let slotBooks: [UInt32]
    /// The folded fields, slot by slot.
    private let layout: SearchLayout
    /// The ranked slots of every gram.
    private let grams: SearchGrams

    /// Searches reading at least this many slots' text are split among the processors.
    private let parallelThreshold: Int
    private let lock = NSLock()
    private var cache: SearchCache

    /// Folds and indexes `books`.
    public convenience init(books: [Book]) {
        self.init(books: books, parallelThreshold: 16384)
    }

    /// Folds and indexes `books`; searches reading at least `parallelThreshold` slots are split among the processors.
    init(books: [Book], parallelThreshold: Int) {
        self.parallelThreshold = max(2, parallelThreshold)
        self.books = books
        let order = Self.tieBreakOrder(books)
        layout = SearchLayout(books: books, order: order)
        grams = SearchGrams(layout: layout)
        slotBooks = order.map { UInt32(truncatingIfNeeded: $0) }
        cache = SearchCache(maximumSlots: 8 * books.count + 4096)
    }

    /// The indices of `books` ordered by folded title, then title, then id (then index).
    private static func tieBreakOrder(_ books: [Book]) -> [Int] {
        var folder = TextFolder()
        var titleBytes: [UInt8] = []
        var titleStarts: [Int] = [0]
        var scratchLengths: [UInt8] = []
        titleStarts.reserveCapacity(books.count + 1)
        for book in books {
            _ = folder.append(book.title, to: &titleBytes, lengths: &scratchLengths)
            scratchLengths.removeAll(keepingCapacity: true)
            titleStarts.append(titleBytes.count)
        }
        titleBytes.append(0)
        return titleBytes.withUnsafeBufferPointer { titles in
            // The first eight folded bytes, big-endian, settle most comparisons without reading the titles.
            let prefixes = (0 ..< books.count).map { book -> UInt64 in
                var prefix: UInt64 = 0
                let start = titleStarts[book]
                let end = titleStarts[book + 1]
                for offset in 0 ..< 8 { prefix = prefix << 8 | UInt64(start + offset < end ? titles[start + offset] : 0) }
                return prefix
            }
            return (0 ..< books.count).sorted { first, second in
                if prefixes[first] != prefixes[second] { return prefixes[first] < prefixes[second] }
                let byBytes = compare(titles, titleStarts[first] ..< titleStarts[first + 1],
                                      titleStarts[second] ..< titleStarts[second + 1])
                if byBytes != 0 { return byBytes < 0 }
                if books[first].title != books[second].title { return books[first].title < books[second].title }
                if books[first].id != books[second].id { return books[first].id < books[second].id }
                return first < second
            }
        }
    }

    /// -1 compares less, 0 equal, 1 greater, byte by byte.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>) -> Int {
        let common = min(first.count, second.count)
        if common > 0, let base = bytes.baseAddress {
            let order = memcmp(base + first.lowerBound, base + second.lowerBound, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return first.count == second.count ? 0 : (first.count < second.count ? -1 : 1)
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
        guard narrowing else {
            return SearchHits(index: self, query: prepared, slots: ranking(of: prepared, within: nil))
        }
        lock.lock()
        if let ranking = cache.ranking(for: prepared.key) {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking)
        }
        let earlier = cache.candidates(for: prepared.key)
        lock.unlock()

        let ranking = ranking(of: prepared, within: earlier)
        lock.lock()
        cache.insert(SearchCache.Entry(key: prepared.key, ranking: ranking))
        lock.unlock()
        return SearchHits(index: self, query: prepared, slots: ranking)
    }

    // MARK: - Matching and ranking

    /// The ranked slots matching `query`, all of which are among `earlier` when it is given.
    private func ranking(of query: SearchQuery, within earlier: [UInt32]?) -> [UInt32] {
        if query.wordCount == 1 && query.wordLengths[0] <= 2 {
            return Array(grams.list(query.grams(ofWord: 0)[0]))
        }
        var lists = Set((0 ..< query.wordCount).flatMap { query.grams(ofWord: $0) }).map { grams.list($0) }
        if let earlier { lists.append(earlier[...]) }
        lists.sort { $0.count < $1.count }
        guard let smallest = lists.first, !smallest.isEmpty else { return [] }
        var candidates = SearchCandidates(slotCount: layout.slotCount, list: smallest)
        for list in lists.dropFirst() where list.count <= 16 * candidates.count {
            candidates.intersect(with: list)
        }
        let slots = candidates.slots
        let found = confirm(query, slots: slots)
        var ranking = found.matches
        var ranker = SearchRanker()
        ranking.withUnsafeMutableBufferPointer { ranking in
            found.buckets.withUnsafeBufferPointer { buckets in
                ranker.sort(ranking, buckets: buckets) { found.latePositions[$0] ?? 0 }
            }
        }
        return ranking
    }

    /// What ``confirm(_:slots:_:)`` found in a run of candidates.
    private struct Confirmed {
        /// The matching slots, in slot order.
        var matches: [UInt32] = []
        /// Each match's ``SearchRank/bucket``.
        var buckets: [UInt16] = []
        /// The exact position of each match of a late bucket.
        var latePositions: [UInt32: Int] = [:]
    }

    /// The candidates (in slot order) that match `query`, with their ranks, split among the
    /// processors when there are many.
    private func confirm(_ query: SearchQuery, slots: [UInt32]) -> Confirmed {
        let total = slots.count
        let chunkCount = total >= parallelThreshold ? min(Self.chunks, max(1, total / (parallelThreshold / 2))) : 1
        if chunkCount == 1 { return confirm(query, slots: slots, 0 ..< total) }
        let parts = ConfirmedParts(count: chunkCount)
        defer { parts.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            parts.store(self.confirm(query, slots: slots, total * chunk / chunkCount ..< total * (chunk + 1) / chunkCount), at: chunk)
        }
        var whole = parts[0]
        for chunk in 1 ..< chunkCount {
            let part = parts[chunk]
            whole.matches += part.matches
            whole.buckets += part.buckets
            whole.latePositions.merge(part.latePositions) { first, _ in first }
        }
        return whole
    }

    /// The most pieces one search is split into.
    private static let chunks = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// One place per piece of a split search; each piece writes only its own.
    private struct ConfirmedParts: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Confirmed>

        init(count: Int) {
            storage = .allocate(capacity: count)
            _ = storage.initialize(from: repeatElement(Confirmed(), count: count))
        }

        func store(_ part: Confirmed, at index: Int) { storage[index] = part }

        subscript(index: Int) -> Confirmed { storage[index] }

        func deallocate() {
            _ = storage.deinitialize()
            storage.deallocate()
        }
    }

    /// Reads the text of `slots[range]` to find which match `query`, and their ranks.
    private func confirm(_ query: SearchQuery, slots: [UInt32], _ range: Range<Int>) -> Confirmed {
        var confirmed = Confirmed()
        let words = query.wordCount
        var firstHits = [Int](repeating: 0, count: words)
        let anchors = (0 ..< words).map { word in
            let start = query.wordStarts[word]
            let bytes = start ..< start + query.wordLengths[word]
            return bytes.min { grams.count(SearchGrams.single(query.bytes[$0])) < grams.count(SearchGrams.single(query.bytes[$1])) }! - start
        }
        layout.withBuffers { buffers in
            let text = buffers.text
            query.bytes.withUnsafeBufferPointer { wordBuffer in
                query.wordStarts.withUnsafeBufferPointer { wordStarts in
                    query.wordLengths.withUnsafeBufferPointer { wordLengths in
                        let wordBase = wordBuffer.baseAddress!
                        var touched: UInt8 = 0
                        for candidate in range {
                            // Read ahead: the text of candidates a few places on, so their cache misses overlap this one's work.
                            if candidate &+ Self.readAhead < range.upperBound {
                                let ahead = buffers.fieldStarts + 3 &* Int(slots[candidate &+ Self.readAhead])
                                touched ^= text[Int(ahead[0])] ^ text[Int(ahead[2])] ^ text[Int(ahead[3]) &- 1]
                            }
                            let slot = Int(slots[candidate])
                            let record = buffers.fieldStarts + 3 &* slot
                            let authorStart = Int(record[1])
                            let descriptionStart = Int(record[2])
                            let recordEnd = Int(record[3])
                            var bestField = 3
                            var missing = false
                            for word in 0 ..< words {
                                let hit = SearchText.find(wordBase + wordStarts[word], wordLengths[word], anchor: anchors[word],
                                                          in: text, from: Int(record[0]), to: recordEnd)
                                if hit < 0 {
                                    missing = true
                                    break
                                }
                                firstHits[word] = hit
                                let field = hit < authorStart ? 0 : (hit < descriptionStart ? 1 : 2)
                                if field < bestField { bestField = field }
                            }
                            if missing { continue }
                            let fieldStart = Int(record[bestField])
                            let fieldEnd = Int(record[bestField + 1]) - 1
                            var bestKind = 3
                            var bestOffset = Int.max
                            for word in 0 ..< words where firstHits[word] < fieldEnd && firstHits[word] >= fieldStart {
                                let hit = firstHits[word]
                                let kind = SearchRank.kind(of: hit, wordLengths[word], in: text, fieldStart: fieldStart, fieldEnd: fieldEnd)
                                if kind < bestKind || (kind == bestKind && hit < bestOffset) {
                                    bestKind = kind
                                    bestOffset = hit
                                }
                            }
                            let position = layout.characterOffset(ofByte: bestOffset - fieldStart, slot: slot, field: bestField)
                            let rank = SearchRank(field: bestField, kind: bestKind, position: position)
                            confirmed.matches.append(UInt32(truncatingIfNeeded: slot))
                            confirmed.buckets.append(rank.bucket)
                            if rank.isLate { confirmed.latePositions[UInt32(truncatingIfNeeded: slot)] = position }
                        }
                        Self.keep(touched)
                    }
                }
            }
        }
        return confirmed
    }

    /// How many candidates ahead ``confirm(_:slots:_:)`` reads the text.
    private static let readAhead = 6

    /// Keeps the reads ahead from being left out by the optimizer (they are only for the cache).
    @inline(never)
    private static func keep(_ value: UInt8) {
        if value == 0xFF && readAhead == 0 { print(value) }
    }

    // MARK: - Results

    /// The result for `slot`: its book and the matched Character ranges of each field.
    func result(slot: UInt32, query: SearchQuery) -> SearchResult {
        let slot = Int(slot)
        return SearchResult(
            book: books[Int(slotBooks[slot])],
            titleMatches: layout.ranges(slot: slot, field: 0, query: query),
            authorMatches: layout.ranges(slot: slot, field: 1, query: query),
            descriptionMatches: layout.ranges(slot: slot, field: 2, query: query)
        )
    }
}
