import Search
import Store
import Widgets
import ArgumentParser
import Catalog
import Foundation

/// `bookdir suggestions`: the suggestions sent so far.
struct SuggestionsCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "List the suggestions sent so far, oldest first.",
        discussion: """
            Reads suggestions.json in the data folder (--data-dir, else $XDG_DATA_HOME/bookdir, \
            else ~/.local/share/bookdir). Prints TITLE, AUTHOR, CAT and SENT (UTC) columns.

            With --json prints {"suggestions": [...], "version": 1}; each suggestion has author, \
            category (code), createdAt (ISO 8601 in UTC with milliseconds), id and title, as in the file.

            Exits with 1 when there is no suggestion yet (the JSON document is still printed), \
            and with 3 when the suggestions file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// Whether to print JSON.
    @Flag(help: "Print JSON: {\"suggestions\": [...], \"version\": 1}.")
    var json = false

    /// Prints the suggestions.
    func run() throws {
        let suggestions = try global.makeStore().loadSuggestions()
        if json {
            print(JSONOutput.suggestions(suggestions), terminator: "")
        } else if !suggestions.isEmpty {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            let table = TableLayout(
                columns: [
                    .init(header: "TITLE", isFlexible: true),
                    .init(header: "AUTHOR", isFlexible: true),
                    .init(header: "CAT", isFlexible: false),
                    .init(header: "SENT", isFlexible: false),
                ],
                rows: suggestions.map { [$0.title, $0.author, $0.category.code, formatter.string(from: $0.createdAt)] })
            table.lines(width: TerminalWidth.current()).forEach { print($0) }
        }
        if suggestions.isEmpty {
            throw CommandFailure.nothingFound(
                "No suggestions yet. Send one with: bookdir suggest --title TITLE --author AUTHOR --category PB|CB|MG|YA")
        }
    }
}
