import Store
import Widgets
import Catalog
import Foundation

/// Suggestions printed in every `--format`, for `suggestions` and `review list`.
enum SuggestionOutput {
    /// The status as a table cell: `pending`, `accepted: the-snowy-day`, `rejected: Out of print`,
    /// `duplicate: home`.
    static func statusText(_ status: SuggestionStatus) -> String {
        switch status {
        case .pending: "pending"
        case .accepted(let id), .duplicate(let id): "\(status.name): \(id)"
        case .rejected(let reason): "rejected: \(reason)"
        }
    }

    /// Writes `suggestions` in `format`; the table starts with an ID column when `showID` (as much
    /// of each id as tells them apart, see ``UniqueStarts/sharedLength(_:)``).
    static func write(
        _ suggestions: [Suggestion], format: OutputFormat, cells: DelimitedText.Cells = .guarded, showID: Bool, to out: StandardOutput
    ) throws {
        switch format {
        case .table where !suggestions.isEmpty:
            // Minutes are enough to tell suggestions apart by eye; the other formats keep milliseconds.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            let idLength = UniqueStarts.sharedLength(suggestions.map(\.id))
            var columns: [TableLayout.Column] = [
                .init(header: "TITLE", isFlexible: true),
                .init(header: "AUTHOR", isFlexible: true),
                .init(header: "CAT", isFlexible: false),
                .init(header: "SENT", isFlexible: false),
                .init(header: "STATUS", isFlexible: true, wraps: true),
            ]
            if showID { columns.insert(.init(header: "ID", isFlexible: false), at: 0) }
            let table = TableLayout(columns: columns)
            let shift = showID ? 1 : 0
            let cell: TableLayout.CellText<Suggestion> = { suggestion, index in
                switch index - shift {
                case -1: String(suggestion.id.prefix(idLength))
                case 0: suggestion.title
                case 1: suggestion.author
                case 2: suggestion.category.code
                case 3: formatter.string(from: suggestion.createdAt)
                default: statusText(suggestion.status)
                }
            }
            try table.write(suggestions, natural: table.naturalWidths(of: suggestions, cell: cell),
                            width: TerminalWidth.current(), cell: cell, to: out)
        case .table:
            break
        case .tsv, .csv:
            let fields = ["id", "title", "author", "category", "createdAt", "status", "bookID", "reason", "suggestedBy"]
            let kind: DelimitedText.Kind = format == .tsv ? .tsv : .csv
            try DelimitedText.write(suggestions, header: fields, kind: kind, cells: cells, field: { suggestion, index in
                switch index {
                case 0: suggestion.id
                case 1: suggestion.title
                case 2: suggestion.author
                case 3: suggestion.category.code
                case 4: suggestion.createdAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
                case 5: suggestion.status.name
                case 6: suggestion.status.bookID ?? ""
                case 7: if case .rejected(let reason) = suggestion.status { reason } else { "" }
                default: suggestion.suggestedBy ?? ""
                }
            }, to: out)
        case .json:
            out.append(JSONOutput.suggestions(suggestions))
        case .jsonl:
            out.append(JSONOutput.suggestionLines(suggestions))
        }
    }
}
