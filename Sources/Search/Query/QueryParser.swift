import Foundation
import Catalog

/// Reads the query language (see ``ParsedQuery``).
public enum QueryParser {
    /// The query `text` means.
    public static func parse(_ text: String) -> ParsedQuery {
        var query = ParsedQuery()
        var pendingOr = false
        var words = 0
        for token in tokens(of: text) {
            switch token {
            case .or:
                pendingOr = !query.terms.isEmpty
            case .word(let word) where !word.isPhrase && !pendingOr && manyWordField(word.text) != nil:
                query.conditions.append(FieldCondition(manyWordField(word.text)!, .atLeast(2)))
            case .word(let word):
                words += 1
                if words > ParsedQuery.maximumWords {
                    pendingOr = false
                    continue
                }
                if pendingOr, !query.terms.isEmpty {
                    query.terms[query.terms.count - 1].alternatives.append(word)
                } else {
                    query.terms.append(QueryTerm(word))
                }
                pendingOr = false
            case .field(let name, let value, let typed):
                pendingOr = false
                apply(field: name, value: value, typed: typed, to: &query)
            }
        }
        if words > ParsedQuery.maximumWords {
            query.notes.append("Only the first \(ParsedQuery.maximumWords) words were searched "
                + "(the query has \(words))")
        }
        if let note = communityWordNote(for: query) { query.notes.append(note) }
        return query
    }

    /// The note for words that name a community when typed as plain words (`hispanic`, `first
    /// nations`): they are searched in the books' text, and the note names the `community:` term
    /// first (a note cut at the row's end keeps it). Only when the words are the query's whole
    /// text and no `community:` term is given.
    static func communityWordNote(for query: ParsedQuery) -> String? {
        guard query.communities.isEmpty, !query.terms.isEmpty, query.terms.allSatisfy({ $0.alternatives.count == 1 }) else { return nil }
        let typed = query.terms.map { $0.alternatives[0].text }.joined(separator: " ")
        guard communities(named: TextFolding.fold(typed)) != nil else { return nil }
        return "community:\(hyphenated(typed)) finds the books centering \"\(typed)\""
    }

    enum Token: Equatable {
        case word(QueryWord)
        case or
        case field(name: String, value: String, typed: String)
    }

