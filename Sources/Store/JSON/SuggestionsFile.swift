import Catalog
import Foundation

/// The suggestions file, `{"version": 1, "suggestions": [ … ]}`.
///
/// Each suggestion is an object with the keys `author`, `category` (a code such as `MG`),
/// `createdAt` (ISO 8601 in UTC with milliseconds, such as `2026-11-21T19:30:05.250Z`),
/// `id` and `title`. Files are written pretty-printed with sorted keys and a final newline,
/// so the same suggestions always give the same bytes. Keys bookdir does not know, in the file
/// or in a suggestion (a newer version's, a user's own), are kept as they were when it is written.
enum SuggestionsFile {
    /// The suggestions of a suggestions file, in file order (oldest first).
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory` or `.duplicateID`.
    static func suggestions(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> [Suggestion] {
        try document(from: bytes, file: file).suggestions
    }

    /// A suggestions file as read, with what bookdir does not know in it, ready to be added to.
    struct Contents {
        /// The suggestions, oldest first.
        private(set) var suggestions: [Suggestion]
        fileprivate var document: Document

        /// Adds `suggestion` at the end.
        mutating func append(_ suggestion: Suggestion) {
            suggestions.append(suggestion)
            document.suggestions.append(Record(suggestion))
        }
    }

    /// An empty suggestions file.
    static var empty: Contents {
        Contents(suggestions: [], document: Document(version: VersionedJSONFile.supportedVersion, suggestions: []))
    }

    /// The contents of a suggestions file, checked as ``suggestions(from:file:)`` checks them.
    static func document(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> Contents {
        let document = try file.decode(Document.self, from: bytes)
        var suggestions: [Suggestion] = []
        suggestions.reserveCapacity(document.suggestions.count)
        var positionByID: [String: Int] = [:]
        for (offset, record) in document.suggestions.enumerated() {
            let position = offset + 1
            let suggestion = try record.suggestion(position: position, file: file)
            if let first = positionByID[suggestion.id] {
                throw file.error(
                    .duplicateID(suggestion.id),
                    "lists the id \"\(suggestion.id)\" twice, as suggestions \(first) and \(position)"
                )
            }
            positionByID[suggestion.id] = position
            suggestions.append(suggestion)
        }
        return Contents(suggestions: suggestions, document: document)
    }

    /// The bytes of a suggestions file with `contents`, unknown keys included.
    static func bytes(of contents: Contents) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(contents.document)) + [UInt8(ascii: "\n")]
    }

    /// The text stored for a date: ISO 8601 in UTC with milliseconds.
    static func text(of date: Date) -> String {
        date.formatted(dateStyle)
    }

    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The date stored as `text`, with or without fractional seconds.
    static func date(from text: String) -> Date? {
        if let date = try? dateStyle.parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    fileprivate struct Document: Codable {
        var version: Int
        var suggestions: [Record]
        var unknown: [String: JSONValue] = [:]

        init(version: Int, suggestions: [Record]) {
            self.version = version
            self.suggestions = suggestions
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
            suggestions = try container.decode([Record].self, forKey: AnyCodingKey("suggestions"))
            unknown = try container.unknownValues(besides: ["version", "suggestions"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(version, forKey: AnyCodingKey("version"))
            try container.encode(suggestions, forKey: AnyCodingKey("suggestions"))
            try container.encode(unknown: unknown)
        }
    }

    /// A suggestion as written in the file.
    fileprivate struct Record: Codable {
        var id: String
        var title: String
        var author: String
        var category: String
        var createdAt: String
        var unknown: [String: JSONValue] = [:]

        private static let known: Set<String> = ["id", "title", "author", "category", "createdAt"]

        init(_ suggestion: Suggestion) {
            id = suggestion.id
            title = suggestion.title
            author = suggestion.author
            category = suggestion.category.code
            createdAt = SuggestionsFile.text(of: suggestion.createdAt)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            id = try container.decode(String.self, forKey: AnyCodingKey("id"))
            title = try container.decode(String.self, forKey: AnyCodingKey("title"))
            author = try container.decode(String.self, forKey: AnyCodingKey("author"))
            category = try container.decode(String.self, forKey: AnyCodingKey("category"))
            createdAt = try container.decode(String.self, forKey: AnyCodingKey("createdAt"))
            unknown = try container.unknownValues(besides: Self.known)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in [("id", id), ("title", title), ("author", author), ("category", category), ("createdAt", createdAt)] {
                try container.encode(value, forKey: AnyCodingKey(key))
            }
            try container.encode(unknown: unknown)
        }

        func suggestion(position: Int, file: VersionedJSONFile) throws(BookStoreError) -> Suggestion {
            guard let category = Category(rawValue: category) else {
                let codes = Category.allCases.dropLast().map(\.code).joined(separator: ", ") + " or " + Category.allCases.last!.code
                throw file.error(
                    .unknownCategory(self.category),
                    "gives the suggestion \"\(id)\" (suggestion \(position)) the category code \"\(self.category)\", which is none of \(codes)"
                )
            }
            guard let date = SuggestionsFile.date(from: createdAt) else {
                throw file.error(
                    .corrupt(line: nil, column: nil),
                    "gives the suggestion \"\(id)\" (suggestion \(position)) the createdAt \"\(createdAt)\", which is not an ISO 8601 date such as 2026-11-21T19:30:05.250Z"
                )
            }
            return Suggestion(id: id, title: title, author: author, category: category, createdAt: date)
        }
    }
}
