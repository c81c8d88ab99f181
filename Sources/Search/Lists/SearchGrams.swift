/// The gram lists of a ``SearchIndex``: for every folded byte and every pair of adjacent folded
/// bytes that can be a whole query word (a *gram*, see ``count``; grams holding a space
/// or a field's end are left out, as no query word holds one), the slots whose fields hold it,
/// ranked as the one-word query of that gram ranks them.
///
/// So a query of one word of one or two bytes (the first keys of every query, which match the
/// most books) is answered by reading one list, and a longer query reads its rarest grams' lists
/// to find the few slots worth reading the text of.
///
/// All lists share one array of entries, each a slot's low 16 bits (see ``SearchListShape``). A
/// list is a series of *runs*: entries of one bucket (see ``SearchRank``) whose slots share their
/// high bits, which the run keeps once. As a list is ranked by bucket, then (but in late buckets)
/// by slot, a run is mostly long, and reading a list costs what reading an array of 32-bit slots
/// costs, in half the memory (the 1M generated catalog: 105.7M entries, 0.7M runs). See
/// `SearchGrams+Building.swift` for how the lists are built.
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

    /// Where each gram's list starts in ``lows``; one more entry ends the last list.
    let starts: [UInt32]
    /// Every list, one after another: the low bits of each entry's slot.
    let lows: [UInt16]
    /// Where each gram's runs start in ``runEnds``, ``runBuckets`` and ``runBases``; one more entry ends the last.
    let runStarts: [UInt32]
    /// Where each run ends in ``lows``.
    let runEnds: [UInt32]
    /// The ``SearchRank/bucket`` of each run's entries.
    let runBuckets: [UInt16]
    /// The high bits of each run's slots (a slot is its run's base, bitwise or its low bits).
    let runBases: [UInt32]

    /// Calls `body(slot, bucket)` for each slot holding `gram`, best first.
    @inline(__always)
    func forEachEntry(of gram: Int, _ body: (UInt32, UInt16) -> Void) {
        lows.withUnsafeBufferPointer { lows in
            var entry = Int(starts[gram])
            for run in Int(runStarts[gram]) ..< Int(runStarts[gram + 1]) {
                let bucket = runBuckets[run]
                let base = runBases[run]
                let end = Int(runEnds[run])
                while entry < end {
                    body(base | UInt32(lows[entry]), bucket)
                    entry &+= 1
                }
            }
        }
    }

    /// Calls `body(slot)` for each slot holding `gram` (none for -1), best first.
    @inline(__always)
    func forEachSlot(of gram: Int, _ body: (UInt32) -> Void) {
        guard gram >= 0 else { return }
        forEachEntry(of: gram) { slot, _ in body(slot) }
    }

    /// The slots holding `gram`, ranked (none for -1).
    func list(_ gram: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: count(gram)) { slots, written in
            forEachSlot(of: gram) { slot in
                slots[written] = slot
                written &+= 1
            }
        }
    }

    /// The number of slots holding `gram` (0 for -1).
    @inline(__always)
    func count(_ gram: Int) -> Int { gram < 0 ? 0 : Int(starts[gram + 1] &- starts[gram]) }
}
