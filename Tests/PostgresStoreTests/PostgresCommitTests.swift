import Catalog
import Foundation
import PostgresStore
import TestSupport
import XCTest

/// A write is acknowledged only once the server committed it: a deferred constraint trigger that
/// raises at COMMIT turns each write into an error, and nothing is stored.
final class PostgresCommitTests: XCTestCase {
    func testASuggestionRefusedAtCommitIsAnErrorAndNotStored() throws {
        let fixture = try PostgresFixture()
        try fixture.cluster.refuseCommits(on: "suggestions", database: fixture.database)
        let error = storeError { try fixture.store().addSuggestion(PostgresFixture.echo) }
        XCTAssertEqual(error?.kind, .writeFailed, "\(String(describing: error))")
        XCTAssertEqual(error?.message, "The bookdir database at \(fixture.cluster.folder)/.s.PGSQL.5432 refused to suggest books: "
                       + "refused at commit by the test (SQLSTATE P0001).")
        XCTAssertEqual(try fixture.cluster.psql("SELECT count(*) FROM suggestions", database: fixture.database), "0")
    }

    func testEveryDecisionRefusedAtCommitIsAnErrorAndChangesNothing() throws {
        let fixture = try PostgresFixture()
        try fixture.store().addSuggestion(PostgresFixture.echo)
        try fixture.cluster.refuseCommits(on: "suggestions", database: fixture.database)
        let book = Book(id: "echo", title: "Echo", authors: ["Pam Muñoz Ryan"], category: .middleGrade, description: "A harmonica.")
        for decision in [ReviewDecision.reject(reason: "No."), .duplicate(bookID: "new-kid"), .accept(book)] {
            let error = storeError { try fixture.store().review("echo", decision, by: "ana") }
            XCTAssertEqual(error?.kind, .writeFailed, "\(decision): \(String(describing: error))")
            XCTAssertTrue(error?.message.contains("refused to review suggestions: refused at commit by the test") == true,
                          "\(String(describing: error))")
        }
        XCTAssertEqual(try fixture.store().loadSuggestions().map(\.status), [.pending])
        XCTAssertEqual(try fixture.store().loadBooks(), [PostgresFixture.book], "the accepted book went with the refused commit")
    }

    func testAnImportRefusedAtCommitIsAnErrorAndImportsNothing() throws {
        let fixture = try PostgresFixture()
        try fixture.cluster.refuseCommits(on: "books", database: fixture.database)
        let other = Book(id: "b", title: "B", authors: ["C"], category: .youngAdult, description: "D")
        let error = storeError { try fixture.store().importBooks([other]) }
        XCTAssertEqual(error?.kind, .writeFailed)
        XCTAssertTrue(error?.message.contains("refused to import books: refused at commit by the test") == true, "\(String(describing: error))")
        XCTAssertEqual(try fixture.store().loadBooks(), [PostgresFixture.book])
    }

    /// The same store works on after a refused commit (its connection was not left in a failed transaction).
    func testTheStoreWorksOnAfterARefusedCommit() throws {
        let fixture = try PostgresFixture()
        let store = try fixture.store()
        try fixture.cluster.refuseCommits(on: "suggestions", database: fixture.database)
        XCTAssertNotNil(storeError { try store.addSuggestion(PostgresFixture.echo) })
        try fixture.cluster.psql("DROP TRIGGER test_refuse_suggestions ON suggestions", database: fixture.database)
        XCTAssertEqual(try store.addSuggestion(PostgresFixture.echo), .stored(PostgresFixture.signed(PostgresFixture.echo)))
        XCTAssertEqual(try store.loadSuggestions(), [PostgresFixture.signed(PostgresFixture.echo)])
    }
}
