import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every XML reader of an export shares: it parses a document as its own delegate and keeps
/// the first error where it happened (``XMLFailure``). A reader overrides the three element
/// callbacks it needs (declared here, so a subclass's are the ones called on every platform).
class XMLDocumentReader: NSObject, XMLParserDelegate {
    private var failure: XMLFailure?

    /// The MARC record being read, for an error's message (MARCXML's reader says).
    var recordBeingRead: Int? { nil }

    /// Reads `data`.
    /// - Throws: ``HoldingsError`` naming `fileName`, its `part`, the line and what is wrong.
    func parse(_ data: Data, part: String?, fileName: String) throws(HoldingsError) {
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else {
            let failure = failure ?? XMLFailure(parser, parser.parserError ?? NSError(domain: "XML", code: 0))
            throw failure.error(part: part, fileName: fileName)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil { failure = XMLFailure(parser, parseError, record: recordBeingRead) }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {}

    func parser(_ parser: XMLParser, foundCharacters string: String) {}

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {}
}
