/// One holding matched with a directory book, and why.
public struct HoldingMatch: Equatable, Sendable {
    /// The holding.
    public var row: HoldingRow
    /// The book's id.
    public var bookID: String
    /// How they matched.
    public var reason: MatchReason

    /// A match.
    public init(row: HoldingRow, bookID: String, reason: MatchReason) {
        self.row = row
        self.bookID = bookID
        self.reason = reason
    }
}
