extension SearchLayout {
    /// Where the parts of a block start, and its size, for `slotCount` slots, `lengthFieldCount`
    /// fields with Character lengths, `lengthsCount` Character lengths and `textCount` bytes of text.
    package struct BlockParts: Equatable {
        /// Where the field starts begin (always 0).
        let fieldStarts: Int
        /// Where the bits of the fields with Character lengths begin (see ``LengthFields``).
        let lengthBits: Int
        /// Where the number of such fields before each word of bits begins.
        let lengthRanks: Int
        /// Where the Character length starts of those fields begin.
        let lengthStarts: Int
        /// Where the Character lengths begin.
        let characterLengths: Int
        /// Where the folded text begins.
        let text: Int
        /// The block's length in bytes, a multiple of eight.
        package let size: Int

        /// The parts of the block of a layout of this size.
        package init(slotCount: Int, lengthFieldCount: Int, lengthsCount: Int, textCount: Int) {
            func padded(_ count: Int) -> Int { (count + 7) / 8 * 8 }
            let words = LengthFields.wordCount(fields: 3 * slotCount)
            fieldStarts = 0
            lengthBits = padded(4 * (3 * slotCount + 1))
            lengthRanks = lengthBits + 8 * words
            lengthStarts = lengthRanks + padded(4 * words)
            characterLengths = lengthStarts + padded(4 * lengthFieldCount)
            text = characterLengths + padded(lengthsCount)
            size = text + padded(textCount)
        }
    }
}
