import Foundation

/// The order of a ``SearchIndex``'s slots: rule 4 of its ranking, the tie-break.
enum SearchOrder {
    /// The indices of `books` ordered by folded title, then title, then id (then index).
    static func tieBreakOrder(of books: [Book]) -> [Int] {
        var folder = TextFolder()
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
            // The first eight folded bytes, big-endian, settle most comparisons without reading the titles.
            let prefixes = (0 ..< books.count).map { book -> UInt64 in
                var prefix: UInt64 = 0
                let start = titleStarts[book]
                let end = titleStarts[book + 1]
                for offset in 0 ..< 8 { prefix = prefix << 8 | UInt64(start + offset < end ? titles[start + offset] : 0) }
                return prefix
            }
            return (0 ..< books.count).sorted { first, second in
                if prefixes[first] != prefixes[second] { return prefixes[first] < prefixes[second] }
                let byBytes = compare(titles, titleStarts[first] ..< titleStarts[first + 1],
                                      titleStarts[second] ..< titleStarts[second + 1])
                if byBytes != 0 { return byBytes < 0 }
                if books[first].title != books[second].title { return books[first].title < books[second].title }
                if books[first].id != books[second].id { return books[first].id < books[second].id }
                return first < second
            }
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
