import Holdings
import TestSupport
import XCTest

/// A broken file is refused with a sentence naming the file, the row or record, what is wrong and what to do.
final class BrokenExportTests: XCTestCase {
    private func message(_ bytes: [UInt8], _ name: String) -> String {
        do {
            _ = try HoldingsReader.read(bytes, fileName: name)
            return "read"
        } catch {
            return error.message
        }
    }

    func testAQuoteNeverClosedNamesItsRow() {
        XCTAssertEqual(message(Array("Title,ISBN\nA,1\n\"B,2\nC,3\n".utf8), "x.csv"),
                       "x.csv row 3: a quoted field opened on line 3 is never closed (a \" is missing). "
                       + "Fix the quote in the file, or export it again, then import it again.")
    }

    func testTextThatIsNotUTF8NamesItsRow() {
        XCTAssertTrue(message(Array("Title,Author\nA,B\n".utf8) + [0x50, 0xE9, 0x0A], "x.csv")
            .hasPrefix("x.csv row 3 is not UTF-8 text"))
    }

    func testNoHeaderNamesTheFirstRowAndWhatToName() {
        XCTAssertEqual(message(Array("a,b\n1,2\n".utf8), "x.csv"),
                       "x.csv has no column named ISBN or Title (nor 020$a or 245$a) in its header. Its first row is \"a\", \"b\". "
                       + "Give the columns names such as ISBN, Title and Author in the first row (any order), then import it again.")
    }

    func testAMARCFileCutShortNamesTheRecord() throws {
        let marc = try HoldingsFixtures.export("koha.mrc")
        let firstLength = Int(String(decoding: marc.prefix(5), as: UTF8.self))!
        let cut = Array(marc.prefix(firstLength + 100))
        XCTAssertEqual(message(cut, "koha.mrc"),
                       "koha.mrc record 2 (at byte \(firstLength)) says it is \(Int(String(decoding: marc[firstLength ..< firstLength + 5], as: UTF8.self))!) "
                       + "bytes long, but the file ends 100 bytes after its start. The file may be cut short or damaged: "
                       + "export the records again as MARC 21 (or as MARCXML), then import it again.")
    }

    func testBrokenMARCXMLNamesTheLineAndRecord() throws {
        var xml = String(decoding: try HoldingsFixtures.export("koha.xml"), as: UTF8.self)
        xml = xml.replacingOccurrences(of: "<record>", with: "\n<record>")
        let parts = xml.components(separatedBy: "</datafield>")
        xml = parts.prefix(8).joined(separator: "</datafield>") + "</datafeld>" + parts.dropFirst(8).joined(separator: "</datafield>")
        XCTAssertEqual(message(Array(xml.utf8), "koha.xml"), "koha.xml is not well-formed XML at line 4 (in record 3): "
                       + "a closing tag does not match its opening tag. Export it again, or fix that line, then import it again.")
    }

    func testAFileThatIsNotAWorkbook() {
        XCTAssertTrue(message([0x50, 0x4B, 0x03, 0x04, 0, 0, 0], "x.xlsx").hasPrefix("x.xlsx is not an Excel workbook (.xlsx) that can be opened"))
    }
}
