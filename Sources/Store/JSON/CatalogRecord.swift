import Catalog
import Foundation

/// A book as written in a catalog file, before its rules are checked.
struct CatalogRecord {
    var id: String
    var title: String
    var author: String?
    var authors: [String]?
    var illustrators: [String]?
    var category: String
    var description: String
    var year: Int?
    var isbn: String?
    var communities: [String]?
    var awards: [AwardRecord]?
    /// The fields of ``BookSchema/packedFields`` given, as written (strings, or numbers for a range).
    var fields: [FieldRecord] = []

    /// A packed field's value as written, before its rules are checked.
    struct FieldRecord {
        var field: BookField
        var strings: [String]?
        var numbers: [Int]?
    }

    /// An award as written, before its name and level are checked.
    struct AwardRecord: Decodable {
        var award: String
        var year: Int
        var level: String
    }

    /// The book, after checking every rule of a file of `version`.
    /// `locator` finds the line and column of the field at fault for the message.
    func book(position: Int, version: Int, file: VersionedJSONFile, locator: JSONValueLocator? = nil,
              packer: inout BookPacker) throws(BookStoreError) -> Book {
        let name = BookName(id: id, position: position, locator: locator)
        if Self.isBlank(id) {
            throw file.error(.invalidEntry, "has a blank id for book \(position)\(name.parenthesizedPlace(.key("id")))")
        }
        guard let category = Category(rawValue: category) else {
            let codes = Category.allCases.dropLast().map(\.code).joined(separator: ", ") + " or " + Category.allCases.last!.code
            throw file.error(
                .unknownCategory(self.category),
                "gives \(name.at(.key("category"))) the category code \"\(self.category)\", which is none of \(codes)"
            )
        }
        let people = try authorsChecked(version: version, position: position, name: name, file: file)
        // Title, description, then each illustrator: the first blank one is named (no list made per book).
        let blankIllustrator = (illustrators ?? []).firstIndex(where: Self.isBlank)
        let blank: (String, [JSONValueLocator.Step])? = Self.isBlank(title) ? ("title", [.key("title")])
            : Self.isBlank(description) ? ("description", [.key("description")])
            : blankIllustrator.map { ("illustrator", [.key("illustrators"), .index($0)]) }
        if let (field, path) = blank {
            throw file.error(.invalidEntry, "gives \(name.at(path)) a blank \(field)")
        }
        if let isbn, !ISBN.isValid13(isbn) {
            throw file.error(
                .invalidEntry,
                "gives \(name.at(.key("isbn"))) the ISBN \"\(isbn)\", which fails the ISBN-13 check; correct it or remove the isbn field"
            )
        }
        if let year, !Book.years.contains(year) {
            throw file.error(.invalidEntry, "gives \(name.at(.key("year"))) the year \(year), which is no year of publication; correct it or remove the year field")
        }
        let values = try fieldsChecked(name: name, file: file)
        return Book(
            id: id, title: title, authors: people, illustrators: illustrators ?? [], category: category,
            description: description, year: year, isbn: isbn ?? values.isbns.first,
            communities: try communitiesChecked(name: name, file: file),
            awards: try awardsChecked(name: name, file: file), fields: values, packer: &packer)
    }

