/// A query folded and split into words, ready to run against a ``SearchIndex``.
struct SearchQuery: Sendable {
    /// The folded words joined by single spaces: two queries with the same key find the same books.
    let key: [UInt8]
    /// The folded words, one after another.
    let bytes: [UInt8]
    /// Where each word starts in ``bytes``.
    let wordStarts: [Int]
    /// How long each word is, in bytes.
    let wordLengths: [Int]
    /// The bloom bits every matching record holds: which 64-bit words of the signature are used…
    let signatureIndices: [Int]
    /// …and their bits.
    let signatureValues: [UInt64]

    /// Folds `query` the way the index folds fields and splits it on white space.
    init(_ query: String) {
        let folded = FoldedText(query).bytes
        let words = folded.split(separator: 0x20, omittingEmptySubsequences: true)
        var key: [UInt8] = []
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        var signature = [UInt64](repeating: 0, count: SearchBloom.words)
        for word in words {
            if !key.isEmpty { key.append(0x20) }
            key.append(contentsOf: word)
            starts.append(bytes.count)
            lengths.append(word.count)
            bytes.append(contentsOf: word)
            Array(word).withUnsafeBufferPointer { SearchBloom.add($0, to: &signature, at: 0) }
        }
        self.key = key
        self.bytes = bytes
        self.wordStarts = starts
        self.wordLengths = lengths
        self.signatureIndices = signature.indices.filter { signature[$0] != 0 }
        self.signatureValues = signatureIndices.map { signature[$0] }
    }

    /// Whether the query has no words (empty or only white space).
    var isEmpty: Bool { wordStarts.isEmpty }

    /// The number of words.
    var wordCount: Int { wordStarts.count }
}
