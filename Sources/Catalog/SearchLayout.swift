/// The folded text of a ``SearchIndex``: every slot's title, author and description, folded (see
/// ``FoldedText``) into one contiguous UTF-8 array, `title 0 author 0 description 0` per slot,
/// with where each field starts and, for fields whose Characters do not fold to one byte each,
/// the folded length of every Character (to map folded bytes back to Character offsets).
struct SearchLayout: Sendable {
    /// Raw views of the arrays, for the loops that read every slot.
    struct Buffers {
        let text: UnsafePointer<UInt8>
        let fieldStarts: UnsafePointer<UInt32>
        let lengthStarts: UnsafePointer<Int32>
        let characterLengths: UnsafePointer<UInt8>
    }

    /// Every folded field, each followed by a zero byte.
    let text: [UInt8]
    /// Where field `f` of slot `s` starts in ``text``: `fieldStarts[3 * s + f]`; one more entry ends the last slot.
    let fieldStarts: [UInt32]
    /// Where each field's Character lengths start in ``characterLengths``, or -1 when the field has one byte per Character.
    let lengthStarts: [Int32]
    /// The folded length of every Character of the fields that need it.
    let characterLengths: [UInt8]
    /// How often each byte value occurs in the text, counted on every seventh byte: an estimate of
    /// how rare a byte is, to pick the byte a text search looks for first.
    let byteCounts: [Int]

    /// The number of slots.
    var slotCount: Int { (fieldStarts.count - 1) / 3 }

    /// Folds the fields of `books[order[0]]`, `books[order[1]]`, … into slots 0, 1, ….
    init(books: [Book], order: [Int]) {
        var folder = TextFolder()
        var text: [UInt8] = []
        // Folding keeps the length about the same: reserve it, so growing never holds two copies.
        let estimate = order.reduce(0) { $0 + books[$1].title.utf8.count + books[$1].author.utf8.count + books[$1].description.utf8.count + 3 }
        text.reserveCapacity(estimate + estimate / 32 + 16)
        var fieldStarts: [UInt32] = []
        fieldStarts.reserveCapacity(order.count * 3 + 1)
        var lengthStarts: [Int32] = []
        lengthStarts.reserveCapacity(order.count * 3 + 1)
        var characterLengths: [UInt8] = []
        func append(_ value: String) {
            fieldStarts.append(UInt32(truncatingIfNeeded: text.count))
            let lengthsStart = characterLengths.count
            let oneBytePerCharacter = folder.append(value, to: &text, lengths: &characterLengths)
            lengthStarts.append(oneBytePerCharacter ? -1 : Int32(truncatingIfNeeded: lengthsStart))
            text.append(0)
        }
        for bookIndex in order {
            append(books[bookIndex].title)
            append(books[bookIndex].author)
            append(books[bookIndex].description)
            precondition(text.count < Int(UInt32.max) && characterLengths.count < Int(Int32.max),
                         "The catalog is too large to index (over 4 GB of text).")
        }
        fieldStarts.append(UInt32(text.count))
        text.append(0)
        lengthStarts.append(-1)
        characterLengths.append(0)
        var byteCounts = [Int](repeating: 0, count: 256)
        text.withUnsafeBufferPointer { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 7) { byteCounts[Int(bytes[offset])] &+= 1 }
        }
        self.byteCounts = byteCounts
        self.text = text
        self.fieldStarts = fieldStarts
        self.lengthStarts = lengthStarts
        self.characterLengths = characterLengths
    }

    /// A layout of arrays made by ``init(books:order:)`` (as ``SearchIndexCache`` stores them), or
    /// nil when they do not fit together as that init makes them: every field ends with a zero byte
    /// where the next starts, the text ends with one more, and the Character lengths of a field
    /// that has them (each at least 1) add up to its length exactly. Searching such a layout never
    /// reads outside its arrays.
    init?(text: [UInt8], fieldStarts: [UInt32], lengthStarts: [Int32], characterLengths: [UInt8], byteCounts: [Int]) {
        let fieldCount = fieldStarts.count - 1
        guard fieldCount >= 0, fieldCount % 3 == 0, lengthStarts.count == fieldStarts.count, byteCounts.count == 256,
              fieldStarts[0] == 0, Int(fieldStarts[fieldCount]) == text.count - 1, text.last == 0,
              lengthStarts[fieldCount] == -1, characterLengths.last == 0
        else { return nil }
        for field in 0 ..< fieldCount {
            let start = Int(fieldStarts[field])
            let end = Int(fieldStarts[field + 1])
            guard start < end, text[end - 1] == 0 else { return nil }
            let lengthStart = Int(lengthStarts[field])
            guard lengthStart >= 0 else {
                guard lengthStart == -1 else { return nil }
                continue
            }
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
        self.text = text
        self.fieldStarts = fieldStarts
        self.lengthStarts = lengthStarts
        self.characterLengths = characterLengths
        self.byteCounts = byteCounts
    }

    /// Calls `body` with raw views of the arrays (valid only during the call).
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        text.withUnsafeBufferPointer { text in
            fieldStarts.withUnsafeBufferPointer { fieldStarts in
                lengthStarts.withUnsafeBufferPointer { lengthStarts in
                    characterLengths.withUnsafeBufferPointer { characterLengths in
                        body(Buffers(text: text.baseAddress!, fieldStarts: fieldStarts.baseAddress!,
                                     lengthStarts: lengthStarts.baseAddress!, characterLengths: characterLengths.baseAddress!))
                    }
                }
            }
        }
    }

    /// The Character offset in the original field of the Character that holds folded byte `offset` of the field.
    func characterOffset(ofByte offset: Int, slot: Int, field: Int) -> Int {
        let start = Int(lengthStarts[3 * slot + field])
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
        text.withUnsafeBufferPointer { textBuffer in
            let text = textBuffer.baseAddress!
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
        let lengthStart = Int(lengthStarts[3 * slot + field])
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
