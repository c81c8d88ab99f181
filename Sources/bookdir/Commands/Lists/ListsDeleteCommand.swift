import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists delete NAME`.
struct ListsDeleteCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a reading list (the books stay in the directory).",
        discussion: """
            Exits with 1 when there is no list of that name, and with 3 when a file cannot be read \
            or written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored).", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// Deletes the list.
    func run() throws {
        let list = try ListsCommand.list(named: name, in: global.choice.makeListStore())
        try ListsCommand.apply(.delete(name), global: global)
        print(SafeText.visible("Deleted the list \"\(list.name)\" (\(ListsCommand.books(list.entries.count)))."))
    }
}
