import Foundation

/// The fields of one MARC 21 record bookdir reads (from ISO 2709 or MARCXML): 001, the control
/// number; 020 $a, ISBNs; 100 and 110 $a, the main entry; 245 $a and $b, title and remainder of
/// title; 700 $a, added authors.
struct MARCRecord {
    /// The tags read; the others are passed over unread.
    static let tags: Set<String> = ["001", "020", "100", "110", "245", "700"]

    /// The fields used, in words (as a spreadsheet's columns are told).
    static let described = ["ISBN from 020 $a", "title from 245 $a $b", "author from 100 or 110 $a, then 700 $a",
                            "record number from 001"]

    /// The record's number in the file, from 1.
    var number: Int
    /// 001.
    var controlNumber: String?
    /// The data fields read, in order: each tag and its subfields (code, text).
    var fields: [(tag: String, subfields: [(code: Character, text: String)])] = []

    /// The subfield `code` of every `tag` field, in order.
    func subfields(_ tag: String, _ code: Character) -> [String] {
        fields.filter { $0.tag == tag }.flatMap { $0.subfields.filter { $0.code == code }.map(\.text) }
    }

    /// The record as a holding; `nil` (with a note) when it has neither an ISBN nor a title.
    func holding(notes: inout [HoldingsNote]) -> HoldingRow? {
        var isbns: [String] = []
        for text in subfields("020", "a") {
            let found = ISBNCell.scan(text)
            for isbn in found.isbns where !isbns.contains(isbn) { isbns.append(isbn) }
            for piece in found.rejected {
                notes.append(HoldingsNote(number: number, message: "020 $a \"\(piece)\" is not an ISBN (a wrong check digit or "
                    + "number of digits); the record is matched by its other ISBNs or its title and author."))
            }
        }
        let main = Self.cleaned(subfields("245", "a").first ?? "")
        let remainder = Self.cleaned(subfields("245", "b").first ?? "")
        let title = remainder.isEmpty ? main : main.isEmpty ? remainder : main + ": " + remainder
        let mainEntry = subfields("100", "a").first ?? subfields("110", "a").first
        let authors = ([mainEntry].compactMap { $0 } + subfields("700", "a")).map(Self.cleaned).filter { !$0.isEmpty }
        guard !isbns.isEmpty || !title.isEmpty else {
            notes.append(HoldingsNote(number: number, message: "The record has neither an ISBN (020 $a) nor a title (245 $a); it was skipped."))
            return nil
        }
        return HoldingRow(number: number, record: controlNumber?.trimmingCharacters(in: .whitespaces),
                          isbns: isbns, title: title, authors: authors)
    }

    /// A subfield without the punctuation cataloging rules put at its end (" /", " :", ",", ".").
    static func cleaned(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace || " /:;=,.".contains(last) { text = text.dropLast() }
        return String(text)
    }
}
