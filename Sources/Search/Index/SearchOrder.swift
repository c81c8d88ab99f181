import Catalog
import Foundation
import Support

/// The order of a ``SearchIndex``'s slots: rule 4 of its ranking, the tie-break.
enum SearchOrder {
    /// The indices of `books` ordered by folded title, then title, then id (then index); titles and
    /// ids compare as their UTF-8 bytes, which is a total order (`String`'s `<` is not, for text
    /// that is not in NFC: `"id-\u{E9}A"` and `"id-e\u{301}"` are neither equal nor ordered).
    static func tieBreakOrder(of books: [Book]) -> [Int] {
        // Each book's folded title, and its id and title as written, side by side in the books'
        // order: the runs read them in title order, which would otherwise jump about the whole
        // catalog's memory. A large catalog's are gathered in two halves at once.
        let split = books.count >= SearchLayout.parallelFoldSize ? books.count / 2 : books.count
        let second = split < books.count ? SecondThreadResult { Gathered(books, split ..< books.count) } : nil
        var gathered = Gathered(books, 0 ..< split)
        if let second { gathered.append(second.take()) }
        var titleBytes = gathered.titleBytes
        let titleStarts = gathered.titleStarts
        let written = gathered.written, writtenStarts = gathered.writtenStarts
        gathered = Gathered()
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
            let runs = runs(in: keys)
            written.withUnsafeBufferPointer { written in
                order.withUnsafeMutableBufferPointer { order in
                    let sources = RunSources(order: order, titles: titles, titleStarts: titleStarts, written: written, writtenStarts: writtenStarts)
                    let split = share(runs)
                    let second = split < runs.count ? SecondThread { sources.order(runs[split...]) } : nil
                    sources.order(runs[..<split])
                    second?.join()
                }
            }
            return order
        }
    }

    /// The folded titles, and the ids and titles as written, of some books, side by side in
    /// their order: book `b`'s folded title from `titleStarts[b]` to `titleStarts[b + 1]`, its id
    /// from `writtenStarts[2 * b]` and its title from `writtenStarts[2 * b + 1]` to `writtenStarts[2 * b + 2]`.
    private struct Gathered {
        var titleBytes: [UInt8] = []
        var titleStarts: [Int] = [0]
        var written: [UInt8] = []
        var writtenStarts: [Int] = [0]

        init() {}

        /// Those of `books[range]`.
        init(_ books: [Book], _ range: Range<Int>) {
            var folder = SearchFolder()
            var scratchLengths: [UInt8] = []
            titleStarts.reserveCapacity(range.count + 1)
            writtenStarts.reserveCapacity(2 * range.count + 1)
            // Through a buffer, so that reading a title borrows it instead of copying the book.
            books.withUnsafeBufferPointer { books in
                for book in range {
                    books[book].withIdAndTitleUTF8 { id, title in
                        _ = folder.append(title, to: &titleBytes, lengths: &scratchLengths)
                        written.append(contentsOf: id)
                        writtenStarts.append(written.count)
                        written.append(contentsOf: title)
                        writtenStarts.append(written.count)
                    }
                    scratchLengths.removeAll(keepingCapacity: true)
                    titleStarts.append(titleBytes.count)
                }
            }
        }

        /// Appends the books of `other`, which come after these.
        mutating func append(_ other: Gathered) {
            let titleBase = titleBytes.count, writtenBase = written.count
            titleBytes.append(contentsOf: other.titleBytes)
            titleStarts.append(contentsOf: other.titleStarts.dropFirst().lazy.map { $0 + titleBase })
            written.append(contentsOf: other.written)
            writtenStarts.append(contentsOf: other.writtenStarts.dropFirst().lazy.map { $0 + writtenBase })
        }
    }

    /// Runs holding this many books in all are ordered on two threads.
    static let parallelRunBooks = 1 << 14

    /// Where to split `runs` into two shares of about as many books each, the second to be ordered
    /// on another thread; `runs.count` (no second share) when they hold too few books for that.
    private static func share(_ runs: [Range<Int>]) -> Int {
        let books = runs.reduce(0) { $0 + $1.count }
        guard books >= parallelRunBooks else { return runs.count }
        var counted = 0
        for (index, run) in runs.enumerated() {
            counted += run.count
            if counted >= books / 2 { return index + 1 }
        }
        return runs.count
    }

    /// The runs of `keys` (sorted): each range of two or more keys with the same sixteen bytes.
    private static func runs(in keys: [PrefixKey]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].high == keys[start].high && keys[end].low == keys[start].low { end += 1 }
            if end - start > 1 { runs.append(start ..< end) }
            start = end
        }
        return runs
    }

    /// What ordering the runs reads, and the order they are written into: each run at its own
    /// indices only, so two threads may order runs of their own at once.
    private struct RunSources: @unchecked Sendable {
        let order: UnsafeMutableBufferPointer<Int>
        let titles: UnsafeBufferPointer<UInt8>
        let titleStarts: [Int]
        let written: UnsafeBufferPointer<UInt8>
        let writtenStarts: [Int]

        /// Orders each of `runs` in `order`.
        func order(_ runs: ArraySlice<Range<Int>>) {
            for range in runs {
                let run = Run(Array(order[range]), titles: titles, titleStarts: titleStarts, written: written, writtenStarts: writtenStarts)
                for (offset, book) in run.ordered().enumerated() { order[range.lowerBound + offset] = book }
            }
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
