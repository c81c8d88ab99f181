import Store
import Search
import Widgets
import Catalog

/// One `bookdir search`, as plain values: made by ``SearchCommand`` from a parsed command line, or
/// by ``QuickSearch`` from a plain one without argument-parser's start-up.
struct SearchRequest: Equatable {
    /// The query: the words joined by spaces.
    var query: String
    /// The most results to print, if limited.
    var limit: Int?
    /// How to print them.
    var format: OutputFormat
    /// What becomes of a CSV or TSV field a spreadsheet would run as a formula.
    var cells: DelimitedText.Cells = .guarded
    /// Where the books come from.
    var store: StoreChoice
    /// The library whose holdings an `owned:` term reads (nil: the only one).
    var library: String?

    /// Prints the matching books, best first. One query per process: the index comes ready-made
    /// from the data folder's cache for a large catalog, reads the text (its lists would take
    /// longer to build than the search), and only the printed rows are worked out.
    func run() throws {
        // Hits work out a result only when it is read: read just the rows printed.
        let index = try store.loadSearchIndex()
        ProcessLifetime.keep(index)
        let parsed = try HoldingsLibraries(choice: store).answering(QueryParser.parse(query), library: library) { index.books }
        let found = index.results(for: parsed)
        if let note = found.note { StandardError.write("bookdir: " + SafeText.visible(note)) }
        let hits = found.hits
        let shown = (0 ..< min(limit ?? hits.count, hits.count)).lazy.map { hits.book(at: $0) }
        // The table measures its rows before printing them: decode them once. The other formats
        // stream each row as it is decoded.
        if format == .table {
            let books = Array(shown)
            // The ids cut to the start that tells each apart from every catalog book (kept per catalog).
            let lengths = books.isEmpty ? [] : KeptIDStarts(folder: store.dataDirectory.appendingPathComponent("cache", isDirectory: true))
                .lengths(of: index, version: store.catalogVersion())
            let idLength = books.indices.reduce(0) { max($0, Int(lengths[hits.bookNumber(at: $1)])) }
            try BookOutput.write(books, format: format, cells: cells, width: TerminalWidth.current(), idLength: idLength, to: StandardOutput())
        } else {
            try BookOutput.write(shown, format: format, cells: cells, width: TerminalWidth.current(), to: StandardOutput())
        }
        if shown.isEmpty {
            throw CommandFailure.nothingFound("No books match \"\(query)\".")
        }
    }
}
