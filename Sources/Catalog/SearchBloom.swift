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
