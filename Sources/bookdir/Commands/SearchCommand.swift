import Search
import Store
import Widgets
import ArgumentParser
import Catalog

/// `bookdir search`: books whose title, author or description hold every word of the query.
struct SearchCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the books by title, author and description.",
        discussion: """
            Every word of the query must match, ignoring case and accents ("pena" finds "Peña"). \
            Results come best first: title matches before author matches before description \
            matches. Printed like `list`: ID, TITLE, AUTHOR, CAT, YEAR.

            --format takes tsv, csv, json (or --json: {"books": [...], "version": 2}) and jsonl, \
            as `list` does; the books come in rank order.

            Exits with 1 when no book matches (the JSON document and the TSV or CSV header are \
            still printed), and with 3 when the catalog cannot be read.

            Examples:
              bookdir search snowy day
              bookdir search --limit 5 --json grandmother
              bookdir search --format tsv grandmother | cut -f 1,2
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The words to search for.
    @Argument(help: ArgumentHelp("The words to search for.", valueName: "query"))
    var words: [String]

    /// The most results to print, if limited.
    @Option(help: ArgumentHelp("Print at most this many results (the best ones).", valueName: "n"))
    var limit: Int?

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// The query: the words joined by spaces.
    var query: String { words.joined(separator: " ") }

    /// Rejects an empty query and a limit below 1.
    func validate() throws {
        if query.allSatisfy(\.isWhitespace) {
            throw ValidationError("Give at least one word to search for, as in: bookdir search snowy day")
        }
        if let limit, limit < 1 {
            throw ValidationError("--limit must be 1 or more (it was \(limit)).")
        }
    }

    /// Prints the matching books, best first. One query per process: the index comes ready-made
    /// from the data folder's cache for a large catalog, reads the text (its lists would take
    /// longer to build than the search), and only the printed rows are worked out.
    func run() throws {
        // Hits work out a result only when it is read: read just the rows printed.
        let hits = try global.makeStore().loadSearchIndex().hits(for: query)
        let shown = (0 ..< min(limit ?? hits.count, hits.count)).lazy.map { hits.book(at: $0) }
        let books = output.resolved == .table ? AnyCollection(Array(shown)) : AnyCollection(shown)
        try BookOutput.write(books, format: output.resolved, width: TerminalWidth.current(), to: StandardOutput())
        if books.isEmpty {
            throw CommandFailure.nothingFound("No books match \"\(query)\".")
        }
    }
}
