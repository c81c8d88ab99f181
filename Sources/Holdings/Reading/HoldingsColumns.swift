import Foundation

/// Which columns of a spreadsheet's header hold what: found by name, in any order and any case
/// ("ISBN", "isbn13", "020$a", "Title", "245$a", "biblio.title", "Author", "100$a", …).
struct HoldingsColumns {
    /// What a column holds.
    enum Role: CaseIterable {
        case isbn, title, subtitle, author, record

        /// The names that mean this role, as ``key(_:)`` writes them.
        var names: Set<String> {
            switch self {
            case .isbn: ["isbn", "isbns", "isbn13", "isbn10", "020$a", "020", "ean", "isbnissn", "primaryisbn"]
            case .title: ["title", "245$a", "245", "titleproper", "maintitle", "booktitle", "titlestatement"]
            case .subtitle: ["subtitle", "245$b", "remainderoftitle"]
            case .author: ["author", "authors", "100$a", "100", "110$a", "110", "700$a", "creator", "mainauthor",
                           "authorname", "personalname", "mainentry", "by"]
            case .record: ["biblionumber", "recordnumber", "record", "bibid", "biblioid", "001", "controlnumber",
                           "recordid", "bibrecordnumber", "bibliographicrecord", "titleid", "id"]
            }
        }

        /// The words a column's name may contain to mean this role when no name is exact.
        var fallback: String? {
            switch self {
            case .isbn: "isbn"
            case .title: "title"
            case .author: "author"
            case .subtitle, .record: nil
            }
        }

        var label: String {
            switch self {
            case .isbn: "ISBN"
            case .title: "title"
            case .subtitle: "subtitle"
            case .author: "author"
            case .record: "record number"
            }
        }
    }

    /// The header's cells, as written.
    let header: [String]
    /// The columns of each role, in the header's order (the first title, subtitle and record are used).
    let columns: [Role: [Int]]

    /// A column's name as compared: what follows the last "." ("biblio.title"), lower case, without
    /// spaces and punctuation but "$" ("ISBN-13" → "isbn13", "020 $a" and "020a" → "020$a").
    static func key(_ name: String) -> String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        var key = last.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "$" }
        if key.count == 4, key.prefix(3).allSatisfy(\.isNumber), let code = key.last, code.isLetter {
            key = String(key.prefix(3)) + "$" + String(code)
        }
        return key
    }

    /// The roles of `header`'s columns; `nil` when it has neither an ISBN nor a title column.
    init?(header: [String]) {
        self.header = header
        let keys = header.map(Self.key)
        var columns: [Role: [Int]] = [:]
        for role in Role.allCases {
            var found = keys.indices.filter { role.names.contains(keys[$0]) }
            if found.isEmpty, let word = role.fallback {
                found = keys.indices.filter { keys[$0].contains(word) && !keys[$0].contains("series") && !keys[$0].contains("sub") }
            }
            if !found.isEmpty { columns[role] = found }
        }
        if let subtitles = columns[.subtitle] { columns[.title] = columns[.title]?.filter { !subtitles.contains($0) } }
        guard columns[.isbn] != nil || columns[.title]?.isEmpty == false else { return nil }
        self.columns = columns
    }

    /// The columns used, in words: `ISBN from "ISBN13" (column 3)`.
    var described: [String] {
        Role.allCases.compactMap { role in
            guard var used = columns[role], !used.isEmpty else { return nil }
            if role != .isbn && role != .author { used = [used[0]] }
            let names = used.map { "\"\(header[$0])\" (column \($0 + 1))" }
            return "\(role.label) from " + names.joined(separator: " and ")
        }
    }

    /// The holding of one record's `fields`, numbered `number`; `nil` (with a note when it had
    /// anything in it) when it holds neither an ISBN nor a title.
    func row(_ fields: [String], number: Int, unit: String, notes: inout [HoldingsNote]) -> HoldingRow? {
        func cell(_ index: Int) -> String {
            guard index < fields.count else { return "" }
            let field = fields[index]
            // Most cells need no trimming: look at their ends before asking Foundation.
            guard let first = field.first, let last = field.last, first.isWhitespace || last.isWhitespace else { return field }
            return field.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func first(_ role: Role) -> String { columns[role]?.first.map(cell) ?? "" }
        var isbns: [String] = []
        for column in columns[.isbn] ?? [] {
            let found = ISBNCell.scan(cell(column))
            for isbn in found.isbns where !isbns.contains(isbn) { isbns.append(isbn) }
            for piece in found.rejected {
                notes.append(HoldingsNote(number: number, message: "\"\(piece)\" in \"\(header[column])\" is not an ISBN "
                    + "(a wrong check digit or number of digits); the \(unit) is matched by its other ISBNs or its title and author."))
            }
        }
        var title = first(.title)
        let subtitle = first(.subtitle)
        if !subtitle.isEmpty { title = title.isEmpty ? subtitle : title + ": " + subtitle }
        let authors = (columns[.author] ?? []).map(cell).filter { !$0.isEmpty }
        guard !isbns.isEmpty || !title.isEmpty else {
            if fields.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                notes.append(HoldingsNote(number: number, message: "The \(unit) has neither an ISBN nor a title; it was skipped."))
            }
            return nil
        }
        let record = first(.record)
        return HoldingRow(number: number, record: record.isEmpty ? nil : record, isbns: isbns, title: title, authors: authors)
    }
}
