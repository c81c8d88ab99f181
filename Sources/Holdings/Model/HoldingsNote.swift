/// Something about one row or record worth telling but not stopping the import for: an ISBN that
/// is not one, a row with neither ISBN nor title (skipped), text that was not UTF-8.
public struct HoldingsNote: Codable, Equatable, Sendable {
    /// The row's or record's number (see ``HoldingRow/number``).
    public var number: Int
    /// What is wrong and what was done: "\"978123\" is not an ISBN (the row is kept for its title and author)".
    public var message: String

    /// A note.
    public init(number: Int, message: String) {
        self.number = number
        self.message = message
    }
}
