import Catalog
import Foundation

/// The order of a ``SearchIndex``'s slots: rule 4 of its ranking, the tie-break.
enum SearchOrder {
    /// The indices of `books` ordered by folded title, then title, then id (then index).
    static func tieBreakOrder(of books: [Book]) -> [Int] {
        var folder = SearchFolder()
        var titleBytes: [UInt8] = []
        var titleStarts: [Int] = [0]
        var scratchLengths: [UInt8] = []
        titleStarts.reserveCapacity(books.count + 1)
        // Through a buffer, so that reading a title borrows it instead of copying the book.
        books.withUnsafeBufferPointer { books in
            for book in books.indices {
                _ = books[book].withUTF8(.title) { folder.append($0, to: &titleBytes, lengths: &scratchLengths) }
                scratchLengths.removeAll(keepingCapacity: true)
                titleStarts.append(titleBytes.count)
            }
        }
        titleBytes.append(0)
        return titleBytes.withUnsafeBufferPointer { titles in
            // The first sixteen folded bytes, big-endian (zero past the end: the folded text holds
            // no zero byte), settle most comparisons as plain integers; only runs of titles sharing
            // them are compared further (see ``Run``).
            func prefix(_ book: Int, from skip: Int) -> UInt64 {
                var prefix: UInt64 = 0
                let start = titleStarts[book] + skip
                let end = titleStarts[book + 1]
                for offset in 0 ..< 8 { prefix = prefix << 8 | UInt64(start + offset < end ? titles[start + offset] : 0) }
                return prefix
            }
            let keys = radixSorted((0 ..< books.count).map { PrefixKey(high: prefix($0, from: 0), low: prefix($0, from: 8), book: UInt32($0)) })
            var order = keys.map { Int($0.book) }
            books.withUnsafeBufferPointer { books in
                var runStart = 0
                while runStart < keys.count {
                    var runEnd = runStart + 1
                    while runEnd < keys.count && keys[runEnd].high == keys[runStart].high && keys[runEnd].low == keys[runStart].low { runEnd += 1 }
                    if runEnd - runStart > 1 {
                        let run = Run(Array(order[runStart ..< runEnd]), of: books, titles: titles, titleStarts: titleStarts)
                        order.replaceSubrange(runStart ..< runEnd, with: run.ordered(books))
                    }
                    runStart = runEnd
                }
            }
            return order
        }
    }

    /// A book's first sixteen folded title bytes, as two big-endian words.
    struct PrefixKey {
        var high: UInt64
        var low: UInt64
        var book: UInt32
    }

    /// `keys` ordered by `high`, then `low`, keeping their order where both are equal: a radix sort,
    /// one stable pass per byte from the last to the first, leaving out the bytes every key shares.
    static func radixSorted(_ keys: [PrefixKey]) -> [PrefixKey] {
        guard keys.count > 1 else { return keys }
        var counts = [Int](repeating: 0, count: 16 * 256)
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                for key in keys {
                    for byte in 0 ..< 8 {
                        counts[byte &* 256 &+ Int(truncatingIfNeeded: key.low >> UInt64(8 &* byte)) & 0xFF] &+= 1
                        counts[(8 &+ byte) &* 256 &+ Int(truncatingIfNeeded: key.high >> UInt64(8 &* byte)) & 0xFF] &+= 1
                    }
                }
            }
        }
        var source = keys
        var target = keys
        for byte in 0 ..< 16 {
            let histogram = counts[byte * 256 ..< byte * 256 + 256]
            if histogram.contains(keys.count) { continue }
            var starts = [Int](repeating: 0, count: 256)
            var sum = 0
            for value in 0 ..< 256 {
                starts[value] = sum
                sum += histogram[byte * 256 + value]
            }
            let shift = UInt64(8 * (byte % 8))
            let isLow = byte < 8
            source.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    starts.withUnsafeMutableBufferPointer { starts in
                        for key in source {
                            let value = Int(truncatingIfNeeded: (isLow ? key.low : key.high) >> shift) & 0xFF
                            target[starts[value]] = key
                            starts[value] &+= 1
                        }
                    }
                }
            }
            swap(&source, &target)
        }
        return source
    }
}
