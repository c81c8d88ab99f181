import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The attributes of every element of one name in an XML document: how a workbook's parts that
/// only point to others (the workbook, its relationships) are read.
final class ElementCollector: XMLDocumentReader {
    private let name: String
    private var found: [[String: String]] = []

    private init(name: String) {
        self.name = name
    }

    /// The attributes of each `name` element of `data`, in order (none when it is not XML).
    static func attributes(of name: String, in data: Data) -> [[String: String]] {
        let collector = ElementCollector(name: name)
        try? collector.parse(data, part: nil, fileName: "")
        return collector.found
    }

    override func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                         qualifiedName: String?, attributes: [String: String] = [:]) {
        if XMLName.local(elementName) == name { found.append(attributes) }
    }
}