    /// Splits `text` on white space, keeping quoted phrases (and quoted field values) whole.
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var quoted = false
        var sawQuote = false
        func finish() {
            defer { current = ""; sawQuote = false }
            guard !current.isEmpty || sawQuote else { return }
            if !sawQuote, current == "|" { return tokens.append(.or) }
            if let colon = current.firstIndex(of: ":"), colon != current.startIndex,
               current[..<colon].allSatisfy(\.isLetter), !(sawQuote && current.first == "\"") {
                let name = String(current[..<colon])
                let value = String(current[current.index(after: colon)...])
                return tokens.append(.field(name: name, value: value, typed: name + ":" + value))
            }
            // Not only blanks: the scalars of Foundation's `.whitespaces` (tab, zero width space and
            // the space separators), checked without it: bridging to NSString cost a third of a
            // millisecond of a one-query process.
            if current.unicodeScalars.contains(where: { $0 != "\t" && $0 != "\u{200B}" && $0.properties.generalCategory != .spaceSeparator }) {
                tokens.append(.word(QueryWord(current, isPhrase: sawQuote && current.contains(" "))))
            }
        }
        for character in text {
            if character == "\"" || character == "“" || character == "”" {
                quoted.toggle()
                sawQuote = true
            } else if character.isWhitespace && !quoted {
                finish()
            } else if character == "|" && !quoted && !current.contains(":") {
                finish()
                tokens.append(.or)
            } else {
                current.append(character)
            }
        }
        finish()
        return tokens
    }

    private static func apply(field typedName: String, value: String, typed: String, to query: inout ParsedQuery) {
        let name = TextFolding.fold(typedName)
        let choices = value.split(separator: "|").map { TextFolding.fold(String($0)).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard ParsedQuery.fields.contains(name) else {
            return query.notes.append("Unknown field \"\(typedName):\" left out (fields: \(ParsedQuery.fields.joined(separator: ", ")))")
        }
        guard !choices.isEmpty else {
            return query.notes.append("\"\(typed)\" has no value, so it was left out")
        }
        if let field = BookSchema.packedFields.first(where: { $0.queryName == name }) {
            switch FieldCondition.parse(field, value: value, typed: typed) {
            case .success(let condition): query.conditions.append(condition)
            case .failure(let note): query.notes.append(note.text)
            }
            return
        }
        switch name {
        case "category":
            let found = choices.compactMap(category(named:))
            guard found.count == choices.count else {
                return query.notes.append("\"\(typed)\" is no category (PB, CB, MG, YA or their names), so it was left out")
            }
            query.categories = (query.categories ?? Set(Category.allCases)).intersection(found)
        case "community":
            let found = choices.compactMap(communities(named:))
            guard found.count == choices.count else {
                let unknown = choices.first { communities(named: $0) == nil } ?? ""
                let closest = closestCommunityWord(to: unknown).map { " (did you mean \"\($0)\"?)" } ?? ""
                return query.notes.append("\"\(typed)\" is no community (\(Community.vocabulary)), so it was left out\(closest)")
            }
            query.communities.append(found.reduce(into: Set()) { $0.formUnion($1) })
        case "award":
            query.awards.append(choices.map { $0.split(separator: " ").map(String.init) })
        case "author":
            query.authorWords += choices.joined(separator: " ").split(separator: " ").map(String.init)
        case "title":
            query.titleWords += choices.joined(separator: " ").split(separator: " ").map(String.init)
        case "year":
            guard let range = YearRange(parsing: value) else {
                return query.notes.append("\"\(typed)\" is no year (2015, 2015..2020, >2019 or <2000), so it was left out")
            }
            let merged = query.years.map { YearRange(from: max($0.from, range.from), through: min($0.through, range.through)) } ?? range
            query.years = merged
        case "owned":
            guard choices.count == 1, let owned = ["yes": true, "no": false][choices[0]] else {
                return query.notes.append("\"\(typed)\" is no answer (owned:yes or owned:no), so it was left out")
            }
            query.owned = owned
        default:
            guard let sort = QuerySort(rawValue: choices[0]) else {
                return query.notes.append("\"\(typed)\" is no order (relevance, title, author, year or -year), so it was left out")
            }
            query.sort = sort
        }
    }

    /// The packed field whose bare word (``BookField/manyWord``) `text` is, folded: `bilingual`.
    static func manyWordField(_ text: String) -> BookField? {
        // Most words are of another length: folding each of a pasted page's words cost a fifth of
        // its query's time.
        guard manyWordLengths.contains(text.unicodeScalars.count) else { return nil }
        let folded = TextFolding.fold(text)
        return BookSchema.packedFields.first { $0.manyWord == folded }
    }

    /// The lengths, in Unicode scalars, of the packed fields' bare words (a word of another
    /// length, accents composed, is none of them).
    private static let manyWordLengths = Set(BookSchema.packedFields.compactMap { $0.manyWord?.unicodeScalars.count })

    /// The category a folded value names: its code, its name, or the name's first word.
    public static func category(named value: String) -> Category? {
        Category.allCases.first { category in
            let name = TextFolding.fold(category.name)
            return value == category.code.lowercased() || value == name || value == name.split(separator: " ").first.map(String.init)
                || value == name.replacingOccurrences(of: " ", with: "-")
        }
    }

    /// The communities a folded value names: a community's code or name, or one of the words
    /// people use for them (``Community/aliases``), spaces or hyphens alike.
    public static func communities(named value: String) -> Set<Community>? {
        let simple = value.replacingOccurrences(of: " ", with: "-")
        if let community = Community.allCases.first(where: { simple == $0.code || simple == hyphenated($0.name) }) {
            return [community]
        }
        return Community.aliases.first { hyphenated($0.key) == simple }?.value
    }

    /// Every word `community:` takes, hyphenated: the codes, the names and the aliases.
    static let communityWords: [String] = Community.allCases.flatMap { [$0.code, hyphenated($0.name)] }
        + Community.aliases.map { hyphenated($0.key) }

    /// The word `community:` takes that is closest to `value` (within two slips), for the note.
    static func closestCommunityWord(to value: String) -> String? {
        EditDistance.closest(to: value.replacingOccurrences(of: " ", with: "-"), among: communityWords, limit: 2)
    }

    private static func hyphenated(_ text: String) -> String {
        TextFolding.fold(text).replacingOccurrences(of: " ", with: "-")
    }
}
