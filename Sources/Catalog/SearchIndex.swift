import Foundation

/// A search index over a catalog's books, built once per catalog load.
///
/// Each book's title, author and description are folded for case, diacritics and width (as
/// ``TextFolding/fold(_:)`` folds them, one Character at a time) into one contiguous UTF-8 buffer,
/// `title 0 author 0 description 0` per book, with a 1024-bit bloom filter of the byte pairs of
/// each book, so a query reads only the books that may match.
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
/// **Narrowing.** Recent searches are remembered (see `SearchCache`): a query that extends an
/// earlier one (its folded words joined by spaces start with the earlier query's) searches only the
/// earlier matches, from where their words first occurred, and a query searched before (deleting
/// back) is answered from memory. ``prepareOneCharacterQueries()`` answers every first key ahead.
///
/// The indexed text never changes after `init`; the memory of recent searches is guarded by a
/// lock, so ``search(_:)`` and ``hits(for:)`` may be called from any thread.
public final class SearchIndex: @unchecked Sendable {
    /// The books indexed, in the order they were given.
    public let books: [Book]

    /// For each slot (books in tie-break order), the index of its book in ``books``.
    private let slotBooks: [Int32]
    /// Every folded field, each followed by a zero byte (owned; freed in `deinit`).
    private let text: UnsafeMutableBufferPointer<UInt8>
    /// Where field `f` of slot `s` starts in ``text``: `fieldStarts[3 * s + f]`; one more entry ends the last record.
    private let fieldStarts: UnsafeMutableBufferPointer<UInt32>
    /// ``SearchBloom/words`` words per slot.
    private let blooms: UnsafeMutableBufferPointer<UInt64>
    /// Where each field's Character lengths start in ``characterLengths``, or -1 when the field has one byte per Character.
    private let lengthStarts: [Int32]
    /// The folded length of every Character of the fields that need it.
    private let characterLengths: [UInt8]
    /// How often each byte value occurs in ``text``: a query word is looked for by its rarest byte.
    private let byteCounts: [Int]

    /// Searches from this many candidates on are split among the processors.
    private let parallelThreshold: Int
    /// Where its words first occur is remembered for each match of a query of at most this many words.
    private static let rememberedWords = 8
    private let lock = NSLock()
    private var cache: SearchCache

    /// Folds and indexes `books`.
    public convenience init(books: [Book]) {
        self.init(books: books, parallelThreshold: 16384)
    }

    /// Folds and indexes `books`; searches over at least `parallelThreshold` candidates are split among the processors.
    init(books: [Book], parallelThreshold: Int) {
        self.parallelThreshold = max(2, parallelThreshold)
        self.books = books
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
        let order = titleBytes.withUnsafeBufferPointer { titles in
            (0..<books.count).sorted { first, second in
                let byBytes = Self.compare(titles, titleStarts[first] ..< titleStarts[first + 1],
                                           titleStarts[second] ..< titleStarts[second + 1])
                if byBytes != 0 { return byBytes < 0 }
                if books[first].title != books[second].title { return books[first].title < books[second].title }
                if books[first].id != books[second].id { return books[first].id < books[second].id }
                return first < second
            }
        }
        var text: [UInt8] = []
        text.reserveCapacity(titleBytes.count * 12)
        var fieldStarts: [UInt32] = []
        fieldStarts.reserveCapacity(books.count * 3 + 1)
        var blooms = [UInt64](repeating: 0, count: books.count * SearchBloom.words)
        var lengthStarts: [Int32] = []
        lengthStarts.reserveCapacity(books.count * 3)
        var characterLengths: [UInt8] = []
        for (slot, bookIndex) in order.enumerated() {
            let book = books[bookIndex]
            for field in 0 ..< 3 {
                let start = text.count
                fieldStarts.append(UInt32(truncatingIfNeeded: start))
                let lengthsStart = characterLengths.count
                let value = field == 0 ? book.title : (field == 1 ? book.author : book.description)
                let oneBytePerCharacter = folder.append(value, to: &text, lengths: &characterLengths)
                lengthStarts.append(oneBytePerCharacter ? -1 : Int32(truncatingIfNeeded: lengthsStart))
                text.withUnsafeBufferPointer { all in
                    SearchBloom.add(UnsafeBufferPointer(rebasing: all[start...]), to: &blooms, at: slot * SearchBloom.words)
                }
                text.append(0)
            }
        }
        precondition(text.count < Int(UInt32.max) && characterLengths.count < Int(Int32.max),
                     "The catalog is too large to index (over 4 GB of text).")
        fieldStarts.append(UInt32(text.count))
        self.slotBooks = order.map { Int32($0) }
        self.text = Self.owned(text)
        self.fieldStarts = Self.owned(fieldStarts)
        self.blooms = Self.owned(blooms)
        self.lengthStarts = lengthStarts
        self.characterLengths = characterLengths
        self.cache = SearchCache(maximumSlots: 16 * books.count + 4096)
        var byteCounts = [Int](repeating: 0, count: 256)
        for byte in self.text { byteCounts[Int(byte)] += 1 }
        self.byteCounts = byteCounts
    }

