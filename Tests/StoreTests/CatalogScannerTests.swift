import Catalog
import CatalogGenerator
import Foundation
@testable import Store
import TestSupport
import XCTest
import Support

/// The byte-level reading of a catalog (``CatalogScanner``) gives exactly what the syntax checker
/// and `JSONDecoder` give: the same books, or, for anything out of its plain form, the general
/// path's result and message.
final class CatalogScannerTests: XCTestCase {
    private let file = VersionedJSONFile(path: "/tmp/books.json", label: "The catalog", fixAdvice: "Fix it.", readAdvice: "Read it.")

    /// The fast and the general path agree on `text`: the same books, or the same error.
    private func assertBothPathsAgree(_ text: String, scanned: Bool, file line: UInt = #line) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(CatalogScanner.scan(bytes, record: { _, _ in }) != nil, scanned, "scanned: \(text.prefix(200))", line: line)
        assertTheGeneralPathAgrees(bytes, line: line)
    }

    /// The fast path (on two threads from `splitSize` bytes on) and the general path give the same
    /// books for `bytes`, or the same message.
    private func assertTheGeneralPathAgrees(_ bytes: [UInt8], splitSize: Int = CatalogFile.defaultSplitSize, line: UInt) {
        let fast = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file, splitSize: splitSize) }
        let general = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file, scanning: false) }
        switch (fast, general) {
        case (.success(let fastBooks), .success(let generalBooks)):
            XCTAssertEqual(fastBooks, generalBooks, line: line)
        case (.failure(let fastError), .failure(let generalError)):
            XCTAssertEqual(fastError.message, generalError.message, line: line)
        default:
            XCTFail("the paths disagree: \(fast) against \(general)", line: line)
        }
    }

    func testGeneratedAndBundledCatalogsReadTheSameBothWays() throws {
        assertBothPathsAgree(String(decoding: CatalogWriter.catalogBytes(CatalogGenerator.books(count: 2000, seed: 21)), as: UTF8.self), scanned: true)
        let bundled = try String(contentsOf: JSONBookStore.bundledCatalogURL, encoding: .utf8)
        assertBothPathsAgree(bundled, scanned: true)
    }

    func testEscapesSurrogatePairsAndVersionOneReadTheSameBothWays() {
        let books = """
            {"version": 1, "books": [{"id": "a", "title": "Q \\"x\\" \\\\ \\/ \\b\\f\\n\\r\\t \\u00e9 \\u0000 \\ud83d\\ude00 \\u202E é 日本",
              "author": "Ann and Bo", "category": "PB", "description": "d", "year": 2001, "isbn": "978-0-14-032872-1"}],
              "version2": 3}
            """
        assertBothPathsAgree(books.replacingOccurrences(of: ",\n  \"version2\": 3", with: ""), scanned: true)
        assertBothPathsAgree(books, scanned: false)
    }

    func testAnythingOutOfThePlainFormTakesTheGeneralPathWithItsMessage() {
        let book = #"{"id": "a", "title": "T", "authors": ["A"], "category": "PB", "description": "D", "year": 2001}"#
        func catalog(_ book: String, version: String = "2") -> String { #"{"version": \#(version), "books": [\#(book)]}"# }
        let cases = [
            "\u{FEFF}" + catalog(book),
            catalog(book.replacingOccurrences(of: "2001", with: "null")),
            catalog(book.replacingOccurrences(of: "2001", with: "2001.0")),
            catalog(book.replacingOccurrences(of: "2001", with: "1e999")),
            catalog(book.replacingOccurrences(of: "2001", with: "02001")),
            catalog(book.replacingOccurrences(of: "2001", with: "\"2001\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"T\", \"title\": \"U\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"T\", \"extra\": 1")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"\\ud800\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"a\u{1}b\"")),
            catalog(book.replacingOccurrences(of: "\"T\"", with: "\"\\x\"")),
            catalog(book.replacingOccurrences(of: ", \"year\": 2001", with: "")).replacingOccurrences(of: "\"id\": \"a\", ", with: ""),
            catalog(book) + " x",
            catalog(book, version: "3"),
            catalog(book, version: "1"),
            catalog(book + "," + book),
            String(catalog(book).dropLast()),
        ]
        for text in cases {
            assertBothPathsAgree(text, scanned: text == catalog(book, version: "3") || text == catalog(book, version: "1")
                                 || text == catalog(book + "," + book))
        }
    }

    func testKeysAreToldByTheirExactBytesAndAnyOtherSpellingTakesTheGeneralPath() {
        // Every member name of the plain form, in books, awards and the document, read by the scan.
        let plain = #"{"version": 2, "books": [{"id": "a", "title": "T", "authors": ["A"], "illustrators": ["I"], "category": "PB", "#
            + #""description": "D", "year": 2001, "isbn": "978-0-14-032872-1", "communities": ["black"], "#
            + #""awards": [{"award": "Caldecott Medal", "year": 2002, "level": "honor"}]}]}"#
        assertBothPathsAgree(plain, scanned: true)
        // A key escaped, cut short, run on, cased otherwise, empty, or one name's length with
        // another's bytes: left to the general path, which gives the same books or message.
        for (name, spelling) in [("title", #"\u0074itle"#), ("title", "titl"), ("title", "titles"), ("title", "Title"), ("year", ""),
                                 ("isbn", "year"), ("authors", "authorz"), ("award", "level"), ("version", "versio")] {
            assertBothPathsAgree(plain.replacingOccurrences(of: "\"\(name)\":", with: "\"\(spelling)\":"), scanned: false)
        }
        XCTAssertEqual(CatalogMemberName.allCases.map { name in Array(name.rawValue.utf8).withUnsafeBufferPointer { CatalogMemberName($0) } },
                       CatalogMemberName.allCases.map { $0 })
        XCTAssertNil([UInt8]().withUnsafeBufferPointer { CatalogMemberName($0) })
    }

    func testExactCodesFindEveryCodeByItsBytesAndNothingElse() {
        let names = AwardName.allCases.map(\.rawValue) + Community.allCases.map(\.rawValue) + ["", "a", "ab", "ba"]
        let codes = ExactCodes(names.enumerated().map { ($0.offset, $0.element) })
        func lookUp(_ text: String) -> Int? { Array(text.utf8).withUnsafeBufferPointer { codes.value(of: $0) } }
        for (place, name) in names.enumerated() { XCTAssertEqual(lookUp(name), place, name) }
        for other in ["b", "abc", "Black", "blac", "blackk", "Caldecott medal", "Coretta Scott \u{212A}ing Author Award", " a", "a ",
                      String(repeating: "x", count: 200)] {
            XCTAssertNil(lookUp(other), other)
        }
        XCTAssertNil(ExactCodes<Int>([(1, "x")]).value(of: UnsafeBufferPointer(start: nil, count: 0)))
        XCTAssertEqual(ExactCodes<Int>([(1, "")]).value(of: UnsafeBufferPointer(start: nil, count: 0)), 1)
    }

    func testABrokenRuleIsReportedOnlyWhenTheWholeFileIsInThePlainForm() {
        let bad = #"{"id": "a", "title": "T", "authors": ["A"], "category": "XX", "description": "D"}"#
        let good = #"{"id": "b", "title": "T", "authors": ["A"], "category": "PB", "description": "D"}"#
        assertBothPathsAgree(#"{"version": 2, "books": [\#(bad), \#(good)]}"#, scanned: true)
        assertBothPathsAgree(#"{"version": 2, "books": [\#(bad), \#(good), }"#, scanned: false)
        assertBothPathsAgree(#"{"version": 2, "books": [\#(good), \#(good)]}"#, scanned: true)
        assertBothPathsAgree(#"{"books": [\#(good)], "version": 2}"#, scanned: false)
    }

    func testInvalidUTF8IsLeftToTheGeneralPath() {
        var bytes = Array(#"{"version": 2, "books": [{"id": "a", "title": "T"#.utf8)
        bytes += [0xED, 0xA0, 0x80]
        bytes += Array(#"", "authors": ["A"], "category": "PB", "description": "D"}]}"#.utf8)
        XCTAssertNil(CatalogScanner.scan(bytes, record: { _, _ in }))
        XCTAssertThrowsError(try CatalogFile.books(from: bytes, file: file))
    }
    // MARK: - Books packed from the file's bytes

    /// The packed bytes of each book: what the caches store, so the two paths must agree on them
    /// exactly, not only as `==` (which holds canonically equivalent text equal).
    private func packed(_ books: [Book]) -> [[UInt8]] {
        books.map { $0.withPackedBytes { Array($0) } }
    }

    /// Whether each book of `text` (a version 2 catalog) is packed straight from the file's bytes,
    /// in order; the general path's books or message are what the fast path gives, byte for byte.
    private func straightFromTheBytes(_ text: String, line: UInt = #line) -> [Bool] {
        let bytes = Array(text.utf8)
        var straight: [Bool] = []
        var parts = BookParts()
        _ = CatalogScanner.scan(bytes) { version, scanned in straight.append(scanned.fill(&parts, version: version)) }
        let fast = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file) }
        let general = Result { () throws(BookStoreError) in try CatalogFile.books(from: bytes, file: file, scanning: false) }
        switch (fast, general) {
        case (.success(let fastBooks), .success(let generalBooks)):
            XCTAssertEqual(packed(fastBooks), packed(generalBooks), line: line)
        case (.failure(let fastError), .failure(let generalError)):
            XCTAssertEqual(fastError.message, generalError.message, line: line)
        default:
            XCTFail("the paths disagree: \(fast) against \(general)", line: line)
        }
        return straight
    }

    func testPlainBooksArePackedStraightFromTheFileByteForByteAsTheGeneralPathPacksThem() throws {
        let generated = String(decoding: CatalogWriter.catalogBytes(CatalogGenerator.books(count: 3000, seed: 33)), as: UTF8.self)
        XCTAssertEqual(Set(straightFromTheBytes(generated)), [true])
        let bundled = try String(contentsOf: JSONBookStore.bundledCatalogURL, encoding: .utf8)
        let straight = straightFromTheBytes(bundled)
        XCTAssertGreaterThan(straight.count, 600)
        XCTAssertEqual(Set(straight), [true], "every bundled book is plain")
        // On two threads, too.
        let bytes = Array(generated.utf8)
        XCTAssertEqual(packed(try CatalogFile.books(from: bytes, file: file, splitSize: 0)),
                       packed(try CatalogFile.books(from: bytes, file: file, scanning: false)))
    }

    func testEveryBookNotPlainlyKeepingTheRulesTakesTheGeneralChecksWithTheirResult() {
        func book(_ fields: String, id: String = "b") -> String {
            #"{"id": "\#(id)", "title": "T", "authors": ["A"], "category": "PB", "description": "D", \#(fields)}"#
        }
        func catalog(_ books: [String], version: Int = 2) -> String {
            #"{"version": \#(version), "books": [\#(books.joined(separator: ", "))]}"#
        }
        let plain = book(#""year": 2001"#, id: "a")
        // Each: a book the fast path packs (true) or leaves to the general checks (false); either
        // way the books or the message are the general path's.
        let cases: [(String, Bool)] = [
            (book(#""year": 2001, "isbn": "978-0-14-032872-1", "illustrators": ["I", "J"]"#), true),
            (book(#""communities": ["multiracial", "black", "black", "east-asian"]"#), true),
            (book(#""year": 2001, "awards": [{"award": "Caldecott Medal", "year": 2002, "level": "honor"}, {"level": "winner", "year": 2001, "award": "Newbery Medal"}]"#), true),
            (book(#""awards": [{"award": "Coretta Scott King Author Award", "year": 1450, "level": "winner"}]"#), true),
            (#"{"id": "b", "title": "\u00c9t\u00e9 \"quoted\" \ud83c\udf19", "authors": ["Pe\u00f1a", "Zo\u0065\u0308"], "category": "YA", "description": "Tab\tand\nline \\ \/"}"#, true),
            (#"{"id": "b", "title": "Été", "authors": ["Ōe", "日本"], "category": "MG", "description": "¡Sí!", "illustrators": ["Ñ"]}"#, true),
            (#"{"id": "b", "title": "\u3000", "authors": ["A"], "category": "PB", "description": "D"}"#, false),
            (#"{"id": "b", "title": "T", "authors": ["\u00a0 "], "category": "PB", "description": "D"}"#, false),
            (#"{"id": "b", "title": "T", "authors": ["A"], "illustrators": [" "], "category": "PB", "description": "D"}"#, false),
            (#"{"id": " ", "title": "T", "authors": ["A"], "category": "PB", "description": "D"}"#, false),
            (#"{"id": "b", "title": "T", "authors": ["A"], "category": "PB", "description": "\n"}"#, false),
            (#"{"id": "b", "title": "T", "authors": [], "category": "PB", "description": "D"}"#, false),
            (#"{"id": "b", "title": "T", "author": "A and B", "category": "PB", "description": "D"}"#, false),
            (book(#""year": 1449"#), false),
            (book(#""year": 2001, "isbn": "9780140328722""#), false),
            (book(#""isbn": "97801403287２1""#), false),
            (book(#""isbn": "978 0 14 032872 1""#), true),
            (book(#""communities": ["Black"]"#), false),
            (book(#""communities": ["martian"]"#), false),
            (book(#""awards": [{"award": "Caldecott", "year": 2002, "level": "honor"}]"#), false),
            (book(#""awards": [{"award": "Caldecott Medal", "year": 2002, "level": "Honor"}]"#), false),
            (book(#""year": 2003, "awards": [{"award": "Caldecott Medal", "year": 2002, "level": "honor"}]"#), false),
            // Spelled so that Swift holds it equal to a known name (a Kelvin sign for K): accepted
            // by the general path's checks, as it always was.
            (book(#""awards": [{"award": "Coretta Scott \u212Aing Author Award", "year": 2002, "level": "winner"}]"#), false),
            (#"{"id": "b", "title": "T", "authors": ["A"], "category": "pb", "description": "D"}"#, false),
            (#"{"id": "b", "title": "T", "authors": ["A"], "category": "XX", "description": "D"}"#, false),
        ]
        for (text, isStraight) in cases {
            XCTAssertEqual(straightFromTheBytes(catalog([plain, text])), [true, isStraight], text)
        }
        // Version 1 books are made by the general path (their author line is split into people).
        XCTAssertEqual(straightFromTheBytes(catalog([#"{"id": "a", "title": "T", "author": "A and B", "category": "PB", "description": "D"}"#], version: 1)), [false])
    }

    // MARK: - On two threads

    /// Read on two threads (`splitSize` 0: every file), `text` gives what the general path gives:
    /// the same books, or the same message.
    private func assertTwoThreadsAgree(_ text: String, file line: UInt = #line) {
        assertTheGeneralPathAgrees(Array(text.utf8), splitSize: 0, line: line)
    }

    private func generatedCatalog(_ count: Int = 400) -> String {
        String(decoding: CatalogWriter.catalogBytes(CatalogGenerator.books(count: count, seed: 5)), as: UTF8.self)
    }

    func testTheSecondThreadStartsAtABookNearTheMiddleAndReadsToTheEndOfTheList() throws {
        let bytes = Array(generatedCatalog().utf8)
        let start = try XCTUnwrap(CatalogScanner.splitPoint(in: bytes))
        XCTAssertGreaterThanOrEqual(start, bytes.count / 2)
        XCTAssertEqual(bytes[start], UInt8(ascii: "{"))
        var ids: [String] = []
        let end = CatalogScanner.scanBooks(bytes, from: start) { scanned in
            ids.append(scanned.record.id)
            return true
        }
        XCTAssertEqual(end, bytes.count - 2, "just after the list's ] (then } and a line break)")
        let books = try CatalogFile.books(from: bytes, file: file, scanning: false)
        XCTAssertEqual(Array(books.suffix(ids.count).map(\.id)), ids)
        XCTAssertGreaterThan(ids.count, 150)
        XCTAssertLessThan(ids.count, 250)
    }

    func testACatalogReadOnTwoThreadsGivesTheBooksInOrder() throws {
        assertTwoThreadsAgree(generatedCatalog())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let awarded = CatalogGenerator.books(count: 60, seed: 9).enumerated().map { position, book -> Book in
            var book = book
            book.year = 2001
            // Pretty-printed award lists put a line break between awards too: a place that looks like a book.
            book.awards = position % 2 == 0 ? [Award(.newbery, year: 2002, level: .winner), Award(.caldecott, year: 2003, level: .honor)] : []
            return book
        }
        let pretty = String(decoding: try encoder.encode(["books": awarded]), as: UTF8.self)
            .replacingOccurrences(of: "{\n  \"books\"", with: "{\n  \"version\": 2,\n  \"books\"")
        assertTwoThreadsAgree(pretty)
        XCTAssertEqual(try CatalogFile.books(from: Array(pretty.utf8), file: file, splitSize: 0), awarded)
    }

    func testAFaultInTheSecondHalfIsReportedAsTheSinglePassReportsIt() {
        let text = generatedCatalog()
        let lines = text.components(separatedBy: "\n")
        let late = lines.count * 3 / 4
        let first = lines[1]
        let idOfFirst = first.components(separatedBy: "\"")[3]
        func changed(_ line: Int, _ change: (String) -> String) -> String {
            var copy = lines
            copy[line] = change(copy[line])
            return copy.joined(separator: "\n")
        }
        let faults = [
            changed(late) { $0.replacingOccurrences(of: "\"category\":\"", with: "\"category\":\"X") },
            changed(late) { $0.replacingOccurrences(of: "\"description\":\"", with: "\"description\":\"  \",\"x\":\"") },
            changed(late) { $0.replacingOccurrences(of: "\"year\":", with: "\"year\":null,\"y\":") },
            changed(late) { line in line.replacingOccurrences(of: line.components(separatedBy: "\"")[3], with: idOfFirst) },
            changed(late) { line in line.replacingOccurrences(of: line.components(separatedBy: "\"")[3], with: lines[late + 1].components(separatedBy: "\"")[3]) },
            // The same id in each share, composed in one and decomposed in the other; twice in the
            // second share, far apart.
            changed(late) { line in line.replacingOccurrences(of: line.components(separatedBy: "\"")[3], with: "caf\u{E9}-1") }
                .replacingOccurrences(of: "\"id\":\"\(idOfFirst)\"", with: "\"id\":\"cafe\u{301}-1\""),
            changed(late) { line in line.replacingOccurrences(of: line.components(separatedBy: "\"")[3], with: lines[lines.count - 3].components(separatedBy: "\"")[3]) },
            changed(late) { $0.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\u0041\u{E9}\\n") },
            changed(late) { $0 + " ]" },
            changed(lines.count / 2 + 1) { $0.replacingOccurrences(of: "\"communities\":[", with: "\"communities\":[\"martian\",") },
        ]
        for text in faults { assertTwoThreadsAgree(text) }
    }

    func testWorkAlongsideTheReadingRunsOnceWhicheverWayTheCatalogIsRead() throws {
        let good = Array(generatedCatalog().utf8)
        let lines = generatedCatalog().components(separatedBy: "\n")
        var faulty = lines
        faulty[lines.count * 3 / 4] = faulty[lines.count * 3 / 4].replacingOccurrences(of: "\"category\":\"", with: "\"category\":\"X")
        let badLate = Array(faulty.joined(separator: "\n").utf8)
        let notPlain = Array(("\u{FEFF}" + generatedCatalog()).utf8)
        for (name, bytes, splitSize, scanning) in [("one thread", good, CatalogFile.defaultSplitSize, true), ("two threads", good, 0, true),
                                                   ("a fault late", badLate, 0, true), ("not plain", notPlain, 0, true),
                                                   ("general path", good, 0, false)] {
            let runs = Counter()
            let books = Result { () throws(BookStoreError) in
                try CatalogFile.books(from: bytes, file: file, scanning: scanning, splitSize: splitSize, alongside: { runs.add() })
            }
            XCTAssertEqual(runs.value, 1, name)
            XCTAssertEqual(try? books.get().count, bytes == badLate ? nil : 400, name)
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    func testManyLoadsOnDispatchWorkersAtOnceEachSplitAndFinish() throws {
        // Each load waits for its second thread: started on a thread of its own, it runs even when
        // every Dispatch worker is such a waiting load. (Started on a Dispatch queue, it waited
        // until Dispatch noticed its stalled workers: these loads took 15 s instead of milliseconds.)
        let bytes = Array(generatedCatalog(200).utf8)
        let expected = try CatalogFile.books(from: bytes, file: file, scanning: false)
        let loads = 16
        let results = LoadResults(count: loads)
        let finished = DispatchGroup()
        let file = self.file
        for load in 0 ..< loads {
            DispatchQueue.global().async(group: finished) {
                let books = try? CatalogFile.books(from: bytes, file: file, splitSize: 0)
                results.set(load, books)
            }
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "every load finished without a stall")
        for load in 0 ..< loads { XCTAssertEqual(results.get(load), expected, "load \(load)") }
    }

    private final class LoadResults: @unchecked Sendable {
        private let lock = NSLock()
        private var books: [[Book]?]
        init(count: Int) { books = Array(repeating: nil, count: count) }
        func set(_ load: Int, _ value: [Book]?) { lock.withLock { books[load] = value } }
        func get(_ load: Int) -> [Book]? { lock.withLock { books[load] } }
    }
}
