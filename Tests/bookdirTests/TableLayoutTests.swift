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

    func testAWrappingLastColumnGoesOnUnderItselfInsteadOfBeingCut() {
        let wrapping = Table(
            columns: [.init(header: "NAME", isFlexible: true), .init(header: "N", isFlexible: false),
                      .init(header: "WHY", isFlexible: true, wraps: true)],
            rows: [["short", "1", "rejected: not published yet"], ["x", "22", "ok"]])

        XCTAssertEqual(wrapping.lines(width: 24), [
            "NAME   N   WHY",
            "short  1   rejected: not",
            "           published yet",
            "x      22  ok",
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

/// A long table written on two threads gives the bytes one pass gives, whichever half holds the
/// widest cells, at any width.
final class TableLayoutTwoThreadsTests: XCTestCase {
    func testALongTableOnTwoThreadsIsByteForByteTheOnePassTable() throws {
        let layout = TableLayout(columns: [.init(header: "ID", isFlexible: true, isKept: true), .init(header: "TITLE", isFlexible: true),
                                           .init(header: "N", isFlexible: false)])
        let count = TableLayout.parallelRows + 1_001
        // The widest title and the widest number lie in the second half, the widest id in the first;
        // cells with escapes, wide and combining characters, and empty ones.
        let rows: [[String]] = (0 ..< count).map { row in
            let id = row == 17 ? String(repeating: "i", count: 40) : "book-\(row)"
            let title = row == count - 5 ? "The Longest Title of Them All, Written Out In Full Here"
                : ["Moon", "月亮の本", "x\u{1B}y", "", "Cafe\u{301} Stories", "Peña"][row % 6]
            return [id, title, row == count - 2 ? "123456789" : "\(row % 100)"]
        }
        let cell: @Sendable ([String], Int) -> String = { row, index in row[index] }
        for width in [200, 60, 20] {
            let onePass = StandardOutput(descriptor: nil)
            try layout.write(rows, natural: layout.naturalWidths(of: rows, cell: cell), width: width, cell: cell, to: onePass)
            let twoThreads = StandardOutput(descriptor: nil)
            try layout.write(all: rows, width: width, cell: cell, to: twoThreads)
            XCTAssertEqual(twoThreads.bytes.count, onePass.bytes.count, "width \(width)")
            XCTAssertTrue(twoThreads.bytes == onePass.bytes, "width \(width)")
            XCTAssertEqual(twoThreads.bytes.filter { $0 == 0x0A }.count, count + 1)
        }
    }
}
