extension SearchGrams {
    /// Builds the lists of the slots of `layout`, cut as `shape` says.
    ///
    /// A counting pass over the folded text gives each gram's number of entries, and how many of
    /// them come from each block of slots sharing their high bits. Then the grams are taken in
    /// groups of at most `shape.groupEntries` entries (in gram order), each group with a filling
    /// pass of its own, which writes the group's entries in slot order: each slot's low bits
    /// straight into the lists, its bucket into a scratch array beside them. Filled in slot order, a
    /// list holds its block 0 entries first, then block 1's, and so on, so the block counts give
    /// back each entry's high bits. Each list is then ranked (``SearchRanker``) and written out
    /// again as runs. So the memory a build takes beyond the lists is one group's buckets, two
    /// bytes an entry, not a copy of every list.
    init(layout: SearchLayout, shape: SearchListShape = .standard) {
        precondition(shape.lowBits >= 1 && shape.lowBits <= 16)
        let slotCount = layout.slotCount
        let lowBits = shape.lowBits
        let blocks = max(1, (slotCount + 1 << lowBits - 1) >> lowBits)
        var seen = [UInt32](repeating: 0, count: Self.count)
        var counts = [UInt32](repeating: 0, count: Self.count + 1)
        var blockCounts = [UInt32](repeating: 0, count: blocks > 1 ? Self.count * blocks : 0)
        counts.withUnsafeMutableBufferPointer { counts in
            blockCounts.withUnsafeMutableBufferPointer { blockCounts in
                Self.forEachFirstGram(in: layout, grams: 0 ..< Self.count, positions: false, seen: &seen) { slot, gram, _, _, _ in
                    counts[gram + 1] &+= 1
                    if blocks > 1 { blockCounts[gram &* blocks &+ (slot >> lowBits)] &+= 1 }
                }
            }
        }
        var longest = 0
        for gram in 0 ..< Self.count {
            longest = max(longest, Int(counts[gram + 1]))
            counts[gram + 1] += counts[gram]
        }
        let groups = Self.groups(starts: counts, entries: shape.groupEntries)
        var buckets = [UInt16](repeating: 0, count: groups.map { Int(counts[$0.upperBound] - counts[$0.lowerBound]) }.max() ?? 0)
        var lows = [UInt16](repeating: 0, count: Int(counts[Self.count]))
        var runs = Runs()
        var ranker = SearchRanker()
        var slots = [UInt32](repeating: 0, count: longest)
        var sorted = [UInt16](repeating: 0, count: longest)
        for group in groups {
            let first = Int(counts[group.lowerBound])
            var late: [UInt64: Int] = [:]
            var fill = counts
            lows.withUnsafeMutableBufferPointer { lows in
                buckets.withUnsafeMutableBufferPointer { buckets in
                    fill.withUnsafeMutableBufferPointer { fill in
                        Self.forEachFirstGram(in: layout, grams: group, positions: true, seen: &seen) { slot, gram, field, kind, position in
                            let rank = SearchRank(field: field, kind: kind, position: position)
                            let at = Int(fill[gram])
                            fill[gram] &+= 1
                            lows[at] = shape.low(slot)
                            buckets[at &- first] = rank.bucket
                            if rank.isLate { late[UInt64(gram) << 32 | UInt64(slot)] = position }
                        }
                    }
                }
            }
            buckets.withUnsafeBufferPointer { buckets in
                blockCounts.withUnsafeBufferPointer { blockCounts in
                    slots.withUnsafeMutableBufferPointer { slots in
                        sorted.withUnsafeMutableBufferPointer { sorted in
                            lows.withUnsafeMutableBufferPointer { lows in
                                for gram in group where counts[gram + 1] > counts[gram] {
                                    let range = Int(counts[gram]) ..< Int(counts[gram + 1])
                                    let list = UnsafeMutableBufferPointer(rebasing: slots[0 ..< range.count])
                                    var index = 0
                                    for block in 0 ..< blocks {
                                        let end = blocks > 1 ? index + Int(blockCounts[gram &* blocks &+ block]) : list.count
                                        let base = UInt32(truncatingIfNeeded: block) << UInt32(lowBits)
                                        while index < end {
                                            list[index] = base | UInt32(lows[range.lowerBound + index])
                                            index += 1
                                        }
                                    }
                                    let listBuckets = UnsafeBufferPointer(rebasing: buckets[range.lowerBound - first ..< range.upperBound - first])
                                    let sortedBuckets = UnsafeMutableBufferPointer(rebasing: sorted[0 ..< list.count])
                                    ranker.sort(list, buckets: listBuckets, sortedBuckets: sortedBuckets) { late[UInt64(gram) << 32 | UInt64($0)] ?? 0 }
                                    for index in 0 ..< list.count {
                                        let slot = Int(list[index])
                                        runs.add(at: range.lowerBound + index, bucket: sortedBuckets[index], base: shape.base(slot))
                                        lows[range.lowerBound + index] = shape.low(slot)
                                    }
                                    runs.endList(of: gram, at: range.upperBound)
                                }
                            }
                        }
                    }
                }
            }
        }
        runs.fillEmptyLists()
        self.init(starts: counts, lows: lows, runStarts: runs.starts, runEnds: runs.ends, runBuckets: runs.buckets, runBases: runs.bases)
    }

