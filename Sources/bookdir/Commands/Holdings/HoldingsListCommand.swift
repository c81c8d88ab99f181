import ArgumentParser
import Catalog
import Foundation
import Holdings
import Widgets

/// `bookdir holdings list`: the libraries whose holdings are kept.
struct HoldingsListCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the libraries whose holdings are kept, with their counts.",
        discussion: """
            Prints LIBRARY, ROWS (the export's rows or records), BOOKS (the directory books they \
            match), FROM (the export's file name) and IMPORTED. Exits with 1 when no holdings were \
            imported yet, and with 3 when a file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// Prints the libraries.
    func run() throws {
        let libraries = try HoldingsLibraries(choice: global.choice).all()
        guard !libraries.isEmpty else {
            throw CommandFailure.nothingFound("There are no holdings yet. Import a library's export first: "
                + "bookdir holdings import FILE --library NAME.")
        }
        let matcher = HoldingsMatcher(books: try global.choice.makeStore().loadBooks())
        let rows = libraries.map { ($0, matcher.matches($0.rows).ownedBookIDs.count) }
        let layout = TableLayout(columns: [
            .init(header: "LIBRARY", isFlexible: true, isKept: true), .init(header: "ROWS", isFlexible: false),
            .init(header: "BOOKS", isFlexible: false), .init(header: "FROM", isFlexible: true),
            .init(header: "IMPORTED", isFlexible: false),
        ])
        let cell: TableLayout.CellText<(LibraryHoldings, Int)> = { row, index in
            [row.0.library, String(row.0.rows.count), String(row.1), row.0.source, row.0.imported][index]
        }
        let out = StandardOutput()
        try layout.write(rows, natural: layout.naturalWidths(of: rows, cell: cell), width: TerminalWidth.current(), cell: cell, to: out)
        try out.flush()
    }
}
