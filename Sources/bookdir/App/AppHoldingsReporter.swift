import Catalog
import Foundation
import Holdings
import ViewModels

/// The app's reports (``HoldingsReporter``), made as the command line makes them: the audit is
/// `bookdir audit`'s table (of the library the owned filter reads, ``AppOwnedBooks``) with its
/// purchase list cut to its first rows, and a list's balance is `bookdir lists check`'s sentences.
struct AppHoldingsReporter: HoldingsReporter {
    /// The purchase list's rows the overlay shows (`s` saves all of them).
    static let purchaseRows = 20

    let libraries: HoldingsLibraries


    func audit(of books: [Book], width: Int) -> Result<HoldingsReport, ReportFailure> {
        do {
            guard let header = try AppOwnedBooks.chosen(among: libraries.headers()) else {
                return .failure(ReportFailure("No holdings imported: bookdir holdings import FILE, then open the audit again."))
            }
            let holdings = header.holdings
            let owned = try libraries.ownedIDs(of: header, catalogVersion: libraries.catalogVersion()) { books }
            let audit = HoldingsAudit(books: books, owned: owned, missingAmong: nil)
            var report = AuditReport(audit, header: header, query: nil)
            if let last = report.sections.indices.last, report.sections[last].rows.count > Self.purchaseRows {
                report.sections[last].rows = Array(report.sections[last].rows.prefix(Self.purchaseRows))
                report.sections[last].note += " The first \(Self.purchaseRows) are shown; s saves all "
                    + "\(ListsCommand.books(audit.missing.count)) to a reading list."
            } else if !audit.missing.isEmpty {
                report.sections[report.sections.count - 1].note += " s saves them to a reading list."
            }
            let text = String(decoding: try AuditText.table(report, width: width), as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return .success(HoldingsReport(title: "Audit of \"\(holdings.library)\"", lines: Array(lines.dropLast(lines.last == "" ? 1 : 0)),
                                           purchaseList: audit.missing))
        } catch {
            return .failure(ReportFailure((error as? CommandFailure)?.message ?? "\(error)"))
        }
    }

    func balance(ofList name: String, entries: Int, books: [Book], width: Int) -> HoldingsReport {
        HoldingsReport(title: "Balance of \"\(name)\"",
                       lines: ["\"\(name)\": \(ListsCommand.books(entries))."] + ListBalance.sentences(books))
    }
}
