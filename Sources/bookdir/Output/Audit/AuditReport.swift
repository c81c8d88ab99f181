import Catalog
import Holdings

/// A library's audit as the report shows it: a heading, a sentence of totals, and its sections.
struct AuditReport {
    /// "Holdings audit: Lincoln".
    var title: String
    /// "6 of 8 directory books owned (75%), matched from 10 rows of destiny.csv."
    var summary: String
    /// The tables.
    var sections: [AuditSection]

    /// The report of `audit` for the holdings `header` names; `query` is the purchase list's filter, if any.
    init(_ audit: HoldingsAudit, header: HoldingsLibraries.Header, query: String?) {
        let holdings = header.holdings, unit = header.unit
        title = "Holdings audit: \(holdings.library)"
        summary = "\(audit.total.owned) of \(audit.total.inDirectory) directory books owned "
            + "(\(AuditCount.percent(audit.total.owned, of: audit.total.inDirectory))), "
            + "matched from \(HoldingsCommand.count(header.rows, unit)) of \(holdings.source)."
        let counts = { (count: AuditCount) in [String(count.inDirectory), String(count.owned), AuditCount.percent(count.owned, of: count.inDirectory)] }
        let communities = audit.communities.map { row in
            [row.category.name, row.community?.name ?? "All books"] + counts(row.count)
                + [AuditCount.percent(row.count.owned, of: row.ownedInCategory)]
        }
        let awards = audit.awards.map { [$0.award?.name ?? "Any award"] + counts($0.count) }
        let decades = audit.decades.map { [$0.decade.map { "\($0)s" } ?? "Year unknown"] + counts($0.count) }
        let bar = { (label: String, count: AuditCount) in
            AuditSection.Bar(label: label, share: count.share, text: "\(count.owned) of \(count.inDirectory)")
        }
        let missingNote = query.map { "Directory books not owned that match \"\($0)\": award winners first, then newest first." }
            ?? "Directory books not owned: award winners first, then newest first."
        sections = [
            AuditSection(
                title: "Owned by category and community",
                note: "Owned %: of the directory's books; of owned: of the library's owned books in the category.",
                header: ["CATEGORY", "COMMUNITY", "IN DIRECTORY", "OWNED", "OWNED %", "OF OWNED"], rows: communities,
                bars: audit.communities.map { bar("\($0.category.code) \($0.community?.name ?? "all books")", $0.count) }),
            AuditSection(title: "Award winners owned", note: "Books that won an award (honors not counted).",
                         header: ["AWARD", "IN DIRECTORY", "OWNED", "OWNED %"], rows: awards,
                         bars: audit.awards.map { bar($0.award?.name ?? "Any award", $0.count) }),
            AuditSection(title: "By decade of publication", note: "", header: ["DECADE", "IN DIRECTORY", "OWNED", "OWNED %"],
                         rows: decades, bars: audit.decades.map { bar($0.decade.map { "\($0)s" } ?? "Year unknown", $0.count) }),
            AuditSection(title: "Purchase list (\(ListsCommand.books(audit.missing.count)))", note: missingNote,
                         header: ["ID", "TITLE", "AUTHOR", "CAT", "YEAR", "AWARDS"],
                         rows: audit.missing.map { book in
                             [book.id, book.title, book.author, book.category.code, book.year.map(String.init) ?? "",
                              book.awards.filter { $0.level == .winner }.map(\.citation).joined(separator: "; ")]
                         }, bars: []),
        ]
    }
}
