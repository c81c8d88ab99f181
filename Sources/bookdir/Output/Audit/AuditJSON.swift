import Catalog
import Holdings

/// An audit as one JSON document (``JSONOutput``: keys sorted), for scripts and for comparing
/// with a later audit (`--compare`): {"awards", "communities", "decades", "goals" (with --targets),
/// "library", "missing", "query", "rows", "source", "total", "version": 1}.
enum AuditJSON {
    private struct CommunityRow: Encodable {
        var category: String
        var community: String?
        var inDirectory, owned, ownedInCategory: Int
    }

    private struct Row: Encodable {
        var award: String?
        var decade: Int?
        var inDirectory, owned: Int
    }

    private struct Missing: Encodable {
        var id, title, author, category: String
        var year: Int?
        var awards: [String]
    }

    private struct Goal: Encodable {
        var goal: String
        var percent, count, of: Int
        var met: Bool
    }

    private struct Document: Encodable {
        let version = 1
        var library, source: String
        var rows: Int
        var query: String?
        var total: AuditCount
        var communities: [CommunityRow]
        var awards, decades: [Row]
        var missing: [Missing]
        var goals: [Goal]?
    }

    /// The document of `audit` for the holdings `header` names.
    static func document(_ audit: HoldingsAudit, header: HoldingsLibraries.Header, query: String?,
                         goals: [(goal: AuditGoal, standing: AuditGoal.Standing)] = []) -> [UInt8] {
        let document = Document(
            library: header.holdings.library, source: header.holdings.source, rows: header.rows, query: query, total: audit.total,
            communities: audit.communities.map {
                CommunityRow(category: $0.category.code, community: $0.community?.code, inDirectory: $0.count.inDirectory,
                             owned: $0.count.owned, ownedInCategory: $0.ownedInCategory)
            },
            awards: audit.awards.map { Row(award: $0.award?.name, inDirectory: $0.count.inDirectory, owned: $0.count.owned) },
            decades: audit.decades.map { Row(decade: $0.decade, inDirectory: $0.count.inDirectory, owned: $0.count.owned) },
            missing: audit.missing.map { book in
                Missing(id: book.id, title: book.title, author: book.author, category: book.category.code, year: book.year,
                        awards: book.awards.filter { $0.level == .winner }.map(\.citation))
            },
            goals: goals.isEmpty ? nil : goals.map {
                Goal(goal: $0.goal.text, percent: $0.goal.percent, count: $0.standing.count, of: $0.standing.of, met: $0.standing.isMet)
            })
        return Array((JSONOutput.encode(document)).utf8)
    }
}
