import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A worksheet's rows (xl/worksheets/sheetN.xml) as text: a shared string (`t="s"`) looked up, an
/// inline string (`<is><t>`) and a formula's string read as they are, a number written without an
/// exponent or a ".0" (an ISBN typed in a number cell reads "9780062381149"); cells placed by
/// their reference ("C7"), so an empty cell Excel left out keeps the columns in place.
final class SheetParser: XMLDocumentReader {
    private let shared: [String]
    private var rows: [HoldingsTable.Row] = []
    private var cells: [String] = []
    private var rowNumber = 0
    private var column = 0
    private var type = ""
    private var value = ""
    private var inValue = false
    private var badIndex: (row: Int, index: String)?

    private init(shared: [String]) {
        self.shared = shared
    }

    /// The rows of `data`.
    /// - Throws: ``HoldingsError`` naming the part and line when it is not XML, or the row whose
    ///   shared string does not exist.
    static func rows(in data: Data, shared: [String], part: String, fileName: String) throws(HoldingsError) -> [HoldingsTable.Row] {
        let delegate = SheetParser(shared: shared)
        try delegate.parse(data, part: part, fileName: fileName)
        if let bad = delegate.badIndex {
            throw HoldingsError("\(fileName) row \(bad.row) names shared string \(bad.index), which the workbook does not have. "
                + "The file may be damaged: open it in a spreadsheet and save it again, then import it again.")
        }
        return delegate.rows
    }

    override func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                         qualifiedName: String?, attributes: [String: String] = [:]) {
        switch XMLName.local(elementName) {
        case "row":
            rowNumber = attributes["r"].flatMap { Int($0) } ?? rowNumber + 1
            cells = []
        case "c":
            column = attributes["r"].map(Self.columnIndex) ?? cells.count
            type = attributes["t"] ?? "n"
            value = ""
        case "v", "t":
            inValue = true
        default:
            break
        }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inValue { value += string }
    }

    override func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch XMLName.local(elementName) {
        case "v", "t":
            inValue = false
        case "c":
            while cells.count < column { cells.append("") }
            let text = cellText()
            if column < cells.count { cells[column] = text } else { cells.append(text) }
        case "row":
            rows.append(HoldingsTable.Row(number: rowNumber, cells: cells))
        default:
            break
        }
    }

    /// The text of the cell just read.
    private func cellText() -> String {
        switch type {
        case "s":
            guard let index = Int(value.trimmingCharacters(in: .whitespaces)), shared.indices.contains(index) else {
                if badIndex == nil { badIndex = (rowNumber, value) }
                return ""
            }
            return shared[index]
        case "n":
            return Self.numberText(value)
        case "b":
            return value == "1" ? "TRUE" : "FALSE"
        default:
            return value
        }
    }

    /// A number as a person sees it: "9.780062381149E12" and "9780062381149.0" read "9780062381149".
    static func numberText(_ value: String) -> String {
        guard value.contains(where: { $0 == "E" || $0 == "e" || $0 == "." }),
              let decimal = Decimal(string: value), decimal.isFinite else { return value }
        var rounded = Decimal()
        var copy = decimal
        NSDecimalRound(&rounded, &copy, 0, .plain)
        return rounded == decimal ? NSDecimalNumber(decimal: rounded).stringValue : value
    }

    /// The column of a cell reference: "A7" → 0, "AB12" → 27.
    static func columnIndex(_ reference: String) -> Int {
        var index = 0
        for scalar in reference.unicodeScalars {
            guard scalar.value >= 65 && scalar.value <= 90 else { break }
            index = index * 26 + Int(scalar.value - 64)
        }
        return max(0, index - 1)
    }
}
