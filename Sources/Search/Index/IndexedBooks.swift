import Catalog
import Foundation

/// The books of a ``SearchIndex``: either the decoded books it was built from, or the book
/// records of a derived cache file (``DerivedSearchCache``), each decoded only when it is read,
/// so that a process printing fifty results does not decode a hundred thousand books.
package final class IndexedBooks: @unchecked Sendable {
    private enum Storage {
        case decoded([Book])
        /// ``BookRecord``s one after another (inside `owner`, which keeps them), and where each
        /// starts (one more entry ends the last).
        case records(bytes: UnsafeRawBufferPointer, starts: [Int], owner: StableBytes)
    }

    private let storage: Storage
    // Guards `decodedAll`.
    private let lock = NSLock()
    private var decodedAll: [Book]?
    // Guards `madeFacets`.
    private let facetsLock = NSLock()
    private var madeFacets: BookFacets?

    /// The books themselves.
    init(_ books: [Book]) {
        storage = .decoded(books)
    }

    private init(bytes: UnsafeRawBufferPointer, starts: [Int], owner: StableBytes) {
        storage = .records(bytes: bytes, starts: starts, owner: owner)
    }

    /// The `count` book records that make up the whole of `bytes` (inside `owner`), or nil when
    /// they are not exactly `count` valid records (each is checked as it would be decoded).
    package static func records(_ bytes: UnsafeRawBufferPointer, in owner: StableBytes, count: Int) -> IndexedBooks? {
        guard count >= 0, count <= bytes.count / BookRecord.minimumSize else { return nil }
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        var reader = CacheReader(bytes: bytes)
        for _ in 0 ..< count {
            starts.append(reader.offset)
            guard BookRecord.skip(in: &reader) else { return nil }
        }
        starts.append(reader.offset)
        return reader.isAtEnd ? IndexedBooks(bytes: bytes, starts: starts, owner: owner) : nil
    }

    /// The number of books.
    package var count: Int {
        switch storage {
        case .decoded(let books): books.count
        case .records(_, let starts, _): starts.count - 1
        }
    }

    /// The book at `index`.
    func book(at index: Int) -> Book {
        switch storage {
        case .decoded(let books):
            return books[index]
        case .records(let bytes, let starts, let owner):
            return withExtendedLifetime(owner) {
                var reader = CacheReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[starts[index] ..< starts[index + 1]]))
                guard let book = BookRecord.read(from: &reader) else {
                    preconditionFailure("IndexedBooks: record \(index) was checked when loaded but does not decode.")
                }
                return book
            }
        }
    }

    /// Whether each book, in order, passes `keeps` given its id (read from a record without
    /// decoding the book, when they are records).
    func flags(byID keeps: (String) -> Bool) -> [Bool] {
        ids.map(keeps)
    }

    /// Every book's id, in order (read from the records without decoding the books, when they are records).
    var ids: [String] {
        switch storage {
        case .decoded(let books):
            return books.map(\.id)
        case .records(let bytes, let starts, let owner):
            return withExtendedLifetime(owner) {
                (0 ..< starts.count - 1).map { index in Book.packedID(in: UnsafeRawBufferPointer(rebasing: bytes[starts[index] ..< starts[index + 1]])) }
            }
        }
    }

    /// Every book, in order (decoded once, on the first call, when they are records).
    var all: [Book] {
        switch storage {
        case .decoded(let books):
            return books
        case .records(let bytes, let starts, let owner):
            return lock.withLock {
                if let decodedAll { return decodedAll }
                var books: [Book] = []
                books.reserveCapacity(starts.count - 1)
                var packer = BookPacker()
                withExtendedLifetime(owner) {
                    var reader = CacheReader(bytes: bytes)
                    for index in 0 ..< starts.count - 1 {
                        guard let book = BookRecord.read(from: &reader, packer: &packer) else {
                            preconditionFailure("IndexedBooks: record \(index) was checked when loaded but does not decode.")
                        }
                        books.append(book)
                    }
                }
                decodedAll = books
                return books
            }
        }
    }

    /// The facets of every book, in order: made on the first call (from the records without
    /// decoding their strings, when they are records), then kept.
    var facets: BookFacets {
        facetsLock.withLock {
            if let madeFacets { return madeFacets }
            var facets = BookFacets()
            facets.reserveCapacity(count)
            switch storage {
            case .decoded(let books):
                for book in books { facets.append(book) }
            case .records(let bytes, let starts, let owner):
                withExtendedLifetime(owner) {
                    var reader = CacheReader(bytes: bytes)
                    for _ in 0 ..< starts.count - 1 where !BookRecord.appendFacets(from: &reader, to: &facets) {
                        preconditionFailure("IndexedBooks: a record was checked when loaded but its facets do not read.")
                    }
                }
            }
            madeFacets = facets
            return facets
        }
    }
}
