import ArgumentParser
import Catalog
import Foundation
import Store
import Widgets

extension ExportFormat: ExpressibleByArgument {}

/// `bookdir lists export NAME --format markdown|csv|json|html [--output FILE]`.
struct ListsExportCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a reading list as Markdown, CSV, JSON or a printable HTML page.",
        discussion: """
            markdown: the list's name as a heading, then each book's title, author, category, year \
            and the first sentence of its description, ready to paste in a newsletter. csv: a \
            header line, then id, title, author, illustrator, category, year, isbn and description \
            (RFC 4180, CRLF; a field that begins with =, +, -, @, a tab or a carriage return gets a ' \
            before it, so a spreadsheet shows it as text; --raw-cells writes it as it is). json: {"books": [...], "version": 2}, the catalog's own format (a \
            catalog bookdir reads with --catalog; books no longer in the directory are left out). \
            html: one self-contained page to print or share: print styles, no scripts, no links \
            but the books' own Open Library pages.

            Prints to standard output, or with --output writes FILE atomically (an existing file is \
            replaced whole; a folder or a symbolic link is refused).

            Exits with 1 when there is no list of that name, and with 3 when a file cannot be read \
            or written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored).", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// The format.
    @Option(help: ArgumentHelp("markdown (the default), csv, json or html.", valueName: "format"))
    var format: ExportFormat = .markdown

    /// Whether `--raw-cells` was given.
    @Flag(help: ArgumentHelp("With --format csv: write a field that begins with =, +, -, @, a tab or a carriage return "
            + "as it is, without the ' that makes a spreadsheet show it as text."))
    var rawCells = false

    /// Where to write, instead of standard output.
    @Option(help: ArgumentHelp("The file to write instead of standard output.", valueName: "file"),
            completion: .file())
    var output: String?

    /// Rejects `--raw-cells` for a format other than CSV.
    func validate() throws {
        if rawCells, format != .csv {
            throw ValidationError("--raw-cells is for --format csv (it was \(format.rawValue)).")
        }
    }

    /// Exports the list.
    func run() throws {
        let list = try ListsCommand.list(named: name, in: global.choice.makeListStore())
        let books = ListedBook.resolve(list, in: try global.choice.makeStore().loadBooks())
        let bytes = ListExport.bytes(name: list.name, books: books, format: format, cells: rawCells ? .raw : .guarded)
        try ExportDestination.deliver(bytes, to: output) {
            "Wrote \(ListsCommand.books(books.count)) of \"\(list.name)\" as \(format.title) to \($0)."
        }
    }
}
