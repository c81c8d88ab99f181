/// A spreadsheet's rows (CSV, TSV or a workbook's first sheet) read as holdings: the header is the
/// first of the first ten rows that names an ISBN or a title column (a report's title line above it
/// is passed over); every row after it is a holding.
struct HoldingsTable {
    /// One row: its number and cells.
    struct Row {
        var number: Int
        var cells: [String]
    }

    /// The holdings of `rows`, read as `format`.
    /// - Throws: ``HoldingsError`` when no header names an ISBN or title column.
    static func read(_ rows: [Row], format: HoldingsFormat, fileName: String) throws(HoldingsError) -> HoldingsImport {
        guard let headerAt = rows.prefix(10).firstIndex(where: { HoldingsColumns(header: $0.cells) != nil }),
              let columns = HoldingsColumns(header: rows[headerAt].cells)
        else {
            let first = rows.first.map { "Its first row is " + $0.cells.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ") + ". " } ?? "It is empty. "
            throw HoldingsError("\(fileName) has no column named ISBN or Title (nor 020$a or 245$a) in its header. \(first)"
                + "Give the columns names such as ISBN, Title and Author in the first row (any order), then import it again.")
        }
        var notes: [HoldingsNote] = []
        var holdings: [HoldingRow] = []
        holdings.reserveCapacity(rows.count - headerAt)
        for row in rows[(headerAt + 1)...] {
            if let holding = columns.row(row.cells, number: row.number, unit: "row", notes: &notes) {
                holdings.append(holding)
            }
        }
        return HoldingsImport(format: format, rows: holdings, columns: columns.described, notes: notes)
    }

    /// The holdings of a CSV or TSV file's bytes.
    static func readDelimited(_ bytes: [UInt8], format: HoldingsFormat, fileName: String) throws(HoldingsError) -> HoldingsImport {
        let records = try DelimitedRows(separator: format == .tsv ? 0x09 : 0x2C).records(bytes, fileName: fileName)
        return try read(records.map { Row(number: $0.line, cells: $0.fields) }, format: format, fileName: fileName)
    }
}
