/// The gram lists of a ``SearchIndex``: for every folded byte and every pair of adjacent folded
/// bytes that can be a whole query word (a *gram*, see ``count``; grams holding a space
/// or a field's end are left out, as no query word holds one), the slots whose fields hold it,
/// ranked as the one-word query of that gram ranks them.
///
/// So a query of one word of one or two bytes (the first keys of every query, which match the
/// most books) is answered by reading one list, and a longer query reads its rarest grams' lists
/// to find the few slots worth reading the text of.
///
/// All lists share one array of 32-bit slots; it is built in two passes over the folded text (a
/// counting pass, then a filling pass), then each list is sorted by its rank key.
struct SearchGrams: Sendable {
    /// The number of grams with a list: the 16,384 pairs of ASCII bytes, the 1,920 two-byte UTF-8
    /// characters, then the 128 ASCII bytes; that is, every gram that can be a whole query word.
    /// Other grams (inside longer characters) would only narrow words the token lists find anyway.
    static let count = 16_384 + 1_920 + 128

    /// The gram of the pair `first`, `second`, or -1 when it has no list.
    @inline(__always)
    static func pair(_ first: UInt8, _ second: UInt8) -> Int {
        if first < 0x80 && second < 0x80 { return Int(first) << 7 | Int(second) }
        if first >= 0xC2 && first <= 0xDF && second & 0xC0 == 0x80 { return 16_384 + Int(first - 0xC2) << 6 | Int(second & 0x3F) }
        return -1
    }

    /// The gram of the single byte `byte`, or -1 when it has no list.
    @inline(__always)
    static func single(_ byte: UInt8) -> Int { byte < 0x80 ? 16_384 + 1_920 + Int(byte) : -1 }

    /// While the lists are built, an entry's low bits hold its slot's place in its block of slots
    /// (this many bits, by default), and the high bits its bucket (``SearchRank/bucketCount`` fits in 14).
    static let blockBits = 18

    /// Where each gram's list starts in ``slots``; one more entry ends the last list.
    private let starts: [UInt32]
    /// Every list, one after another.
    private let slots: [UInt32]

    /// The slots holding `gram`, ranked (none for -1).
    func list(_ gram: Int) -> ArraySlice<UInt32> {
        guard gram >= 0 else { return [] }
        return slots[Int(starts[gram]) ..< Int(starts[gram + 1])]
    }

    /// Where each gram's runs (of entries of one bucket) start in ``runEnds`` and ``runBuckets``; one more entry ends the last.
    private let runStarts: [UInt32]
    /// Where each run ends in ``slots``.
    private let runEnds: [UInt32]
    /// The ``SearchRank/bucket`` of each run's entries.
    private let runBuckets: [UInt16]

