import Catalog
import Foundation

/// The writable catalog of the data folder, `<data folder>/catalog.json`: the books curators
/// accepted, in the catalog's version 2 form (`{"version": 2, "books": [ … ]}`, read by
/// ``CatalogFile`` with all its rules), each also naming the suggestion it came from:
/// `suggestionID`, `decidedAt` (as the suggestions file writes dates) and `decidedBy`.
///
/// The book is written before its suggestion is marked accepted; should a crash fall between the
/// two writes, the link lets the next read of the suggestions see that suggestion as accepted
/// (see ``JSONBookStore``), so the book is neither lost nor added twice. Keys bookdir does not
/// know are kept when the file is written.
enum AcceptedBooksFile {
    /// The version written.
    static let version = 2

    /// The file as read: its books (checked), the suggestions they came from, and the document to add to.
    struct Contents: Sendable {
        /// The accepted books, in file order.
        private(set) var books: [Book]
        /// How each suggestion that became a book was decided, by suggestion id.
        private(set) var links: [String: Link]
        fileprivate var document: Document

        /// Adds `book`, accepted from `suggestion`, at the end.
        mutating func append(_ book: Book, from suggestion: Suggestion) throws {
            let link = Link(id: book.id, suggestionID: suggestion.id,
                            decidedAt: suggestion.decidedAt.map(SuggestionsFile.text(of:)), decidedBy: suggestion.decidedBy)
            guard case .object(var record) = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(book)) else {
                preconditionFailure("a book is written as an object")
            }
            for case (let key, let value?) in [("suggestionID", link.suggestionID), ("decidedAt", link.decidedAt), ("decidedBy", link.decidedBy)] {
                record[key] = .string(value)
            }
            books.append(book)
            links[suggestion.id] = link
            document.items.append(.object(record))
        }
    }

    /// The suggestion a book was accepted from, as its record names it.
    struct Link: Decodable, Equatable, Sendable {
        var id: String
        var suggestionID: String?
        var decidedAt: String?
        var decidedBy: String?

        /// `suggestion` as accepted into this link's book.
        func accepted(_ suggestion: Suggestion) -> Suggestion {
            var accepted = suggestion
            accepted.status = .accepted(bookID: id)
            accepted.decidedAt = decidedAt.flatMap(SuggestionsFile.date(from:))
            accepted.decidedBy = decidedBy
            return accepted
        }
    }

    /// A file without books.
    static var empty: Contents {
        Contents(books: [], links: [:], document: Document(version: version, items: []))
    }

    /// The contents of the file with `bytes`.
    /// - Throws: ``BookStoreError`` as ``CatalogFile/books(from:file:scanning:)`` does.
    static func contents(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> Contents {
        let books = try CatalogFile.books(from: bytes, file: file)
        let document = try file.decode(Document.self, from: bytes, versions: CatalogFile.versions).value
        let links = try file.decode(LinkDocument.self, from: bytes, versions: CatalogFile.versions).value.books
        var bySuggestion: [String: Link] = [:]
        for link in links {
            if let suggestionID = link.suggestionID { bySuggestion[suggestionID] = link }
        }
        return Contents(books: books, links: bySuggestion, document: document)
    }

    /// The bytes of the file with `contents`: pretty-printed, keys sorted, a final newline.
    static func bytes(of contents: Contents) throws -> [UInt8] {
        var document = contents.document
        document.version = version
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(document)) + [UInt8(ascii: "\n")]
    }

    fileprivate typealias Document = VersionedDocument<JSONValue, BooksList>

    fileprivate enum BooksList: DocumentList {
        static let name = "books"
    }

    private struct LinkDocument: Decodable {
        var books: [Link]
    }
}
