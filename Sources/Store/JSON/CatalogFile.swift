import Catalog
import Foundation

/// The catalog file and the rules every book in it keeps.
///
/// Version 2, `{"version": 2, "books": [ … ]}`, gives each book `authors` and `illustrators` (lists
/// of people), `communities` (codes of ``Community``) and `awards` (`{"award", "year", "level"}`
/// with names of ``AwardName``). Version 1 files still read: their `author` line becomes the
/// authors ("A and B" is two people), with no illustrators, communities or awards.
enum CatalogFile {
    /// The versions read.
    static let versions = 1 ... 2
    /// The earliest year a book or award may carry, and the latest.
    static let years = 1450 ... 2100

    /// The books of a catalog file, in file order, after checking every rule. A catalog in the
    /// plain form is read by ``CatalogScanner``; anything else by the syntax checker and
    /// `JSONDecoder`, which report every fault with line and column or the field at fault
    /// (`scanning` false takes that path for every file: tests compare the two).
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory`,
    ///   `.invalidEntry` (blank field, bad ISBN, year, community or award) or `.duplicateID`.
    static func books(from bytes: [UInt8], file: VersionedJSONFile, scanning: Bool = true) throws(BookStoreError) -> [Book] {
        if scanning {
            // Each record becomes a book as soon as it is read (no list of records is kept); the
            // first broken rule is reported only once the whole file proved to be in the plain form,
            // since a fault further on is what the general path would report first.
            var collector = Collector(file: file, locator: JSONValueLocator(bytes), expectedCount: bytes.count / 256)
            var failure: BookStoreError?
            let version = CatalogScanner.scan(bytes) { version, record in
                guard failure == nil, versions.contains(version) else { return }
                do throws(BookStoreError) { try collector.add(record, version: version) } catch { failure = error }
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
        var positionByID: [String: Int] = [:]

        /// A collector with room for about `expectedCount` books (a catalog line is rarely under 256 bytes).
        init(file: VersionedJSONFile, locator: JSONValueLocator, expectedCount: Int) {
            self.file = file
            self.locator = locator
            books.reserveCapacity(expectedCount)
            positionByID.reserveCapacity(expectedCount)
        }

        /// Checks `record`, the next book of a file of `version`, and keeps its book.
        mutating func add(_ record: CatalogRecord, version: Int) throws(BookStoreError) {
            let position = books.count + 1
            let book = try record.book(position: position, version: version, file: file, locator: locator)
            if let first = positionByID.updateValue(position, forKey: book.id) {
                let place = locator.place(of: [.key("books"), .index(position - 1), .key("id")]).map { ", " + $0 } ?? ""
                throw file.error(
                    .duplicateID(book.id),
                    "lists the id \"\(book.id)\" twice (books \(first) and \(position)\(place)); give each book its own id"
                )
            }
            books.append(book)
        }
    }

    private struct Document: Decodable {
        var books: [CatalogRecord]
    }
}
