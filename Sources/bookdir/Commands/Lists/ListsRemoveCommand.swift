import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists remove NAME ID…`: takes books out of a list.
struct ListsRemoveCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take books out of a reading list.",
        discussion: """
            Each ID is the id of a book of the list, as `bookdir lists show NAME` prints it (a \
            book no longer in the directory is removed the same way). Nothing is removed when one \
            ID is not in the list.

            Exits with 1 when there is no such list or an ID is not in it, and with 3 when a file \
            cannot be read or written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored).", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// The books' ids.
    @Argument(help: ArgumentHelp("The books to take out.", valueName: "id"))
    var ids: [String]

    /// Removes the books.
    func run() throws {
        guard !ids.isEmpty else { throw ValidationError("Give at least one book id after the list's name.") }
        let result = try ListsCommand.apply(.remove(bookIDs: ids, fromList: name), global: global)
        guard let list = result.lists.first(where: { $0.isNamed(name) }) else { return }
        print(SafeText.visible("Removed \(ListsCommand.books(ids.count)) from \"\(list.name)\" (\(ListsCommand.books(list.entries.count)) left)."))
    }
}
