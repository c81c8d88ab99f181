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

            With --format json (or --json) prints {"suggestions": [...], "version": 1}; each \
            suggestion has author, category (code), createdAt (ISO 8601 in UTC with milliseconds), \
            id and title, as in the file; --format jsonl prints one a line; tsv and csv print a \
            header line, then id, title, author, category and createdAt.

            Exits with 1 when there is no suggestion yet (the JSON document is still printed), \
            and with 3 when the suggestions file cannot be read.
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// `--format` and `--json`.
    @OptionGroup var output: FormatOptions

    /// Prints the suggestions.
    func run() throws {
        let suggestions = try global.makeStore().loadSuggestions()
        let out = StandardOutput()
        switch output.resolved {
        case .table where !suggestions.isEmpty:
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            let table = TableLayout(columns: [
                .init(header: "TITLE", isFlexible: true),
                .init(header: "AUTHOR", isFlexible: true),
                .init(header: "CAT", isFlexible: false),
                .init(header: "SENT", isFlexible: false),
            ])
            let cell: TableLayout.CellText<Suggestion> = { suggestion, index in
                switch index {
                case 0: suggestion.title
                case 1: suggestion.author
                case 2: suggestion.category.code
                default: formatter.string(from: suggestion.createdAt)
                }
            }
            try table.write(suggestions, natural: table.naturalWidths(of: suggestions, cell: cell),
                            width: TerminalWidth.current(), cell: cell, to: out)
        case .table:
            break
        case .tsv, .csv:
            let fields = ["id", "title", "author", "category", "createdAt"]
            let kind: DelimitedText.Kind = output.resolved == .tsv ? .tsv : .csv
            try DelimitedText.write(suggestions, header: fields, kind: kind, field: { suggestion, index in
                switch index {
                case 0: suggestion.id
                case 1: suggestion.title
                case 2: suggestion.author
                case 3: suggestion.category.code
                default: suggestion.createdAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
                }
            }, to: out)
        case .json:
            out.append(JSONOutput.suggestions(suggestions))
        case .jsonl:
            out.append(JSONOutput.suggestionLines(suggestions))
        }
        try out.flush()
        if suggestions.isEmpty {
            throw CommandFailure.nothingFound(
                "No suggestions yet. Send one with: bookdir suggest --title TITLE --author AUTHOR --category PB|CB|MG|YA")
        }
    }
}
