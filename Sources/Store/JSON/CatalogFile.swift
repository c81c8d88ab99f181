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
        let version: Int
        let records: [CatalogRecord]
        if scanning, let scanned = CatalogScanner.records(in: bytes), versions.contains(scanned.version) {
            (version, records) = scanned
        } else {
            let decoded = try file.decode(Document.self, from: bytes, versions: versions)
            (version, records) = (decoded.version, decoded.value.books)
        }
        var books: [Book] = []
        books.reserveCapacity(records.count)
        var positionByID: [String: Int] = [:]
        positionByID.reserveCapacity(records.count)
        for (offset, record) in records.enumerated() {
            let position = offset + 1
            let book = try record.book(position: position, version: version, file: file)
            if let first = positionByID[book.id] {
                throw file.error(
                    .duplicateID(book.id),
                    "lists the id \"\(book.id)\" twice (books \(first) and \(position)); give each book its own id"
                )
            }
            positionByID[book.id] = position
            books.append(book)
        }
        return books
    }

    private struct Document: Decodable {
        var books: [CatalogRecord]
    }
}
