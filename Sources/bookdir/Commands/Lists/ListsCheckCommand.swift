import ArgumentParser
import Catalog
import Foundation
import Holdings
import Widgets

/// `bookdir lists check NAME`: a list's balance in plain sentences.
struct ListsCheckCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Tell a reading list's balance in plain sentences.",
        discussion: """
            The list across categories, the communities its books center (and those none does), \
            its years of publication and its award winners: "No book centers Indigenous people.", \
            "All 6 books are from before 2000.". Books no longer in the directory are left out.

            Exits with 1 when there is no list of that name, and with 3 when a file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored).", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// Prints the sentences.
    func run() throws {
        let list = try ListsCommand.list(named: name, in: global.choice.makeListStore())
        let books = ListedBook.resolve(list, in: try global.choice.makeStore().loadBooks()).compactMap(\.book)
        let out = StandardOutput()
        out.append(SafeText.visible("\"\(list.name)\": \(ListsCommand.books(list.entries.count)).") + "\n")
        for sentence in ListBalance.sentences(books) { out.append(SafeText.visible(sentence) + "\n") }
        try out.flush()
    }
}
