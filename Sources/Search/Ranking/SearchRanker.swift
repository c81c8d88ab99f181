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
    ///
    /// When `sortedBuckets` is given (as long as `slots`), it receives the buckets in the new order.
    mutating func sort(_ slots: UnsafeMutableBufferPointer<UInt32>, buckets: UnsafeBufferPointer<UInt16>,
                       sortedBuckets: UnsafeMutableBufferPointer<UInt16>? = nil, latePosition: (UInt32) -> Int) {
        let count = slots.count
        guard count > 1 else {
            if count == 1, let sortedBuckets { sortedBuckets[0] = buckets[0] }
            return
        }
        // The late bucket of each slot that has one, taken before the slots move.
        var lateBuckets: [UInt32: UInt16] = [:]
        for index in 0 ..< count where SearchRank.isLateBucket(Int(buckets[index])) {
            lateBuckets[slots[index]] = buckets[index]
        }
        if count < Self.countingThreshold {
            packed.removeAll(keepingCapacity: true)
            for index in 0 ..< count { packed.append(UInt64(buckets[index]) << 32 | UInt64(slots[index])) }
            packed.withUnsafeMutableBufferPointer { Self.heapSort($0) }
            for index in 0 ..< count { slots[index] = UInt32(truncatingIfNeeded: packed[index]) }
            if let sortedBuckets {
                for index in 0 ..< count { sortedBuckets[index] = UInt16(truncatingIfNeeded: packed[index] >> 32) }
            }
        } else {
            if counts.isEmpty { counts = [Int](repeating: 0, count: SearchRank.bucketCount + 1) }
            if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
            counts.withUnsafeMutableBufferPointer { counts in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for index in 0 ..< counts.count { counts[index] = 0 }
                    for index in 0 ..< count { counts[Int(buckets[index]) &+ 1] &+= 1 }
                    for bucket in 0 ..< SearchRank.bucketCount { counts[bucket + 1] &+= counts[bucket] }
                    for index in 0 ..< count {
                        let bucket = Int(buckets[index])
                        scratch[counts[bucket]] = slots[index]
                        counts[bucket] &+= 1
                    }
                    for index in 0 ..< count { slots[index] = scratch[index] }
                    if let sortedBuckets {
                        var index = 0
                        for bucket in 0 ..< SearchRank.bucketCount {
                            // After the scatter, counts[bucket] is where the next bucket starts.
                            while index < counts[bucket] {
                                sortedBuckets[index] = UInt16(truncatingIfNeeded: bucket)
                                index += 1
                            }
                        }
                    }
                }
            }
        }
        if !lateBuckets.isEmpty { sortLate(slots, bucketOf: lateBuckets, latePosition: latePosition) }
    }

    /// Orders each run of slots of one late bucket (`bucketOf` gives the late slots' buckets) by position, then slot.
    private func sortLate(_ slots: UnsafeMutableBufferPointer<UInt32>, bucketOf: [UInt32: UInt16], latePosition: (UInt32) -> Int) {
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

    /// Sorts `values` ascending in place, without the standard library's sort, whose first use in
    /// a process makes an array of ranges and so searches the executable's every conformance for
    /// `Int: Comparable` (about 0.1 ms of a `bookdir search`); the values here are distinct.
    static func heapSort(_ values: UnsafeMutableBufferPointer<UInt64>) {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && values[child] < values[child + 1] { child += 1 }
                guard values[root] < values[child] else { return }
                values.swapAt(root, child)
                root = child
            }
        }
        let count = values.count
        guard count > 1 else { return }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            values.swapAt(0, end)
            siftDown(0, end)
        }
    }
}
