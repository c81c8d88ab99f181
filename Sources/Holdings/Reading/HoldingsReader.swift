import Foundation

/// A library's export read into holdings, whatever its format (``HoldingsFormat/detect(_:fileName:)``).
public enum HoldingsReader {
    /// The holdings of the file `fileName` whose bytes are `bytes`.
    /// - Throws: ``HoldingsError``: a sentence naming the file, the row or record, what is wrong and what to do.
    public static func read(_ bytes: [UInt8], fileName: String) throws(HoldingsError) -> HoldingsImport {
        guard !bytes.isEmpty else {
            throw HoldingsError("\(fileName) is empty. Export the library's titles again (CSV, TSV, .xlsx, MARC or MARCXML), then import it.")
        }
        let format = HoldingsFormat.detect(bytes, fileName: fileName)
        let read: HoldingsImport
        switch format {
        case .csv, .tsv:
            read = try HoldingsTable.readDelimited(bytes, format: format, fileName: fileName)
        case .xlsx:
            read = try HoldingsTable.read(try WorkbookReader(bytes, fileName: fileName).rows(), format: .xlsx, fileName: fileName)
        case .marc:
            read = try MARCReader(fileName: fileName).read(bytes)
        case .marcxml:
            read = try MARCXMLParser.read(Data(bytes), fileName: fileName)
        }
        guard !read.rows.isEmpty else {
            throw HoldingsError("\(fileName) holds no title with an ISBN or a title (read as \(format.title)). "
                + "Check that it is the library's export of titles, then import it again.")
        }
        return read
    }
}
