/// The distinct words of a catalog's folded text, with how often each occurs: where a query word
/// that matches nothing finds the closest word the catalog has ("wodson" → "woodson"), or the
/// word it is with its inner punctuation ("nyongo" → "nyong'o", "mondays" → "monday's").
struct SearchVocabulary: Sendable {
    /// Each word (folded bytes, three or more) and its count.
    private let words: [(word: [UInt8], count: Int)]
    /// Words written with an apostrophe or a period inside ("nyong'o", "e.b."), by their letters alone.
    private let punctuated: [[UInt8]: [UInt8]]

    /// The words of `layout`'s text: runs of letters, digits and non-ASCII bytes.
    init(layout: SearchLayout) {
        var counts: [[UInt8]: Int] = [:]
        var punctuated: [[UInt8]: [UInt8]] = [:]
        layout.withBuffers { buffers in
            let count = Int(layout.fieldStarts[layout.fieldStarts.count - 1])
            func isWordByte(_ byte: UInt8) -> Bool {
                byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            }
            var start = -1
            // Where the run of words joined by inner punctuation started, and whether it has any.
            var joinedStart = -1
            var joinedHasPunctuation = false
            for offset in 0 ... count {
                let byte = offset < count ? buffers.text[offset] : 0
                if isWordByte(byte) {
                    if start < 0 { start = offset }
                    if joinedStart < 0 { joinedStart = offset }
                    continue
                }
                if start >= 0 {
                    if offset - start >= 3 {
                        counts[Array(UnsafeBufferPointer(start: buffers.text + start, count: offset - start)), default: 0] += 1
                    }
                    start = -1
                }
                let inner = (byte == 0x27 || byte == 0x2E) && offset + 1 < count && isWordByte(buffers.text[offset + 1])
                if inner && joinedStart >= 0 {
                    joinedHasPunctuation = true
                } else {
                    if joinedHasPunctuation {
                        let token = Array(UnsafeBufferPointer(start: buffers.text + joinedStart, count: offset - joinedStart))
                        let letters = token.filter(isWordByte)
                        if letters.count >= 3 && punctuated[letters] == nil { punctuated[letters] = token }
                    }
                    joinedStart = -1
                    joinedHasPunctuation = false
                }
            }
        }
        self.punctuated = punctuated
        words = counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.word.lexicographicallyPrecedes($1.word) }
    }

    /// The catalog's word that is `word` with punctuation inside it ("nyongo" → "nyong'o"), if any.
    func punctuatedWord(for word: [UInt8]) -> [UInt8]? {
        punctuated[word.filter { $0 != 0x27 && $0 != 0x2E }]
    }

    /// The catalog word closest to `word` within one edit (words of up to five bytes) or two
    /// (longer): the fewest edits, then the most frequent; nil when none is that close.
    func closest(to word: [UInt8]) -> [UInt8]? {
        let allowed = word.count <= 5 ? 1 : 2
        var best: (word: [UInt8], distance: Int)?
        for candidate in words where abs(candidate.word.count - word.count) <= allowed {
            let limit = best.map { $0.distance - 1 } ?? allowed
            guard limit >= 1 else { break }
            if let distance = EditDistance.between(word, candidate.word, limit: limit) {
                best = (candidate.word, distance)
            }
        }
        return best?.word
    }
}
