import Catalog
import Foundation

/// The reading lists file, `{"version": 1, "lists": [{"name", "books": [{"id", "title", "author"}]}]}`.
///
/// Lists in the order they were made, books in the user's order. Written pretty-printed with
/// sorted keys and a final newline, so the same lists always give the same bytes. Keys bookdir
/// does not know, in the file or in a list, are kept as they were when it is written.
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

        /// Takes `lists` in, keeping the unknown keys of the lists still there (by name).
        mutating func replace(with lists: [ReadingList]) {
            var old: [String: [String: JSONValue]] = [:]
            for record in records { old[ReadingList.key(record.list.name)] = record.unknown }
            records = lists.map { ListRecord(list: $0, unknown: old[ReadingList.key($0.name)] ?? [:]) }
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

        init(list: ReadingList, unknown: [String: JSONValue]) {
            self.list = list
            self.unknown = unknown
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let name = try container.decode(String.self, forKey: AnyCodingKey("name"))
            let books = try container.decode([EntryRecord].self, forKey: AnyCodingKey("books"))
            var entries: [ListEntry] = []
            for book in books where !entries.contains(where: { $0.bookID == book.id }) {
                entries.append(ListEntry(bookID: book.id, title: book.title, author: book.author))
            }
            list = ReadingList(name: name, entries: entries)
            unknown = try container.unknownValues(besides: ["name", "books"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(list.name, forKey: AnyCodingKey("name"))
            try container.encode(list.entries.map { EntryRecord(id: $0.bookID, title: $0.title, author: $0.author) },
                                 forKey: AnyCodingKey("books"))
            try container.encode(unknown: unknown)
        }
    }

    /// One book of a list as written in the file.
    struct EntryRecord: Codable {
        var id: String
        var title: String
        var author: String
    }
}
