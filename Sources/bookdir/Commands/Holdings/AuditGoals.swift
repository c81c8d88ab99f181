import ArgumentParser
import Catalog
import Holdings
import Search

/// The goals `bookdir audit --targets` takes: "indigenous 10% of PB, black 15%" — a community
/// (its code, name or a word for it, as `community:` takes them), a percent, and "of" a category
/// (its code or name) or nothing for all the library owns; several between commas or semicolons.
enum AuditGoals {
    /// The goals of `text`.
    /// - Throws: a usage error naming the goal that cannot be read and the form to use.
    static func parse(_ text: String) throws -> [AuditGoal] {
        try text.split(whereSeparator: { $0 == "," || $0 == ";" }).map { piece in
            let goal = piece.trimmingCharacters(in: .whitespaces)
            let words = goal.split(separator: " ").map(String.init)
            guard let at = words.firstIndex(where: { $0.hasSuffix("%") }), at > 0,
                  let percent = Int(words[at].dropLast()), (0 ... 100).contains(percent) else {
                throw ValidationError(problem(goal, "it has no percent (such as 10%) after the community"))
            }
            let named = TextFolding.fold(words[..<at].joined(separator: " "))
            guard let communities = QueryParser.communities(named: named) else {
                throw ValidationError(problem(goal, "\"\(named)\" is not a community (\(Community.vocabulary))"))
            }
            var rest = words[(at + 1)...]
            if rest.first?.lowercased() == "of" { rest = rest.dropFirst() }
            var category: Category?
            if !rest.isEmpty {
                guard let found = QueryParser.category(named: TextFolding.fold(rest.joined(separator: " "))) else {
                    throw ValidationError(problem(goal, "\"\(rest.joined(separator: " "))\" is not a category (PB, CB, MG or YA)"))
                }
                category = found
            }
            return AuditGoal(text: goal, communities: communities, category: category, percent: percent)
        }
    }

    private static func problem(_ goal: String, _ reason: String) -> String {
        "The goal \"\(goal)\" cannot be read: \(reason). Write goals as \"indigenous 10% of PB, black 15%\"."
    }
}
