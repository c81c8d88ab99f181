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
            the-snowy-day). Prints the title, author, category, year, ISBN, the Open Library \
            link and the description wrapped to the terminal's width.

            With --json prints the one book object in the catalog's own format.

            Exits with 1 when no book has that id, and with 3 when the catalog cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The id of the book.
    @Argument(help: ArgumentHelp("The book's id, as printed by list and search.", valueName: "id"))
    var id: String

    /// Whether to print JSON.
    @Flag(help: "Print the book as one JSON object.")
    var json = false

    /// Prints the book.
    func run() throws {
        let books = try global.makeStore().loadBooks()
        guard let book = books.first(where: { $0.id == id })
            ?? books.first(where: { $0.id.lowercased() == id.lowercased() })
        else {
            throw CommandFailure.nothingFound(
                "No book has the id \"\(id)\". Run `bookdir list` or `bookdir search WORDS` to find a book's id.")
        }
        if json {
            print(JSONOutput.book(book), terminator: "")
        } else {
            BookDetails.lines(for: book, width: TerminalWidth.current()).forEach { print($0) }
        }
    }
}
