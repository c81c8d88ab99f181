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

    /// Folds `query` the way the index folds fields and splits it on white space.
    init(_ query: String) {
        let folded = FoldedText(query).bytes
        let words = folded.split(separator: 0x20, omittingEmptySubsequences: true)
        var key: [UInt8] = []
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        for word in words {
            if !key.isEmpty { key.append(0x20) }
            key.append(contentsOf: word)
            starts.append(bytes.count)
            lengths.append(word.count)
            bytes.append(contentsOf: word)
        }
        self.key = key
        self.bytes = bytes
        self.wordStarts = starts
        self.wordLengths = lengths
    }

    /// Whether the query has no words (empty or only white space).
    var isEmpty: Bool { wordStarts.isEmpty }

    /// The number of words.
    var wordCount: Int { wordStarts.count }

    /// The folded bytes of word `word`.
    func word(_ word: Int) -> ArraySlice<UInt8> {
        bytes[wordStarts[word] ..< wordStarts[word] + wordLengths[word]]
    }

    /// The grams of word `word` (see ``SearchGrams``): its byte, for a one-byte word, else its byte
    /// pairs; -1 for each that has no list.
    func grams(ofWord word: Int) -> [Int] {
        let start = wordStarts[word]
        let length = wordLengths[word]
        if length == 1 { return [SearchGrams.single(bytes[start])] }
        return (start ..< start + length - 1).map { SearchGrams.pair(bytes[$0], bytes[$0 + 1]) }
    }
}
