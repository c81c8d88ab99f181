import ArgumentParser
import Catalog
import Foundation
import Store
import Widgets

/// `bookdir lists`: the user's reading lists with their counts, and the subcommands that show,
/// change and export them.
struct ListsCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "Show your reading lists, or show, change and export one.",
        discussion: """
            Reading lists live in lists.json in the data folder (--data-dir, else \
            $XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir), shared with the app's Lists pane. \
            Without a subcommand prints each list's name and number of books, in the order they \
            were made; with --json prints {"lists": [{"count", "name"}...], "version": 1}. A list's \
            name is matched ignoring case. A book that left the catalog stays in its lists, shown \
            as no longer in the directory.

            Exits with 1 when there is no list yet (the JSON document is still printed), and with 3 \
            when the lists file cannot be read.

            Examples:
              bookdir lists add "Summer reading" love brown-girl-dreaming
              bookdir lists
              bookdir lists export "Summer reading" --format markdown
            """,
        subcommands: [
            ListsAllCommand.self, ListsShowCommand.self, ListsAddCommand.self, ListsRemoveCommand.self,
            ListsRenameCommand.self, ListsDeleteCommand.self, ListsExportCommand.self, ListsCheckCommand.self,
        ],
        defaultSubcommand: ListsAllCommand.self)

    /// The list called `name` of `store`, or the failure naming the lists there are.
    static func list(named name: String, in store: some ListStore) throws -> ReadingList {
        let lists = try store.loadLists()
        if let list = lists.first(where: { $0.isNamed(name) }) { return list }
        let known = lists.isEmpty ? "There is no list yet." : "The lists are: " + lists.map { "\"\($0.name)\"" }.joined(separator: ", ") + "."
        throw CommandFailure.nothingFound("There is no list called \"\(name)\". \(known)")
    }

    /// Applies `change` to the lists of `global`'s data folder; a refusal is a failure
    /// (1 for an unknown list or book, 2 for a name that cannot be used).
    @discardableResult
    static func apply(_ change: ListChange, global: GlobalOptions) throws -> ListChangeResult {
        let store = global.choice.makeListStore()
        let result = try store.change(change)
        switch result.outcome {
        case .changed:
            return result
        case .noSuchList(let name):
            _ = try list(named: name, in: store)
            return result
        case .notInList:
            throw CommandFailure.nothingFound(result.outcome.refusalMessage ?? "")
        case .nameTaken, .invalidName:
            throw CommandFailure(message: result.outcome.refusalMessage ?? "", status: ExitStatus.usage)
        }
    }

    /// "1 book" or "3 books".
    static func books(_ count: Int) -> String {
        count == 1 ? "1 book" : "\(count) books"
    }
}
