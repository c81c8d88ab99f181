/// One column of a ``ListView``: its heading and how wide it is.
public struct ListColumn: Equatable, Hashable, Sendable {
    /// How a column's width is decided.
    public enum Width: Equatable, Hashable, Sendable {
        /// Exactly this many columns (fewer when the list is too narrow for the fixed columns).
        case fixed(Int)
        /// A share of what the fixed columns leave, in proportion to this weight.
        case flexible(Int)
    }

    /// The heading, shown when the list shows headings.
    public var title: String
    /// How wide it is.
    public var width: Width

    /// Creates a column.
    public init(_ title: String = "", width: Width) {
        self.title = title
        self.width = width
    }

    /// The widths of `columns` laid out in `total` columns with `gap` columns between them.
    ///
    /// Fixed columns get their width first, from the left, as long as room remains; flexible
    /// columns share the rest by weight (the remainder going to the first ones). The widths and
    /// gaps never add up to more than `total`.
    public static func widths(of columns: [ListColumn], total: Int, gap: Int = 1) -> [Int] {
        guard !columns.isEmpty else { return [] }
        var remaining = max(0, total - max(0, gap) * (columns.count - 1))
        var widths = [Int](repeating: 0, count: columns.count)
        for (index, column) in columns.enumerated() {
            if case .fixed(let wanted) = column.width {
                widths[index] = min(max(0, wanted), remaining)
                remaining -= widths[index]
            }
        }
        let weights = columns.map { column -> Int in
            if case .flexible(let weight) = column.width { return max(0, weight) }
            return 0
        }
        let totalWeight = weights.reduce(0, +)
        guard totalWeight > 0 else { return widths }
        var shared = 0
        for index in columns.indices where weights[index] > 0 {
            widths[index] = remaining * weights[index] / totalWeight
            shared += widths[index]
        }
        var leftover = remaining - shared
        for index in columns.indices where weights[index] > 0 && leftover > 0 {
            widths[index] += 1
            leftover -= 1
        }
        return widths
    }
}
