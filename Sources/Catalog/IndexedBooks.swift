import Foundation

/// The books of a ``SearchIndex``: either the decoded books it was built from, or the book
/// records of a derived cache file (``SearchIndexCache``), each decoded only when it is read,
/// so that a process printing fifty results does not decode a hundred thousand books.
final class IndexedBooks: @unchecked Sendable {
    private enum Storage {
        case decoded([Book])
        /// ``BookRecord``s one after another, and where each starts (one more entry ends the last).
        case records(bytes: [UInt8], starts: [Int])
    }

    private let storage: Storage
    // Guards `decodedAll`.
    private let lock = NSLock()
    private var decodedAll: [Book]?

    /// The books themselves.
    init(_ books: [Book]) {
        storage = .decoded(books)
    }

    private init(bytes: [UInt8], starts: [Int]) {
        storage = .records(bytes: bytes, starts: starts)
    }

    /// The `count` book records that make up the whole of `bytes`, or nil when they are not
    /// exactly `count` valid records (each is checked as it would be decoded).
    static func records(_ bytes: [UInt8], count: Int) -> IndexedBooks? {
        guard count >= 0, count <= bytes.count / BookRecord.minimumSize else { return nil }
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        let valid = bytes.withUnsafeBytes { raw in
            var reader = CacheReader(bytes: raw)
            for _ in 0 ..< count {
                starts.append(reader.offset)
                guard BookRecord.skip(in: &reader) else { return false }
            }
            starts.append(reader.offset)
            return reader.isAtEnd
        }
        return valid ? IndexedBooks(bytes: bytes, starts: starts) : nil
    }

    /// The number of books.
    var count: Int {
        switch storage {
        case .decoded(let books): books.count
        case .records(_, let starts): starts.count - 1
        }
    }

    /// The book at `index`.
    func book(at index: Int) -> Book {
        switch storage {
        case .decoded(let books):
            return books[index]
        case .records(let bytes, let starts):
            return bytes.withUnsafeBytes { raw in
                var reader = CacheReader(bytes: UnsafeRawBufferPointer(rebasing: raw[starts[index] ..< starts[index + 1]]))
                guard let book = BookRecord.read(from: &reader) else {
                    preconditionFailure("IndexedBooks: record \(index) was checked when loaded but does not decode.")
                }
                return book
            }
        }
    }

    /// Every book, in order (decoded once, on the first call, when they are records).
    var all: [Book] {
        switch storage {
        case .decoded(let books):
            return books
        case .records:
            return lock.withLock {
                if let decodedAll { return decodedAll }
                let books = (0 ..< count).map(book(at:))
                decodedAll = books
                return books
            }
        }
    }
}