    deinit {
        text.deallocate()
        fieldStarts.deallocate()
        blooms.deallocate()
    }

    /// A copy of `array` in memory the index owns (never empty, so its base address is never nil).
    private static func owned<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[..<array.count])
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

    /// ``hits(for:)``; with `narrowing` false, every book is searched and nothing is remembered.
    func hits(for query: String, narrowing: Bool) -> SearchHits {
        let prepared = SearchQuery(query)
        guard !prepared.isEmpty else { return SearchHits(index: self, query: prepared, slots: []) }
        guard narrowing else {
            return SearchHits(index: self, query: prepared, slots: run(prepared, over: nil).ranking)
        }
        lock.lock()
        if let ranking = cache.ranking(for: prepared.key) {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking)
        }
        let candidates = cache.candidates(for: prepared.key)
        lock.unlock()

        let found = run(prepared, over: candidates)
        lock.lock()
        cache.insert(SearchCache.Entry(
            key: prepared.key,
            candidates: SearchCandidates(slots: found.matches, hits: found.hits,
                                         wordCount: prepared.wordCount <= Self.rememberedWords ? prepared.wordCount : 0),
            ranking: found.ranking))
        lock.unlock()
        return SearchHits(index: self, query: prepared, slots: found.ranking)
    }

    /// Searches every one-letter and one-digit query ahead of time, so the first key of any query
    /// is answered from memory. Optional; call it off the screen's thread after building the index
    /// (it costs about as much as three dozen searches and keeps one ranking per letter and digit).
    public func prepareOneCharacterQueries() {
        for byte in Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8) {
            _ = hits(for: String(UnicodeScalar(byte)))
        }
    }

    // MARK: - Matching and ranking

    /// Positions up to this many Characters are ranked by a counting sort; later ones are sorted by comparison.
    private static let countedPositions = 1024

    /// The matching slots (in slot order), where each of their words first occurs, and the ranked
    /// slots, among `candidates` or all slots.
    ///
    /// Candidates come from a query the new one extends: its words but the last are the new query's
    /// first words, so their first occurrences are reused; its last word is a prefix of the new
    /// query's word at the same place, which therefore first occurs no earlier.
    private func run(_ query: SearchQuery, over candidates: SearchCandidates?) -> SearchCandidates.Found {
        let total = candidates?.slots.count ?? slotBooks.count
        let chunkCount = total >= parallelThreshold ? min(Self.chunks, total / (parallelThreshold / 2)) : 1
        let parts = ScanParts(count: chunkCount)
        defer { parts.deallocate() }
        let scan = { @Sendable (chunk: Int) in
            let lower = total * chunk / chunkCount
            let upper = total * (chunk + 1) / chunkCount
            parts.store(self.scan(query, over: candidates, lower ..< upper), at: chunk)
        }
        if chunkCount == 1 {
            scan(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunkCount, execute: scan)
        }
        var whole = parts[0]
        for part in (1 ..< chunkCount).map({ parts[$0] }) {
            whole.matches += part.matches
            whole.hits += part.hits
            whole.buckets += part.buckets
            whole.latePositions += part.latePositions
        }
        return SearchCandidates.Found(matches: whole.matches, hits: whole.hits,
                                      ranking: rank(whole.matches, buckets: whole.buckets, latePositions: whole.latePositions))
    }

    /// The most pieces one search is split into.
    private static let chunks = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// One slot per piece of a split search; each piece writes only its own slot.
    private struct ScanParts: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<SearchScan>

        init(count: Int) {
            storage = .allocate(capacity: count)
            _ = storage.initialize(from: repeatElement(SearchScan(), count: count))
        }

        func store(_ part: SearchScan, at index: Int) { storage[index] = part }

        subscript(index: Int) -> SearchScan { storage[index] }

        func deallocate() {
            _ = storage.deinitialize()
            storage.deallocate()
        }
    }

    /// What ``scan(_:over:_:)`` found in one run of candidates.
    private struct SearchScan {
        var matches: [UInt32] = []
        var hits: [UInt32] = []
        var buckets: [UInt16] = []
        var latePositions: [Int] = []
    }

    /// Matches the candidates at `range` (or those slots, without candidates).
    private func scan(_ query: SearchQuery, over candidates: SearchCandidates?, _ range: Range<Int>) -> SearchScan {
        var matches: [UInt32] = []
        var matchHits: [UInt32] = []
        var buckets: [UInt16] = []
        var positions: [Int] = []
        let previousWords = candidates?.wordCount ?? 0
        if range.isEmpty { return SearchScan() }
        let words = query.wordCount
        let keepsHits = words <= Self.rememberedWords
        var firstHits = [Int](repeating: 0, count: words)
        let anchors = (0 ..< words).map { word in
            let range = query.wordStarts[word] ..< query.wordStarts[word] + query.wordLengths[word]
            return range.min { byteCounts[Int(query.bytes[$0])] < byteCounts[Int(query.bytes[$1])] }! - range.lowerBound
        }
        let text = UnsafePointer(self.text.baseAddress!)
        let starts = fieldStarts.baseAddress!
        let blooms = blooms.baseAddress!
        let wordStarts = query.wordStarts
        let wordLengths = query.wordLengths
        let signatureIndices = query.signatureIndices
        let signatureValues = query.signatureValues
        let signatureCount = signatureIndices.count
        let candidateSlots = candidates?.slots ?? []
        let previousHits = candidates?.hits ?? []
        query.bytes.withUnsafeBufferPointer { wordBuffer in
            guard let wordBase = wordBuffer.baseAddress else { return }
            for candidate in range {
                let slot = candidates == nil ? candidate : Int(candidateSlots[candidate])
                let bloom = blooms + slot &* SearchBloom.words
                var possible = true
                for entry in 0 ..< signatureCount {
                    let wanted = signatureValues[entry]
                    if bloom[signatureIndices[entry]] & wanted != wanted {
                        possible = false
                        break
                    }
                }
                if !possible { continue }
                let record = starts + 3 &* slot
                let authorStart = Int(record[1])
                let descriptionStart = Int(record[2])
                let recordEnd = Int(record[3])
                var bestField = 3
                var missing = false
                for word in 0 ..< words {
                    let hit: Int
                    if word < previousWords - 1 {
                        hit = Int(previousHits[candidate &* previousWords &+ word])
                    } else {
                        let from = word == previousWords - 1
                            ? Int(previousHits[candidate &* previousWords &+ word]) : Int(record[0])
                        hit = Self.find(wordBase + wordStarts[word], wordLengths[word], anchor: anchors[word],
                                        in: text, from: from, to: recordEnd)
                    }
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
                    let kind = Self.kind(of: hit, wordLengths[word], in: text, fieldStart: fieldStart, fieldEnd: fieldEnd)
                    if kind < bestKind || (kind == bestKind && hit < bestOffset) {
                        bestKind = kind
                        bestOffset = hit
                    }
                }
                let position = characterOffset(ofByte: bestOffset - fieldStart, slot: slot, field: bestField)
                let counted = min(position, Self.countedPositions)
                matches.append(UInt32(truncatingIfNeeded: slot))
                if keepsHits {
                    for word in 0 ..< words { matchHits.append(UInt32(truncatingIfNeeded: firstHits[word])) }
                }
                buckets.append(UInt16((bestField * 3 + bestKind) * (Self.countedPositions + 1) + counted))
                if counted == Self.countedPositions { positions.append(position) }
            }
        }
        return SearchScan(matches: matches, hits: matchHits, buckets: buckets, latePositions: positions)
    }

    /// `matches` (in slot order) ordered by bucket, then (for late positions) by position, then by slot.
    private func rank(_ matches: [UInt32], buckets: [UInt16], latePositions: [Int]) -> [UInt32] {
        let bucketCount = 9 * (Self.countedPositions + 1)
        var counts = [Int](repeating: 0, count: bucketCount + 1)
        for bucket in buckets { counts[Int(bucket) + 1] += 1 }
        for bucket in 0 ..< bucketCount { counts[bucket + 1] += counts[bucket] }
        let lateStarts = (0 ..< 9).map { counts[$0 * (Self.countedPositions + 1) + Self.countedPositions] }
        var ranking = [UInt32](repeating: 0, count: matches.count)
        var latePositionOf = [UInt32: Int]()
        var late = 0
        for (match, bucket) in zip(matches, buckets) {
            ranking[counts[Int(bucket)]] = match
            counts[Int(bucket)] += 1
            if Int(bucket) % (Self.countedPositions + 1) == Self.countedPositions {
                latePositionOf[match] = latePositions[late]
                late += 1
            }
        }
        if !latePositionOf.isEmpty {
            for group in 0 ..< 9 {
                let range = lateStarts[group] ..< counts[group * (Self.countedPositions + 1) + Self.countedPositions]
                guard range.count > 1 else { continue }
                ranking[range].sort { (latePositionOf[$0]!, $0) < (latePositionOf[$1]!, $1) }
            }
        }
        return ranking
    }

    /// 0 for a whole word, 1 for the start of a word, 2 for inside a word.
    @inline(__always)
    private static func kind(of hit: Int, _ length: Int, in text: UnsafePointer<UInt8>, fieldStart: Int, fieldEnd: Int) -> Int {
        let startsWord = hit == fieldStart || !isWordByte(text[hit - 1])
        guard startsWord else { return 2 }
        let endsWord = hit + length == fieldEnd || !isWordByte(text[hit + length])
        return endsWord ? 0 : 1
    }

    /// Whether a folded byte belongs to a word: ASCII letters and digits, and every byte of a non-ASCII Character.
    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }

    /// The first offset in `lower ..< upper` where the `length` bytes at `pattern` start, or -1,
    /// looking first for the byte at `anchor` in the pattern (the one rarest in the catalog).
    /// Short distances are stepped through here; longer ones go to `memchr`.
    @inline(__always)
    private static func find(_ pattern: UnsafePointer<UInt8>, _ length: Int, anchor: Int, in text: UnsafePointer<UInt8>,
                             from lower: Int, to upper: Int) -> Int {
        let last = upper - length
        var offset = lower
        let anchorByte = pattern[anchor]
        while offset <= last {
            var hit = -1
            let stepEnd = min(last, offset + 15)
            var probe = offset
            while probe <= stepEnd {
                if text[probe + anchor] == anchorByte {
                    hit = probe
                    break
                }
                probe += 1
            }
            if hit < 0 {
                if stepEnd == last { return -1 }
                guard let found = memchr(text + stepEnd + 1 + anchor, Int32(anchorByte), last - stepEnd) else { return -1 }
                hit = (UnsafeRawPointer(found) - UnsafeRawPointer(text)) - anchor
            }
            if equal(text + hit, pattern, length) { return hit }
            offset = hit + 1
        }
        return -1
    }

    /// Whether the `length` bytes at `first` and `second` are the same.
    @inline(__always)
    private static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        if length > 16 { return memcmp(first, second, length) == 0 }
        for offset in 0 ..< length where first[offset] != second[offset] { return false }
        return true
    }

    /// The first offset in `lower ..< upper` where the `length` bytes at `pattern` start, or -1.
    @inline(__always)
    private static func find(_ pattern: UnsafePointer<UInt8>, _ length: Int, in text: UnsafePointer<UInt8>,
                             from lower: Int, to upper: Int) -> Int {
        let last = upper - length
        var offset = lower
        let first = Int32(pattern[0])
        while offset <= last {
            guard let found = memchr(text + offset, first, last - offset + 1) else { return -1 }
            let hit = UnsafeRawPointer(found) - UnsafeRawPointer(text)
            if length == 1 || memcmp(text + hit + 1, pattern + 1, length - 1) == 0 { return hit }
            offset = hit + 1
        }
        return -1
    }

    /// The Character offset in the original field of the Character that holds folded byte `offset` of the field.
    private func characterOffset(ofByte offset: Int, slot: Int, field: Int) -> Int {
        let start = Int(lengthStarts[3 * slot + field])
        guard start >= 0 else { return offset }
        var byte = 0
        var character = 0
        while true {
            byte += Int(characterLengths[start + character])
            if offset < byte { return character }
            character += 1
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

    // MARK: - Results

    /// The result for `slot`: its book and the matched Character ranges of each field.
    func result(slot: UInt32, query: SearchQuery) -> SearchResult {
        let slot = Int(slot)
        return SearchResult(
            book: books[Int(slotBooks[slot])],
            titleMatches: ranges(slot: slot, field: 0, query: query),
            authorMatches: ranges(slot: slot, field: 1, query: query),
            descriptionMatches: ranges(slot: slot, field: 2, query: query)
        )
    }

    /// Every occurrence of every query word in one field, as merged Character ranges of the original text.
    private func ranges(slot: Int, field: Int, query: SearchQuery) -> [Range<Int>] {
        let fieldStart = Int(fieldStarts[3 * slot + field])
        let fieldEnd = Int(fieldStarts[3 * slot + field + 1]) - 1
        var found: [Range<Int>] = []
        let text = UnsafePointer(self.text.baseAddress!)
        query.bytes.withUnsafeBufferPointer { wordBuffer in
            for word in 0..<query.wordCount {
                let pattern = wordBuffer.baseAddress! + query.wordStarts[word]
                let length = query.wordLengths[word]
                var hit = Self.find(pattern, length, in: text, from: fieldStart, to: fieldEnd)
                while hit >= 0 {
                    found.append((hit - fieldStart) ..< (hit - fieldStart + length))
                    hit = Self.find(pattern, length, in: text, from: hit + 1, to: fieldEnd)
                }
            }
        }
        guard !found.isEmpty else { return [] }
        let lengthStart = Int(lengthStarts[3 * slot + field])
        if lengthStart >= 0 {
            var characterOfByte = [Int](repeating: 0, count: fieldEnd - fieldStart)
            var byte = 0
            var character = 0
            while byte < characterOfByte.count {
                let length = Int(characterLengths[lengthStart + character])
                for offset in byte ..< byte + length { characterOfByte[offset] = character }
                byte += length
                character += 1
            }
            found = found.map { characterOfByte[$0.lowerBound] ..< characterOfByte[$0.upperBound - 1] + 1 }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = [found[0]]
        for range in found.dropFirst() {
            let last = merged[merged.count - 1]
            if range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
