/// Where a match ranks: the field, kind and position of its best first occurrence (see the
/// ranking rule on ``SearchIndex``), as a small integer *bucket*, so matches are ranked by a
/// counting sort (``SearchRanker``) rather than by comparing them.
///
/// `bucket = (field * 3 + kind) * (countedPositions + 1) + min(position, countedPositions)`;
/// matches of a *late* position (at least ``countedPositions``) share their group's last
/// bucket and are then ordered by their exact position.
struct SearchRank {
    /// Positions below this many Characters have a bucket each.
    static let countedPositions = 1024
    /// The number of buckets: 3 fields, 3 kinds, counted positions and one late bucket each.
    static let bucketCount = 9 * (countedPositions + 1)

    /// The bucket.
    let bucket: UInt16
    /// The Character offset of the occurrence in its original field.
    let position: Int

    /// The rank of an occurrence in `field` (0 title, 1 author, 2 description) of `kind`
    /// (0 whole word, 1 start of a word, 2 inside a word) at Character `position`.
    @inline(__always)
    init(field: Int, kind: Int, position: Int) {
        bucket = UInt16(truncatingIfNeeded: (field &* 3 &+ kind) &* (Self.countedPositions &+ 1) &+ min(position, Self.countedPositions))
        self.position = position
    }

    /// Whether the position is too far to have a bucket of its own.
    var isLate: Bool { position >= Self.countedPositions }

    /// Whether `bucket` is a group's late bucket.
    @inline(__always)
    static func isLateBucket(_ bucket: Int) -> Bool { bucket % (countedPositions + 1) == countedPositions }

    /// The kind of the occurrence of `length` bytes at `hit`, in the field `fieldStart ..< fieldEnd`:
    /// 0 for a whole word, 1 for the start of a word, 2 for inside a word.
    @inline(__always)
    static func kind(of hit: Int, _ length: Int, in text: UnsafePointer<UInt8>, fieldStart: Int, fieldEnd: Int) -> Int {
        let startsWord = hit == fieldStart || !isWordByte(text[hit &- 1])
        guard startsWord else { return 2 }
        let endsWord = hit &+ length == fieldEnd || !isWordByte(text[hit &+ length])
        return endsWord ? 0 : 1
    }

    /// Whether a folded byte belongs to a word: ASCII letters and digits, and every byte of a non-ASCII Character.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }
}
