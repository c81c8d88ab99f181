import Widgets
import Support
/// Aligned columns of text that fit a width.
///
/// Cells are escaped with ``SafeText/visible(_:)`` (as the app escapes them) first, so the table never carries control
/// characters. Columns marked flexible shrink (cut with "…") when the natural widths do not fit;
/// fixed columns keep their width. A flexible column marked `isKept` (an id to type) is cut last:
/// it takes what it needs while leaving the other flexible columns ``minimumShare`` cells each,
/// and never less than an equal share of the flexible room.
/// A column with `shrinksFirstTo` gives up its room first, down to that width, cut plainly.
/// A last column marked `wraps` wraps a long cell onto the lines below instead.
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
        /// Whether a cell wider than the column is wrapped at spaces onto lines of its own, under
        /// the column, instead of cut (the last column only: a rejection's reason).
        var wraps = false
        /// The width down to which the column gives up its room before any other column is cut,
        /// its cells then cut plainly, without "…" (ids cut to the start that tells them apart:
        /// what is printed can still be typed).
        var shrinksFirstTo: Int? = nil
    }

    /// The cells each other flexible column keeps when a kept column needs the room.
    static let minimumShare = 18

    /// The columns, left to right.
    var columns: [Column]

    /// The cells `row` shows in column `index`, before escaping.
    typealias CellText<Row> = (_ row: Row, _ index: Int) -> String

    /// The widest cell of each column, header included (unless `headers` is false), once escaped
    /// (one pass over `rows`).
    func naturalWidths<Rows: Sequence>(of rows: Rows, headers: Bool = true, cell: CellText<Rows.Element>) -> [Int] {
        var widths = columns.map { headers ? TextFit.visibleWidth(of: $0.header) : 0 }
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
        writeLine(widths: widths, cell: { columns[$0].header }, to: &output.bytes)
        for row in rows {
            writeLine(widths: widths, cell: { cell(row, $0) }, to: &output.bytes)
            try output.flushIfFull()
        }
    }

    /// Rows from this many on are measured and written on two threads (see ``write(all:width:cell:to:)``).
    static let parallelRows = 16_384

    /// Measures `rows` and writes them as ``write(_:natural:width:cell:to:)`` does, the same bytes;
    /// from ``parallelRows`` rows on, the second half is measured, then written into a buffer of
    /// its own, on a second thread while the first half is measured and written (and sent).
    func write<Row: Sendable>(all rows: [Row], width: Int, cell: @escaping @Sendable (Row, Int) -> String,
                              to output: StandardOutput) throws(CommandFailure) {
        guard rows.count >= Self.parallelRows else {
            try write(rows, natural: naturalWidths(of: rows, cell: cell), width: width, cell: cell, to: output)
            return
        }
        let half = rows.count / 2
        let second = SecondHalf()
        let layout = self
        let measuring = SecondThread { second.natural = layout.naturalWidths(of: rows[half...], headers: false, cell: cell) }
        var natural = naturalWidths(of: rows[..<half], cell: cell)
        measuring.join()
        natural = zip(natural, second.natural).map { max($0, $1) }
        let widths = fitted(natural: natural, total: width - 2 * (columns.count - 1))
        let writing = SecondThread {
            var bytes: [UInt8] = []
            for row in rows[half...] { layout.writeLine(widths: widths, cell: { cell(row, $0) }, to: &bytes) }
            second.bytes = bytes
        }
        writeLine(widths: widths, cell: { columns[$0].header }, to: &output.bytes)
        for row in rows[..<half] {
            writeLine(widths: widths, cell: { cell(row, $0) }, to: &output.bytes)
            try output.flushIfFull()
        }
        writing.join()
        output.bytes.append(contentsOf: second.bytes)
        second.bytes = []
        try output.flushIfFull()
    }

    /// What the second thread of ``write(all:width:cell:to:)`` made, read after it finished.
    private final class SecondHalf: @unchecked Sendable {
        var natural: [Int] = []
        var bytes: [UInt8] = []
    }

    /// One line: the cells escaped, cut and padded, two spaces apart, without trailing spaces; a
    /// last cell that ``Column/wraps`` goes on, wrapped, on the lines below, under its column.
    private func writeLine(widths: [Int], cell: (Int) -> String, to bytes: inout [UInt8]) {
        var start = bytes.count
        let last = widths.count - 1
        var rest: ArraySlice<String> = []
        for index in widths.indices {
            if index > 0 { bytes.append(contentsOf: [0x20, 0x20]) }
            var text = cell(index)
            if index == last, columns[index].wraps, TextFit.visibleWidth(of: text) > widths[index] {
                rest = TextWrapper.wrap(text, width: widths[index])[...]
                text = rest.popFirst() ?? text
            }
            if let floor = columns[index].shrinksFirstTo, widths[index] >= floor, text.count > widths[index],
               text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                text = String(text.prefix(widths[index]))
            }
            TextFit.appendVisible(text, width: widths[index], padding: index < last, to: &bytes)
        }
        let indent = widths.dropLast().reduce(0, +) + 2 * last
        while true {
            while bytes.count > start, bytes.last == 0x20 { bytes.removeLast() }
            bytes.append(0x0A)
            guard let line = rest.popFirst() else { break }
            start = bytes.count
            bytes.append(contentsOf: repeatElement(0x20, count: indent))
            TextFit.appendVisible(line, width: widths[last], padding: false, to: &bytes)
        }
    }

    /// Column widths: the natural ones when they fit; otherwise kept columns first (leaving the
    /// others their minimum share), then the other flexible columns share the rest, the narrow ones
    /// keeping their natural width and the wide ones splitting what is left.
    private func fitted(natural: [Int], total: Int) -> [Int] {
        guard natural.reduce(0, +) > total else { return natural }
        var natural = natural
        for index in columns.indices {
            guard let floor = columns[index].shrinksFirstTo, natural[index] > floor else { continue }
            natural[index] = max(floor, natural[index] - (natural.reduce(0, +) - total))
        }
        guard natural.reduce(0, +) > total else { return natural }
        var widths = natural
        var remaining = total - columns.indices.filter { !columns[$0].isFlexible }.map { natural[$0] }.reduce(0, +)
        let shared = columns.indices.filter { columns[$0].isFlexible && !columns[$0].isKept }
        let reserved = shared.map { min(natural[$0], Self.minimumShare) }.reduce(0, +)
        let fairShare = remaining / max(1, columns.filter(\.isFlexible).count)
        for index in columns.indices where columns[index].isFlexible && columns[index].isKept {
            let room = max(fairShare, remaining - reserved)
            // A column that shrank first keeps its floor while the others keep a few cells each.
            let floor = columns[index].shrinksFirstTo.map { min($0, remaining - 4 * shared.count) } ?? 0
            widths[index] = max(minimumWidth(index, natural), floor, min(natural[index], room))
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
