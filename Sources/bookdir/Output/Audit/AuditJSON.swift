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

    /// The document of `audit` for the holdings `header` names. The purchase list (thousands of
    /// books at a large catalog) is written straight into bytes (``JSONWriter``), in the place the
    /// encoder left for it, the same bytes as the encoder writes (`plain`: all by the encoder).
    static func document(_ audit: HoldingsAudit, header: HoldingsLibraries.Header, query: String?,
                         goals: [(goal: AuditGoal, standing: AuditGoal.Standing)] = [], plain: Bool = false) -> [UInt8] {
        var document = Document(
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
        guard !plain, !document.missing.isEmpty else { return Array((JSONOutput.encode(document)).utf8) }
        let missing = document.missing
        document.missing = []
        var bytes = Array((JSONOutput.encode(document)).utf8)
        let empty = Array("\n  \"missing\" : [\n\n  ]".utf8)
        guard let place = bytes.firstRange(of: empty) else { return Array((JSONOutput.encode(document)).utf8) }
        var list = Array("\n  \"missing\" : [".utf8)
        list.reserveCapacity(missing.count * 160)
        let writer = JSONWriter(pretty: true)
        for (index, book) in missing.enumerated() {
            if index > 0 { list.append(0x2C) }
            writer.newline(depth: 2, to: &list)
            list.append(0x7B)
            writer.key("author", first: true, depth: 3, to: &list)
            JSONWriter.string(book.author, to: &list)
            writer.key("awards", first: false, depth: 3, to: &list)
            writer.strings(book.awards, depth: 3, to: &list)
            writer.key("category", first: false, depth: 3, to: &list)
            JSONWriter.string(book.category, to: &list)
            writer.key("id", first: false, depth: 3, to: &list)
            JSONWriter.string(book.id, to: &list)
            writer.key("title", first: false, depth: 3, to: &list)
            JSONWriter.string(book.title, to: &list)
            if let year = book.year {
                writer.key("year", first: false, depth: 3, to: &list)
                JSONWriter.number(year, to: &list)
            }
            writer.close(0x7D, depth: 2, empty: false, to: &list)
        }
        writer.close(0x5D, depth: 1, empty: false, to: &list)
        bytes.replaceSubrange(place, with: list)
        return bytes
    }
}
