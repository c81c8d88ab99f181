/// How the gram and token lists are cut into pieces. The standard shape is set for memory and
/// speed; tests make the pieces tiny, so that a catalog of a few hundred books crosses every
/// boundary a catalog of millions does.
struct SearchListShape: Sendable {
    /// A list keeps each slot's low `lowBits` bits (two bytes an entry), and the rest once for each
    /// run of entries that share them (with ``SearchGrams`` also their bucket). At most 16.
    var lowBits = 16
    /// The gram lists are filled a group of grams at a time, each group of at most this many
    /// entries (or one gram with more): the memory a build needs beyond the lists themselves is
    /// two bytes for each (32 MB; the 1M generated catalog has 106M entries, so 7 groups).
    var groupEntries = 1 << 24

    /// The shape of the lists an index builds.
    static let standard = SearchListShape()

    /// The low bits of `slot`.
    @inline(__always)
    func low(_ slot: Int) -> UInt16 { UInt16(truncatingIfNeeded: slot & (1 << lowBits - 1)) }

    /// The slot with the low bits cleared: what the entries of a run share.
    @inline(__always)
    func base(_ slot: Int) -> UInt32 { UInt32(truncatingIfNeeded: (slot >> lowBits) << lowBits) }
}
