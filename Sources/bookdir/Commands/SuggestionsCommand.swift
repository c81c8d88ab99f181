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
            else ~/.local/share/bookdir). Prints TITLE, AUTHOR, CAT, SENT (UTC) and STATUS columns: pending, \
            accepted: BOOK-ID, rejected: REASON (a long reason wrapped under its column, never \
            cut) or duplicate: BOOK-ID.

            With --format json (or --json) prints {"suggestions": [...], "version": 2}; each \
            suggestion has author, category (code), createdAt (ISO 8601 in UTC with milliseconds), \
            id, title and status (pending, accepted, rejected or duplicate), and when known \
            suggestedBy, bookID, reason, decidedAt and decidedBy, as in the file; --format jsonl \
            prints one a line; tsv and csv print a header line, then id, title, author, category, \
            createdAt, status, bookID, reason and suggestedBy.

            Exits with 1 when there is no suggestion yet (the JSON document is still printed), \
            and with 3 when the suggestions file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// Prints the suggestions.
    func run() throws {
        let suggestions = try global.choice.makeStore().loadSuggestions()
        let out = StandardOutput()
        try SuggestionOutput.write(suggestions, format: output.resolved, cells: output.cells, showID: false, to: out)
        try out.flush()
        if suggestions.isEmpty {
            throw CommandFailure.nothingFound(
                "No suggestions yet. Send one with: bookdir suggest --title TITLE --author AUTHOR --category PB|CB|MG|YA")
        }
    }
}
