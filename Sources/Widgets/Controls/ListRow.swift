/// One row of a ``ListView``: the content of each column, as styled spans.
public struct ListRow: Equatable, Hashable, Sendable {
    /// Per column, the spans drawn in it.
    public var columns: [[TextSpan]]

    /// A row of plain texts, one per column.
    public init(_ texts: [String]) {
        self.columns = texts.map { [TextSpan($0)] }
    }

    /// A row of styled columns (a search result with its matches highlighted).
    public init(spans: [[TextSpan]]) {
        self.columns = spans
    }
}
