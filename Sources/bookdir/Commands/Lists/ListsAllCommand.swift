import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists` (or `bookdir lists all`): each reading list with its number of books.
struct ListsAllCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Print each reading list's name and number of books (what `bookdir lists` alone does).",
        discussion: """
            With --json prints {"lists": [{"count", "name"}...], "version": 1}.

            Exits with 1 when there is no list yet (the JSON document is still printed).
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// Whether to print JSON.
    @Flag(help: "Print the lists as one JSON document.")
    var json = false

    private struct Summary: Encodable {
        var name: String
        var count: Int
    }

    private struct Document: Encodable {
        let version = 1
        var lists: [Summary]
    }

    /// Prints the lists.
    func run() throws {
        let lists = try global.choice.makeListStore().loadLists()
        let output = StandardOutput()
        if json {
            output.append(JSONOutput.encode(Document(lists: lists.map { Summary(name: $0.name, count: $0.entries.count) })))
        } else if !lists.isEmpty {
            let table = TableLayout(columns: [.init(header: "NAME", isFlexible: true), .init(header: "BOOKS", isFlexible: false)])
            let cell: TableLayout.CellText<ReadingList> = { list, index in index == 0 ? list.name : String(list.entries.count) }
            try table.write(lists, natural: table.naturalWidths(of: lists, cell: cell), width: TerminalWidth.current(), cell: cell, to: output)
        }
        try output.flush()
        if lists.isEmpty {
            throw CommandFailure.nothingFound("No reading lists yet. Make one with: bookdir lists add NAME ID…, or press s on a book in the app.")
        }
    }

}
