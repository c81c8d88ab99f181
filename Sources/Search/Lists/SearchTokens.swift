import Foundation
import Support

/// The word index of a ``SearchIndex``: every distinct *token* (a maximal run of word bytes, see
/// ``SearchRank/isWordByte(_:)``) of the folded fields, and for each the slots holding it with
/// where it first occurs in each.
///
/// A query word made only of word bytes occurs in a field exactly where it occurs inside one of
/// the field's tokens; and its first occurrence in a book lies in the *first* occurrence of that
/// token in the book (an earlier occurrence of the token would hold an earlier occurrence of the
/// word). So the books a word matches, and where it first occurs in each, come from the lists of
/// the tokens that contain it, without reading the books' text.
struct SearchTokens: Sendable {
    /// Every distinct token, each followed by a zero byte.
    private let vocabulary: [UInt8]
    /// Where each token starts in ``vocabulary``; one more entry ends the last.
    private let tokenStarts: [UInt32]
    /// Where each token's entries start in ``lows`` and ``places``; one more entry ends the last.
    private let entryStarts: [UInt32]
    /// The slots holding each token, in slot order: the low bits of each (see ``SearchListShape``).
    private let lows: [UInt16]
    /// Where the token first occurs in each of those slots.
    private let places: [Place]
    /// Where each token's runs (of entries whose slots share their high bits) start in ``runEnds``
    /// and ``runBases``; one more entry ends the last.
    private let runStarts: [UInt32]
    /// Where each run ends in ``lows``.
    private let runEnds: [UInt32]
    /// The high bits of each run's slots.
    private let runBases: [UInt32]

    /// Where a token first occurs: `field << 14 | byte offset in the field`; an offset of
    /// ``farOffset`` means that far or farther (the text tells where).
    typealias Place = UInt16

    /// The offset stored for occurrences at least this far into a field.
    static let farOffset = 1 << 14 - 1

    /// Indexes the tokens of the slots of `layout`, in two passes that each hash every token:
    /// counting the slots of each token, then filling in its lists, cut as `shape` says.
    init(layout: SearchLayout, shape: SearchListShape = .standard) {
        var table = TokenTable()
        var seen: [UInt32] = []
        var counts: [UInt32] = [0]
        layout.withBuffers { buffers in
            for slot in 0 ..< layout.slotCount {
                let mark = UInt32(truncatingIfNeeded: slot + 1)
                Self.forEachToken(of: slot, in: buffers) { start, length, _, _ in
                    let token = table.id(of: buffers.text + start, length)
                    if token == seen.count {
                        seen.append(0)
                        counts.append(0)
                    }
                    if seen[token] != mark {
                        seen[token] = mark
                        counts[token + 1] += 1
                    }
                }
            }
        }
        for token in 0 ..< table.count { counts[token + 1] += counts[token] }
        let total = Int(counts[table.count])
        var lows = [UInt16](repeating: 0, count: total)
        var places = [Place](repeating: 0, count: total)
        var fill = counts
        // A token's runs as its entries are filled (slot order, so runs come in order for each
        // token): the token, the run's base and its first entry; and each token's last base.
        var opened: [(token: UInt32, base: UInt32, entry: UInt32)] = []
        var lastBase = [UInt32](repeating: .max, count: table.count)
        for token in seen.indices { seen[token] = 0 }
        layout.withBuffers { buffers in
            lows.withUnsafeMutableBufferPointer { lows in
                places.withUnsafeMutableBufferPointer { places in
                    for slot in 0 ..< layout.slotCount {
                        let mark = UInt32(truncatingIfNeeded: slot + 1)
                        let base = shape.base(slot)
                        let low = shape.low(slot)
                        Self.forEachToken(of: slot, in: buffers) { start, length, field, offset in
                            let token = table.id(of: buffers.text + start, length)
                            guard seen[token] != mark else { return }
                            seen[token] = mark
                            let at = Int(fill[token])
                            fill[token] += 1
                            if lastBase[token] != base {
                                lastBase[token] = base
                                opened.append((UInt32(truncatingIfNeeded: token), base, UInt32(truncatingIfNeeded: at)))
                            }
                            lows[at] = low
                            places[at] = Place(truncatingIfNeeded: field << 14 | min(offset, Self.farOffset))
                        }
                    }
                }
            }
        }
        // The runs grouped by token (a stable counting sort keeps each token's in order).
        var runStarts = [UInt32](repeating: 0, count: table.count + 1)
        for run in opened { runStarts[Int(run.token) + 1] += 1 }
        for token in 0 ..< table.count { runStarts[token + 1] += runStarts[token] }
        var runFirsts = [UInt32](repeating: 0, count: opened.count)
        var runBases = [UInt32](repeating: 0, count: opened.count)
        var next = runStarts
        for run in opened {
            let at = Int(next[Int(run.token)])
            next[Int(run.token)] += 1
            runFirsts[at] = run.entry
            runBases[at] = run.base
        }
        var runEnds = [UInt32](repeating: 0, count: opened.count)
        for token in 0 ..< table.count {
            let runs = Int(runStarts[token]) ..< Int(runStarts[token + 1])
            for run in runs { runEnds[run] = run + 1 < runs.upperBound ? runFirsts[run + 1] : counts[token + 1] }
        }
        vocabulary = table.vocabulary
        tokenStarts = table.starts
        entryStarts = counts
        self.lows = lows
        self.places = places
        self.runStarts = runStarts
        self.runEnds = runEnds
        self.runBases = runBases
    }

