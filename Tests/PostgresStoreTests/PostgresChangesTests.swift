import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// A store that has read the catalog reads again only what changed since its revision
/// (migration 6): the rows written since, and the ids deleted since.
final class PostgresChangesTests: XCTestCase {
    private static func books(_ count: Int, from start: Int = 0) -> [Book] {
        (start ..< start + count).map { number in
            Book(id: "book-\(number)", title: "Book \(number)", authors: ["Author \(number % 17)"], category: .pictureBook,
                 description: "Number \(number).")
        }
    }

    /// Every kind of change by other sessions: each reload fetches the changed rows alone, and
    /// the catalog it gives is the one a whole read gives.
    func testAReloadFetchesOnlyWhatChangedAndEqualsAWholeRead() throws {
        let fixture = try PostgresFixture()
        try fixture.store().importBooks(Self.books(300))
        let app = try fixture.store(as: "test_reader")
        func reload(fetching rows: Int, _ message: String, line: UInt = #line) throws {
            let before = app.booksFetched
            let books = try app.loadBooks()
            XCTAssertEqual(app.booksFetched - before, rows, message, line: line)
            XCTAssertEqual(books, try fixture.store().loadBooks(), "\(message): the same as a whole read", line: line)
        }
        try reload(fetching: 301, "the first read is whole")
        try reload(fetching: 0, "nothing changed")
        func sql(_ statement: String) throws { try fixture.cluster.psql(statement, database: fixture.database) }

        try sql("UPDATE books SET title = title || ' (revised)' WHERE id IN ('book-7', 'book-200')")
        try reload(fetching: 2, "two books edited in place")
        try fixture.store().importBooks(Self.books(3, from: 300))
        try reload(fetching: 3, "three books added at the end")
        var again = Self.books(300)
        again[42].description = "Edited."
        again[43].fields[BookSchema.grades] = .range(1 ... 3)
        try fixture.store().importBooks(again)
        try reload(fetching: 4, "imported again: two books edited, the two revised above put back; the others keep their rows")
        try sql("DELETE FROM books WHERE id IN ('book-0', 'book-150')")
        try reload(fetching: 0, "two books deleted: only their ids are read")
        try sql("UPDATE books SET id = 'book-renamed' WHERE id = 'book-9'")
        try reload(fetching: 1, "a book renamed: the old id deleted, the row read")
        try sql("BEGIN; DELETE FROM books WHERE id = 'book-1'; INSERT INTO books (id, title, authors, category, description, match_key) "
                + "VALUES ('book-1', 'Again', '{A}', 'YA', 'D', 'again'); COMMIT")
        try reload(fetching: 1, "deleted and added again: at the end now")
        try sql("UPDATE books SET position = 0 WHERE id = 'book-299'")
        try reload(fetching: 1, "a book moved to the front")
        try sql("UPDATE books SET title = title WHERE false")
        try reload(fetching: 0, "a statement that changed no row")
        try sql("TRUNCATE books")
        try fixture.store().importBooks(Self.books(2, from: 1_000))
        try reload(fetching: 2, "emptied and two books imported")
        XCTAssertEqual(try app.loadBooks().map(\.id), ["book-1000", "book-1001"])
    }

    /// A notification of a change makes the watching app read the changed rows alone: a curator's
    /// accept adds one book, which is all the app fetches.
    func testANotifiedReloadFetchesTheChangedRowsAlone() throws {
        let fixture = try PostgresFixture()
        try fixture.store().importBooks(Self.books(500))
        let app = try fixture.store(as: "test_reader")
        XCTAssertEqual(try app.loadBooks().count, 501)
        let reloaded = XCTestExpectation(description: "the app reloads on the notification")
        reloaded.assertForOverFulfill = false
        let fetched = Fetched()
        let watch = app.watchChanges { change in
            guard change == .books else { return }
            // As the app does: the reload runs on a worker thread, not on the watch's task.
            Thread.detachNewThread {
                guard let books = try? app.loadBooks() else { return }
                fetched.set(app.booksFetched, books)
                reloaded.fulfill()
            }
        }
        defer { watch.cancel() }
        Thread.sleep(forTimeInterval: 0.5)
        let curator = try fixture.store(as: "test_curator")
        guard case .stored(let echo) = try curator.addSuggestion(PostgresFixture.echo) else { return XCTFail("stored") }
        let book = Book(id: "echo", title: "Echo", authors: ["Pam Muñoz Ryan"], category: .middleGrade, description: "A harmonica.")
        guard case .decided = try curator.review(echo.id, .accept(book), by: "Ana") else { return XCTFail("accepted") }
        XCTAssertEqual(XCTWaiter().wait(for: [reloaded], timeout: 5), .completed)
        let (count, books) = fetched.get()
        XCTAssertEqual(count, 502, "501 read whole, then the accepted book alone")
        XCTAssertEqual(books, try fixture.store().loadBooks())
        XCTAssertEqual(books.last, book)
    }

    /// A writer that waits for another's transaction takes the next number once that one commits,
    /// so a row is never stamped with a number a reader has already seen (and read past).
    func testWritersTakeNumbersInTheOrderTheyCommit() throws {
        let fixture = try PostgresFixture()
        func session(_ sql: String) throws -> Process {
            let psql = Process()
            psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            psql.arguments = ["psql", "-X", "-qAt", "-v", "ON_ERROR_STOP=1", "-h", fixture.cluster.folder, "-p", String(fixture.cluster.port),
                              "-U", "bookdir", "-d", fixture.database, "-c", sql]
            psql.standardOutput = FileHandle.nullDevice
            try psql.run()
            return psql
        }
        let first = try session("BEGIN; UPDATE books SET title = 'First' WHERE id = 'new-kid'; SELECT pg_sleep(1.5); COMMIT")
        Thread.sleep(forTimeInterval: 0.5)
        let second = try session("INSERT INTO books (id, title, authors, category, description, match_key) VALUES ('late', 'Late', '{A}', 'YA', 'D', 'late')")
        first.waitUntilExit()
        second.waitUntilExit()
        XCTAssertEqual([first.terminationStatus, second.terminationStatus], [0, 0])
        XCTAssertEqual(try fixture.cluster.psql("""
            SELECT (SELECT revision FROM books WHERE id = 'late') > (SELECT revision FROM books WHERE id = 'new-kid'),
                   (SELECT revision FROM books WHERE id = 'late') = (SELECT revision FROM catalog_revision)
            """, database: fixture.database), "t|t")
    }

    /// Another database at the same address (made again: another epoch) is read whole.
    func testAnotherDatabaseIsReadWhole() throws {
        let fixture = try PostgresFixture()
        let app = try fixture.store(as: "test_reader")
        XCTAssertEqual(try app.loadBooks(), [PostgresFixture.book])
        try fixture.cluster.psql("UPDATE catalog_revision SET epoch = 'another', revision = revision + 5", database: fixture.database)
        try fixture.store().importBooks(Self.books(2))
        XCTAssertEqual(try app.loadBooks(), [PostgresFixture.book] + Self.books(2))
        XCTAssertEqual(app.booksFetched, 1 + 3)
    }
}

/// What a watch's handler saw, read from the test's thread.
private final class Fetched: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var books: [Book] = []

    func set(_ count: Int, _ books: [Book]) { lock.withLock { (self.count, self.books) = (count, books) } }
    func get() -> (Int, [Book]) { lock.withLock { (count, books) } }
}