    /// The grams `0 ..< count` cut into ranges of at most `entries` entries each (or one gram with
    /// more), given where each gram's list starts (`starts`, one more entry ending the last).
    static func groups(starts: [UInt32], entries: Int) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var first = 0
        while first < count {
            var end = first + 1
            while end < count && Int(starts[end + 1] - starts[first]) <= entries { end += 1 }
            groups.append(first ..< end)
            first = end
        }
        return groups
    }

    /// The runs of the lists, as they are written out one list after another.
    private struct Runs {
        var starts = [UInt32](repeating: 0, count: SearchGrams.count + 1)
        var ends: [UInt32] = []
        var buckets: [UInt16] = []
        var bases: [UInt32] = []
        /// The bucket and base of the run being written, and whether one is.
        private var open: (bucket: UInt16, base: UInt32)?

        /// Notes entry `entry`, of `bucket` and a slot of `base`: a new run starts when either differs.
        @inline(__always)
        mutating func add(at entry: Int, bucket: UInt16, base: UInt32) {
            if let open, open.bucket == bucket, open.base == base { return }
            if open != nil { ends.append(UInt32(truncatingIfNeeded: entry)) }
            buckets.append(bucket)
            bases.append(base)
            open = (bucket, base)
        }

        /// Ends the list of `gram`, whose entries end at `entry`.
        mutating func endList(of gram: Int, at entry: Int) {
            if open != nil { ends.append(UInt32(truncatingIfNeeded: entry)) }
            open = nil
            starts[gram + 1] = UInt32(truncatingIfNeeded: ends.count)
        }

        /// Makes the runs of each empty list start and end where the list before ends.
        mutating func fillEmptyLists() {
            for gram in 0 ..< SearchGrams.count where starts[gram + 1] < starts[gram] { starts[gram + 1] = starts[gram] }
        }
    }

    /// Calls `body(slot, gram, field, kind, position)` for the first occurrence in each slot of
    /// `layout`, slot by slot, of each gram it holds that is in `grams` (see below), marking them
    /// in `seen` (whose marks for `grams` it clears first).
    @inline(__always)
    private static func forEachFirstGram(in layout: SearchLayout, grams: Range<Int>, positions: Bool, seen: inout [UInt32],
                                         _ body: (Int, Int, Int, Int, Int) -> Void) {
        for gram in grams { seen[gram] = 0 }
        layout.withBuffers { buffers in
            seen.withUnsafeMutableBufferPointer { seen in
                for slot in 0 ..< layout.slotCount {
                    let mark = UInt32(truncatingIfNeeded: slot + 1)
                    forEachFirstGram(of: slot, in: buffers, grams: grams, positions: positions, seen: seen, mark: mark) {
                        body(slot, $0, $1, $2, $3)
                    }
                }
            }
        }
    }

    /// Calls `body(gram, field, kind, position)` for the first occurrence in slot `slot` of each
    /// gram it holds that is in `grams`, reading title, author, then description, and marks each
    /// in `seen`. The position (a Character offset) is worked out only when `positions` is true, otherwise 0.
    @inline(__always)
    private static func forEachFirstGram(of slot: Int, in buffers: SearchLayout.Buffers, grams: Range<Int>, positions: Bool,
                                         seen: UnsafeMutableBufferPointer<UInt32>, mark: UInt32,
                                         _ body: (Int, Int, Int, Int) -> Void) {
        let text = buffers.text
        let (lower, upper) = (grams.lowerBound, grams.upperBound)
        for field in 0 ..< 3 {
            let start = Int(buffers.fieldStarts[3 &* slot &+ field])
            let end = Int(buffers.fieldStarts[3 &* slot &+ field &+ 1]) &- 1
            let lengthStart = buffers.lengthFields.start(ofField: 3 &* slot &+ field)
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
                // The gram of `length` bytes at `offset`, if it is in `grams` and its first in the slot.
                @inline(__always)
                func visit(_ gram: Int, length: Int) {
                    guard gram >= lower && gram < upper && seen[gram] != mark else { return }
                    seen[gram] = mark
                    if positions {
                        let kind = SearchRank.kind(of: offset, length, in: text, fieldStart: start, fieldEnd: end)
                        body(gram, field, kind, lengthStart >= 0 ? character : offset &- start)
                    } else {
                        body(gram, field, 0, 0)
                    }
                }
                if byte != 0x20 {
                    visit(single(byte), length: 1)
                    let next = text[offset &+ 1]
                    if next != 0x20 && offset &+ 1 < end { visit(pair(byte, next), length: 2) }
                }
                offset &+= 1
            }
        }
    }
}
