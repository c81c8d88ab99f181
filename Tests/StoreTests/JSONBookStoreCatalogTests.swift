import Foundation
import XCTest
@testable import Catalog
@testable import Search
@testable import Store
import TestSupport

final class JSONBookStoreCatalogTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let snowyDay = #"{"id": "the-snowy-day", "title": "The Snowy Day", "author": "Ezra Jack Keats", "category": "PB", "description": "Peter explores the snow.", "year": 1962, "isbn": "9780140501827"}"#
    private let newKid = #"{"id": "new-kid", "title": "New Kid", "author": "Jerry Craft", "category": "MG", "description": "Jordan starts at a new school."}"#

    private func catalog(_ books: [String], version: String = "1") -> String {
        "{\n  \"version\": \(version),\n  \"books\": [\n    " + books.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    private func store(catalog text: String) throws -> (JSONBookStore, String) {
        let url = try folder.write(text, to: "books.json")
        return (JSONBookStore(catalogURL: url, dataDirectory: folder.file("data")), url.path)
    }

    private func loadError(_ store: JSONBookStore) -> BookStoreError? {
        do {
            _ = try store.loadBooks()
            return nil
        } catch {
            return error
        }
    }

    private let fixAdvice = "Fix the file or point bookdir at another catalog with --catalog PATH."

    func testLoadsTheBooksInFileOrder() throws {
        let (store, _) = try store(catalog: catalog([snowyDay, newKid]))
        XCTAssertEqual(try store.loadBooks(), [
            Book(id: "the-snowy-day", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                 description: "Peter explores the snow.", year: 1962, isbn: "9780140501827"),
            Book(id: "new-kid", title: "New Kid", author: "Jerry Craft", category: .middleGrade,
                 description: "Jordan starts at a new school."),
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("data").path), "reading creates no data folder")
    }

    func testTheBundledCatalogLoads() throws {
        let url = JSONBookStore.bundledCatalogURL
        XCTAssertEqual(url.lastPathComponent, "books.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        XCTAssertNoThrow(try JSONBookStore(catalogURL: url, dataDirectory: folder.url).loadBooks())
    }

    func testAMissingCatalogIsUnreadable() {
        let path = folder.file("nowhere.json").path
        let store = JSONBookStore(catalogURL: URL(fileURLWithPath: path), dataDirectory: folder.url)
        XCTAssertEqual(loadError(store), BookStoreError(
            kind: .unreadable, path: path,
            message: "The catalog cannot be read: No such file or directory (\(path)). Check the path and its permissions, or point bookdir at another catalog with --catalog PATH."
        ))
    }

    func testAFolderIsNotACatalog() {
        let store = JSONBookStore(catalogURL: folder.url, dataDirectory: folder.file("data"))
        XCTAssertEqual(loadError(store)?.kind, .unreadable)
        XCTAssertEqual(loadError(store)?.message, "The catalog cannot be read: it is not a regular file (\(folder.url.path)). Check the path and its permissions, or point bookdir at another catalog with --catalog PATH.")
    }

    func testInvalidJSONNamesTheLineAndColumn() throws {
        let (store, path) = try store(catalog: "{\n  \"version\": 1,\n  \"books\": [\n    {\"id\": \"a\",, \"title\": \"T\"}\n  ]\n}\n")
        XCTAssertEqual(loadError(store), BookStoreError(
            kind: .corrupt(line: 4, column: 16), path: path,
            message: "The catalog is not valid JSON (line 4, column 16): expected a key in double quotes but found \",\" (\(path)). \(fixAdvice)"
        ))
    }

    func testAnotherVersionIsUnsupported() throws {
        let (store, path) = try store(catalog: #"{"version": 99, "shelves": {}}"#)
        XCTAssertEqual(loadError(store), BookStoreError(
            kind: .unsupportedVersion(99), path: path,
            message: "The catalog has version 99, but this bookdir reads versions 1 to 2 (\(path)). \(fixAdvice)"
        ))
    }

    func testAWrongShapeSaysWhereAndWhat() throws {
        let cases: [(String, String)] = [
            ("[]", "the whole file should be an object { … }"),
            (#"{"books": []}"#, "the whole file has no \"version\" field"),
            (#"{"version": "1", "books": []}"#, "the \"version\" field should be a whole number"),
            (#"{"version": 1}"#, "the whole file has no \"books\" field"),
            (catalog([snowyDay, #"{"id": "x", "author": "A", "category": "PB", "description": "D"}"#]), "book 2 has no \"title\" field"),
            (catalog([#"{"id": "x", "title": "T", "author": "A", "category": "PB", "description": "D", "year": "1999"}"#]),
             "the \"year\" field of book 1 should be a whole number"),
            (catalog([#"{"id": "x", "title": null, "author": "A", "category": "PB", "description": "D"}"#]),
             "the \"title\" field of book 1 is null but should be a string"),
        ]
        for (text, problem) in cases {
            let (store, path) = try store(catalog: text)
            XCTAssertEqual(loadError(store), BookStoreError(
                kind: .corrupt(line: nil, column: nil), path: path,
                message: "The catalog is not in the expected form: \(problem) (\(path)). \(fixAdvice)"
            ), text)
        }
    }

    func testAnUnknownCategoryNamesTheBookAndTheCode() throws {
        let unknown = #"{"id": "odd-one", "title": "T", "author": "A", "category": "XX", "description": "D"}"#
        let (store, path) = try store(catalog: catalog([snowyDay, unknown]))
        XCTAssertEqual(loadError(store), BookStoreError(
            kind: .unknownCategory("XX"), path: path,
            message: "The catalog gives the book \"odd-one\" (book 2, line 5, column 64) the category code \"XX\", which is none of PB, CB, MG or YA (\(path)). \(fixAdvice)"
        ))
    }

    func testADuplicateIDNamesBothPlaces() throws {
        let (store, path) = try store(catalog: catalog([snowyDay, newKid, snowyDay]))
        XCTAssertEqual(loadError(store), BookStoreError(
            kind: .duplicateID("the-snowy-day"), path: path,
            message: "The catalog lists the id \"the-snowy-day\" twice (books 1 and 3, line 6, column 12); give each book its own id (\(path)). \(fixAdvice)"
        ))
    }

    func testIDsWrittenDifferentlyButEqualAsTextAreDuplicates() throws {
        // The Kelvin sign is the letter K, and é is one character written as one scalar or two:
        // bookdir tells books apart by id as Swift compares text, so these are the same id twice.
        for (first, second) in [("K", "\\u212A"), ("caf\\u00e9", "cafe\\u0301"), ("\\u212Aaf\\u00e9", "Kafe\\u0301")] {
            let one = #"{"id": "\#(first)", "title": "T", "author": "A", "category": "PB", "description": "D"}"#
            let two = #"{"id": "\#(second)", "title": "U", "author": "B", "category": "PB", "description": "E"}"#
            let (store, _) = try store(catalog: catalog([one, newKid, two]))
            let error = try XCTUnwrap(loadError(store), "\(first) and \(second)")
            guard case .duplicateID = error.kind else { return XCTFail("\(first) and \(second): \(error)") }
            XCTAssertTrue(error.message.contains("twice (books 1 and 3, line 6"), error.message)
        }
        // Ids that differ as text are two books.
        let one = #"{"id": "cafe", "title": "T", "author": "A", "category": "PB", "description": "D"}"#
        let two = #"{"id": "caf\u00e9", "title": "U", "author": "B", "category": "PB", "description": "E"}"#
        let (store, _) = try store(catalog: catalog([one, two]))
        XCTAssertEqual(try store.loadBooks().map(\.id), ["cafe", "café"])
    }

    func testBlankFieldsAndBadISBNsAreInvalidEntries() throws {
        let cases: [(String, String)] = [
            (#"{"id": " ", "title": "T", "author": "A", "category": "PB", "description": "D"}"#,
             "has a blank id for book 2 (line 5, column 12)"),
            (#"{"id": "x", "title": "T", "author": "  ", "category": "PB", "description": "D"}"#,
             "gives the book \"x\" (book 2, line 5, column 41) a blank author"),
            (#"{"id": "x", "title": "T", "author": "A", "category": "PB", "description": "\n"}"#,
             "gives the book \"x\" (book 2, line 5, column 79) a blank description"),
            (#"{"id": "x", "title": "", "author": "A", "category": "PB", "description": "D"}"#,
             "gives the book \"x\" (book 2, line 5, column 26) a blank title"),
            (#"{"id": "x", "title": "T", "author": "A", "category": "PB", "description": "D", "isbn": "9780140501828"}"#,
             "gives the book \"x\" (book 2, line 5, column 92) the ISBN \"9780140501828\", which fails the ISBN-13 check; correct it or remove the isbn field"),
        ]
        for (book, problem) in cases {
            let (store, path) = try store(catalog: catalog([newKid, book]))
            XCTAssertEqual(loadError(store), BookStoreError(
                kind: .invalidEntry, path: path, message: "The catalog \(problem) (\(path)). \(fixAdvice)"
            ), book)
        }
    }

    func testAnUnchangedCatalogIsServedFromTheCache() throws {
        let (store, _) = try store(catalog: catalog([snowyDay, newKid]))
        let first = try store.loadBooks()
        let second = try store.loadBooks()
        // A cache hit hands back the very same array storage; a fresh parse would allocate anew.
        XCTAssertEqual(first.withUnsafeBufferPointer { $0.baseAddress }, second.withUnsafeBufferPointer { $0.baseAddress })
    }

    func testAChangedCatalogIsReadAgain() throws {
        let (store, _) = try store(catalog: catalog([snowyDay, newKid]))
        let before = try store.loadBooks()
        XCTAssertEqual(before.map(\.id), ["the-snowy-day", "new-kid"])

        // Replaced by a rename (a new inode), as editors and atomic writers do.
        try Data(catalog([newKid]).utf8).write(to: folder.file("books.json"), options: .atomic)
        XCTAssertEqual(try store.loadBooks().map(\.id), ["new-kid"])

        // Rewritten in place with the same size: the change time still differs.
        let sameSize = catalog([newKid]).replacingOccurrences(of: "New Kid", with: "Old Kid")
        let handle = try FileHandle(forWritingTo: folder.file("books.json"))
        try handle.write(contentsOf: Data(sameSize.utf8))
        try handle.close()
        XCTAssertEqual(try store.loadBooks().map(\.title), ["Old Kid"])

        // Broken, then mended: the error is reported and not cached.
        try Data("{".utf8).write(to: folder.file("books.json"))
        XCTAssertEqual(loadError(store)?.kind, .corrupt(line: 1, column: 2))
        try Data(catalog([snowyDay]).utf8).write(to: folder.file("books.json"))
        XCTAssertEqual(try store.loadBooks().map(\.id), ["the-snowy-day"])
    }

    func testEveryTruncationOfACatalogIsATypedErrorAndLeavesTheFileAlone() throws {
        let full = Array(catalog([snowyDay, newKid]).utf8)
        let url = folder.file("books.json")
        let store = JSONBookStore(catalogURL: url, dataDirectory: folder.file("data"))
        for length in 0..<full.count - 1 {
            let bytes = Array(full[0..<length])
            try Data(bytes).write(to: url)
            guard case .corrupt(let line, let column)? = loadError(store)?.kind else {
                return XCTFail("a catalog cut at byte \(length) gave \(String(describing: loadError(store)))")
            }
            XCTAssertNotNil(line)
            XCTAssertNotNil(column)
            XCTAssertEqual(try Data(contentsOf: url), Data(bytes))
        }
    }
}
