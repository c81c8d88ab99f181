/// The distinct words of a catalog's folded text, with how often each occurs: where a query word
/// that matches nothing finds the closest word the catalog has ("wodson" → "woodson").
struct SearchVocabulary: Sendable {
    /// Each word (folded bytes, three or more) and its count.
    private let words: [(word: [UInt8], count: Int)]

    /// The words of `layout`'s text: runs of letters, digits and non-ASCII bytes.
    init(layout: SearchLayout) {
        var counts: [[UInt8]: Int] = [:]
        layout.withBuffers { buffers in
            let count = Int(layout.fieldStarts[layout.fieldStarts.count - 1])
            var start = -1
            for offset in 0 ... count {
                let byte = offset < count ? buffers.text[offset] : 0
                let isWordByte = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                if isWordByte {
                    if start < 0 { start = offset }
                } else if start >= 0 {
                    if offset - start >= 3 {
                        counts[Array(UnsafeBufferPointer(start: buffers.text + start, count: offset - start)), default: 0] += 1
                    }
                    start = -1
                }
            }
        }
        words = counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.word.lexicographicallyPrecedes($1.word) }
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
