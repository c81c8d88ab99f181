import Store
import Widgets
import ArgumentParser
import Catalog

/// `bookdir show`: one book's details.
struct ShowCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one book's details.",
        discussion: """
            ID is the first column of `bookdir list` and `bookdir search` (for example \
            last-stop-on-market-street); the start of an id is enough when only one book's id starts that way, \
            so an id as a table prints it, cut with "…" (at its end or in its middle), still works. A book's exact title works too \
            (case and accents ignored); a title several books share lists their ids. Prints the title, author, illustrators, category, year, \
            communities, awards (one a line), ISBN, the Open Library link and the description \
            wrapped to the terminal's width, worded as the app's detail view words them.

            With --json prints the one book object in the catalog's own format.

            Exits with 1 when no book has that id or title, and with 3 when the catalog cannot be read.

            Examples:
              bookdir show last-stop-on-market-street
              bookdir show "The Hate U Give" --json
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The id of the book.
    @Argument(help: ArgumentHelp("The book's id (or its unique start), as printed by list and search, or its exact title.",
                                 valueName: "id"))
    var id: String

    /// Whether to print JSON.
    @Flag(help: "Print the book as one JSON object.")
    var json = false

    /// Prints the book.
    func run() throws {
        let book = try Self.book(withID: id, in: global.choice.loadBooks())
        if json {
            let output = StandardOutput()
            BookJSON.writeBook(book, to: output)
            try output.flush()
        } else {
            BookDetails.lines(for: book, width: TerminalWidth.current()).forEach { print($0) }
        }
    }

    /// The book whose id is `id` (exactly, then ignoring case), else the one whose title is `id`
    /// (case, accents and spacing ignored; not for an id cut with "…"), else the only one whose id starts with `id` (ignoring
    /// case and a trailing "…"), or, for an id a table cut in the middle ("alvin-ho…sasters"), the
    /// only one that starts and ends so.
    static func book(withID id: String, in books: [Book]) throws -> Book {
        if let book = books.first(where: { $0.id == id }) ?? books.first(where: { $0.id.lowercased() == id.lowercased() }) {
            return book
        }
        // An id a table cut ("nikki-and-deja-…") is never taken for a title ("Nikki and Deja").
        let titleKey = TextFolding.matchKey(id)
        let titled = id.contains("…") ? [] : books.filter { TextFolding.matchKey($0.title) == titleKey }
        if titled.count == 1 { return titled[0] }
        if titled.count > 1 {
            let listed = titled.map { "\($0.id) (\($0.author), \($0.year.map(String.init) ?? "no year"))" }.joined(separator: ", ")
            throw CommandFailure.nothingFound("\(titled.count) books have the title \"\(id)\": \(listed). Run `bookdir show ID` with one of them.")
        }
        let typed = String(id.lowercased().reversed().drop(while: { $0 == "…" }).reversed())
        // A table cuts a long id in the middle: its start, "…", its end.
        let parts = typed.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)
        let start = String(parts[0]), end = parts.count > 1 ? String(parts[1]) : ""
        let candidates = start.isEmpty ? [] : books.filter {
            let bookID = $0.id.lowercased()
            return bookID.count >= start.count + end.count && bookID.hasPrefix(start) && bookID.hasSuffix(end)
        }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw CommandFailure.nothingFound(
                "No book has the id \"\(id)\". Run `bookdir list` or `bookdir search WORDS` to find a book's id.")
        default:
            let shown = candidates.prefix(5).map(\.id).joined(separator: ", ")
            let more = candidates.count > 5 ? ", …" : ""
            throw CommandFailure.nothingFound(
                "\(candidates.count) books have an id starting with \"\(id)\" (\(shown)\(more)). Give more of the id.")
        }
    }
}
