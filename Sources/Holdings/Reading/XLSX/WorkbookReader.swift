import Foundation
import ZIPFoundation

/// The first sheet of an Excel workbook (.xlsx: a ZIP archive of XML parts, read with
/// ZIPFoundation), as rows of text: shared strings, inline strings and numbers (an ISBN typed in a
/// cell Excel keeps as a number) all become the text a person sees.
struct WorkbookReader {
    /// The archive.
    let archive: Archive
    /// The file's name, for messages.
    let fileName: String

    /// Opens the workbook in `bytes`.
    /// - Throws: ``HoldingsError`` when it is not a ZIP archive.
    init(_ bytes: [UInt8], fileName: String) throws(HoldingsError) {
        do {
            archive = try Archive(data: Data(bytes), accessMode: .read)
        } catch {
            throw HoldingsError("\(fileName) is not an Excel workbook (.xlsx) that can be opened: \(error). "
                + "Open it in a spreadsheet and save it again as .xlsx or CSV, then import it again.")
        }
        self.fileName = fileName
    }

    /// The first sheet's rows, numbered as the sheet numbers them.
    func rows() throws(HoldingsError) -> [HoldingsTable.Row] {
        let shared = try part("xl/sharedStrings.xml", required: false).map { data throws(HoldingsError) in
            try SharedStringsParser.strings(in: data, part: "xl/sharedStrings.xml", fileName: fileName)
        } ?? []
        let sheetPath = try firstSheetPath()
        guard let sheet = try part(sheetPath, required: true) else { return [] }
        return try SheetParser.rows(in: sheet, shared: shared, part: sheetPath, fileName: fileName)
    }

    /// Where the workbook's first sheet is: the first `<sheet>` of xl/workbook.xml, through its
    /// relationship; "xl/worksheets/sheet1.xml" when they do not say.
    private func firstSheetPath() throws(HoldingsError) -> String {
        let fallback = "xl/worksheets/sheet1.xml"
        guard let workbook = try part("xl/workbook.xml", required: false),
              let relations = try part("xl/_rels/workbook.xml.rels", required: false),
              let sheet = ElementCollector.attributes(of: "sheet", in: workbook).first,
              let id = sheet["r:id"] ?? sheet.first(where: { $0.key.hasSuffix(":id") })?.value,
              let target = ElementCollector.attributes(of: "Relationship", in: relations).first(where: { $0["Id"] == id })?["Target"]
        else { return fallback }
        return target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
    }

    /// The bytes of the archive's entry `path`; `nil` when there is none and it is not `required`.
    private func part(_ path: String, required: Bool) throws(HoldingsError) -> Data? {
        guard let entry = archive[path] else {
            if !required { return nil }
            throw HoldingsError("\(fileName) has no \(path), so it is not an Excel workbook bookdir can read. "
                + "Open it in a spreadsheet and save it again as .xlsx or CSV, then import it again.")
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { data.append($0) }
        } catch {
            throw HoldingsError("\(fileName): its part \(path) cannot be unpacked (\(error)). "
                + "The file may be damaged: export it again, then import it again.")
        }
        return data
    }
}
