import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// An append to the suggestions file rewrites only its tail: the bytes of the suggestions already
/// there are kept as they are (in whatever layout), the new one spliced in after the last, and the
/// file still reads back whole. The fast reading (``SuggestionsScanner``, ``MillisecondTimestamp``)
/// reads exactly what the general one reads.
final class SuggestionsAppendTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func makeStore() throws -> JSONBookStore {
        let catalog = try folder.write(#"{"version": 1, "books": []}"#, to: "books.json")
        try FileManager.default.createDirectory(at: folder.file("data"), withIntermediateDirectories: true)
        return JSONBookStore(catalogURL: catalog, dataDirectory: folder.file("data"))
    }

    /// 2026-11-21T19:30:05.250Z
    private let noon = Date(timeIntervalSince1970: 1_795_289_405.25)

    func testAnAppendKeepsTheBytesOfTheSuggestionsAlreadyThere() throws {
        let store = try makeStore()
        // One suggestion a line, escapes as a hand or another tool wrote them.
        let head = #"{"version": 2, "suggestions": ["# + "\n"
            + #"{"id":"a","title":"Caf\u00e9 \"Noir\"","author":"B\/C","category":"PB","createdAt":"2026-11-21T19:30:05.250Z","status":"pending"},"# + "\n"
            + #"{"id":"b","title":"Two","author":"D","category":"YA","createdAt":"2026-01-02T03:04:05.006Z","status":"rejected","reason":"out of print"}"#
        let tail = "\n]}\n"
        try Data((head + tail).utf8).write(to: store.suggestionsURL)
        let added = Suggestion(id: "c", title: "Three", author: "E", category: .middleGrade, createdAt: noon)
        XCTAssertEqual(try store.addSuggestion(added), .stored(added))
        XCTAssertEqual(try String(contentsOf: store.suggestionsURL, encoding: .utf8), head + """
            ,
                {
                  "author" : "E",
                  "category" : "MG",
                  "createdAt" : "2026-11-21T19:30:05.250Z",
                  "id" : "c",
                  "status" : "pending",
                  "title" : "Three"
                }
            """ + tail)
        XCTAssertEqual(try store.loadSuggestions().map(\.id), ["a", "b", "c"])
        XCTAssertEqual(try store.loadSuggestions().first?.title, "Café \"Noir\"")
        XCTAssertEqual(try store.loadSuggestions()[1].status, .rejected(reason: "out of print"))
    }

    func testTheFastReadingReadsWhatTheGeneralOneReads() throws {
        let file = VersionedJSONFile(path: "/s.json", label: "The suggestions file", fixAdvice: "", readAdvice: "")
        let text = #"""
            {"version":2,"suggestions":[
              {"id":"1","title":"Emoji \ud83d\udc4d and \u00e9\t\n\r\b\f\\","author":"Peña","category":"MG","createdAt":"2026-11-21T19:30:05.250Z"},
              {"id":"2","title":"T","author":"A","category":"CB","createdAt":"2000-12-29T17:00:28.542Z","status":"accepted","bookID":"t",
               "decidedAt":"2027-02-28T23:59:59.999Z","decidedBy":"Librarian","suggestedBy":"teacher"},
              {"id":"3","title":"T","author":"A","category":"YA","createdAt":"1969-07-20T20:17:40.000Z","status":"duplicate","bookID":"x"}
            ]}
            """#
        let bytes = Array(text.utf8)
        XCTAssertNotNil(SuggestionsScanner.scan(bytes), "the plain form takes the fast path")
        let fast = try SuggestionsFile.suggestions(from: bytes, file: file)
        let general = try file.decode(SuggestionsFile.Document.self, from: bytes, versions: SuggestionsFile.versions).value.items
        XCTAssertEqual(fast.count, 3)
        for (suggestion, record) in zip(fast, general) {
            XCTAssertEqual(suggestion, try record.suggestion(position: 1, file: file))
            XCTAssertEqual(suggestion.createdAt, try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(record.createdAt))
        }
        // What the plain form does not take goes the general way, and reads the same.
        for other in [text.replacingOccurrences(of: #""id":"3""#, with: #""id":"3","note":"kept""#),
                      text.replacingOccurrences(of: #""suggestedBy":"teacher""#, with: #""suggestedBy":null"#),
                      "\u{FEFF}" + text] {
            XCTAssertNil(SuggestionsScanner.scan(Array(other.utf8)), other)
        }
    }

    func testTheMillisecondFormReadsAsTheFormatStyleReadsIt() throws {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        var generator = SystemRandomNumberGenerator()
        var checked = 0, fast = 0
        for _ in 0 ..< 20_000 {
            // From 1970 to 2100, with more of them near 2001, where the format style rounds its own way.
            let seconds = Bool.random(using: &generator) ? Int.random(in: 0 ... 4_102_444_800, using: &generator)
                : 978_307_200 + Int.random(in: -20_000_000 ... 20_000_000, using: &generator)
            let text = Date(timeIntervalSince1970: Double(seconds) + Double(Int.random(in: 0 ... 999, using: &generator)) / 1_000).formatted(style)
            let expected = try style.parse(text)
            if let date = MillisecondTimestamp.date(from: text) {
                XCTAssertEqual(date, expected, text)
                fast += 1
            }
            XCTAssertEqual(SuggestionsFile.date(from: text), expected, text)
            checked += 1
        }
        XCTAssertGreaterThan(fast, checked / 2)
        for text in ["2026-02-29T00:00:00.000Z", "2026-11-21T24:00:00.000Z", "2026-11-21T19:30:05Z", "2026-11-21T19:30:05.25Z"] {
            XCTAssertNil(MillisecondTimestamp.date(from: text), text)
        }
    }
}
