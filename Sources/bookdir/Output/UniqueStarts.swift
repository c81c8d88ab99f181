import Foundation

/// The ids of a collection (the catalog's books, the pending suggestions), to tell how much of
/// each id tells it apart: tables print that much, and `show` and the review commands take any
/// start of an id that only one id has, in either case.
///
/// The ids are kept lowercased in one byte buffer and ordered by their first 8 bytes as one
/// number, then by the rest compared in place (`memcmp`): sorting a 100k-book catalog's ids as
/// arrays of bytes cost a `bookdir search` 0.4 s.
struct UniqueStarts {
    /// The fewest characters a start is given, though fewer would tell the id apart.
    static let minimumLength = 8

    /// The ids in lowercase, as UTF-8, one after another; id `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// The ids' indexes in byte order.
    private var order: [Int32] = []

    /// The ids of `ids`, told apart ignoring case. They are put in order by their first 8 bytes
    /// as one number (an integer sort), then, among ids sharing those, by the rest.
    init(_ ids: some Sequence<String>) {
        var heads: [(head: UInt64, length: Int, index: Int32)] = []
        heads.reserveCapacity(ids.underestimatedCount)
        bytes.reserveCapacity(ids.underestimatedCount * 24)
        starts.reserveCapacity(ids.underestimatedCount + 1)
        for id in ids {
            Self.appendLowercased(id, to: &bytes)
            starts.append(bytes.count)
            let index = starts.count - 2
            let (head, length) = Self.head(of: self.id(index))
            heads.append((head, length, Int32(index)))
        }
        // By the first 8 bytes as one number, then (among ids sharing them) by the rest, compared
        // in place: the same order as comparing whole ids byte by byte, at a fraction of its cost.
        let starts = self.starts
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress
            heads.sort { a, b in
                if a.head != b.head { return a.head < b.head }
                if a.length != b.length { return a.length < b.length }
                let first = Int(a.index), second = Int(b.index)
                let skip = a.length
                let firstCount = starts[first + 1] - starts[first] - skip, secondCount = starts[second + 1] - starts[second] - skip
                let shared = min(firstCount, secondCount)
                if shared > 0, let base {
                    let compared = memcmp(base + starts[first] + skip, base + starts[second] + skip, shared)
                    if compared != 0 { return compared < 0 }
                }
                return firstCount != secondCount ? firstCount < secondCount : first < second
            }
        }
        order = heads.map(\.index)
    }

    /// The fewest leading characters (at least ``minimumLength``, at most the whole id) of `id`
    /// that no other id starts with; the whole id when another id starts with all of it.
    func length(of id: String) -> Int {
        let key = Self.lowercased(id)
        var index = lowerBound(key)
        var shared = 0
        if index > 0 { shared = Self.commonPrefix(self.id(at: index - 1), key[...]) }
        if index < order.count, self.id(at: index).elementsEqual(key) { index += 1 }
        if index < order.count { shared = max(shared, Self.commonPrefix(self.id(at: index), key[...])) }
        return min(id.count, max(Self.minimumLength, Self.characters(in: id, coveringBytes: shared + 1)))
    }

    /// The longest ``length(of:)`` among all the ids, in one pass over their order (see ``lengths()``):
    /// what a table of every id needs, without a search for each.
    func longestLength() -> Int {
        lengths().max() ?? 0
    }

    /// Each id's ``length(of:)``, in the order the ids were given, worked out in one pass over
    /// their order: each id's start is told apart by what it shares with its neighbours there.
    func lengths() -> [Int] {
        var lengths = [Int](repeating: 0, count: order.count)
        var sharedWithPrevious = 0
        for position in order.indices {
            let id = self.id(at: position)
            let sharedWithNext = position + 1 < order.count ? Self.commonPrefix(id, self.id(at: position + 1)) : 0
            let bytes = max(sharedWithPrevious, sharedWithNext) + 1
            sharedWithPrevious = sharedWithNext
            if id.allSatisfy({ $0 < 0x80 }) {
                lengths[Int(order[position])] = min(id.count, max(Self.minimumLength, bytes))
            } else {
                let text = String(decoding: id, as: UTF8.self)
                lengths[Int(order[position])] = min(text.count, max(Self.minimumLength, Self.characters(in: text, coveringBytes: bytes)))
            }
        }
        return lengths
    }

    /// How many ids start with `start`, ignoring case (two binary searches: the ids that do lie
    /// together in the order).
    func count(startingWith start: String) -> Int {
        let head = Self.lowercased(start)
        let first = lowerBound(head)
        var low = first, high = order.count
        while low < high {
            let middle = (low + high) / 2
            if id(at: middle).starts(with: head) { low = middle + 1 } else { high = middle }
        }
        return low - first
    }

    /// How many ids start with `start` and end with `end`, ignoring case.
    func count(startingWith start: String, endingWith end: String) -> Int {
        let head = Self.lowercased(start), tail = Self.lowercased(end)
        var index = lowerBound(head), count = 0
        while index < order.count, id(at: index).starts(with: head) {
            let id = self.id(at: index)
            if id.count >= head.count + tail.count && id.reversed().starts(with: tail.reversed()) { count += 1 }
            index += 1
        }
        return count
    }

    /// The fewest characters of `ids` (at least 8) whose starts tell every id apart, ignoring case:
    /// the longest of their ``length(of:)``s, 0 for no ids.
    static func sharedLength(_ ids: [String]) -> Int {
        let starts = UniqueStarts(ids)
        return ids.map(starts.length(of:)).max() ?? 0
    }

    /// The position in ``order`` of the first id not before `key`.
    private func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = order.count
        while low < high {
            let middle = (low + high) / 2
            if id(at: middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The id at `position` of ``order``.
    private func id(at position: Int) -> ArraySlice<UInt8> {
        id(Int(order[position]))
    }

    private func id(_ index: Int) -> ArraySlice<UInt8> {
        bytes[starts[index] ..< starts[index + 1]]
    }

    /// The first 8 bytes of `id` as one number, left-aligned (so numbers compare as the bytes
    /// do), and how many of them there are.
    private static func head(of id: ArraySlice<UInt8>) -> (UInt64, Int) {
        var head: UInt64 = 0
        var count = 0
        for byte in id.prefix(minimumLength) {
            head = head << 8 | UInt64(byte)
            count += 1
        }
        return (count == 0 ? 0 : head << (8 * UInt64(minimumLength - count)), count)
    }

    /// `text` in lowercase UTF-8, appended to `bytes` (ASCII lowercased byte by byte).
    private static func appendLowercased(_ text: String, to bytes: inout [UInt8]) {
        var utf8Text = text
        utf8Text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return bytes.append(contentsOf: text.lowercased().utf8) }
            // ASCII (an id's usual letters): copied whole, then its capitals lowered.
            let start = bytes.count
            bytes.append(contentsOf: utf8)
            if utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
                for index in start ..< bytes.count where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
            }
        }
    }

    private static func lowercased(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendLowercased(text, to: &bytes)
        return bytes
    }

    /// The number of leading bytes `a` and `b` share.
    private static func commonPrefix(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
        var count = 0
        var first = a.startIndex, second = b.startIndex
        while first < a.endIndex, second < b.endIndex, a[first] == b[second] {
            count += 1
            first += 1
            second += 1
        }
        return count
    }

    /// The fewest leading characters of `id` whose lowercase UTF-8 spans `bytes` bytes.
    private static func characters(in id: String, coveringBytes bytes: Int) -> Int {
        // ASCII (the usual id): a character is a byte.
        if id.utf8.allSatisfy({ $0 < 0x80 }) { return min(bytes, id.utf8.count + 1) }
        var covered = 0, count = 0
        for character in id where covered < bytes {
            covered += character.lowercased().utf8.count
            count += 1
        }
        return covered < bytes ? count + 1 : count
    }
}
