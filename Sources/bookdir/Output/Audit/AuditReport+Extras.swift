import Catalog
import Holdings

/// The sections `--targets` and `--compare` add to a report.
extension AuditReport {
    /// "Goals": each goal, where the library stands, and whether it is met.
    static func goalsSection(_ goals: [(goal: AuditGoal, standing: AuditGoal.Standing)]) -> AuditSection {
        AuditSection(
            title: "Goals", note: "Each goal is a share of the books the library owns (in the category, when it names one).",
            header: ["GOAL", "OWNED", "NOW", "MET"],
            rows: goals.map { goal, standing in
                [goal.text, "\(standing.count) of \(standing.of)", AuditCount.percent(standing.count, of: standing.of),
                 standing.isMet ? "yes" : "no"]
            },
            bars: goals.map { goal, standing in
                AuditSection.Bar(label: goal.text, share: standing.of == 0 ? 0 : Double(standing.count) / Double(standing.of),
                                 text: "\(AuditCount.percent(standing.count, of: standing.of)) (goal \(goal.percent)%)")
            })
    }

    /// "Since the earlier audit": owned then and now, per category and community, and the books
    /// of the earlier purchase list the library owns now.
    static func comparisonSections(_ audit: HoldingsAudit, earlier: EarlierAudit, books: [Book], path: String) -> [AuditSection] {
        func change(_ then: Int, _ now: Int) -> String { now > then ? "+\(now - then)" : String(now - then) }
        var then: [String: Int] = [:]
        for row in earlier.communities { then[row.category + "/" + (row.community ?? "")] = row.owned }
        let rows = [["All", "All books", String(earlier.total.owned), String(audit.total.owned), change(earlier.total.owned, audit.total.owned)]]
            + audit.communities.map { row in
                let before = then[row.category.code + "/" + (row.community?.code ?? "")] ?? 0
                return [row.category.name, row.community?.name ?? "All books", String(before), String(row.count.owned),
                        change(before, row.count.owned)]
            }
        let stillMissing = Set(audit.missing.map(\.id))
        let byID = Dictionary(books.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let bought = earlier.missing.compactMap { byID[$0.id] }.filter { !stillMissing.contains($0.id) }
        return [
            AuditSection(title: "Since the earlier audit", note: "Owned then: in \(path).",
                         header: ["CATEGORY", "COMMUNITY", "OWNED THEN", "OWNED NOW", "CHANGE"], rows: rows, bars: []),
            AuditSection(title: "Owned since the earlier audit (\(ListsCommand.books(bought.count)))",
                         note: "Books of the earlier purchase list the library owns now.",
                         header: ["ID", "TITLE", "AUTHOR", "CAT", "YEAR"],
                         rows: bought.map { [$0.id, $0.title, $0.author, $0.category.code, $0.year.map(String.init) ?? ""] }, bars: []),
        ]
    }
}
