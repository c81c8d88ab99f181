import Foundation
import XCTest

/// The query language gives the same books, in the same order, in the app's Search pane as on the
/// command line, for the queries a librarian asks (issue 12's own examples).
final class QueryEndToEndTests: AppEndToEndTestCase {
    /// The titles `bookdir search QUERY --json` prints on the bundled catalog.
    private func commandLineTitles(_ query: String) throws -> [String] {
        let (status, output) = try runBookdir(["search", query, "--json"])
        XCTAssertEqual(status, 0, query)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try XCTUnwrap(root["books"] as? [[String: Any]]).compactMap { $0["title"] as? String }
    }

    func testTheSearchPaneAndBookdirSearchAgree() throws {
        try assertThePaneAgrees(["award:belpre sort:title", "category:YA year:2015..2020 sort:year", "community:indigenous category:PB sort:-year"])
    }

    /// Issue 28's questions: Native award books for grades 2–3, bilingual Spanish books, this
    /// year's and last year's books — the books a librarian expects, the same in the pane.
    func testTheLibrariansQuestionsOfGradesLanguagesAndNewBooks() throws {
        let native = try commandLineTitles("grade:2-3 community:native award:caldecott|aiyla sort:title")
        XCTAssertTrue(native.contains("We Are Water Protectors") && native.contains("Bowwow Powwow"), "\(native)")
        // Berry Song (a 2023 Caldecott honor) is for PreK–1 as School Library Journal states it: not for grades 2–3.
        XCTAssertFalse(native.contains("Berry Song"), "\(native)")
        let bilingual = try commandLineTitles("bilingual language:es sort:title")
        XCTAssertTrue(bilingual.contains { $0.hasPrefix("Marisol McDonald") }, "\(bilingual)")
        XCTAssertGreaterThanOrEqual(try commandLineTitles("year:2025..").count, 30)
        try assertThePaneAgrees(["grade:2-3 community:native award:caldecott|aiyla sort:title", "bilingual language:es sort:title",
                                 "year:2025.. sort:title"])
    }

    /// Each query typed into the Search pane shows the books `bookdir search` prints, in its order.
    private func assertThePaneAgrees(_ queries: [String]) throws {
        try launch()
        try tmux.sendKeys("2")
        try waitForTab(2)
        for query in queries {
            let expected = try commandLineTitles(query)
            XCTAssertGreaterThan(expected.count, 3, query)
            try tmux.sendKeys("C-u")
            try tmux.sendText(query)
            let count = expected.count == 1 ? "1 book matches" : "\(expected.count) books match"
            let rows = try waitForRow(2, "\"\(count)\" for \(query)") { $0.hasPrefix(count) }
            // Rows 4 on list the results, titles in the first 40 columns (cut with "…" when longer).
            let shown = rows[4 ..< min(rows.count - 2, 4 + expected.count)].map { row in
                String(row.prefix(40)).trimmingCharacters(in: .whitespaces)
            }
            XCTAssertFalse(shown.isEmpty, query)
            for (title, expectedTitle) in zip(shown, expected) {
                let kept = title.hasSuffix("…") ? String(title.dropLast()) : title
                XCTAssertTrue(expectedTitle.hasPrefix(kept), "\(query): the app shows \"\(title)\" where bookdir search printed \"\(expectedTitle)\"")
            }
        }
        try tmux.sendKeys("Escape")
        try quitAndCheckShell()
    }
}
