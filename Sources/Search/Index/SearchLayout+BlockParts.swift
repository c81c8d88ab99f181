extension SearchLayout {
    /// Where the parts of a block start, and its size, for `slotCount` slots, `lengthsCount`
    /// Character lengths and `textCount` bytes of text.
    package struct BlockParts: Equatable {
        /// Where the field starts begin (always 0).
        let fieldStarts: Int
        /// Where the Character length starts begin.
        let lengthStarts: Int
        /// Where the Character lengths begin.
        let characterLengths: Int
        /// Where the folded text begins.
        let text: Int
        /// The block's length in bytes, a multiple of eight.
        package let size: Int

        /// The parts of the block of a layout of this size.
        package init(slotCount: Int, lengthsCount: Int, textCount: Int) {
            func padded(_ count: Int) -> Int { (count + 7) / 8 * 8 }
            fieldStarts = 0
            lengthStarts = padded(4 * (3 * slotCount + 1))
            characterLengths = lengthStarts + padded(4 * (3 * slotCount + 1))
            text = characterLengths + padded(lengthsCount)
            size = text + padded(textCount)
        }
    }
}
