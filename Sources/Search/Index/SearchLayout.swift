import Foundation
import Catalog
import Support
/// The folded text of a ``SearchIndex``: every slot's title, author and description, folded (see
/// ``FoldedText``) into one contiguous UTF-8 array, `title 0 author 0 description 0` per slot,
/// with where each field starts and, for fields whose Characters do not fold to one byte each,
/// the folded length of every Character (to map folded bytes back to Character offsets).
///
/// The four arrays are views of ``StableBytes``. ``DerivedSearchCache`` stores them as one *block*:
/// field starts, length starts, Character lengths, text, each padded with zero bytes to a
/// multiple of eight; a layout read from the cache is a view of the mapped file, never copied. A
/// layout built from books folds the text straight into memory of its own, and keeps the other
/// three arrays as the block's first three parts. Nothing in them changes once they are made.
package struct SearchLayout: @unchecked Sendable {
    /// Raw views of the arrays, for the loops that read every slot.
    struct Buffers {
        let text: UnsafePointer<UInt8>
        let fieldStarts: UnsafePointer<UInt32>
        let lengthFields: LengthFields
        let characterLengths: UnsafePointer<UInt8>
    }

    /// Keep the views' memory alive (one object twice, for a layout read from the cache).
    private let arraysOwner: StableBytes
    private let textOwner: StableBytes
    /// The block's first three parts (field starts, length starts, Character lengths, each padded).
    package let arraysRegion: UnsafeRawBufferPointer
    /// Every folded field, each followed by a zero byte.
    package let text: UnsafeBufferPointer<UInt8>
    /// Where field `f` of slot `s` starts in ``text``: `fieldStarts[3 * s + f]`; one more entry ends the last slot.
    let fieldStarts: UnsafeBufferPointer<UInt32>
    /// Which fields have Character lengths (those without have one byte per Character), and
    /// where each one's start in ``characterLengths``.
    let lengthFields: LengthFields
    /// The folded length of every Character of the fields that need it.
    package let characterLengths: UnsafeBufferPointer<UInt8>
    /// How often each byte value occurs in the text, counted on every seventh byte: an estimate of
    /// how rare a byte is, to pick the byte a text search looks for first.
    package let byteCounts: [Int]

    /// The number of slots.
    var slotCount: Int { (fieldStarts.count - 1) / 3 }
    /// The number of fields with Character lengths.
    package var lengthFieldCount: Int { lengthFields.starts.count }

    /// Catalogs of this many books or more are folded in two halves at once, on two threads.
    static let parallelFoldSize = 16_384

    /// The field starts, length starts and Character lengths of slots folded one after another
    /// (the text goes elsewhere, see ``fold(_:_:into:textCount:appendText:)``).
    private struct FoldedSlots {
        var fieldStarts: [UInt32] = []
        var lengthStarts: [Int32] = []
        var characterLengths: [UInt8] = []
    }

    /// Folds the fields of `books[order[…]]` into `slots` and the text `appendText` takes (of which
    /// `textCount` bytes are written so far, field starts counting from there).
    private static func fold(_ books: UnsafeBufferPointer<Book>, _ order: ArraySlice<Int>, into slots: inout FoldedSlots,
                             textCount: () -> Int, appendText: (UnsafeRawBufferPointer) -> Void) {
        var folder = SearchFolder()
        var field: [UInt8] = []
        var authorLine: [UInt8] = []
        slots.fieldStarts.reserveCapacity(order.count * 3 + 1)
        slots.lengthStarts.reserveCapacity(order.count * 3 + 1)
        for bookIndex in order {
            // The three fields read in place, in one pass (the author line put together as bytes).
            func foldField(_ utf8: UnsafeBufferPointer<UInt8>) {
                slots.fieldStarts.append(UInt32(truncatingIfNeeded: textCount()))
                let lengthsStart = slots.characterLengths.count
                field.removeAll(keepingCapacity: true)
                let oneBytePerCharacter = folder.append(utf8, to: &field, lengths: &slots.characterLengths)
                slots.lengthStarts.append(oneBytePerCharacter ? -1 : Int32(truncatingIfNeeded: lengthsStart))
                field.append(0)
                field.withUnsafeBytes { appendText($0) }
            }
            books[bookIndex].withSearchedUTF8(scratch: &authorLine) { title, author, description in
                foldField(title)
                foldField(author)
                foldField(description)
            }
            precondition(textCount() < Int(UInt32.max) && slots.characterLengths.count < Int(Int32.max),
                         "The catalog is too large to index (over 4 GB of text).")
        }
    }

    /// Folds the fields of `books[order[0]]`, `books[order[1]]`, … into slots 0, 1, …; a catalog of
    /// `parallelFoldSize` books or more in two halves at once (the second on another thread, then
    /// moved after the first).
    init(books: [Book], order: [Int], parallelFoldSize: Int = Self.parallelFoldSize) {
        // Folding keeps the length about the same, and a packed book holds a little more than
        // its title, authors and description: room for that, so the text is rarely moved.
        let estimate = books.reduce(0) { $0 + $1.packedByteCount }
        var text = StableBytes.Builder(capacity: estimate + estimate / 32 + 16)
        var slots = FoldedSlots()
        let split = order.count >= parallelFoldSize ? order.count / 2 : order.count
        let second = split == order.count ? nil : SecondThreadResult { () -> (slots: FoldedSlots, text: [UInt8]) in
            books.withUnsafeBufferPointer { books in
                var half = FoldedSlots()
                var halfText: [UInt8] = []
                halfText.reserveCapacity(estimate / 2 + estimate / 16)
                Self.fold(books, order[split...], into: &half, textCount: { halfText.count }, appendText: { halfText.append(contentsOf: $0) })
                return (half, halfText)
            }
        }
        books.withUnsafeBufferPointer { books in
            Self.fold(books, order[..<split], into: &slots, textCount: { text.count }, appendText: { text.append($0) })
        }
        if let (half, halfText) = second?.take() {
            let textBase = UInt32(truncatingIfNeeded: text.count), lengthsBase = Int32(truncatingIfNeeded: slots.characterLengths.count)
            precondition(text.count + halfText.count < Int(UInt32.max) && slots.characterLengths.count + half.characterLengths.count < Int(Int32.max),
                         "The catalog is too large to index (over 4 GB of text).")
            slots.fieldStarts.append(contentsOf: half.fieldStarts.lazy.map { $0 + textBase })
            slots.lengthStarts.append(contentsOf: half.lengthStarts.lazy.map { $0 < 0 ? -1 : $0 + lengthsBase })
            slots.characterLengths.append(contentsOf: half.characterLengths)
            halfText.withUnsafeBytes { text.append($0) }
        }
        var fieldStarts = slots.fieldStarts, lengthStarts = slots.lengthStarts, characterLengths = slots.characterLengths
        slots = FoldedSlots()
        fieldStarts.append(UInt32(text.count))
        withUnsafeBytes(of: UInt8(0)) { text.append($0) }
        characterLengths.append(0)
        let textOwner = text.finish()
        var byteCounts = [Int](repeating: 0, count: 256)
        for offset in stride(from: 0, to: textOwner.bytes.count, by: 7) { byteCounts[Int(textOwner.bytes[offset])] &+= 1 }
        let lengths = LengthFields.arrays(lengthStarts)
        lengthStarts = []
        let parts = BlockParts(slotCount: order.count, lengthFieldCount: lengths.starts.count, lengthsCount: characterLengths.count,
                               textCount: textOwner.bytes.count)
        let arraysOwner = StableBytes(count: parts.text) { block in
            func copy<Value>(_ values: [Value], to offset: Int) {
                values.withUnsafeBytes { if let source = $0.baseAddress { (block.baseAddress! + offset).copyMemory(from: source, byteCount: $0.count) } }
            }
            copy(fieldStarts, to: parts.fieldStarts)
            copy(lengths.bits, to: parts.lengthBits)
            copy(lengths.ranks, to: parts.lengthRanks)
            copy(lengths.starts, to: parts.lengthStarts)
            copy(characterLengths, to: parts.characterLengths)
        }
        self.init(viewing: arraysOwner, at: 0, text: textOwner, at: 0, slotCount: order.count, lengthFieldCount: lengths.starts.count,
                  lengthsCount: characterLengths.count, textCount: textOwner.bytes.count, byteCounts: byteCounts)
    }

    /// The layout whose first three parts start at byte `arraysOffset` of `arraysOwner` and whose
    /// text starts at byte `textOffset` of `textOwner` (which hold all of them, aligned to eight bytes).
    init(viewing arraysOwner: StableBytes, at arraysOffset: Int, text textOwner: StableBytes, at textOffset: Int,
                 slotCount: Int, lengthFieldCount: Int, lengthsCount: Int, textCount: Int, byteCounts: [Int]) {
        let parts = BlockParts(slotCount: slotCount, lengthFieldCount: lengthFieldCount, lengthsCount: lengthsCount, textCount: textCount)
        self.arraysOwner = arraysOwner
        self.textOwner = textOwner
        arraysRegion = UnsafeRawBufferPointer(rebasing: arraysOwner.bytes[arraysOffset ..< arraysOffset + parts.text])
        fieldStarts = arraysOwner.view(of: UInt32.self, at: arraysOffset + parts.fieldStarts, count: 3 * slotCount + 1)
        let words = LengthFields.wordCount(fields: 3 * slotCount)
        lengthFields = LengthFields(bits: arraysOwner.view(of: UInt64.self, at: arraysOffset + parts.lengthBits, count: words),
                                    ranks: arraysOwner.view(of: UInt32.self, at: arraysOffset + parts.lengthRanks, count: words),
                                    starts: arraysOwner.view(of: UInt32.self, at: arraysOffset + parts.lengthStarts, count: lengthFieldCount))
        characterLengths = arraysOwner.view(of: UInt8.self, at: arraysOffset + parts.characterLengths, count: lengthsCount)
        text = textOwner.view(of: UInt8.self, at: textOffset, count: textCount)
        self.byteCounts = byteCounts
    }

    /// Calls `body` with the block (see ``SearchLayout``) as it lies in memory: its first three
    /// parts (padded), then its text (not padded).
    package func withBlockPieces<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime((arraysOwner, textOwner)) { () throws(Failure) -> Result in
            try body(arraysRegion, UnsafeRawBufferPointer(text))
        }
    }

    /// Calls `body` with raw views of the arrays (valid only during the call).
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        withExtendedLifetime((arraysOwner, textOwner)) {
            body(Buffers(text: text.baseAddress!, fieldStarts: fieldStarts.baseAddress!,
                         lengthFields: lengthFields, characterLengths: characterLengths.baseAddress!))
        }
    }

    /// The Character offset in the original field of the Character that holds folded byte `offset` of the field.
    func characterOffset(ofByte offset: Int, slot: Int, field: Int) -> Int {
        let start = lengthFields.start(ofField: 3 * slot + field)
        guard start >= 0 else { return offset }
        var byte = 0
        var character = 0
        while true {
            byte += Int(characterLengths[start + character])
            if offset < byte { return character }
            character += 1
        }
    }

    /// Every occurrence of every query word in one field, as merged Character ranges of the original text.
    func ranges(slot: Int, field: Int, query: SearchQuery) -> [Range<Int>] {
        let fieldStart = Int(fieldStarts[3 * slot + field])
        let fieldEnd = Int(fieldStarts[3 * slot + field + 1]) - 1
        var found: [Range<Int>] = []
        withBuffers { buffers in
            let text = buffers.text
            query.bytes.withUnsafeBufferPointer { wordBuffer in
                for word in 0 ..< query.wordCount {
                    let pattern = wordBuffer.baseAddress! + query.wordStarts[word]
                    let length = query.wordLengths[word]
                    var hit = SearchText.find(pattern, length, in: text, from: fieldStart, to: fieldEnd)
                    while hit >= 0 {
                        found.append((hit - fieldStart) ..< (hit - fieldStart + length))
                        hit = SearchText.find(pattern, length, in: text, from: hit + 1, to: fieldEnd)
                    }
                }
            }
        }
        guard !found.isEmpty else { return [] }
        let lengthStart = lengthFields.start(ofField: 3 * slot + field)
        if lengthStart >= 0 {
            var characterOfByte = [Int](repeating: 0, count: fieldEnd - fieldStart)
            var byte = 0
            var character = 0
            while byte < characterOfByte.count {
                let length = Int(characterLengths[lengthStart + character])
                for offset in byte ..< byte + length { characterOfByte[offset] = character }
                byte += length
                character += 1
            }
            found = found.map { characterOfByte[$0.lowerBound] ..< characterOfByte[$0.upperBound - 1] + 1 }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = [found[0]]
        for range in found.dropFirst() {
            let last = merged[merged.count - 1]
            if range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
