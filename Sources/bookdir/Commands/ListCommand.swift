import Search
import Store
import Widgets
import ArgumentParser
import Catalog

/// `bookdir list`: the catalog's books, all or one category.
struct ListCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the books of the catalog, or of one category.",
        discussion: """
            Prints one book a line in aligned columns (ID, TITLE, AUTHOR, CAT, YEAR) cut to the \
            terminal's width (80 columns, or $COLUMNS, when piped), in catalog order. Use an ID \
            with `bookdir show ID`.

            --format tsv or csv prints a header line, then id, title, author, illustrator, \
            category, year, isbn and description (csv quoted per RFC 4180); --format json (or \
            --json) prints {"books": [...], "version": 2}, each book in the catalog's own format, \
            keys sorted; --format jsonl prints one such book a line. Output streams: \
            `bookdir list | head -1` ends bookdir at once, by SIGPIPE, as it ends ls and jq.

            Exits with 1 when there is no book to list (the JSON document and the TSV or CSV \
            header are still printed), and with 3 when the catalog cannot be read.

            Examples:
              bookdir list --category pb
              bookdir list --format csv > books.csv
              bookdir list --json | jq -r '.books[].title'
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The category to keep, if any.
    @Option(help: Catalog.Category.optionHelp)
    var category: Catalog.Category?

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// Prints the books.
    func run() throws {
        let catalogURL = global.catalogURL
        var books = try global.makeStore().loadBooks()
        if let category { books.removeAll { $0.category != category } }
        try BookOutput.write(books, format: output.resolved, width: TerminalWidth.current(), to: StandardOutput())
        if books.isEmpty {
            if let category {
                throw CommandFailure.nothingFound("No \(category.name) books in the catalog \(catalogURL.path).")
            }
            throw CommandFailure.nothingFound("The catalog \(catalogURL.path) has no books.")
        }
    }
}
