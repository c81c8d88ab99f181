/// Orders slots by their ``SearchRank`` buckets, keeping slot order within a bucket (slots are in
/// tie-break order, so that is the ranking rule's last step), in time linear in the slots: a
/// counting sort for long lists, a sort of packed integers for short ones. Late buckets are then
/// ordered by exact position.
///
/// Keeps its scratch space between calls; use one per thread.
struct SearchRanker {
    /// Lists shorter than this are sorted as packed integers.
    private static let countingThreshold = 2048

    private var counts: [Int] = []
    private var scratch: [UInt32] = []
    private var packed: [UInt64] = []

    /// Sorts `slots` (in increasing slot order on entry) by `buckets` (one per slot, in the same
    /// order), then slots of a late bucket by `latePosition(slot)`, then by slot.
    mutating func sort(_ slots: UnsafeMutableBufferPointer<UInt32>, buckets: UnsafeBufferPointer<UInt16>,
                       latePosition: (UInt32) -> Int) {
        let count = slots.count
        guard count > 1 else { return }
        var hasLate = false
        if count < Self.countingThreshold {
            packed.removeAll(keepingCapacity: true)
            for index in 0 ..< count {
                let bucket = buckets[index]
                if SearchRank.isLateBucket(Int(bucket)) { hasLate = true }
                packed.append(UInt64(bucket) << 32 | UInt64(slots[index]))
            }
            packed.sort()
            for index in 0 ..< count { slots[index] = UInt32(truncatingIfNeeded: packed[index]) }
        } else {
            if counts.isEmpty { counts = [Int](repeating: 0, count: SearchRank.bucketCount + 1) }
            if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
            counts.withUnsafeMutableBufferPointer { counts in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for index in 0 ..< counts.count { counts[index] = 0 }
                    for index in 0 ..< count { counts[Int(buckets[index]) &+ 1] &+= 1 }
                    for bucket in 0 ..< SearchRank.bucketCount { counts[bucket + 1] &+= counts[bucket] }
                    for group in 0 ..< 9 {
                        let late = group * (SearchRank.countedPositions + 1) + SearchRank.countedPositions
                        if counts[late + 1] > counts[late] { hasLate = true }
                    }
                    for index in 0 ..< count {
                        let bucket = Int(buckets[index])
                        scratch[counts[bucket]] = slots[index]
                        counts[bucket] &+= 1
                    }
                    for index in 0 ..< count { slots[index] = scratch[index] }
                }
            }
        }
        if hasLate { sortLate(slots, buckets: buckets, latePosition: latePosition) }
    }

    /// Orders each run of slots of one late bucket by position, then slot.
    private func sortLate(_ slots: UnsafeMutableBufferPointer<UInt32>, buckets: UnsafeBufferPointer<UInt16>,
                          latePosition: (UInt32) -> Int) {
        var bucketOf: [UInt32: UInt16] = [:]
        for index in 0 ..< slots.count where SearchRank.isLateBucket(Int(buckets[index])) {
            bucketOf[slots[index]] = buckets[index]
        }
        var index = 0
        while index < slots.count {
            guard let bucket = bucketOf[slots[index]] else {
                index += 1
                continue
            }
            var end = index + 1
            while end < slots.count, bucketOf[slots[end]] == bucket { end += 1 }
            if end - index > 1 {
                let run = slots[index ..< end].map { (latePosition($0), $0) }.sorted { $0 < $1 }
                for (offset, entry) in run.enumerated() { slots[index + offset] = entry.1 }
            }
            index = end
        }
    }
}
