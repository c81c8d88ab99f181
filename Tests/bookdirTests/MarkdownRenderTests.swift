@testable import bookdir
import Catalog
import Foundation
import XCTest

/// The Markdown export rendered by a real CommonMark renderer (Python's markdown-it-py, which
/// `make test` installs through scripts/ensure-deps.sh): the document's structure is the export's
/// own, one heading and one list, whatever the books' text holds. In CI (CI=true) a missing
/// renderer fails the test instead of skipping it.
final class MarkdownRenderTests: XCTestCase {
    /// Each description starts a line of the export (the summary under the book's line).
    static let blockMarkers = ["---", "    ", "===", "- x", "+ x", "* x", "1. x", "2) x", "# x", "## x", "> x", "```", "~~~",
                               "    indented code", "| a | b |", "***", "___", "<script>alert(1)</script>", "- - -", "=", "-"]

    static let books: [ListedBook] = blockMarkers.enumerated().map { index, marker in
        let book = Book(id: "b\(index)", title: index == 0 ? "&lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62; &amp;" : "Book \(index)",
                        author: "Ann Author", category: .middleGrade, description: marker)
        return ListedBook(entry: ListEntry(book), book: book)
    }

    /// The HTML markdown-it-py renders from `markdown` in its CommonMark mode.
    private func rendered(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c",
                             "import sys, markdown_it; sys.stdout.write(markdown_it.MarkdownIt('commonmark').render(sys.stdin.read()))"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("markdown-it-py is missing; run make test (scripts/ensure-deps.sh installs it): \(problem)")
            }
            throw XCTSkip("markdown-it-py is not installed; make test installs it (\(problem))")
        }
        return String(decoding: html, as: UTF8.self)
    }

    func testTheBooksTextMakesNoStructure() throws {
        let html = try rendered(ListExport.markdown(name: "# Grade 3 ---", books: Self.books))
        let tags = html.components(separatedBy: "<").dropFirst().map { "<" + $0.prefix { $0 != ">" && $0 != " " } }
        // One tight list: no paragraph, so no blank line, came from the data.
        XCTAssertEqual(tags.filter { !["<strong", "</strong", "<br", "<li", "</li"].contains($0) },
                       ["<h1", "</h1", "<ul", "</ul"], html)
        XCTAssertEqual(tags.filter { $0 == "<li" }.count, Self.blockMarkers.count, html)
        XCTAssertTrue(html.hasPrefix("<h1># Grade 3 ---</h1>\n<ul>\n"), html)
        XCTAssertTrue(html.contains("<li><strong>&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &amp;#60;b&amp;#62; &amp;amp;</strong>"
            + " by Ann Author (Middle Grade)<br />\n"), html)
        // Each description's first sentence shown as it is written, as text of the book's item.
        for (index, marker) in Self.blockMarkers.enumerated() where !marker.allSatisfy({ $0 == " " }) {
            let shown = Self.books[index].summary.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(html.contains("(Middle Grade)<br />\n\(shown)</li>"), "book \(index), \(marker):\n\(html)")
        }
        XCTAssertTrue(html.contains("<li><strong>Book 1</strong> by Ann Author (Middle Grade)</li>"), html)
    }
}