    /// The packed fields' values, each checked against its field's rules; `isbns` must begin with
    /// the `isbn` when both are given.
    private func fieldsChecked(name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> FieldValues {
        var values = FieldValues()
        for record in fields {
            let result = record.numbers.map(record.field.value(numbers:)) ?? record.field.value(strings: record.strings ?? [])
            switch result {
            case .success(let value): values[record.field] = value
            case .failure(let error):
                let path: [JSONValueLocator.Step] = [.key(record.field.name)] + (error.index.map { [.index($0)] } ?? [])
                throw file.error(.invalidEntry, "gives \(name.at(path)) \(error.reason); correct it or remove the \(record.field.name) field")
            }
        }
        if let isbn, let first = values.isbns.first, first != isbn {
            throw file.error(.invalidEntry, "gives \(name.at(.key("isbns"), .index(0))) the ISBN \"\(first)\", which is not its isbn \"\(isbn)\"; isbns begins with the first US edition's")
        }
        return values
    }

    /// Version 2's `authors`, or version 1's `author` line split into people.
    private func authorsChecked(version: Int, position: Int, name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [String] {
        if version >= 2 {
            guard let authors else {
                throw file.error(.corrupt(line: nil, column: nil), "is not in the expected form: book \(position)\(name.parenthesizedPlace()) has no \"authors\" field")
            }
            guard !authors.isEmpty, !authors.contains(where: Self.isBlank) else {
                let path: [JSONValueLocator.Step] = [.key("authors")] + (authors.firstIndex(where: Self.isBlank).map { [.index($0)] } ?? [])
                throw file.error(.invalidEntry, "gives \(name.at(path)) a blank author")
            }
            return authors
        }
        guard let author else {
            throw file.error(.corrupt(line: nil, column: nil), "is not in the expected form: book \(position)\(name.parenthesizedPlace()) has no \"author\" field")
        }
        if Self.isBlank(author) { throw file.error(.invalidEntry, "gives \(name.at(.key("author"))) a blank author") }
        return Credits.people(in: author)
    }

    /// The communities, each once, in vocabulary order.
    private func communitiesChecked(name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [Community] {
        var result: [Community] = []
        for (index, code) in (communities ?? []).enumerated() {
            guard let community = Community(rawValue: code) else {
                throw file.error(.invalidEntry, "gives \(name.at(.key("communities"), .index(index))) the community \"\(code)\", which is none of \(Community.vocabulary)")
            }
            if !result.contains(community) { result.append(community) }
        }
        return result.sorted()
    }

    private func awardsChecked(name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [Award] {
        var result: [Award] = []
        for (index, record) in (awards ?? []).enumerated() {
            let path: (String) -> [JSONValueLocator.Step] = { [.key("awards"), .index(index), .key($0)] }
            guard let award = AwardName(rawValue: record.award) else {
                throw file.error(.invalidEntry, "gives \(name.at(path("award"))) the award \"\(record.award)\", which is not one of the award names bookdir knows (Resources/CATALOG.md lists them)")
            }
            guard let level = Award.Level(rawValue: record.level) else {
                throw file.error(.invalidEntry, "gives \(name.at(path("level"))) the award level \"\(record.level)\", which is neither winner nor honor")
            }
            guard Book.years.contains(record.year), record.year >= (year ?? Book.years.lowerBound) else {
                throw file.error(.invalidEntry, "gives \(name.at(path("year"))) an award of \(record.year), which is before the book's year or no year at all")
            }
            result.append(Award(award, year: record.year, level: level))
        }
        return result
    }

    /// How a message names a book, "the book "id" (book 3)", or with the place of the field at
    /// fault, "the book "id" (book 3, line 41, column 15)": worked out only when a message is.
    struct BookName: CustomStringConvertible {
        let id: String
        let position: Int
        let locator: JSONValueLocator?

        var description: String { "the book \"\(id)\" (book \(position))" }

        /// The name with the line and column of the book's field at `path`.
        func at(_ path: JSONValueLocator.Step...) -> String { at(path) }

        /// The name with the line and column of the book's field at `path`.
        func at(_ path: [JSONValueLocator.Step]) -> String {
            "the book \"\(id)\" (book \(position)\(place(path)))"
        }

        /// ", line L, column C" of the book's field at `path` (of the book itself when empty); empty when unknown.
        func place(_ path: JSONValueLocator.Step...) -> String { place(path) }

        func place(_ path: [JSONValueLocator.Step]) -> String {
            locate(path).map { ", " + $0 } ?? ""
        }

        /// " (line L, column C)" of the book's field at `path`; empty when unknown.
        func parenthesizedPlace(_ path: JSONValueLocator.Step...) -> String {
            locate(path).map { " (\($0))" } ?? ""
        }

        private func locate(_ path: [JSONValueLocator.Step]) -> String? {
            locator?.place(of: [.key("books"), .index(position - 1)] + path)
        }
    }

    /// Whether `value` is empty or only white space and line breaks (what trimming
    /// `.whitespacesAndNewlines` would empty), without bridging to `NSString`: usually decided
    /// by the first Unicode scalar.
    static func isBlank(_ value: String) -> Bool {
        if let first = value.utf8.first, isPrintableASCII(first) { return false }
        return value.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
    }

    /// ``isBlank(_:)`` of the text whose (valid) UTF-8 is `utf8`, making a string only when its
    /// first byte does not settle it.
    static func isBlank(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = utf8.first, isPrintableASCII(first) { return false }
        return isBlank(String(decoding: utf8, as: UTF8.self))
    }

    /// Printable ASCII is never white space.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
