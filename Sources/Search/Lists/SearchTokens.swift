import Foundation

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
    /// Where each token's entries start in ``slots`` and ``places``; one more entry ends the last.
    private let entryStarts: [UInt32]
    /// The slots holding each token, in slot order.
    private let slots: [UInt32]
    /// Where the token first occurs in each of those slots.
    private let places: [Place]

    /// Where a token first occurs: `field << 14 | byte offset in the field`; an offset of
    /// ``farOffset`` means that far or farther (the text tells where).
    typealias Place = UInt16

    /// The offset stored for occurrences at least this far into a field.
    static let farOffset = 1 << 14 - 1

    /// Indexes the tokens of the slots of `layout`, in two passes that each hash every token:
    /// counting the slots of each token, then filling in its lists.
    init(layout: SearchLayout) {
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
        var slots = [UInt32](repeating: 0, count: total)
        var places = [Place](repeating: 0, count: total)
        var fill = counts
        for token in seen.indices { seen[token] = 0 }
        layout.withBuffers { buffers in
            slots.withUnsafeMutableBufferPointer { slots in
                places.withUnsafeMutableBufferPointer { places in
                    for slot in 0 ..< layout.slotCount {
                        let mark = UInt32(truncatingIfNeeded: slot + 1)
                        Self.forEachToken(of: slot, in: buffers) { start, length, field, offset in
                            let token = table.id(of: buffers.text + start, length)
                            guard seen[token] != mark else { return }
                            seen[token] = mark
                            let at = Int(fill[token])
                            fill[token] += 1
                            slots[at] = UInt32(truncatingIfNeeded: slot)
                            places[at] = Place(truncatingIfNeeded: field << 14 | min(offset, Self.farOffset))
                        }
                    }
                }
            }
        }
        vocabulary = table.vocabulary
        tokenStarts = table.starts
        entryStarts = counts
        self.slots = slots
        self.places = places
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
        let range = Int(entryStarts[token]) ..< Int(entryStarts[token + 1])
        slots.withUnsafeBufferPointer { slots in
            places.withUnsafeBufferPointer { places in
                for entry in range { body(slots[entry], places[entry]) }
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
