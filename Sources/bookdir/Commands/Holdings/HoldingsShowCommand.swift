import ArgumentParser
import Catalog
import Foundation
import Holdings
import Widgets

/// `bookdir holdings show [--library NAME] [--unmatched] [--json]`.
struct HoldingsShowCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show which directory book each of a library's holdings matched, and how.",
        discussion: """
            Prints ROW (the export's row or record number), BOOK (the directory book's id), MATCHED BY \
            ("ISBN 9781646144549" or "title and author") and TITLE (as the export gives it), then the \
            counts. With --unmatched prints the rows that match no directory book instead: ROW, ISBN, \
            TITLE and AUTHOR. With --json prints {"books", "columns", "format", "imported", "library", \
            "matched": [{"book", "reason", "record", "row", "title"}...], "rows", "source", \
            "unmatched": [{"authors", "isbns", "record", "row", "title"}...], "version": 1}.

            Without --library shows the only library there is. Exits with 1 when there are no \
            holdings for the library, and with 3 when a file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The library's name.
    @Option(help: ArgumentHelp("The library (default: the only one there is).", valueName: "name"))
    var library: String?

    /// Whether to show the rows that matched nothing.
    @Flag(help: "Show the rows that match no directory book instead.")
    var unmatched = false

    /// Whether to print JSON.
    @Flag(help: "Print the holdings and their matches as one JSON document.")
    var json = false

    private struct Matched: Encodable {
        var row: Int
        var record: String?
        var book: String
        var reason: String
        var title: String
    }

    private struct Document: Encodable {
        let version = 1
        var library, source, format, imported: String
        var columns: [String]
        var rows, books: Int
        var matched: [Matched]
        var unmatched: [HoldingRow]
    }

    /// Prints the holdings.
    func run() throws {
        let holdings = try HoldingsLibraries(choice: global.choice).load(library)
        let matches = HoldingsMatcher(books: try global.choice.makeStore().loadBooks()).matches(holdings.rows)
        let out = StandardOutput()
        if json {
            out.append(JSONOutput.encode(Document(
                library: holdings.library, source: holdings.source, format: holdings.format.rawValue, imported: holdings.imported,
                columns: holdings.columns, rows: holdings.rows.count, books: matches.ownedBookIDs.count,
                matched: matches.matches.map { Matched(row: $0.row.number, record: $0.row.record, book: $0.bookID,
                                                       reason: $0.reason.text, title: $0.row.title) },
                unmatched: matches.unmatched)))
            try out.flush()
            return
        }
        let width = TerminalWidth.current()
        if unmatched {
            let layout = TableLayout(columns: [
                .init(header: "ROW", isFlexible: false), .init(header: "ISBN", isFlexible: false),
                .init(header: "TITLE", isFlexible: true), .init(header: "AUTHOR", isFlexible: true),
            ])
            let cell: TableLayout.CellText<HoldingRow> = { row, index in
                [String(row.number), row.isbns.first ?? "", row.title, row.authors.first ?? ""][index]
            }
            try layout.write(matches.unmatched, natural: layout.naturalWidths(of: matches.unmatched, cell: cell), width: width, cell: cell, to: out)
        } else {
            let layout = TableLayout(columns: [
                .init(header: "ROW", isFlexible: false), .init(header: "BOOK", isFlexible: true, isKept: true),
                .init(header: "MATCHED BY", isFlexible: false), .init(header: "TITLE", isFlexible: true),
            ])
            let cell: TableLayout.CellText<HoldingMatch> = { match, index in
                [String(match.row.number), match.bookID, match.reason.text, match.row.title][index]
            }
            try layout.write(matches.matches, natural: layout.naturalWidths(of: matches.matches, cell: cell), width: width, cell: cell, to: out)
        }
        let unit = holdings.format == .marc || holdings.format == .marcxml ? "record" : "row"
        out.append("\n" + SafeText.visible("\"\(holdings.library)\": \(HoldingsCommand.count(holdings.rows.count, unit)) from "
            + "\(holdings.source), imported \(holdings.imported).") + "\n" + matches.summary(unit: unit) + "\n")
        try out.flush()
    }
}
