import ArgumentParser

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

            The query language: "a phrase" in quotes; a | b for either word; and field terms \
            category:MG (or a name, or PB|CB), community:indigenous (black, latine, east-asian, \
            southeast-asian, south-asian, indigenous, mena, pacific-islander, multiracial), \
            award:belpre or award:"coretta scott king", author:woodson, title:moon, \
            year:2015..2020 (also year:2019, year:>2019, year:<2000), and \
            sort:relevance|title|author|year|-year (year: newest first), and owned:yes or owned:no \
            (the books the library owns, by its holdings: bookdir holdings import; --library \
            names one when there are several). A word that matches \
            nothing is searched as the closest word of the catalog, and standard error says so; \
            an unknown field is left out with a note on standard error.

            --format takes tsv, csv, json (or --json: {"books": [...], "version": 2}) and jsonl, \
            as `list` does; the books come in rank order.

            Exits with 1 when no book matches (the JSON document and the TSV or CSV header are \
            still printed), and with 3 when the catalog cannot be read.

            Examples:
              bookdir search water protectors
              bookdir search --limit 5 --json grandmother
              bookdir search 'community:indigenous category:PB award:caldecott'
              bookdir search 'category:YA year:2015..2020 sort:year'
              bookdir search --format tsv grandmother | cut -f 1,2
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The words to search for.
    @Argument(help: ArgumentHelp("The words to search for.", valueName: "query"))
    var words: [String]

    /// The most results to print, if limited.
    @Option(parsing: .unconditional, help: ArgumentHelp("Print at most this many results (the best ones).", valueName: "n"),
            transform: SearchCommand.positiveNumber)
    var limit: Int?

    /// A `--limit` value: a whole number of 1 or more, else a usage error saying so.
    static func positiveNumber(_ text: String) throws -> Int {
        guard let number = Int(text), number >= 1 else {
            throw ValidationError("--limit must be a positive number, such as --limit 20 (it was \"\(text)\").")
        }
        return number
    }

    /// The library whose holdings `owned:` reads.
    @Option(help: ArgumentHelp("The library whose holdings owned: reads (default: the only one there is).", valueName: "name"))
    var library: String?

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// The query: the words joined by spaces.
    var query: String { words.joined(separator: " ") }

    /// Whether `query` holds anything to search for (not only white space).
    static func hasWords(_ query: String) -> Bool {
        !query.allSatisfy(\.isWhitespace)
    }

    /// Rejects an empty query.
    func validate() throws {
        if !Self.hasWords(query) {
            throw ValidationError("Give at least one word to search for, as in: bookdir search water protectors")
        }
    }

    /// What to do, as plain values.
    var request: SearchRequest {
        SearchRequest(query: query, limit: limit, format: output.resolved, cells: output.cells, store: global.choice, library: library)
    }

    /// Prints the matching books, best first (see ``SearchRequest/run()``).
    func run() throws {
        try request.run()
    }
}
