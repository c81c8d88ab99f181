import Foundation

/// Substring search in folded bytes.
enum SearchText {
    /// The first offset in `lower ..< upper` where the `length` bytes at `pattern` start, or -1,
    /// looking first for the byte at `anchor` in the pattern (the one rarest in the catalog).
    /// Short distances are stepped through here; longer ones go to `memchr`.
    @inline(__always)
    static func find(_ pattern: UnsafePointer<UInt8>, _ length: Int, anchor: Int, in text: UnsafePointer<UInt8>,
                     from lower: Int, to upper: Int) -> Int {
        let last = upper - length
        var offset = lower
        let anchorByte = pattern[anchor]
        while offset <= last {
            var hit = -1
            let stepEnd = min(last, offset + 15)
            var probe = offset
            while probe <= stepEnd {
                if text[probe + anchor] == anchorByte {
                    hit = probe
                    break
                }
                probe += 1
            }
            if hit < 0 {
                if stepEnd == last { return -1 }
                guard let found = memchr(text + stepEnd + 1 + anchor, Int32(anchorByte), last - stepEnd) else { return -1 }
                hit = (UnsafeRawPointer(found) - UnsafeRawPointer(text)) - anchor
            }
            if equal(text + hit, pattern, length) { return hit }
            offset = hit + 1
        }
        return -1
    }

    /// The first offset in `lower ..< upper` where the `length` bytes at `pattern` start, or -1.
    @inline(__always)
    static func find(_ pattern: UnsafePointer<UInt8>, _ length: Int, in text: UnsafePointer<UInt8>,
                     from lower: Int, to upper: Int) -> Int {
        find(pattern, length, anchor: 0, in: text, from: lower, to: upper)
    }

    /// Whether every word of `query` occurs in `lower ..< upper` of `text`.
    static func holdsEveryWord(of query: SearchQuery, in text: UnsafePointer<UInt8>, from lower: Int, to upper: Int) -> Bool {
        query.bytes.withUnsafeBufferPointer { words in
            (0 ..< query.wordCount).allSatisfy { word in
                find(words.baseAddress! + query.wordStarts[word], query.wordLengths[word], in: text, from: lower, to: upper) >= 0
            }
        }
    }

    /// Whether the `length` bytes at `first` and `second` are the same.
    @inline(__always)
    private static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        if length > 16 { return memcmp(first, second, length) == 0 }
        for offset in 0 ..< length where first[offset] != second[offset] { return false }
        return true
    }
}
