/// What one export held: its rows, how it was read and what was noticed on the way.
public struct HoldingsImport: Equatable, Sendable {
    /// The format it was read as.
    public var format: HoldingsFormat
    /// The rows, in the file's order.
    public var rows: [HoldingRow]
    /// Which columns or fields were used, in words: `ISBN from "ISBN13" (column 3)`.
    public var columns: [String]
    /// Rows skipped or partly read, and why.
    public var notes: [HoldingsNote]
    /// "row" for a spreadsheet, "record" for MARC: how messages name one.
    public var unit: String { format == .marc || format == .marcxml ? "record" : "row" }

    /// An import.
    public init(format: HoldingsFormat, rows: [HoldingRow], columns: [String], notes: [HoldingsNote]) {
        self.format = format
        self.rows = rows
        self.columns = columns
        self.notes = notes
    }
}
