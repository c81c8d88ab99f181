import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The first error an XML parser met: where, what, and in which MARC record; each reader's
/// delegate keeps it from `parser(_:parseErrorOccurred:)`, when the line is still the error's.
struct XMLFailure {
    /// The line of the error.
    var line: Int
    /// The parser's error code (`XMLParser.ErrorCode`).
    var code: Int
    /// The MARC record being read, if any.
    var record: Int?

    /// The failure `parser` reports now.
    init(_ parser: XMLParser, _ error: any Error, record: Int? = nil) {
        line = parser.lineNumber
        code = (error as NSError).code
        self.record = record
    }

    /// What the common error codes mean.
    private var reason: String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends too soon"
        case 9, 10: "a character there is not allowed in XML"
        case 26: "an entity (&…;) is not defined"
        case 38, 39, 41: "an attribute's value is not in quotes"
        case 68, 111: "a < or & there should have been written &lt; or &amp;"
        case 73, 77: "a tag is not closed"
        case 76: "a closing tag does not match its opening tag"
        default: "XML error \(code)"
        }
    }

    /// "FILE[ its part PART] is not well-formed XML at line N[ (in record R)]: REASON. …".
    func error(part: String?, fileName: String) -> HoldingsError {
        let place = part.map { " its part \($0)" } ?? ""
        let recordText = record.map { " (in record \($0))" } ?? ""
        return HoldingsError("\(fileName)\(place) is not well-formed XML at line \(line)\(recordText): \(reason). "
            + "Export it again, or fix that line, then import it again.")
    }

}
