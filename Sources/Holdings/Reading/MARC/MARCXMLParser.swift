import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// MARCXML (the Library of Congress's MARC 21 slim schema, with or without its `marc:` prefix):
/// `<record>`s of `<controlfield tag>`s and `<datafield tag>`s of `<subfield code>`s.
final class MARCXMLParser: XMLDocumentReader {
    private var rows: [HoldingRow] = []
    private var notes: [HoldingsNote] = []
    private var record: MARCRecord?
    private var count = 0
    private var tag = ""
    private var code: Character?
    private var subfields: [(code: Character, text: String)] = []
    private var text = ""
    private var inText = false

    override var recordBeingRead: Int? { record == nil ? nil : count }

    /// The holdings of `data`.
    /// - Throws: ``HoldingsError`` naming the line and record where the XML is broken, or saying
    ///   there is no record at all.
    static func read(_ data: Data, fileName: String) throws(HoldingsError) -> HoldingsImport {
        let delegate = MARCXMLParser()
        try delegate.parse(data, part: nil, fileName: fileName)
        guard delegate.count > 0 else {
            throw HoldingsError("\(fileName) is XML but holds no MARC <record>. Export the records as MARCXML "
                + "(or as MARC 21 .mrc, or a spreadsheet), then import it again.")
        }
        return HoldingsImport(format: .marcxml, rows: delegate.rows, columns: MARCRecord.described, notes: delegate.notes)
    }

    override func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                         qualifiedName: String?, attributes: [String: String] = [:]) {
        switch XMLName.local(elementName) {
        case "record":
            count += 1
            record = MARCRecord(number: count)
        case "controlfield", "datafield":
            tag = attributes["tag"] ?? ""
            subfields = []
            text = ""
            inText = true
        case "subfield":
            code = attributes["code"]?.first
            text = ""
            inText = true
        default:
            break
        }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { text += string }
    }

    override func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch XMLName.local(elementName) {
        case "record":
            if let done = record, let row = done.holding(notes: &notes) { rows.append(row) }
            record = nil
        case "controlfield":
            if tag == "001" { record?.controlNumber = text }
            inText = false
        case "subfield":
            if let code { subfields.append((code, text)) }
            inText = false
        case "datafield":
            if MARCRecord.tags.contains(tag) { record?.fields.append((tag, subfields)) }
            inText = false
        default:
            break
        }
    }
}
