/// Aligned columns of text that fit a width.
///
/// Cells are escaped with ``TerminalText/escaped(_:)`` first, so the table never carries control
/// characters. Columns marked flexible shrink (cut with "…") when the natural widths do not fit;
/// fixed columns keep their width. Columns are separated by two spaces; lines carry no trailing spaces.
struct TableLayout {
    /// One column: its header and whether it may shrink.
    struct Column {
        /// The header printed above the column.
        var header: String
        /// Whether the column may be cut to fit the width.
        var isFlexible: Bool
    }

    /// The columns, left to right.
    var columns: [Column]
    /// The rows, one cell per column.
    var rows: [[String]]

    /// The table's lines (header first), each at most `width` cells wide when the fixed columns allow it.
    func lines(width: Int) -> [String] {
        let separator = "  "
        let header = columns.map(\.header)
        let cells = rows.map { $0.map(TerminalText.escaped) }
        let natural = columns.indices.map { index in
            ([header] + cells).map { TerminalText.displayWidth($0[index]) }.max() ?? 0
        }
        let widths = fitted(natural: natural, total: width - separator.count * (columns.count - 1))
        return ([header] + cells).map { row in
            let line = row.indices.map { index in
                TerminalText.padded(TerminalText.truncated(row[index], toWidth: widths[index]), toWidth: widths[index])
            }.joined(separator: separator)
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Column widths: the natural ones when they fit; otherwise the flexible columns share what the
    /// fixed ones leave, the narrow ones keeping their natural width and the wide ones splitting the rest.
    private func fitted(natural: [Int], total: Int) -> [Int] {
        guard natural.reduce(0, +) > total else { return natural }
        var widths = natural
        let flexible = columns.indices.filter { columns[$0].isFlexible }
        var remaining = total - columns.indices.filter { !columns[$0].isFlexible }.map { natural[$0] }.reduce(0, +)
        var pending = flexible.sorted { (natural[$0], $0) < (natural[$1], $1) }
        while !pending.isEmpty {
            let share = remaining / pending.count
            let index = pending.removeFirst()
            let minimum = min(natural[index], max(3, TerminalText.displayWidth(columns[index].header)))
            widths[index] = max(minimum, min(natural[index], share))
            remaining -= widths[index]
        }
        return widths
    }
}
