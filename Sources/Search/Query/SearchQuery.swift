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
        self.init(folded: folded.split(separator: 0x20, omittingEmptySubsequences: true).map { (Array($0), false) })
    }

    /// Folds each of `words`: a phrase stays one word, its own spaces folded to one and kept, so
    /// it matches only where its words stand together. In the key a phrase stands in quotes, so it
    /// is never taken for its words searched apart.
    init(words: [QueryWord]) {
        self.init(folded: words.compactMap { word in
            let folded = FoldedText(word.text).bytes.split(separator: 0x20, omittingEmptySubsequences: true)
            guard !folded.isEmpty else { return nil }
            return (Array(folded.joined(separator: [0x20])), word.isPhrase && folded.count > 1)
        })
    }

    private init(folded words: [(bytes: [UInt8], isPhrase: Bool)]) {
        var key: [UInt8] = []
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        for (word, isPhrase) in words {
            if !key.isEmpty { key.append(0x20) }
            key.append(contentsOf: isPhrase ? [0x22] + word + [0x22] : word)
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
