import Catalog
import Foundation

extension SearchOrder {
    /// The books of a run, whose folded titles share their first sixteen bytes, with what orders
    /// them copied side by side: the rest of each folded title, each title and id. A long run
    /// (thousands of books share a title in a large catalog) is then compared within a few pages
    /// of memory instead of across the whole catalog.
    ///
    /// It is ordered a part at a time and eight bytes at a time (see ``ordered()``): each step sorts
    /// plain integers, and only the books still tied go on to the next eight bytes or the next part.
    struct Run {
        private let books: [Int]
        private var bytes: [UInt8] = []
        /// Where each book's rest of folded title, title and id start in `bytes` (three per book, and one more).
        private var starts: [Int] = []

        /// The run of `books`, whose folded titles lie in `titles` from `titleStarts`, and whose
        /// ids and titles as written lie in `written`: book `b`'s id from `writtenStarts[2 * b]`,
        /// its title from `writtenStarts[2 * b + 1]` to `writtenStarts[2 * b + 2]`.
        init(_ books: [Int], titles: UnsafeBufferPointer<UInt8>, titleStarts: [Int], written: UnsafeBufferPointer<UInt8>, writtenStarts: [Int]) {
            self.books = books
            starts.reserveCapacity(3 * books.count + 1)
            for book in books {
                starts.append(bytes.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: titles[min(titleStarts[book] + 16, titleStarts[book + 1]) ..< titleStarts[book + 1]]))
                starts.append(bytes.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: written[writtenStarts[2 * book + 1] ..< writtenStarts[2 * book + 2]]))
                starts.append(bytes.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: written[writtenStarts[2 * book] ..< writtenStarts[2 * book + 1]]))
            }
            starts.append(bytes.count)
        }

        /// Books still tied: `places[range]`, equal in the parts before `part` and in the first
        /// `depth` words of `part`.
        private struct Tie {
            var range: Range<Int>
            var part: Int
            var depth: Int
        }

        /// The run's books in order: by the rest of the folded title, then the title, then the id
        /// (each as UTF-8 bytes), then the index.
        ///
        /// Each tie is sorted by one big-endian word of its part (zero past the end) and how many
        /// bytes of the part are left there (up to 9); the books' places in the run, which follow
        /// their indices, settle the rest. Books still equal go on: to the next word while their
        /// part goes past this one, else to the next part.
        func ordered() -> [Int] {
            var places = (0 ..< books.count).map { UInt32(truncatingIfNeeded: $0) }
            var ties = [Tie(range: 0 ..< books.count, part: 0, depth: 0)]
            var entries: [(word: UInt64, rest: UInt64)] = []
            bytes.withUnsafeBufferPointer { bytes in
                while let tie = ties.popLast() {
                    entries.removeAll(keepingCapacity: true)
                    for place in places[tie.range] {
                        let field = 3 * Int(place) + tie.part
                        let start = starts[field] + 8 * tie.depth
                        let left = max(0, starts[field + 1] - start)
                        var word: UInt64 = 0
                        for offset in 0 ..< 8 { word = word << 8 | UInt64(offset < left ? bytes[start + offset] : 0) }
                        entries.append((word, UInt64(min(left, 9)) << 32 | UInt64(place)))
                    }
                    entries.sort { $0.word != $1.word ? $0.word < $1.word : $0.rest < $1.rest }
                    var first = 0
                    while first < entries.count {
                        var end = first + 1
                        while end < entries.count && entries[end].word == entries[first].word && entries[end].rest >> 32 == entries[first].rest >> 32 { end += 1 }
                        for at in first ..< end { places[tie.range.lowerBound + at] = UInt32(truncatingIfNeeded: entries[at].rest) }
                        let range = tie.range.lowerBound + first ..< tie.range.lowerBound + end
                        if end - first > 1 {
                            if entries[first].rest >> 32 == 9 {
                                ties.append(Tie(range: range, part: tie.part, depth: tie.depth + 1))
                            } else if tie.part < 2 {
                                ties.append(Tie(range: range, part: tie.part + 1, depth: 0))
                            }
                        }
                        first = end
                    }
                }
            }
            return places.map { books[Int($0)] }
        }
    }
}
