@testable import bookdir
import XCTest

/// A table with its rows, laid out as `list` writes it.
private struct Table {
    var columns: [TableLayout.Column]
    var rows: [[String]]

    func lines(width: Int) -> [String] {
        let layout = TableLayout(columns: columns)
        let output = StandardOutput(descriptor: nil)
        let cell: TableLayout.CellText<[String]> = { row, index in row[index] }
        try? layout.write(rows, natural: layout.naturalWidths(of: rows, cell: cell), width: width, cell: cell, to: output)
        return String(decoding: output.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }
}

final class TableLayoutTests: XCTestCase {
    private let table = Table(
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
        let kept = Table(
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
