import Catalog
import Foundation

/// People's names as exports write them ("Woodson, Jacqueline, 1963-", "Maillard, Kevin Noble,
/// author.", "Keats & Holt"), made comparable with a directory book's authors.
enum PersonName {
    /// What may follow a name after a comma and is no part of it.
    private static let roles: Set<String> = ["author", "illustrator", "editor", "translator", "writer", "creator",
                                             "compiler", "narrator", "illustrated by", "ed", "ill", "trans", "author illustrator"]

    /// What ends a name after a comma without being its first name: "King, Jr.".
    private static let suffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv"]

    /// The people of one author cell or field: split at ";", "|", " & " and " and ", each turned
    /// from "Last, First" to "First Last", dates and roles dropped.
    static func people(in text: String) -> [String] {
        // Most cells name one person: split only when a separator may be there.
        let mayList = text.utf8.contains { $0 == 0x3B || $0 == 0x7C || $0 == 0x26 } || text.lowercased().contains(" and ")
        var pieces = [text]
        if !mayList { return pieces.map(natural).filter { !$0.isEmpty } }
        for separator in [";", "|", " & ", " and ", " AND ", " And "] {
            pieces = pieces.flatMap { $0.components(separatedBy: separator) }
        }
        return pieces.map(natural).filter { !$0.isEmpty }
    }

    /// "Woodson, Jacqueline, 1963-" → "Jacqueline Woodson"; "Jacqueline Woodson" stays.
    static func natural(_ name: String) -> String {
        let parts = name.components(separatedBy: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "."))) }
            .filter { part in
                !part.isEmpty && !part.contains(where: \.isNumber) && !roles.contains(TextFolding.matchKey(part))
            }
        guard parts.count >= 2 else { return parts.first ?? "" }
        if suffixes.contains(TextFolding.matchKey(parts[1])) { return parts.joined(separator: " ") }
        return ([parts[1], parts[0]] + parts.dropFirst(2)).joined(separator: " ")
    }

    /// The key two spellings of the same person share: ``natural(_:)`` folded by ``TextFolding/matchKey(_:)``.
    static func key(_ name: String) -> String {
        TextFolding.matchKey(natural(name))
    }
}
