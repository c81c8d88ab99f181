import Catalog
import Foundation

/// The suggestions file, `{"version": 1, "suggestions": [ … ]}`.
///
/// Each suggestion is an object with the keys `author`, `category` (a code such as `MG`),
/// `createdAt` (ISO 8601 in UTC with milliseconds, such as `2026-11-21T19:30:05.250Z`),
/// `id` and `title`. Files are written pretty-printed with sorted keys and a final newline,
/// so the same suggestions always give the same bytes.
enum SuggestionsFile {
    /// The suggestions of a suggestions file, in file order (oldest first).
    /// - Throws: ``BookStoreError``: `.corrupt`, `.unsupportedVersion`, `.unknownCategory` or `.duplicateID`.
    static func suggestions(from bytes: [UInt8], file: VersionedJSONFile) throws(BookStoreError) -> [Suggestion] {
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
        return suggestions
    }

    /// The bytes of a suggestions file holding `suggestions`, in order.
    static func bytes(of suggestions: [Suggestion]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(version: VersionedJSONFile.supportedVersion, suggestions: suggestions.map(Record.init))
        return Array(try encoder.encode(document)) + [UInt8(ascii: "\n")]
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

    private struct Document: Codable {
        var version: Int
        var suggestions: [Record]
    }

    /// A suggestion as written in the file.
    private struct Record: Codable {
        var id: String
        var title: String
        var author: String
        var category: String
        var createdAt: String

        init(_ suggestion: Suggestion) {
            id = suggestion.id
            title = suggestion.title
            author = suggestion.author
            category = suggestion.category.code
            createdAt = SuggestionsFile.text(of: suggestion.createdAt)
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