    /// Calls `body(slot, bucket)` for each slot holding `gram`, best first.
    @inline(__always)
    func forEachEntry(of gram: Int, _ body: (UInt32, UInt16) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            var entry = Int(starts[gram])
            for run in Int(runStarts[gram]) ..< Int(runStarts[gram + 1]) {
                let bucket = runBuckets[run]
                let end = Int(runEnds[run])
                while entry < end {
                    body(slots[entry], bucket)
                    entry += 1
                }
            }
        }
    }

    /// The number of slots holding `gram` (0 for -1).
    @inline(__always)
    func count(_ gram: Int) -> Int { gram < 0 ? 0 : Int(starts[gram + 1] &- starts[gram]) }

    /// Builds the lists of the slots of `layout`, in blocks of 2^`blockBits` slots (fewer bits
    /// only in tests, to try many blocks on a small catalog).
    init(layout: SearchLayout, blockBits: Int = Self.blockBits) {
        precondition(blockBits >= 1 && blockBits <= Self.blockBits)
        let slotCount = layout.slotCount
        let packedSlotBits = UInt32(Self.blockBits), packedSlotMask = UInt32(1) << UInt32(blockBits) - 1
        // Until the lists are sorted, each entry keeps its bucket in the high bits and its slot's
        // place in its block of 2^18 slots in the low bits: entries are filled in slot order, so a
        // list holds its block 0 entries first, then block 1's, and so on, and the number of each
        // block's entries in each list (``blockCounts``) tells which block an entry is of. (An
        // array of buckets beside the slots would add 2 bytes an entry, 200 MB at 1M books.)
        let blocks = max(1, (slotCount + Int(packedSlotMask)) >> blockBits)
        var seen = [UInt32](repeating: 0, count: Self.count)
        var counts = [UInt32](repeating: 0, count: Self.count + 1)
        var blockCounts = [UInt32](repeating: 0, count: blocks > 1 ? Self.count * blocks : 0)
        layout.withBuffers { buffers in
            seen.withUnsafeMutableBufferPointer { seen in
                counts.withUnsafeMutableBufferPointer { counts in
                    blockCounts.withUnsafeMutableBufferPointer { blockCounts in
                        for slot in 0 ..< slotCount {
                            let mark = UInt32(truncatingIfNeeded: slot + 1)
                            let block = slot >> blockBits
                            Self.forEachFirstGram(of: slot, in: buffers, positions: false, seen: seen, mark: mark) { gram, _, _, _ in
                                counts[gram + 1] &+= 1
                                if blocks > 1 { blockCounts[gram &* blocks &+ block] &+= 1 }
                            }
                        }
                    }
                }
            }
        }
        for gram in 0 ..< Self.count { counts[gram + 1] += counts[gram] }
        let total = Int(counts[Self.count])
        var slots = [UInt32](repeating: 0, count: total)
        var late: [UInt64: Int] = [:]
        var fill = counts
        for gram in 0 ..< Self.count { seen[gram] = 0 }
        layout.withBuffers { buffers in
            seen.withUnsafeMutableBufferPointer { seen in
                slots.withUnsafeMutableBufferPointer { slots in
                    fill.withUnsafeMutableBufferPointer { fill in
                        for slot in 0 ..< slotCount {
                            let mark = UInt32(truncatingIfNeeded: slot + 1)
                            let low = UInt32(truncatingIfNeeded: slot) & packedSlotMask
                            Self.forEachFirstGram(of: slot, in: buffers, positions: true, seen: seen, mark: mark) {
                                gram, field, kind, position in
                                let rank = SearchRank(field: field, kind: kind, position: position)
                                let at = Int(fill[gram])
                                fill[gram] &+= 1
                                slots[at] = UInt32(rank.bucket) << packedSlotBits | low
                                if rank.isLate { late[UInt64(gram) << 32 | UInt64(slot)] = position }
                            }
                        }
                    }
                }
            }
        }
        var ranker = SearchRanker()
        var unpacked = [UInt16](repeating: 0, count: slotCount)
        var sorted = [UInt16](repeating: 0, count: slotCount)
        var runStarts = [UInt32](repeating: 0, count: Self.count + 1)
        var runEnds: [UInt32] = []
        var runBuckets: [UInt16] = []
        slots.withUnsafeMutableBufferPointer { slots in
            blockCounts.withUnsafeBufferPointer { blockCounts in
                unpacked.withUnsafeMutableBufferPointer { unpacked in
                  sorted.withUnsafeMutableBufferPointer { sorted in
                    for gram in 0 ..< Self.count where counts[gram + 1] > counts[gram] {
                        let range = Int(counts[gram]) ..< Int(counts[gram + 1])
                        let list = UnsafeMutableBufferPointer(rebasing: slots[range])
                        var index = 0
                        for block in 0 ..< blocks {
                            let end = blocks > 1 ? index + Int(blockCounts[gram &* blocks &+ block]) : list.count
                            let base = UInt32(truncatingIfNeeded: block) << UInt32(blockBits)
                            while index < end {
                                unpacked[index] = UInt16(truncatingIfNeeded: list[index] >> packedSlotBits)
                                list[index] = base | list[index] & packedSlotMask
                                index += 1
                            }
                        }
                        let buckets = UnsafeBufferPointer(rebasing: unpacked[0 ..< list.count])
                        let sortedList = UnsafeMutableBufferPointer(rebasing: sorted[0 ..< list.count])
                        ranker.sort(list, buckets: buckets, sortedBuckets: sortedList) { late[UInt64(gram) << 32 | UInt64($0)] ?? 0 }
                        for index in 0 ..< list.count where index + 1 == list.count || sortedList[index + 1] != sortedList[index] {
                            runEnds.append(UInt32(truncatingIfNeeded: range.lowerBound + index + 1))
                            runBuckets.append(sortedList[index])
                        }
                        runStarts[gram + 1] = UInt32(truncatingIfNeeded: runEnds.count)
                    }
                    for gram in 0 ..< Self.count where runStarts[gram + 1] < runStarts[gram] { runStarts[gram + 1] = runStarts[gram] }
                  }
                }
            }
        }
        self.runStarts = runStarts
        self.runEnds = runEnds
        self.runBuckets = runBuckets
        self.starts = counts
        self.slots = slots
    }

    /// Calls `body(gram, field, kind, position)` for the first occurrence in slot `slot` of each
    /// gram it holds, reading title, author, then description, and marks each in `seen`. The
    /// position (a Character offset) is worked out only when `positions` is true, otherwise 0.
    @inline(__always)
    private static func forEachFirstGram(of slot: Int, in buffers: SearchLayout.Buffers, positions: Bool,
                                         seen: UnsafeMutableBufferPointer<UInt32>, mark: UInt32,
                                         _ body: (Int, Int, Int, Int) -> Void) {
        let text = buffers.text
        for field in 0 ..< 3 {
            let start = Int(buffers.fieldStarts[3 &* slot &+ field])
            let end = Int(buffers.fieldStarts[3 &* slot &+ field &+ 1]) &- 1
            let lengthStart = Int(buffers.lengthStarts[3 &* slot &+ field])
            var character = -1
            var characterEnd = start
            var offset = start
            while offset < end {
                let byte = text[offset]
                if positions && lengthStart >= 0 {
                    while offset >= characterEnd {
                        character &+= 1
                        characterEnd &+= Int(buffers.characterLengths[lengthStart &+ character])
                    }
                }
                if byte != 0x20 {
                    let one = single(byte)
                    if one >= 0 && seen[one] != mark {
                        seen[one] = mark
                        if positions {
                            let kind = SearchRank.kind(of: offset, 1, in: text, fieldStart: start, fieldEnd: end)
                            body(one, field, kind, lengthStart >= 0 ? character : offset &- start)
                        } else {
                            body(one, field, 0, 0)
                        }
                    }
                    let next = text[offset &+ 1]
                    if next != 0x20 && offset &+ 1 < end {
                        let two = pair(byte, next)
                        if two >= 0 && seen[two] != mark {
                            seen[two] = mark
                            if positions {
                                let kind = SearchRank.kind(of: offset, 2, in: text, fieldStart: start, fieldEnd: end)
                                body(two, field, kind, lengthStart >= 0 ? character : offset &- start)
                            } else {
                                body(two, field, 0, 0)
                            }
                        }
                    }
                }
                offset &+= 1
            }
        }
    }
}
