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

    /// The cells `row` shows in column `index`, before escaping.
    typealias CellText<Row> = (_ row: Row, _ index: Int) -> String

    /// The widest cell of each column, header included, once escaped (one pass over `rows`).
    func naturalWidths<Rows: Sequence>(of rows: Rows, cell: CellText<Rows.Element>) -> [Int] {
        var widths = columns.map { TextFit.visibleWidth(of: $0.header) }
        for row in rows {
            for index in widths.indices {
                widths[index] = max(widths[index], TextFit.visibleWidth(of: cell(row, index)))
            }
        }
        return widths
    }

    /// Writes the header, then `rows` (whose widest cells are `natural`), to `output`, each line at
    /// most `width` cells wide when the fixed columns allow it; the layout is worked out once.
    func write<Rows: Sequence>(
        _ rows: Rows, natural: [Int], width: Int, cell: CellText<Rows.Element>, to output: StandardOutput
    ) throws(CommandFailure) {
        let widths = fitted(natural: natural, total: width - 2 * (columns.count - 1))
        writeLine(widths: widths, cell: { columns[$0].header }, to: output)
        for row in rows {
            writeLine(widths: widths, cell: { cell(row, $0) }, to: output)
            try output.flushIfFull()
        }
    }

    /// One line: the cells escaped, cut and padded, two spaces apart, without trailing spaces.
    private func writeLine(widths: [Int], cell: (Int) -> String, to output: StandardOutput) {
        let start = output.bytes.count
        for index in widths.indices {
            if index > 0 { output.bytes.append(contentsOf: [0x20, 0x20]) }
            TextFit.appendVisible(cell(index), width: widths[index], padding: index < widths.count - 1, to: &output.bytes)
        }
        while output.bytes.count > start, output.bytes.last == 0x20 { output.bytes.removeLast() }
        output.bytes.append(0x0A)
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
        min(natural[index], max(3, TextFit.visibleWidth(of: columns[index].header)))
    }
}
