/// One table of an audit report, as every format shows it: a title, a header, rows of text, and
/// the bars of its chart (the HTML page draws them; the other formats have the same numbers in
/// their rows).
struct AuditSection: Equatable {
    /// One bar: what it stands for and the share it shows (0 … 1).
    struct Bar: Equatable {
        var label: String
        var share: Double
        var text: String
    }

    /// The section's title, such as "Owned by category and community".
    var title: String
    /// One sentence under the title, or "".
    var note: String
    /// The columns' headers.
    var header: [String]
    /// The rows, each as many cells as the header.
    var rows: [[String]]
    /// The chart's bars (none: no chart).
    var bars: [Bar]
}
