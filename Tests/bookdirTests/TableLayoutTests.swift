@testable import bookdir
import XCTest

final class TableLayoutTests: XCTestCase {
    private let table = TableLayout(
        columns: [.init(header: "NAME", isFlexible: true), .init(header: "NOTE", isFlexible: true),
                  .init(header: "N", isFlexible: false)],
        rows: [["short", "a much longer note here", "1"], ["x\u{1B}y", "ok", "22"]])

    func testNaturalWidthsWhenTheyFitAndNoTrailingSpaces() {
        XCTAssertEqual(table.lines(width: 80), [
            "NAME   NOTE                     N",
            "short  a much longer note here  1",
            "x^[y   ok                       22",
        ])
    }

    func testTheWidestFlexibleColumnShrinksFirst() {
        XCTAssertEqual(table.lines(width: 30), [
            "NAME   NOTE                 N",
            "short  a much longer note…  1",
            "x^[y   ok                   22",
        ])
    }

    func testAKeptColumnIsCutLastLeavingTheOthersTheirMinimumShare() {
        let kept = TableLayout(
            columns: [.init(header: "ID", isFlexible: true, isKept: true), .init(header: "TITLE", isFlexible: true)],
            rows: [["a-rather-long-identifier", "A Title That Goes On And On"]])

        XCTAssertEqual(kept.lines(width: 44), [
            "ID                        TITLE",
            "a-rather-long-identifier  A Title That Goes…",
        ])
        XCTAssertEqual(kept.lines(width: 30), [
            "ID              TITLE",
            "a-rather-long…  A Title That …",
        ], "when the minimum share does not fit, the kept column still gets an equal share")
    }
}
