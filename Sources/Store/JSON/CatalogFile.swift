import Catalog
import Foundation
import Support

/// The catalog file and the rules every book in it keeps.
///
/// Version 2, `{"version": 2, "books": [ … ]}`, gives each book `authors` and `illustrators` (lists
/// of people), `communities` (codes of ``Community``) and `awards` (`{"award", "year", "level"}`
/// with names of ``AwardName``). Version 1 files still read: their `author` line becomes the
/// authors ("A and B" is two people), with no illustrators, communities or awards.
enum CatalogFile {
    /// The versions read.
    static let versions = 1 ... 2

    /// The books of a catalog file, in file order, after checking every rule. A catalog in the
    /// plain form is read by ``CatalogScanner``; anything else by the syntax checker and
    /// `JSONDecoder`, which report every fault with line and column or the field at fault
    /// (`scanning` false takes that path for every file: tests compare the two).
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory`,
    ///   `.invalidEntry` (blank field, bad ISBN, year, community or award) or `.duplicateID`.
    ///
    /// A plain file of `splitSize` bytes or more is read on two threads: the second from a book near
    /// the middle (``CatalogScanner/splitPoint(in:)``) to the end, making its books; the first from
    /// the start, taking the second's books when it reaches that book. When the second share is not
    /// all valid books (or the place was not a book of the list), the first thread reads it too, so
    /// every fault is reported as the single pass reports it.
    ///
    /// `alongside`, when given, has run once by the time the books are returned: on the second
    /// thread once its share is read (the first thread reads on for a while then, as it also
    /// takes the second's books), else on this one. (A store checksums the file there.)
    static func books(from bytes: [UInt8], file: VersionedJSONFile, scanning: Bool = true,
                      splitSize: Int = defaultSplitSize, alongside: (@Sendable () -> Void)? = nil) throws(BookStoreError) -> [Book] {
        let second = SecondShare(alongside: alongside)
        defer { second.runAlongsideUnlessRun() }
        if scanning {
            // Each record becomes a book as soon as it is read (no list of records is kept); the
            // first broken rule is reported only once the whole file proved to be in the plain form,
            // since a fault further on is what the general path would report first.
            var collector = Collector(file: file, locator: JSONValueLocator(bytes), expectedCount: bytes.count / 256)
            var failure: BookStoreError?
            let split = bytes.count >= splitSize ? CatalogScanner.splitPoint(in: bytes).map { start in
                CatalogScanner.Split(start: start, begin: { version in
                    if versions.contains(version) { second.read(bytes, from: start, version: version, file: file) }
                }, finish: { second.take() })
            } : nil
            let version = CatalogScanner.scan(bytes, split: split) { version, record in
                guard failure == nil, versions.contains(version) else { return }
                do throws(BookStoreError) { try collector.add(record, version: version) } catch { failure = error }
            }
            second.wait()
            if second.isTaken, failure == nil {
                do throws(BookStoreError) { try collector.add(lastShare: second.books) } catch { failure = error }
            }
            if let version, versions.contains(version) {
                if let failure { throw failure }
                return collector.books
            }
        }
        let decoded = try file.decode(Document.self, from: bytes, versions: versions)
        var collector = Collector(file: file, locator: JSONValueLocator(bytes), expectedCount: decoded.value.books.count)
        for record in decoded.value.books { try collector.add(record, version: decoded.version) }
        return collector.books
    }

    /// The books checked so far, and the rule that no id comes twice.
    private struct Collector {
        let file: VersionedJSONFile
        /// Names the line and column of a field at fault.
        let locator: JSONValueLocator
        var books: [Book] = []
        /// The ids of `books`, in order (so an id's number is its book's place). One table of bytes
        /// rather than a dictionary of strings: a million ids would be a million allocations, left
        /// as holes among the books once the load is over (64 MB of the heap at 1M books).
        var ids = TokenTable()
        /// Packs the books into shared blocks.
        var packer = BookPacker()
        /// Room for a scanned book's fields, reused.
        var parts = BookParts()

        /// A collector with room for about `expectedCount` books (a catalog line is rarely under 256 bytes).
        init(file: VersionedJSONFile, locator: JSONValueLocator, expectedCount: Int) {
            self.file = file
            self.locator = locator
            books.reserveCapacity(expectedCount)
            ids = TokenTable(expectedCount: expectedCount)
        }

        /// Checks `record`, the next book of a file of `version`, and keeps its book.
        mutating func add(_ record: CatalogRecord, version: Int) throws(BookStoreError) {
            try add(try record.book(position: books.count + 1, version: version, file: file, locator: locator, packer: &packer))
        }

        /// Checks `scanned`, the next book of a file of `version`, and keeps its book.
        mutating func add(_ scanned: ScannedBook.View, version: Int) throws(BookStoreError) {
            try add(try scanned.book(position: books.count + 1, version: version, file: file, locator: locator,
                                     packer: &packer, parts: &parts))
        }

        /// Keeps `book`, the next book of the file, already checked but for its id.
        mutating func add(_ book: Book) throws(BookStoreError) {
            let position = books.count + 1
            let known = ids.count
            let first = CatalogFile.withIDKey(of: book) { ids.id(of: $0) } + 1
            if first <= known {
                let place = locator.place(of: [.key("books"), .index(position - 1), .key("id")]).map { ", " + $0 } ?? ""
                throw file.error(
                    .duplicateID(book.id),
                    "lists the id \"\(book.id)\" twice (books \(first) and \(position)\(place)); give each book its own id"
                )
            }
            books.append(book)
        }

        /// Keeps `share`, the books that end the list, read on the second thread: each checked but
        /// for its id, and no id twice among them. When none of their ids is among the books kept
        /// so far, they are taken all at once; else one by one, so the first id given twice is named
        /// as one pass names it.
        mutating func add(lastShare share: [Book]) throws(BookStoreError) {
            guard share.contains(where: { book in CatalogFile.withIDKey(of: book) { ids.contains($0) } }) else {
                books.append(contentsOf: share)
                return
            }
            for book in share { try add(book) }
        }
    }

    /// Calls `body` with the bytes a book's id is told apart by. Ids are told apart as Swift
    /// compares text (canonical equivalence), so one that is not plain ASCII gives its composed
    /// form (the Kelvin sign as K, é as one scalar).
    private static func withIDKey<Result>(of book: Book, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        book.withUTF8(.id) { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? body(bytes)
                : Array(book.id.precomposedStringWithCanonicalMapping.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// Files from this size on are read on two threads (see ``books(from:file:scanning:splitSize:)``).
    static let defaultSplitSize = 1 << 22

    /// The second share of a books list, read on another thread: the books from a place to the
    /// end of the list, each checked (but for duplicate ids), and where the list ended.
    private final class SecondShare: @unchecked Sendable {
        private var thread: SecondThread?
        /// Left once the share is read (the thread may then go on with `alongside`).
        private let read = DispatchGroup()
        private(set) var books: [Book] = []
        private var listEnd: Int?
        /// Work to run once the share is read (see ``CatalogFile/books(from:file:scanning:splitSize:alongside:)``).
        private var alongside: (@Sendable () -> Void)?

        init(alongside: (@Sendable () -> Void)?) {
            self.alongside = alongside
        }

        /// Runs the work given to run alongside, unless the second thread ran it (waiting for that thread).
        func runAlongsideUnlessRun() {
            thread?.join()
            alongside?()
            alongside = nil
        }

        /// Starts reading `bytes` from `start` on another thread, as a file of `version`.
        func read(_ bytes: [UInt8], from start: Int, version: Int, file: VersionedJSONFile) {
            read.enter()
            let read = read
            thread = SecondThread {
                var books: [Book] = []
                var packer = BookPacker()
                var parts = BookParts()
                books.reserveCapacity((bytes.count - start) / 256)
                var ids = TokenTable(expectedCount: (bytes.count - start) / 256)
                self.listEnd = CatalogScanner.scanBooks(bytes, from: start) { scanned in
                    // A fault (an id given twice among these books too) is left to the first
                    // thread, which names its place (book number, line).
                    guard let book = try? scanned.book(position: 0, version: version, file: file, packer: &packer, parts: &parts),
                          CatalogFile.withIDKey(of: book, { bytes in
                              let known = ids.count
                              return ids.id(of: bytes) == known
                          })
                    else { return false }
                    books.append(book)
                    return true
                }
                self.books = books
                read.leave()
                self.alongside?()
                self.alongside = nil
            }
        }

        /// Whether the first thread took this share's books (``take()`` gave where the list ended).
        private(set) var isTaken = false

        /// Waits for the reading; where the list ended, marking the books taken, or nil when the
        /// share was not all valid books.
        func take() -> Int? {
            read.wait()
            isTaken = listEnd != nil
            return listEnd
        }

        /// Waits for the reading, if any.
        func wait() {
            read.wait()
        }
    }

    private struct Document: Decodable {
        var books: [CatalogRecord]
    }
}
