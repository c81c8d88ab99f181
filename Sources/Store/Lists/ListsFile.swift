import Catalog
import Foundation

/// The reading lists file, `{"version": 1, "lists": [{"name", "books": [{"id", "title", "author"}]}]}`.
///
/// Lists in the order they were made, books in the user's order. Written pretty-printed with
/// sorted keys and a final newline, so the same lists always give the same bytes. Keys bookdir
/// does not know, in the file, in a list or in a list's book, are kept as they were when it is
/// written, across every change (a renamed list keeps its own).
enum ListsFile {
    /// The lists of the file's `bytes`, with what bookdir does not know in it.
    /// - Throws: ``BookStoreError`` `.corrupt`, `.unsupportedVersion` or `.duplicateID` (two lists of one name).
    static func document(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> Document {
        let document = try file.decode(Document.self, from: bytes)
        var seen: [String: Int] = [:]
        for (offset, list) in document.lists.enumerated() {
            let key = ReadingList.key(list.name)
            if let first = seen[key] {
                throw file.error(.duplicateID(list.name), "has two lists called \"\(list.name)\", lists \(first) and \(offset + 1)")
            }
            seen[key] = offset + 1
        }
        return document
    }

    /// The bytes of the file holding `document`.
    static func bytes(of document: Document) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(document)) + [UInt8(ascii: "\n")]
    }

    /// The whole file: the lists and the keys bookdir does not know.
    struct Document: Codable {
        var version = VersionedJSONFile.supportedVersion
        var records: [ListRecord] = []
        var unknown: [String: JSONValue] = [:]

        init() {}

        /// The lists as the app uses them.
        var lists: [ReadingList] { records.map(\.list) }

        /// Takes `lists` in, keeping the unknown keys of the lists still there (by name; a list
        /// `renamed` from one name to another keeps those of its old name) and of their books (by id).
        mutating func replace(with lists: [ReadingList], renamed: (from: String, to: String)? = nil) {
            var old: [String: ListRecord] = [:]
            for record in records { old[ReadingList.key(record.list.name)] = record }
            if let renamed, let record = old.removeValue(forKey: ReadingList.key(renamed.from)) {
                old[ReadingList.key(renamed.to)] = record
            }
            records = lists.map { list in
                let previous = old[ReadingList.key(list.name)]
                return ListRecord(list: list, unknown: previous?.unknown ?? [:],
                                  unknownInBooks: previous?.unknownInBooks.filter { list.contains($0.key) } ?? [:])
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
            records = try container.decode([ListRecord].self, forKey: AnyCodingKey("lists"))
            unknown = try container.unknownValues(besides: ["version", "lists"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(version, forKey: AnyCodingKey("version"))
            try container.encode(records, forKey: AnyCodingKey("lists"))
            try container.encode(unknown: unknown)
        }
    }

    /// One list as written in the file.
    struct ListRecord: Codable {
        var list: ReadingList
        var unknown: [String: JSONValue] = [:]
        /// The unknown keys of the list's books, by book id.
        var unknownInBooks: [String: [String: JSONValue]] = [:]

        init(list: ReadingList, unknown: [String: JSONValue], unknownInBooks: [String: [String: JSONValue]]) {
            self.list = list
            self.unknown = unknown
            self.unknownInBooks = unknownInBooks
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let name = try container.decode(String.self, forKey: AnyCodingKey("name"))
            let books = try container.decode([EntryRecord].self, forKey: AnyCodingKey("books"))
            var entries: [ListEntry] = []
            for book in books where !entries.contains(where: { $0.bookID == book.id }) {
                entries.append(ListEntry(bookID: book.id, title: book.title, author: book.author))
                if !book.unknown.isEmpty { unknownInBooks[book.id] = book.unknown }
            }
            list = ReadingList(name: name, entries: entries)
            unknown = try container.unknownValues(besides: ["name", "books"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(list.name, forKey: AnyCodingKey("name"))
            try container.encode(list.entries.map {
                EntryRecord(id: $0.bookID, title: $0.title, author: $0.author, unknown: unknownInBooks[$0.bookID] ?? [:])
            }, forKey: AnyCodingKey("books"))
            try container.encode(unknown: unknown)
        }
    }

    /// One book of a list as written in the file.
    struct EntryRecord: Codable {
        var id: String
        var title: String
        var author: String
        var unknown: [String: JSONValue] = [:]

        init(id: String, title: String, author: String, unknown: [String: JSONValue]) {
            self.id = id
            self.title = title
            self.author = author
            self.unknown = unknown
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            id = try container.decode(String.self, forKey: AnyCodingKey("id"))
            title = try container.decode(String.self, forKey: AnyCodingKey("title"))
            author = try container.decode(String.self, forKey: AnyCodingKey("author"))
            unknown = try container.unknownValues(besides: ["id", "title", "author"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(id, forKey: AnyCodingKey("id"))
            try container.encode(title, forKey: AnyCodingKey("title"))
            try container.encode(author, forKey: AnyCodingKey("author"))
            try container.encode(unknown: unknown)
        }
    }
}
