import Support

/// The distinct words of a catalog's folded text, with how often each occurs: where a query word
/// that matches nothing finds the closest word the catalog has ("wodson" → "woodson"), or the
/// word it is with its inner punctuation ("nyongo" → "nyong'o", "mondays" → "monday's").
struct SearchVocabulary: Sendable {
    /// Each word (folded bytes, three or more) and its count.
    let words: [(word: [UInt8], count: Int)]
    /// Words written with an apostrophe or a period inside ("nyong'o", "e.b."), by their letters alone.
    let punctuated: [[UInt8]: [UInt8]]
    /// The words, to tell at once whether the catalog has one.
    private let table: TokenTable

    /// The words of `layout`'s text: runs of letters, digits and non-ASCII bytes.
    ///
    /// Counted in a ``TokenTable`` (no array made and no `Hasher` run for each of the text's
    /// words: a search for a word the catalog lacks waited 2.7 s for a dictionary of them at a
    /// million books), a text of `parallelSize` bytes or more in two halves at once.
    init(layout: SearchLayout, parallelSize: Int = Self.parallelSize) {
        let counted = layout.withBuffers { buffers in
            let count = Int(layout.fieldStarts[layout.fieldStarts.count - 1])
            let text = UncheckedText(start: buffers.text)
            // Split after a field's closing zero byte, where no word or punctuated run goes on.
            var split = count >= parallelSize ? count / 2 : count
            while split < count && buffers.text[split - 1] != 0 { split += 1 }
            let half = split
            let second = half < count ? SecondThreadResult { Counted(text.start, half ..< count) } : nil
            var counted = Counted(text.start, 0 ..< half)
            if let second { counted.add(second.take()) }
            return counted
        }
        var punctuated: [[UInt8]: [UInt8]] = [:]
        for (key, word) in counted.punctuatedWords.enumerated() { punctuated[Array(counted.letterKeys.bytes(of: key))] = word }
        self.punctuated = punctuated
        table = counted.words
        words = (0 ..< counted.words.count).map { (Array(counted.words.bytes(of: $0)), counted.counts[$0]) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word.lexicographicallyPrecedes($1.word) }
    }

    /// Texts of this many bytes or more are counted in two halves at once.
    static let parallelSize = 1 << 22

    /// The words of part of the text, counted.
    private struct Counted {
        var words = TokenTable()
        var counts: [Int] = []
        /// The punctuated words by their letters, the first met of each.
        var letterKeys = TokenTable()
        var punctuatedWords: [[UInt8]] = []

        /// The words of `text[range]`, which starts and ends between words.
        init(_ text: UnsafePointer<UInt8>, _ range: Range<Int>) {
            var letters: [UInt8] = []
            func isWordByte(_ byte: UInt8) -> Bool {
                byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            }
            var start = -1
            // Where the run of words joined by inner punctuation started, and whether it has any.
            var joinedStart = -1
            var joinedHasPunctuation = false
            for offset in range.lowerBound ... range.upperBound {
                let byte = offset < range.upperBound ? text[offset] : 0
                if isWordByte(byte) {
                    if start < 0 { start = offset }
                    if joinedStart < 0 { joinedStart = offset }
                    continue
                }
                if start >= 0 {
                    if offset - start >= SearchVocabulary.shortestWord { add(words.id(of: text + start, offset - start), count: 1) }
                    start = -1
                }
                let inner = (byte == 0x27 || byte == 0x2E) && offset + 1 < range.upperBound && isWordByte(text[offset + 1])
                if inner && joinedStart >= 0 {
                    joinedHasPunctuation = true
                } else {
                    if joinedHasPunctuation {
                        let token = UnsafeBufferPointer(start: text + joinedStart, count: offset - joinedStart)
                        letters.removeAll(keepingCapacity: true)
                        for byte in token where isWordByte(byte) { letters.append(byte) }
                        if letters.count >= SearchVocabulary.shortestWord { addPunctuated(letters, token) }
                    }
                    joinedStart = -1
                    joinedHasPunctuation = false
                }
            }
        }

        private mutating func add(_ word: Int, count: Int) {
            if word == counts.count { counts.append(count) } else { counts[word] += count }
        }

        /// Keeps `word` for `letters` unless a word came first for them.
        private mutating func addPunctuated(_ letters: some Collection<UInt8>, _ word: some Collection<UInt8>) {
            let key = Array(letters).withUnsafeBufferPointer { letterKeys.id(of: $0) }
            if key == punctuatedWords.count { punctuatedWords.append(Array(word)) }
        }

        /// Adds the words of `later`, counted from the text after this part's.
        mutating func add(_ later: Counted) {
            for word in 0 ..< later.words.count {
                let bytes = Array(later.words.bytes(of: word))
                add(bytes.withUnsafeBufferPointer { words.id(of: $0) }, count: later.counts[word])
            }
            for key in 0 ..< later.punctuatedWords.count { addPunctuated(later.letterKeys.bytes(of: key), later.punctuatedWords[key]) }
        }
    }

    /// The folded text, for the thread counting its second half.
    private struct UncheckedText: @unchecked Sendable {
        let start: UnsafePointer<UInt8>
    }

    /// The fewest bytes a word of the vocabulary has.
    static let shortestWord = 3

    /// Whether `word` (folded bytes) is one of the catalog's words: a query word that is one
    /// matches a book, with no search needed to tell.
    func contains(_ word: [UInt8]) -> Bool {
        word.withUnsafeBufferPointer { table.contains($0) }
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
