import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists show NAME`: the books of one list, in its order.
struct ListsShowCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the books of one reading list, in its order.",
        discussion: """
            Prints ID, TITLE, AUTHOR, CAT and YEAR columns; a book no longer in the directory has \
            its saved title and author and "(no longer in the directory)". With --json prints \
            {"books": [{"author", "id", "inDirectory", "title"}...], "name", "version": 1}.

            Exits with 1 when there is no list of that name, and with 3 when a file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored).", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// Whether to print JSON.
    @Flag(help: "Print the list as one JSON document.")
    var json = false

    private struct Item: Encodable {
        var id: String
        var title: String
        var author: String
        var inDirectory: Bool
    }

    private struct Document: Encodable {
        let version = 1
        var name: String
        var books: [Item]
    }

    /// Prints the list.
    func run() throws {
        let list = try ListsCommand.list(named: name, in: global.choice.makeListStore())
        let books = ListedBook.resolve(list, in: try global.choice.makeStore().loadBooks())
        let output = StandardOutput()
        if json {
            output.append(JSONOutput.encode(Document(name: list.name, books: books.map {
                Item(id: $0.entry.bookID, title: $0.title, author: $0.author, inDirectory: $0.book != nil)
            })))
        } else if !books.isEmpty {
            let cell: TableLayout.CellText<ListedBook> = { listed, index in
                if let book = listed.book { return BookTable.cell(book, index) }
                switch index {
                case 0: return listed.entry.bookID
                case 1: return listed.entry.title + " (\(ListedBook.goneNote))"
                case 2: return listed.entry.author
                default: return ""
                }
            }
            let layout = BookTable.layout
            try layout.write(books, natural: layout.naturalWidths(of: books, cell: cell), width: TerminalWidth.current(), cell: cell, to: output)
        } else {
            StandardError.write("The list \"\(SafeText.visible(list.name))\" has no books yet.")
        }
        try output.flush()
    }
}