    /// Whether `word` is made only of word bytes (so its matches can be found here).
    static func canFind(_ word: ArraySlice<UInt8>) -> Bool {
        word.allSatisfy(SearchRank.isWordByte)
    }

    /// The tokens that contain `word`, with the offset of its first occurrence in each, and the
    /// number of entries they have in all.
    func tokens(containing word: ArraySlice<UInt8>) -> (tokens: [(token: Int, offset: Int, kind: Int)], entries: Int) {
        var found: [(Int, Int, Int)] = []
        var entries = 0
        let pattern = Array(word)
        vocabulary.withUnsafeBufferPointer { vocabulary in
            pattern.withUnsafeBufferPointer { pattern in
                guard let text = vocabulary.baseAddress, let bytes = pattern.baseAddress else { return }
                var from = 0
                let end = vocabulary.count
                while true {
                    let hit = SearchText.find(bytes, pattern.count, in: text, from: from, to: end)
                    if hit < 0 { break }
                    let token = tokenIndex(containingByte: hit)
                    let start = Int(tokenStarts[token])
                    let length = Int(tokenStarts[token + 1]) - 1 - start
                    let offset = hit - start
                    let kind = offset > 0 ? 2 : (length == pattern.count ? 0 : 1)
                    found.append((token, offset, kind))
                    entries += Int(entryStarts[token + 1] - entryStarts[token])
                    from = Int(tokenStarts[token + 1])
                }
            }
        }
        return (found, entries)
    }

    /// Calls `body(slot, place)` for each slot holding `token`, in slot order.
    @inline(__always)
    func forEachEntry(of token: Int, _ body: (UInt32, Place) -> Void) {
        lows.withUnsafeBufferPointer { lows in
            places.withUnsafeBufferPointer { places in
                var entry = Int(entryStarts[token])
                for run in Int(runStarts[token]) ..< Int(runStarts[token + 1]) {
                    let base = runBases[run]
                    let end = Int(runEnds[run])
                    while entry < end {
                        body(base | UInt32(lows[entry]), places[entry])
                        entry &+= 1
                    }
                }
            }
        }
    }

    /// The token whose bytes (with its zero byte) hold vocabulary byte `offset`.
    private func tokenIndex(containingByte offset: Int) -> Int {
        var low = 0
        var high = tokenStarts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(tokenStarts[middle]) <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// Calls `body(start, length, field, offset in field)` for every token of slot `slot`, in reading order.
    @inline(__always)
    private static func forEachToken(of slot: Int, in buffers: SearchLayout.Buffers, _ body: (Int, Int, Int, Int) -> Void) {
        let text = buffers.text
        for field in 0 ..< 3 {
            let fieldStart = Int(buffers.fieldStarts[3 &* slot &+ field])
            let end = Int(buffers.fieldStarts[3 &* slot &+ field &+ 1]) &- 1
            var offset = fieldStart
            while offset < end {
                guard SearchRank.isWordByte(text[offset]) else {
                    offset &+= 1
                    continue
                }
                var tokenEnd = offset &+ 1
                while tokenEnd < end && SearchRank.isWordByte(text[tokenEnd]) { tokenEnd &+= 1 }
                body(offset, tokenEnd &- offset, field, offset &- fieldStart)
                offset = tokenEnd
            }
        }
    }
}
