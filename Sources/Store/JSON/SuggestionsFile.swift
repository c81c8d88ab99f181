import Catalog
import Foundation

/// The suggestions file, `{"version": 2, "suggestions": [ … ]}`.
///
/// Each suggestion is an object with the keys `author`, `category` (a code such as `MG`),
/// `createdAt` (ISO 8601 in UTC with milliseconds, such as `2026-11-21T19:30:05.250Z`),
/// `id`, `title` and `status` (`pending`, `accepted`, `rejected` or `duplicate`), and when known
/// `suggestedBy`, `bookID` (accepted or duplicate), `reason` (rejected), `decidedAt` (as
/// `createdAt`) and `decidedBy`: the keys of `Suggestion+Codable`. Version 1 files (no status)
/// still read, every suggestion pending; a file is written as version 2. Files are written pretty-printed with sorted keys and a final newline,
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
            document.items.append(Record(suggestion))
        }

        /// Puts `suggestion` in the place of the stored one with its id (its unknown keys kept).
        mutating func replace(_ suggestion: Suggestion) {
            guard let index = suggestions.firstIndex(where: { $0.id == suggestion.id }) else { return }
            suggestions[index] = suggestion
            var record = Record(suggestion)
            record.unknown = document.items[index].unknown
            document.items[index] = record
        }
    }

    /// The version written.
    static let writtenVersion = 2
    /// The versions read.
    static let versions = 1 ... writtenVersion

    /// An empty suggestions file.
    static var empty: Contents {
        Contents(suggestions: [], document: Document(version: writtenVersion, items: []))
    }

    /// The contents of a suggestions file, checked as ``suggestions(from:file:)`` checks them.
    static func document(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> Contents {
        let document = try file.decode(Document.self, from: bytes, versions: versions).value
        var suggestions: [Suggestion] = []
        suggestions.reserveCapacity(document.items.count)
        var positionByID: [String: Int] = [:]
        for (offset, record) in document.items.enumerated() {
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
        var contents = contents
        contents.document.version = writtenVersion
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

    fileprivate typealias Document = VersionedDocument<Record, SuggestionsList>

    fileprivate enum SuggestionsList: DocumentList {
        static let name = "suggestions"
    }

    /// A suggestion as written in the file.
    fileprivate struct Record: Codable {
        var id: String
        var title: String
        var author: String
        var category: String
        var createdAt: String
        var suggestedBy: String?
        var status: String?
        var bookID: String?
        var reason: String?
        var decidedAt: String?
        var decidedBy: String?
        var unknown: [String: JSONValue] = [:]

        private static let known: Set<String> = [
            "id", "title", "author", "category", "createdAt", "suggestedBy", "status", "bookID", "reason", "decidedAt", "decidedBy",
        ]

        init(_ suggestion: Suggestion) {
            id = suggestion.id
            title = suggestion.title
            author = suggestion.author
            category = suggestion.category.code
            createdAt = SuggestionsFile.text(of: suggestion.createdAt)
            suggestedBy = suggestion.suggestedBy
            status = suggestion.status.name
            bookID = suggestion.status.bookID
            if case .rejected(let text) = suggestion.status { reason = text }
            decidedAt = suggestion.decidedAt.map(SuggestionsFile.text(of:))
            decidedBy = suggestion.decidedBy
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            id = try container.decode(String.self, forKey: AnyCodingKey("id"))
            title = try container.decode(String.self, forKey: AnyCodingKey("title"))
            author = try container.decode(String.self, forKey: AnyCodingKey("author"))
            category = try container.decode(String.self, forKey: AnyCodingKey("category"))
            createdAt = try container.decode(String.self, forKey: AnyCodingKey("createdAt"))
            suggestedBy = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("suggestedBy"))
            status = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("status"))
            bookID = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("bookID"))
            reason = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("reason"))
            decidedAt = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("decidedAt"))
            decidedBy = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("decidedBy"))
            unknown = try container.unknownValues(besides: Self.known)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in [("id", id), ("title", title), ("author", author), ("category", category), ("createdAt", createdAt)] {
                try container.encode(value, forKey: AnyCodingKey(key))
            }
            let optional = [("suggestedBy", suggestedBy), ("status", status), ("bookID", bookID), ("reason", reason),
                            ("decidedAt", decidedAt), ("decidedBy", decidedBy)]
            for case (let key, let value?) in optional {
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
            let decided = try decidedAt.map { text throws(BookStoreError) -> Date in
                guard let date = SuggestionsFile.date(from: text) else {
                    throw file.error(
                        .corrupt(line: nil, column: nil),
                        "gives the suggestion \"\(id)\" (suggestion \(position)) the decidedAt \"\(text)\", which is not an ISO 8601 date such as 2026-11-21T19:30:05.250Z"
                    )
                }
                return date
            }
            return Suggestion(id: id, title: title, author: author, category: category, createdAt: date, suggestedBy: suggestedBy,
                              status: try status(position: position, file: file), decidedAt: decided, decidedBy: decidedBy)
        }

        /// The status as stored (pending when there is none, as in version 1 files).
        private func status(position: Int, file: VersionedJSONFile) throws(BookStoreError) -> SuggestionStatus {
            do {
                return try SuggestionStatus(name: status ?? "pending", bookID: bookID, reason: reason, codingPath: [])
            } catch let failure as DecodingError {
                guard case .dataCorrupted(let context) = failure else { throw file.error(.corrupt(line: nil, column: nil), "\(failure)") }
                throw file.error(
                    .corrupt(line: nil, column: nil),
                    "gives the suggestion \"\(id)\" (suggestion \(position)) a status bookdir cannot read: \(context.debugDescription)"
                )
            } catch {
                throw file.error(.corrupt(line: nil, column: nil), "\(error)")
            }
        }
    }
}
