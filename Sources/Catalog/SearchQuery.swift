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

/// The per-record bloom filter of a ``SearchIndex``: 1024 bits holding (two bits each) every pair
/// of adjacent bytes of a book's folded fields (pairs with a space are left out: query words hold none). A
/// record that lacks a bit of the query's signature cannot match, so most non-matching books are
/// skipped without reading their text. One-byte words set no bit: every book may hold them.
enum SearchBloom {
    /// 64-bit words per record.
    static let words = 16

    /// How far a 32-bit hash is shifted to give a bit number below `words * 64`.
    private static let shift = UInt32(32 - (words * 64).trailingZeroBitCount)

    /// Sets the bits of `bytes` (one field or one query word) in `bloom[base ..< base + words]`.
    static func add(_ bytes: UnsafeBufferPointer<UInt8>, to bloom: inout [UInt64], at base: Int) {
        guard var previous = bytes.first else { return }
        bloom.withUnsafeMutableBufferPointer { bloom in
            let words = bloom.baseAddress! + base
            for byte in bytes.dropFirst() {
                if previous != 0x20 && byte != 0x20 {
                    let key = UInt32(previous) << 8 | UInt32(byte)
                    let first = bit(key, 0x9E37_79B1)
                    let second = bit(key, 0x85EB_CA6B)
                    words[first >> 6] |= 1 << UInt64(first & 63)
                    words[second >> 6] |= 1 << UInt64(second & 63)
                }
                previous = byte
            }
        }
    }

    /// One of the two bits of a byte pair (`key`), by multiplicative hashing with `multiplier`.
    @inline(__always)
    private static func bit(_ key: UInt32, _ multiplier: UInt32) -> Int {
        var hash = (key &+ 0x9E37) &* multiplier
        hash ^= hash >> 15
        hash = hash &* 0x2C1B_3C6D
        return Int(hash >> shift)
    }
}
