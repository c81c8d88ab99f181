/// The formats a reading list is exported in.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Markdown, to paste in a newsletter.
    case markdown
    /// CSV (RFC 4180) with a header line, for spreadsheets.
    case csv
    /// JSON in the catalog's book format.
    case json
    /// One self-contained, print-ready HTML page.
    case html

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .csv: "csv"
        case .json: "json"
        case .html: "html"
        }
    }

    /// The name users see.
    public var title: String {
        switch self {
        case .markdown: "Markdown"
        case .csv: "CSV"
        case .json: "JSON"
        case .html: "HTML"
        }
    }
}
