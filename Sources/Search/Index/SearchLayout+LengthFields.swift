extension SearchLayout {
    /// Which fields of a layout have Character lengths (those whose Characters do not all fold to
    /// one byte each), and where each one's start in the Character lengths: one bit a field, the
    /// number of bits set before each 64-bit word of them, and a start for each field that has
    /// lengths, in field order. So a field without lengths (almost every field of most catalogs)
    /// costs one bit rather than four bytes: 0.7 MB rather than 12 MB at a million books.
    struct LengthFields {
        /// Bit `f % 64` of word `f / 64` is set when field `f` has Character lengths.
        let bits: UnsafeBufferPointer<UInt64>
        /// For each word of ``bits``, the number of bits set in the words before it.
        let ranks: UnsafeBufferPointer<UInt32>
        /// Where each field with lengths starts in the Character lengths, in field order.
        let starts: UnsafeBufferPointer<UInt32>

        /// Where the Character lengths of field `field` (`3 * slot + f`) start, or -1 when it has none.
        @inline(__always)
        func start(ofField field: Int) -> Int {
            let word = bits[field &>> 6]
            let bit = UInt64(1) &<< UInt64(field & 63)
            guard word & bit != 0 else { return -1 }
            return Int(starts[Int(ranks[field &>> 6]) &+ (word & (bit &- 1)).nonzeroBitCount])
        }

        /// The number of 64-bit words of bits for `fieldCount` fields.
        static func wordCount(fields fieldCount: Int) -> Int { (fieldCount + 63) / 64 }

        /// The three arrays for fields whose starts are `perField` (-1 for a field without lengths).
        static func arrays(_ perField: [Int32]) -> (bits: [UInt64], ranks: [UInt32], starts: [UInt32]) {
            var bits = [UInt64](repeating: 0, count: wordCount(fields: perField.count))
            var ranks = [UInt32](repeating: 0, count: bits.count)
            var starts: [UInt32] = []
            for (field, start) in perField.enumerated() where start >= 0 {
                bits[field >> 6] |= 1 << UInt64(field & 63)
                starts.append(UInt32(start))
            }
            var set: UInt32 = 0
            for word in bits.indices {
                ranks[word] = set
                set += UInt32(bits[word].nonzeroBitCount)
            }
            return (bits, ranks, starts)
        }
    }
}
