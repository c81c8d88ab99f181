import Holdings
import XCTest

/// The ISBNs of a cell as catalog systems and spreadsheets write them.
final class ISBNCellTests: XCTestCase {
    func testHyphensQualifiersExcelAndSeveralInOneCell() {
        XCTAssertEqual(ISBNCell.scan("978-0-06-238114-9").isbns, ["9780062381149"])
        XCTAssertEqual(ISBNCell.scan("9780062381149 (hardcover)").isbns, ["9780062381149"])
        XCTAssertEqual(ISBNCell.scan("=\"9780062381149\"").isbns, ["9780062381149"])
        XCTAssertEqual(ISBNCell.scan("9781646144549 (pbk.) ; 1646144546 [hbk, 2019]").isbns, ["9781646144549"])
        XCTAssertEqual(ISBNCell.scan("0062381148, 9780670654000|978-1-62672-746-5").isbns,
                       ["9780062381149", "9780670654000", "9781626727465"])
    }

    func testISBN10IsMadeThirteenIncludingAnXCheckDigit() {
        XCTAssertEqual(ISBNCell.thirteen("0-06-238114-8"), "9780062381149")
        XCTAssertEqual(ISBNCell.thirteen("080442957X"), "9780804429573")
        XCTAssertNil(ISBNCell.thirteen("0062381149"))
    }

    func testWhatLooksLikeAnISBNButIsNotIsRejectedAndShortNumbersIgnored() {
        let found = ISBNCell.scan("9780062381148; 12345678901 (2015 ed.) v. 2")
        XCTAssertEqual(found.isbns, [])
        XCTAssertEqual(found.rejected, ["9780062381148", "12345678901"])
        XCTAssertEqual(ISBNCell.scan("9.78006E+12").rejected, ["9.78006E+12"])
        XCTAssertEqual(ISBNCell.scan("Hardcover, 2015").rejected, [])
    }
}
