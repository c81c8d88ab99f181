import ArgumentParser
import Catalog
import Foundation
import Widgets

/// `bookdir lists add NAME ID…`: saves books to a list, making the list when needed.
struct ListsAddCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Save books to a reading list (made when it does not exist yet).",
        discussion: """
            Each ID is a book's id as `bookdir list` prints it (or its unique start, or its exact \
            title, as for `bookdir show`). Books already in the list stay where they are; the \
            others are added at its end, in the order given. Nothing is saved when one ID matches \
            no book.

            Exits with 1 when an ID matches no book, with 2 when the name cannot be a list's, and \
            with 3 when a file cannot be read or written.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The list's name.
    @Argument(help: ArgumentHelp("The list's name (case ignored); a new name makes a new list.", valueName: "name"), completion: ListNameCompletion.kind)
    var name: String

    /// The books' ids.
    @Argument(help: ArgumentHelp("The books to save.", valueName: "id"))
    var ids: [String]

    /// Saves the books.
    func run() throws {
        guard !ids.isEmpty else { throw ValidationError("Give at least one book id after the list's name.") }
        let catalog = try global.choice.makeStore().loadBooks()
        let entries = try ids.map { ListEntry(try ShowCommand.book(withID: $0, in: catalog)) }
        let result = try ListsCommand.apply(.add(entries, toList: name), global: global)
        guard case .changed(let added) = result.outcome,
              let list = result.lists.first(where: { $0.isNamed(name) }) else { return }
        let kept = Set(entries.map(\.bookID)).count - added
        let already = kept > 0 ? "; \(ListsCommand.books(kept)) already there" : ""
        let saved = added > 0 ? "Saved \(ListsCommand.books(added)) to" : "Nothing new to save in"
        print(SafeText.visible("\(saved) \"\(list.name)\"\(already) (\(ListsCommand.books(list.entries.count)) in all)."))
    }
}
