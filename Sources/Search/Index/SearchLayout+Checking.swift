extension SearchLayout {
    /// The layout whose block (for `slotCount` slots, `lengthFieldCount` fields with Character
    /// lengths, `lengthsCount` Character lengths and `textCount` bytes of text) starts at byte
    /// `offset` of `owner`, as ``DerivedSearchCache`` stores it; nil when the block is not all
    /// inside `owner`, or its arrays do not fit together as ``init(books:order:parallelFoldSize:)``
    /// makes them: every field ends with a zero byte where the next starts, the text ends with one
    /// more, the fields marked as having Character lengths are `lengthFieldCount` (and the counts
    /// of marks before each word of them are right), the Character lengths of each such field
    /// (each at least 1) add up to its length exactly, and the padding is zero. Searching such a
    /// layout never reads outside its arrays.
    package init?(owner: StableBytes, at offset: Int, slotCount: Int, lengthFieldCount: Int, lengthsCount: Int, textCount: Int,
                  byteCounts: [Int]) {
        let parts = BlockParts(slotCount: slotCount, lengthFieldCount: lengthFieldCount, lengthsCount: lengthsCount, textCount: textCount)
        guard offset >= 0, offset % 8 == 0, slotCount >= 0, lengthFieldCount >= 0, lengthsCount >= 1, textCount >= 1,
              parts.size <= owner.bytes.count - offset, byteCounts.count == 256
        else { return nil }
        self.init(viewing: owner, at: offset, text: owner, at: offset + parts.text, slotCount: slotCount,
                  lengthFieldCount: lengthFieldCount, lengthsCount: lengthsCount, textCount: textCount, byteCounts: byteCounts)
        let fieldCount = 3 * slotCount
        guard fieldStarts[0] == 0, Int(fieldStarts[fieldCount]) == text.count - 1, text.last == 0, characterLengths.last == 0,
              marksFit(fieldCount: fieldCount)
        else { return nil }
        for field in 0 ..< fieldCount {
            let start = Int(fieldStarts[field])
            let end = Int(fieldStarts[field + 1])
            guard start < end, text[end - 1] == 0 else { return nil }
            let lengthStart = lengthFields.start(ofField: field)
            guard lengthStart >= 0 else { continue }
            var byte = 0
            var character = lengthStart
            while byte < end - 1 - start {
                // The last entry is the zero that ends the array, so no field's lengths run past it.
                guard character < characterLengths.count - 1, characterLengths[character] > 0 else { return nil }
                byte += Int(characterLengths[character])
                character += 1
            }
            guard byte == end - 1 - start else { return nil }
        }
        let words = LengthFields.wordCount(fields: fieldCount)
        let padding = [(4 * (fieldCount + 1), parts.lengthBits), (parts.lengthRanks + 4 * words, parts.lengthStarts),
                       (parts.lengthStarts + 4 * lengthFieldCount, parts.characterLengths),
                       (parts.characterLengths + lengthsCount, parts.text), (parts.text + textCount, parts.size)]
        guard padding.allSatisfy({ owner.bytes[offset + $0.0 ..< offset + $0.1].allSatisfy { $0 == 0 } }) else { return nil }
    }

    /// Whether the marks of the fields with Character lengths are as many as their starts, no
    /// field past the last is marked, and each word's count of the marks before it is right.
    private func marksFit(fieldCount: Int) -> Bool {
        var marked = 0
        for word in lengthFields.bits.indices {
            guard Int(lengthFields.ranks[word]) == marked else { return false }
            marked += lengthFields.bits[word].nonzeroBitCount
        }
        let spare = fieldCount % 64
        let lastWordFits = spare == 0 || lengthFields.bits.last.map { $0 >> UInt64(spare) == 0 } ?? true
        return marked == lengthFields.starts.count && lastWordFits
    }
}
