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
///
/// A file in the plain form is read by ``SuggestionsScanner`` (anything else by `JSONDecoder`), and
/// suggestions appended to a file read that way are spliced in after its last one, the bytes before
/// and after kept as they are: for a file bookdir wrote, the very bytes a whole rewrite gives, at the
/// cost of copying the file rather than encoding every suggestion again.
enum SuggestionsFile {
    /// The suggestions of a suggestions file, in file order (oldest first).
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory` or `.duplicateID`.
    static func suggestions(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> [Suggestion] {
        try document(from: bytes, file: file).suggestions
    }

    /// A suggestions file as read, with what bookdir does not know in it, ready to be added to.
    struct Contents: Sendable {
        /// The suggestions, oldest first.
        private(set) var suggestions: [Suggestion]
        fileprivate var document: Document
        /// The bytes read, where their last suggestion ends and how many were appended since, while
        /// only appends were made: what ``SuggestionsFile/bytes(of:)`` splices them into.
        fileprivate var source: (bytes: [UInt8], lastRecordEnd: Int, appended: Int)?

        /// Adds `suggestion` at the end.
        mutating func append(_ suggestion: Suggestion) {
            suggestions.append(Self.asStored(suggestion))
            document.items.append(Record(suggestion))
            source?.appended += 1
        }

        /// Puts `suggestion` in the place of the stored one with its id (its unknown keys kept).
        mutating func replace(_ suggestion: Suggestion) {
            guard let index = suggestions.firstIndex(where: { $0.id == suggestion.id }) else { return }
            suggestions[index] = Self.asStored(suggestion)
            var record = Record(suggestion)
            record.unknown = document.items[index].unknown
            document.items[index] = record
            source = nil
        }

        /// `suggestion` as the file reads it back: its dates to the millisecond.
        private static func asStored(_ suggestion: Suggestion) -> Suggestion {
            var stored = suggestion
            stored.createdAt = SuggestionsFile.date(from: SuggestionsFile.text(of: suggestion.createdAt)) ?? suggestion.createdAt
            stored.decidedAt = suggestion.decidedAt.map { SuggestionsFile.date(from: SuggestionsFile.text(of: $0)) ?? $0 }
            return stored
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
        let scanned = SuggestionsScanner.scan(bytes).flatMap { versions.contains($0.version) ? $0 : nil }
        let document: Document
        if let scanned {
            document = Document(version: scanned.version, items: scanned.records)
        } else {
            document = try file.decode(Document.self, from: bytes, versions: versions).value
        }
        var suggestions: [Suggestion] = []
        suggestions.reserveCapacity(document.items.count)
        var positionByID: [String: Int] = [:]
        positionByID.reserveCapacity(document.items.count)
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
        var contents = Contents(suggestions: suggestions, document: document)
        if let scanned, scanned.version == writtenVersion, let end = scanned.lastRecordEnd {
            contents.source = (bytes, end, 0)
        }
        return contents
    }

    /// The bytes of a suggestions file with `contents`, unknown keys included, in three pieces written
    /// one after the other: when only appends were made since the file was read, the bytes read up to
    /// the end of its last suggestion, the appended suggestions, and the rest of the bytes read (no
    /// copy of the file is made); else the whole document, then nothing.
    static func bytes(of contents: Contents) throws -> (head: ArraySlice<UInt8>, appended: [UInt8], tail: ArraySlice<UInt8>) {
        if let source = contents.source {
            var appended: [UInt8] = []
            let encoder = encoder()
            for record in contents.document.items.suffix(source.appended) {
                // Inside the list, as a whole rewrite indents it (no string holds a raw line break).
                appended += Array(",\n    ".utf8)
                for byte in try encoder.encode(record) {
                    appended.append(byte)
                    if byte == 0x0A { appended += Array("    ".utf8) }
                }
            }
            return (source.bytes[..<source.lastRecordEnd], appended, source.bytes[source.lastRecordEnd...])
        }
        var contents = contents
        contents.document.version = writtenVersion
        return (ArraySlice(try encoder().encode(contents.document) + [UInt8(ascii: "\n")]), [], [])
    }

    /// `contents` as they are once written (``bytes(of:)``), for the next append: the same bytes
    /// read and the same appended suggestions, spliced in again with the next. `nil` when the file
    /// was written whole: read again, it is spliced into from then on.
    static func written(_ contents: Contents) -> Contents? {
        contents.source == nil ? nil : contents
    }

    /// The encoder of the file: pretty-printed, keys sorted, `/` as it is.
    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The text stored for a date: ISO 8601 in UTC with milliseconds.
    static func text(of date: Date) -> String {
        date.formatted(dateStyle)
    }

    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The date stored as `text`, with or without fractional seconds.
    static func date(from text: String) -> Date? {
        if let date = MillisecondTimestamp.date(from: text) { return date }
        if let date = try? dateStyle.parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    typealias Document = VersionedDocument<Record, SuggestionsList>

    enum SuggestionsList: DocumentList {
        static let name = "suggestions"
    }

    /// A suggestion as written in the file.
    struct Record: Codable {
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

/// The ways a record is made besides field by field (its memberwise initializer, which
/// ``SuggestionsScanner`` uses): from a suggestion, and decoded.
extension SuggestionsFile.Record {
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
}
