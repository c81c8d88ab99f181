import Catalog
import Foundation

/// A book as written in a catalog file, before its rules are checked.
struct CatalogRecord: Decodable {
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

    /// An award as written, before its name and level are checked.
    struct AwardRecord: Decodable {
        var award: String
        var year: Int
        var level: String
    }

    /// The book, after checking every rule of a file of `version`.
    func book(position: Int, version: Int, file: VersionedJSONFile) throws(BookStoreError) -> Book {
        if Self.isBlank(id) {
            throw file.error(.invalidEntry, "has a blank id for book \(position)")
        }
        let name = BookName(id: id, position: position)
        guard let category = Category(rawValue: category) else {
            let codes = Category.allCases.dropLast().map(\.code).joined(separator: ", ") + " or " + Category.allCases.last!.code
            throw file.error(
                .unknownCategory(self.category),
                "gives \(name) the category code \"\(self.category)\", which is none of \(codes)"
            )
        }
        let people = try authorsChecked(version: version, position: position, name: name, file: file)
        // Title, description, then each illustrator: the first blank one is named (no list made per book).
        let blank = Self.isBlank(title) ? "title" : Self.isBlank(description) ? "description"
            : (illustrators ?? []).contains(where: Self.isBlank) ? "illustrator" : nil
        if let blank {
            throw file.error(.invalidEntry, "gives \(name) a blank \(blank)")
        }
        if let isbn, !ISBN.isValid13(isbn) {
            throw file.error(
                .invalidEntry,
                "gives \(name) the ISBN \"\(isbn)\", which fails the ISBN-13 check; correct it or remove the isbn field"
            )
        }
        if let year, !CatalogFile.years.contains(year) {
            throw file.error(.invalidEntry, "gives \(name) the year \(year), which is no year of publication; correct it or remove the year field")
        }
        return Book(
            id: id, title: title, authors: people, illustrators: illustrators ?? [], category: category,
            description: description, year: year, isbn: isbn,
            communities: try communitiesChecked(name: name, file: file),
            awards: try awardsChecked(name: name, file: file))
    }

    /// Version 2's `authors`, or version 1's `author` line split into people.
    private func authorsChecked(version: Int, position: Int, name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [String] {
        if version >= 2 {
            guard let authors else { throw file.error(.corrupt(line: nil, column: nil), "is not in the expected form: book \(position) has no \"authors\" field") }
            guard !authors.isEmpty, !authors.contains(where: Self.isBlank) else {
                throw file.error(.invalidEntry, "gives \(name) a blank author")
            }
            return authors
        }
        guard let author else { throw file.error(.corrupt(line: nil, column: nil), "is not in the expected form: book \(position) has no \"author\" field") }
        if Self.isBlank(author) { throw file.error(.invalidEntry, "gives \(name) a blank author") }
        return Credits.people(in: author)
    }

    /// The communities, each once, in vocabulary order.
    private func communitiesChecked(name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [Community] {
        var result: [Community] = []
        for code in communities ?? [] {
            guard let community = Community(rawValue: code) else {
                throw file.error(.invalidEntry, "gives \(name) the community \"\(code)\", which is none of \(Community.vocabulary)")
            }
            if !result.contains(community) { result.append(community) }
        }
        return result.sorted()
    }

    private func awardsChecked(name: BookName, file: VersionedJSONFile) throws(BookStoreError) -> [Award] {
        var result: [Award] = []
        for record in awards ?? [] {
            guard let award = AwardName(rawValue: record.award) else {
                throw file.error(.invalidEntry, "gives \(name) the award \"\(record.award)\", which is not one of the award names bookdir knows (Resources/CATALOG.md lists them)")
            }
            guard let level = Award.Level(rawValue: record.level) else {
                throw file.error(.invalidEntry, "gives \(name) the award level \"\(record.level)\", which is neither winner nor honor")
            }
            guard CatalogFile.years.contains(record.year), record.year >= (year ?? CatalogFile.years.lowerBound) else {
                throw file.error(.invalidEntry, "gives \(name) an award of \(record.year), which is before the book's year or no year at all")
            }
            result.append(Award(award, year: record.year, level: level))
        }
        return result
    }

    /// How a message names a book, "the book "id" (book 3)": written out only when a message is.
    struct BookName: CustomStringConvertible {
        let id: String
        let position: Int
        var description: String { "the book \"\(id)\" (book \(position))" }
    }

    /// Whether `value` is empty or only white space and line breaks (what trimming
    /// `.whitespacesAndNewlines` would empty), without bridging to `NSString`: usually decided
    /// by the first Unicode scalar.
    static func isBlank(_ value: String) -> Bool {
        // Printable ASCII is never white space.
        if let first = value.utf8.first, first > 0x20, first < 0x7F { return false }
        return value.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
    }
}
