import Widgets
/// Aligned columns of text that fit a width.
///
/// Cells are escaped with ``SafeText/visible(_:)`` (as the app escapes them) first, so the table never carries control
/// characters. Columns marked flexible shrink (cut with "…") when the natural widths do not fit;
/// fixed columns keep their width. A flexible column marked `isKept` (an id to type) is cut last:
/// it takes what it needs while leaving the other flexible columns ``minimumShare`` cells each,
/// and never less than an equal share of the flexible room.
/// Columns are separated by two spaces; lines carry no trailing spaces.
struct TableLayout {
    /// One column: its header and whether it may shrink.
    struct Column {
        /// The header printed above the column.
        var header: String
        /// Whether the column may be cut to fit the width.
        var isFlexible: Bool
        /// Whether the column keeps its width before the other flexible ones.
        var isKept = false
    }

    /// The cells each other flexible column keeps when a kept column needs the room.
    static let minimumShare = 18

    /// The columns, left to right.
    var columns: [Column]
    /// The rows, one cell per column.
    var rows: [[String]]

    /// The table's lines (header first), each at most `width` cells wide when the fixed columns allow it.
    func lines(width: Int) -> [String] {
        let separator = "  "
        let header = columns.map(\.header)
        let cells = rows.map { $0.map(SafeText.visible) }
        let natural = columns.indices.map { index in
            ([header] + cells).map { DisplayWidth.of($0[index]) }.max() ?? 0
        }
        let widths = fitted(natural: natural, total: width - separator.count * (columns.count - 1))
        return ([header] + cells).map { row in
            let line = row.indices.map { index in
                TextFit.padded(TextFit.truncated(row[index], toWidth: widths[index]), toWidth: widths[index])
            }.joined(separator: separator)
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Column widths: the natural ones when they fit; otherwise kept columns first (leaving the
    /// others their minimum share), then the other flexible columns share the rest, the narrow ones
    /// keeping their natural width and the wide ones splitting what is left.
    private func fitted(natural: [Int], total: Int) -> [Int] {
        guard natural.reduce(0, +) > total else { return natural }
        var widths = natural
        var remaining = total - columns.indices.filter { !columns[$0].isFlexible }.map { natural[$0] }.reduce(0, +)
        let shared = columns.indices.filter { columns[$0].isFlexible && !columns[$0].isKept }
        let reserved = shared.map { min(natural[$0], Self.minimumShare) }.reduce(0, +)
        let fairShare = remaining / max(1, columns.filter(\.isFlexible).count)
        for index in columns.indices where columns[index].isFlexible && columns[index].isKept {
            let room = max(fairShare, remaining - reserved)
            widths[index] = max(minimumWidth(index, natural), min(natural[index], room))
            remaining -= widths[index]
        }
        var pending = shared.sorted { (natural[$0], $0) < (natural[$1], $1) }
        while !pending.isEmpty {
            let share = remaining / pending.count
            let index = pending.removeFirst()
            widths[index] = max(minimumWidth(index, natural), min(natural[index], share))
            remaining -= widths[index]
        }
        return widths
    }

    /// The narrowest a flexible column gets: its header, at least 3 cells, never beyond its content.
    private func minimumWidth(_ index: Int, _ natural: [Int]) -> Int {
        min(natural[index], max(3, DisplayWidth.of(columns[index].header)))
    }
}
