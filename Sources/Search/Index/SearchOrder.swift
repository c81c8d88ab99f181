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
        for book in books {
            _ = folder.append(book.title, to: &titleBytes, lengths: &scratchLengths)
            scratchLengths.removeAll(keepingCapacity: true)
            titleStarts.append(titleBytes.count)
        }
        titleBytes.append(0)
        return titleBytes.withUnsafeBufferPointer { titles in
            // The first sixteen folded bytes, big-endian (zero past the end: the folded text holds
            // no zero byte), settle most comparisons as plain integers; only runs of titles sharing
            // them are compared in full.
            func prefix(_ book: Int, from skip: Int) -> UInt64 {
                var prefix: UInt64 = 0
                let start = titleStarts[book] + skip
                let end = titleStarts[book + 1]
                for offset in 0 ..< 8 { prefix = prefix << 8 | UInt64(start + offset < end ? titles[start + offset] : 0) }
                return prefix
            }
            var keys = (0 ..< books.count).map { (prefix($0, from: 0), prefix($0, from: 8), $0) }
            keys.sort { first, second in
                if first.0 != second.0 { return first.0 < second.0 }
                if first.1 != second.1 { return first.1 < second.1 }
                return first.2 < second.2
            }
            var order = keys.map(\.2)
            var runStart = 0
            while runStart < keys.count {
                var runEnd = runStart + 1
                while runEnd < keys.count && keys[runEnd].0 == keys[runStart].0 && keys[runEnd].1 == keys[runStart].1 { runEnd += 1 }
                if runEnd - runStart > 1 {
                    order[runStart ..< runEnd].sort { first, second in
                        let byBytes = compare(titles, titleStarts[first] ..< titleStarts[first + 1],
                                              titleStarts[second] ..< titleStarts[second + 1])
                        if byBytes != 0 { return byBytes < 0 }
                        if books[first].title != books[second].title { return books[first].title < books[second].title }
                        if books[first].id != books[second].id { return books[first].id < books[second].id }
                        return first < second
                    }
                }
                runStart = runEnd
            }
            return order
        }
    }

    /// -1 compares less, 0 equal, 1 greater, byte by byte.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>) -> Int {
        let common = min(first.count, second.count)
        if common > 0, let base = bytes.baseAddress {
            let order = memcmp(base + first.lowerBound, base + second.lowerBound, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return first.count == second.count ? 0 : (first.count < second.count ? -1 : 1)
    }
}
