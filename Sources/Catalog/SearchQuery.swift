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

/// The per-record bloom filter of a ``SearchIndex``: 512 bits holding every byte and every pair
/// of adjacent bytes of a book's folded fields. A record that lacks a bit of the query's
/// signature cannot match, so most non-matching books are skipped without reading their text.
enum SearchBloom {
    /// 64-bit words per record.
    static let words = 8

    /// Sets the bits of `bytes` (one field or one query word) in `bloom[base ..< base + words]`.
    static func add(_ bytes: UnsafeBufferPointer<UInt8>, to bloom: inout [UInt64], at base: Int) {
        guard var previous = bytes.first else { return }
        bloom.withUnsafeMutableBufferPointer { bloom in
            let words = bloom.baseAddress! + base
            set(unigramBit(previous), in: words)
            for byte in bytes.dropFirst() {
                set(unigramBit(byte), in: words)
                set(bigramBit(previous, byte), in: words)
                previous = byte
            }
        }
    }

    @inline(__always)
    private static func set(_ bit: Int, in words: UnsafeMutablePointer<UInt64>) {
        words[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    @inline(__always)
    private static func unigramBit(_ byte: UInt8) -> Int {
        Int((UInt32(byte) &* 0x9E37_79B1) >> 23)
    }

    @inline(__always)
    private static func bigramBit(_ first: UInt8, _ second: UInt8) -> Int {
        Int((((UInt32(first) << 8 | UInt32(second)) &+ 0x1_0000) &* 0x9E37_79B1) >> 23)
    }
}
