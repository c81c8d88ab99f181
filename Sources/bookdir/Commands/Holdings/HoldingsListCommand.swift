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
        let store = HoldingsLibraries(choice: global.choice)
        let libraries = try store.headers()
        guard !libraries.isEmpty else {
            throw CommandFailure.nothingFound("There are no holdings yet. Import a library's export first: "
                + "bookdir holdings import FILE --library NAME.")
        }
        // The catalog is read only when a library's kept answer is stale, and then once.
        let version = store.catalogVersion()
        var catalog: [Book]?
        let books = { () throws -> [Book] in
            if let catalog { return catalog }
            catalog = try global.choice.loadBooks()
            return catalog!
        }
        let rows = try libraries.map { ($0, try store.ownedIDs(of: $0, catalogVersion: version, books: books).count) }
        let layout = TableLayout(columns: [
            .init(header: "LIBRARY", isFlexible: true, isKept: true), .init(header: "ROWS", isFlexible: false),
            .init(header: "BOOKS", isFlexible: false), .init(header: "FROM", isFlexible: true),
            .init(header: "IMPORTED", isFlexible: false),
        ])
        let cell: TableLayout.CellText<(HoldingsLibraries.Header, Int)> = { row, index in
            [row.0.holdings.library, String(row.0.rows), String(row.1), row.0.holdings.source, row.0.holdings.imported][index]
        }
        let out = StandardOutput()
        try layout.write(rows, natural: layout.naturalWidths(of: rows, cell: cell), width: TerminalWidth.current(), cell: cell, to: out)
        try out.flush()
    }
}
