import Catalog
import Foundation

extension SearchOrder {
    /// The books of a run, whose folded titles share their first sixteen bytes, with what orders
    /// them copied side by side: the rest of each folded title (its next sixteen bytes also as two
    /// words), each title and id. A long run (thousands of books share a title in a large catalog)
    /// is then compared within a few pages of memory instead of across the whole catalog.
    struct Run {
        private let books: [Int]
        private var keys: [(high: UInt64, low: UInt64)] = []
        private var bytes: [UInt8] = []
        /// Where each book's rest of folded title, title and id start in `bytes` (three per book, and one more).
        private var starts: [Int] = []
        /// Whether each book's title and id are ASCII, so that comparing bytes orders them as `String` does.
        private var isASCII: [Bool] = []

        /// The run of `books`, whose folded titles lie in `titles` from `titleStarts`.
        init(_ books: [Int], of all: UnsafeBufferPointer<Book>, titles: UnsafeBufferPointer<UInt8>, titleStarts: [Int]) {
            self.books = books
            keys.reserveCapacity(books.count)
            starts.reserveCapacity(3 * books.count + 1)
            isASCII.reserveCapacity(books.count)
            for book in books {
                let rest = UnsafeBufferPointer(rebasing: titles[min(titleStarts[book] + 16, titleStarts[book + 1]) ..< titleStarts[book + 1]])
                keys.append((Self.word(rest, from: 0), Self.word(rest, from: 8)))
                starts.append(bytes.count)
                bytes.append(contentsOf: rest)
                starts.append(bytes.count)
                let titleIsASCII = all[book].withUTF8(.title) { Self.append($0, to: &bytes) }
                starts.append(bytes.count)
                let idIsASCII = all[book].withUTF8(.id) { Self.append($0, to: &bytes) }
                isASCII.append(titleIsASCII && idIsASCII)
            }
            starts.append(bytes.count)
        }

        /// The run's books in order: by the rest of the folded title, then title, then id, then index.
        func ordered(_ all: UnsafeBufferPointer<Book>) -> [Int] {
            bytes.withUnsafeBufferPointer { bytes in
                func compare(_ first: Int, _ second: Int, part: Int) -> Int {
                    let one = starts[3 * first + part] ..< starts[3 * first + part + 1]
                    let other = starts[3 * second + part] ..< starts[3 * second + part + 1]
                    let common = min(one.count, other.count)
                    if common > 0, let base = bytes.baseAddress {
                        let order = memcmp(base + one.lowerBound, base + other.lowerBound, common)
                        if order != 0 { return order < 0 ? -1 : 1 }
                    }
                    return one.count == other.count ? 0 : (one.count < other.count ? -1 : 1)
                }
                var places = Array(books.indices)
                places.sort { first, second in
                    if keys[first] != keys[second] { return keys[first] < keys[second] }
                    let rest = compare(first, second, part: 0)
                    if rest != 0 { return rest < 0 }
                    let (one, other) = (books[first], books[second])
                    if isASCII[first] && isASCII[second] {
                        for part in 1 ... 2 {
                            let order = compare(first, second, part: part)
                            if order != 0 { return order < 0 }
                        }
                        return one < other
                    }
                    if all[one].title != all[other].title { return all[one].title < all[other].title }
                    if all[one].id != all[other].id { return all[one].id < all[other].id }
                    return one < other
                }
                return places.map { books[$0] }
            }
        }

        /// Appends the UTF-8 bytes `utf8` to `bytes`; whether they are all ASCII.
        private static func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
            bytes.append(contentsOf: utf8)
            return utf8.allSatisfy { $0 < 0x80 }
        }

        /// Eight bytes of `bytes` from `start`, big-endian, zero past the end.
        private static func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
            var word: UInt64 = 0
            for offset in start ..< start + 8 { word = word << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0) }
            return word
        }
    }
}
