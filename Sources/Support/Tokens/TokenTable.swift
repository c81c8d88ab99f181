import Foundation

/// The distinct runs of bytes met (the tokens of ``SearchTokens``, the author lines of
/// ``SearchFieldGroups``, the book ids of a catalog being read), each with an id in the order
/// met, by an open-addressing hash table. The bytes are kept one after another in one array, so a
/// million of them cost no more than their bytes, not a million allocations.
package struct TokenTable {
    /// Every token, each followed by a zero byte.
    package private(set) var vocabulary: [UInt8] = []
    /// Where each token starts in ``vocabulary``; one more entry ends the last.
    package private(set) var starts: [UInt32] = [0]
    /// By hash, each token's hash (its low 32 bits, which also pick its first bucket) above its id
    /// plus one; 0 is empty. A lookup compares bytes only where the hashes agree, and growing
    /// moves the entries without reading the tokens again.
    private var buckets = [UInt64](repeating: 0, count: 1 << 12)

    /// An empty table.
    package init() {}

    /// An empty table with room for `expectedCount` tokens before it grows.
    package init(expectedCount: Int) {
        var size = 1 << 12
        while size < 2 * expectedCount { size *= 2 }
        buckets = [UInt64](repeating: 0, count: size)
    }

    /// The number of tokens.
    package var count: Int { starts.count - 1 }

    /// The bytes of token `token`.
    package func bytes(of token: Int) -> ArraySlice<UInt8> {
        vocabulary[Int(starts[token]) ..< Int(starts[token + 1]) - 1]
    }

    /// The id of `bytes`, added when new.
    package mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return withUnsafePointer(to: 0) { id(of: $0, 0) } }
        return id(of: base, bytes.count)
    }

    /// Whether `bytes` are a token of the table (adding nothing).
    package func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return withUnsafePointer(to: 0) { buckets[bucket(of: $0, 0, hash: Self.hash($0, 0))] != 0 } }
        return buckets[bucket(of: base, bytes.count, hash: Self.hash(base, bytes.count))] != 0
    }

    /// The id of the `length` bytes at `bytes`, added when new.
    package mutating func id(of bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        let hash = Self.hash(bytes, length)
        let bucket = bucket(of: bytes, length, hash: hash)
        if buckets[bucket] != 0 { return Int(truncatingIfNeeded: buckets[bucket] & 0xFFFF_FFFF) - 1 }
        let token = count
        vocabulary.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
        vocabulary.append(0)
        starts.append(UInt32(truncatingIfNeeded: vocabulary.count))
        buckets[bucket] = UInt64(UInt32(truncatingIfNeeded: hash)) << 32 | UInt64(token + 1)
        if count * 2 > buckets.count {
            let old = buckets
            buckets = [UInt64](repeating: 0, count: buckets.count * 2)
            let mask = buckets.count - 1
            for entry in old where entry != 0 {
                var slot = Int(truncatingIfNeeded: entry >> 32) & mask
                while buckets[slot] != 0 { slot = (slot + 1) & mask }
                buckets[slot] = entry
            }
        }
        return token
    }

    /// The bucket holding the entry of the `length` bytes at `bytes`, whose hash is `hash`, or the
    /// empty bucket where it goes.
    private func bucket(of bytes: UnsafePointer<UInt8>, _ length: Int, hash: Int) -> Int {
        let mask = buckets.count - 1
        let tag = UInt64(UInt32(truncatingIfNeeded: hash))
        var bucket = Int(truncatingIfNeeded: tag) & mask
        while true {
            let entry = buckets[bucket]
            if entry == 0 || (entry >> 32 == tag && matches(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1, bytes, length)) {
                return bucket
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Whether token `token` is the `length` bytes at `bytes`.
    package func matches(_ token: Int, _ bytes: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let start = Int(starts[token])
        guard Int(starts[token + 1]) - 1 - start == length else { return false }
        return vocabulary.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, bytes, length) == 0 }
    }

    /// A multiplicative hash of eight bytes at a time.
    private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= length {
            hash = (hash ^ UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < length {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }
}
