import Foundation

/// How figures are printed in the table.
enum Format {
    /// A duration with a unit that suits it: "412 ns", "38.2 µs", "1.53 ms", "2.41 s".
    static func time(_ seconds: Double?) -> String {
        guard let seconds else { return "–" }
        if seconds < 1e-6 { return String(format: "%.0f ns", seconds * 1e9) }
        if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    /// Bytes as mebibytes: "142.3 MB".
    static func megabytes(_ bytes: Int?) -> String {
        guard let bytes, bytes > 0 else { return "–" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    /// A ratio: "312×".
    static func ratio(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        return value >= 10 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
    }

    /// A count with thousands separated: "100,000"; short names for round sizes.
    static func count(_ value: Int) -> String {
        switch value {
        case 1_000_000: return "1M"
        case 100_000: return "100k"
        case 10_000: return "10k"
        case 1_000: return "1k"
        default: return "\(value)"
        }
    }

    /// Rows of cells as an aligned table, the first row a header, columns separated by two spaces.
    static func table(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        var lines: [String] = []
        for (position, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "  "))
            if position == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n")
    }
}

/// Prints a progress line at once, even when standard output is a pipe.
func say(_ line: String) {
    print(line)
    fflush(nil)
}
