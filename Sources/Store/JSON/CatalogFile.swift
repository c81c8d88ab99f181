import Catalog
import Foundation

/// The catalog file, `{"version": 1, "books": [ … ]}`, and the rules every book in it keeps.
enum CatalogFile {
    /// The books of a catalog file, in file order, after checking every rule.
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory`,
    ///   `.invalidEntry` (blank field, bad ISBN) or `.duplicateID`.
    static func books(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> [Book] {
        let document = try file.decode(Document.self, from: bytes)
        var books: [Book] = []
        books.reserveCapacity(document.books.count)
        var positionByID: [String: Int] = [:]
        for (offset, record) in document.books.enumerated() {
            let position = offset + 1
            let book = try record.book(position: position, file: file)
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
        var books: [Record]
    }

    /// A book as written in the file, before its rules are checked.
    private struct Record: Decodable {
        var id: String
        var title: String
        var author: String
        var category: String
        var description: String
        var year: Int?
        var isbn: String?

        func book(position: Int, file: VersionedJSONFile) throws(BookStoreError) -> Book {
            if Self.isBlank(id) {
                throw file.error(.invalidEntry, "has a blank id for book \(position)")
            }
            guard let category = Category(rawValue: category) else {
                let codes = Category.allCases.dropLast().map(\.code).joined(separator: ", ") + " or " + Category.allCases.last!.code
                throw file.error(
                    .unknownCategory(self.category),
                    "gives the book \"\(id)\" (book \(position)) the category code \"\(self.category)\", which is none of \(codes)"
                )
            }
            for (name, value) in [("title", title), ("author", author), ("description", description)]
            where Self.isBlank(value) {
                throw file.error(.invalidEntry, "gives the book \"\(id)\" (book \(position)) a blank \(name)")
            }
            if let isbn, !ISBN.isValid13(isbn) {
                throw file.error(
                    .invalidEntry,
                    "gives the book \"\(id)\" (book \(position)) the ISBN \"\(isbn)\", which fails the ISBN-13 check; correct it or remove the isbn field"
                )
            }
            return Book(id: id, title: title, author: author, category: category, description: description, year: year, isbn: isbn)
        }

        /// Whether `value` is empty or only white space and line breaks (what trimming
        /// `.whitespacesAndNewlines` would empty), without bridging to `NSString`: usually decided
        /// by the first Unicode scalar.
        private static func isBlank(_ value: String) -> Bool {
            value.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
        }
    }
}
