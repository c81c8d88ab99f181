/// The slots a query may match: the intersection of a few slot lists (gram lists, an earlier
/// query's matches), kept as a bitmap so it is read back in slot order.
struct SearchCandidates {
    private var bits: [UInt64]
    /// The number of slots in the set.
    private(set) var count: Int

    /// The slots of `list`, among `slotCount` slots.
    init<List: Collection<UInt32>>(slotCount: Int, list: List) {
        self.init(slotCount: slotCount, count: list.count) { each in list.forEach(each) }
    }

    /// The `count` slots that `list` gives (each once) to the function it is called with, among `slotCount` slots.
    init(slotCount: Int, count: Int, list: ((UInt32) -> Void) -> Void) {
        var bits = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
        bits.withUnsafeMutableBufferPointer { bits in
            list { slot in bits[Int(slot >> 6)] |= 1 << UInt64(slot & 63) }
        }
        self.bits = bits
        self.count = count
    }

    /// Every one of `slotCount` slots.
    init(allOf slotCount: Int) {
        var bits = [UInt64](repeating: .max, count: (slotCount + 63) / 64)
        if slotCount % 64 != 0 { bits[bits.count - 1] = (1 << UInt64(slotCount % 64)) - 1 }
        self.bits = bits
        count = slotCount
    }

    /// No slot, among `slotCount` slots.
    init(noneOf slotCount: Int) {
        bits = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
        count = 0
    }

    /// Whether `slot` is in the set.
    @inline(__always)
    func contains(_ slot: Int) -> Bool {
        bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// The first slot of the set at or after `slot`, or -1.
    @inline(__always)
    func next(from slot: Int) -> Int {
        var word = slot >> 6
        guard word < bits.count else { return -1 }
        var remaining = bits[word] & (UInt64.max << UInt64(slot & 63))
        while remaining == 0 {
            word += 1
            guard word < bits.count else { return -1 }
            remaining = bits[word]
        }
        return word << 6 | remaining.trailingZeroBitCount
    }

    /// Adds `slot`.
    @inline(__always)
    mutating func insert(_ slot: UInt32) {
        let word = Int(slot >> 6)
        let bit: UInt64 = 1 << UInt64(slot & 63)
        if bits[word] & bit == 0 {
            bits[word] |= bit
            count &+= 1
        }
    }

    /// Keeps only the slots that are also among those `list` gives (each once) to the function it is called with.
    mutating func intersect(_ list: ((UInt32) -> Void) -> Void) {
        var kept = [UInt64](repeating: 0, count: bits.count)
        var keptCount = 0
        bits.withUnsafeBufferPointer { bits in
            kept.withUnsafeMutableBufferPointer { kept in
                list { slot in
                    let word = Int(slot >> 6)
                    let bit: UInt64 = 1 << UInt64(slot & 63)
                    if bits[word] & bit != 0 {
                        kept[word] |= bit
                        keptCount &+= 1
                    }
                }
            }
        }
        bits = kept
        count = keptCount
    }

    /// For each 64-bit word of the bitmap, how many slots the words before it hold (see ``index(of:)``).
    private var before: [UInt32] = []

    /// Makes ``index(of:)`` usable (call after the last intersection).
    mutating func freeze() {
        var before = [UInt32](repeating: 0, count: bits.count)
        var total: UInt32 = 0
        for (index, word) in bits.enumerated() {
            before[index] = total
            total &+= UInt32(word.nonzeroBitCount)
        }
        self.before = before
    }

    /// The place of `slot` in ``slots``, or -1 when it is not a candidate.
    @inline(__always)
    func index(of slot: UInt32) -> Int {
        let word = Int(slot >> 6)
        let bit: UInt64 = 1 << UInt64(slot & 63)
        let bits = self.bits[word]
        guard bits & bit != 0 else { return -1 }
        return Int(before[word]) &+ (bits & (bit &- 1)).nonzeroBitCount
    }

    /// The slots, in increasing order.
    var slots: [UInt32] {
        var slots: [UInt32] = []
        slots.reserveCapacity(count)
        for (index, word) in bits.enumerated() where word != 0 {
            var word = word
            while word != 0 {
                slots.append(UInt32(truncatingIfNeeded: index << 6 | word.trailingZeroBitCount))
                word &= word &- 1
            }
        }
        return slots
    }
}
