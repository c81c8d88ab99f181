import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A workbook's shared strings (xl/sharedStrings.xml): each `<si>`'s text, its rich-text runs
/// joined, its phonetic hints (`<rPh>`) left out.
final class SharedStringsParser: XMLDocumentReader {
    private var strings: [String] = []
    private var current = ""
    private var inText = false
    private var inPhonetic = false

    /// The strings of `data`.
    /// - Throws: ``HoldingsError`` naming the part and line when it is not XML.
    static func strings(in data: Data, part: String, fileName: String) throws(HoldingsError) -> [String] {
        let delegate = SharedStringsParser()
        try delegate.parse(data, part: part, fileName: fileName)
        return delegate.strings
    }

    override func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                         qualifiedName: String?, attributes: [String: String] = [:]) {
        switch XMLName.local(elementName) {
        case "si": current = ""
        case "t": inText = !inPhonetic
        case "rPh": inPhonetic = true
        default: break
        }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { current += string }
    }

    override func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch XMLName.local(elementName) {
        case "si": strings.append(current)
        case "t": inText = false
        case "rPh": inPhonetic = false
        default: break
        }
    }
}
