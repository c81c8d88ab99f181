import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists rename OLD NEW`.
struct ListsRenameCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a reading list.",
        discussion: """
            Exits with 1 when there is no list called OLD, with 2 when another list is already \
            called NEW or NEW cannot be a name, and with 3 when a file cannot be read or written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name now.
    @Argument(help: ArgumentHelp("The list's name now (case ignored).", valueName: "old"), completion: ListNameCompletion.kind)
    var old: String

    /// The new name.
    @Argument(help: ArgumentHelp("Its new name.", valueName: "new"))
    var new: String

    /// Renames the list and says so with both names as stored.
    func run() throws {
        let stored = try ListsCommand.list(named: old, in: global.choice.makeListStore()).name
        let result = try ListsCommand.apply(.rename(old, to: new), global: global)
        guard case .changed = result.outcome else { return }
        let clean = new.trimmingCharacters(in: .whitespacesAndNewlines)
        let renamed = result.lists.first { $0.isNamed(clean) }?.name ?? clean
        print(SafeText.visible("Renamed \"\(stored)\" to \"\(renamed)\"."))
    }
}
