import Foundation
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

            --community, --award and --sort take the values of the query language's \
            community:, award: and sort: terms (see `bookdir search --help`), and --owned yes|no \
            those of owned: (the books the library named by --library, or the only one, owns by \
            its holdings: bookdir holdings import); --community and \
            --award may be given more than once, and every one must hold.

            --format tsv or csv prints a header line, then id, title, author, illustrator, \
            category, year, isbn and description, then isbns, grades, languages and each later field \
            (csv quoted per RFC 4180); --format json (or \
            --json) prints {"books": [...], "version": 2}, each book in the catalog's own format, \
            keys sorted; --format jsonl prints one such book a line. Output streams: \
            `bookdir list | head -1` ends bookdir at once, by SIGPIPE, as it ends ls and jq.

            Exits with 1 when there is no book to list (the JSON document and the TSV or CSV \
            header are still printed), and with 3 when the catalog cannot be read.

            Examples:
              bookdir list --category pb
              bookdir list --community indigenous --sort year
              bookdir list --format csv > books.csv
              bookdir list --json | jq -r '.books[].title'
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The category to keep, if any.
    @Option(help: Catalog.Category.optionHelp)
    var category: Catalog.Category?

    /// The communities the books must center.
    @Option(help: ArgumentHelp("Keep the books centering this community: \(Community.vocabulary).", valueName: "community"),
            completion: FacetCompletion.community)
    var community: [String] = []

    /// Words of the awards the books must have.
    @Option(help: ArgumentHelp("Keep the books with an award whose name holds these words (belpre, \"coretta scott king\").",
                               valueName: "award"),
            completion: FacetCompletion.award)
    var award: [String] = []

    /// The grades the books' ranges must overlap.
    @Option(help: ArgumentHelp("Keep the books for these grades: 2, 2-3, k-1 (PreK, K, 1 to 12), as grade: in a query.", valueName: "grades"))
    var grade: String?

    /// The languages the books must be published in (any of them).
    @Option(help: ArgumentHelp("Keep the books published in this language: es, spanish, haw, … (as language: in a query).",
                               valueName: "language"))
    var language: [String] = []

    /// The order, if not the catalog's.
    @Option(help: ArgumentHelp("Order the books by title, author, year (newest first) or -year (oldest first).", valueName: "order"))
    var sort: String?

    /// Whether the books must be owned by the library (yes) or not (no).
    @Option(help: ArgumentHelp("Keep the books the library owns (yes) or does not own (no), by its holdings (as owned: in a query).",
                               valueName: "yes|no"))
    var owned: String?

    /// The library whose holdings --owned reads.
    @Option(help: ArgumentHelp("With --owned: the library (default: the only one there is).", valueName: "name"))
    var library: String?

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// The filters and order as a query of the query language.
    var query: ParsedQuery {
        let terms = community.map { "community:\"\($0)\"" } + award.map { "award:\"\($0)\"" } + (grade.map { ["grade:\($0)"] } ?? [])
            + language.map { "language:\"\($0)\"" }
            + (owned.map { ["owned:\"\($0)\""] } ?? []) + (sort.map { ["sort:\($0)"] } ?? [])
        var query = QueryParser.parse(terms.joined(separator: " "))
        if let category { query.categories = [category] }
        return query
    }

    /// Rejects a value the query language does not know.
    func validate() throws {
        if library != nil, owned == nil { throw ValidationError("--library is for --owned (which books the library owns).") }
        if let note = query.notes.first {
            throw ValidationError(note.replacingOccurrences(of: "so it was left out", with: "so nothing was listed") + ".")
        }
    }

    /// "No book is a Picture Book, centers "indigenous" and has an award matching "zzz"." for
    /// filters that keep no book.
    var noBookSentence: String {
        let parts = (category.map { ["is a \($0.name)"] } ?? []) + community.map { "centers \"\($0)\"" }
            + award.map { "has an award matching \"\($0)\"" } + (query.owned.map { [$0 ? "is owned" : "is not owned"] } ?? [])
        let joined = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.joined()
        return "No book \(joined). Run `bookdir list --help` for the values each option takes."
    }

    /// Prints the books.
    func run() throws {
        let catalogURL = global.choice.catalogURL
        let catalog = try global.choice.loadBooks()
        ProcessLifetime.keep(catalog)
        let query = try HoldingsLibraries(choice: global.choice).answering(self.query, library: library) { catalog }
        var books = catalog
        if query.hasFilters { books = books.filter(query.keeper()) }
        books = query.sorted(books)
        try BookOutput.write(books, format: output.resolved, cells: output.cells, width: TerminalWidth.current(),
                             idLength: Self.idLength(of: books, catalog: catalog), to: StandardOutput())
        if books.isEmpty {
            if query.hasFilters && (category == nil || !community.isEmpty || !award.isEmpty || owned != nil) {
                throw CommandFailure.nothingFound(noBookSentence)
            }
            if let category {
                throw CommandFailure.nothingFound("No \(category.name) books in the catalog \(catalogURL.path).")
            }
            throw CommandFailure.nothingFound("The catalog \(catalogURL.path) has no books.")
        }
    }

    /// The longest start telling a listed book apart from every catalog book: for the whole
    /// catalog, one pass over its ids' order; for some of it, a search of that order for each.
    static func idLength(of books: [Book], catalog: [Book]) -> Int {
        let starts = UniqueStarts(catalog.map(\.id))
        return books.count == catalog.count ? starts.longestLength() : books.reduce(0) { max($0, starts.length(of: $1.id)) }
    }
}
