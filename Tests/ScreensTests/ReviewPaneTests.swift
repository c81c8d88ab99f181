import Catalog
import Foundation
import Search
import Screens
import Widgets
import ViewModels
import TestSupport
import XCTest

/// The Review pane's goldens, and other processes' changes reaching every pane without a key.
extension PaneGoldenTests {
    static func reviewStore() -> FakeBookStore {
        FakeBookStore(books: ScreensFixture.books, suggestions: [
            Suggestion(id: "s1", title: "Robert'); DROP TABLE books;--", author: "Bobby Tables", category: .middleGrade,
                       createdAt: Date(timeIntervalSince1970: 100), suggestedBy: "lee"),
            Suggestion(id: "s2", title: "Freedom Summer", author: "Deborah Wiles", category: .pictureBook,
                       createdAt: Date(timeIntervalSince1970: 200)),
            Suggestion(id: "s0", title: "Sulwe", author: "Lupita Nyong'o", category: .pictureBook,
                       createdAt: Date(timeIntervalSince1970: 50), status: .rejected(reason: "Out of print")),
        ])
    }

    func testReviewListsThePendingSuggestions() {
        assertGolden("ReviewList", store: Self.reviewStore()) { harness in
            harness.press(.character("5"), .down)
        }
    }

    func testReviewFormSaysWhatToFixAndKeepsTheTyping() {
        assertGolden("ReviewFormInvalid", store: Self.reviewStore()) { harness in
            harness.press(.character("5"), .enter)
            harness.press(.tab, .tab)
            harness.type("12x")
            harness.press(.tab, .tab, .tab, .tab, .enter, .enter)
        }
    }

    func testReviewAcceptedSaysSoAndTheListShrinks() {
        assertGolden("ReviewAccepted", store: Self.reviewStore()) { harness in
            harness.press(.character("5"), .enter)
            harness.type("A boy and a table.")
            harness.press(.tab, .tab, .tab, .tab, .tab, .enter)
        }
    }

    func testReviewIsReadOnlyWithoutTheReviewAbility() {
        let store = Self.reviewStore()
        store.storeAbilities = [.browse, .suggest]
        assertGolden("ReviewReadOnly", store: store) { harness in
            harness.press(.character("5"))
        }
    }

    /// Issue 33, item 15: the form's first field asks who is deciding, prefilled with the login
    /// name; the decision is signed with what it holds, and the name is saved with the app's
    /// state and given back to the next launch's form.
    func testReviewFormAsksWhoIsDecidingAndRemembersIt() throws {
        let store = Self.reviewStore()
        let harness = ScreensHarness(store: store, userName: "ana")
        harness.press(.character("5"), .enter)
        XCTAssertTrue(harness.frame().lines.contains { $0.contains("  Decided by:   ana") }, GoldenScreen.framed(harness.frame()))
        harness.press(.up, .up, .up, .up, .control("u"))
        harness.type("Bea Moreno")
        XCTAssertEqual(harness.root.reviewScreen.focus, .decidedBy)
        harness.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down)
        harness.type("Out of print")
        harness.press(.tab, .enter)
        let decided = try XCTUnwrap(store.suggestions.first { $0.id == "s1" })
        XCTAssertEqual(decided.status, .rejected(reason: "Out of print"))
        XCTAssertEqual(decided.decidedBy, "Bea Moreno")
        let state = harness.root.capturedState()
        XCTAssertEqual(state.reviewer, "Bea Moreno")

        let next = ScreensHarness(store: Self.reviewStore(), userName: "ana")
        next.root.restore(state)
        next.press(.character("5"), .enter)
        XCTAssertTrue(next.frame().lines.contains { $0.contains("  Decided by:   Bea Moreno") }, GoldenScreen.framed(next.frame()))
        XCTAssertNil(ScreensHarness(store: Self.reviewStore(), userName: "ana").root.capturedState().reviewer)
    }

    func testHelpOverReview() {
        for (width, height) in [(80, 24)] {
            let harness = ScreensHarness(store: Self.reviewStore(), width: width, height: height)
            harness.press(.character("5"), .character("?"))
            GoldenScreen.assert(harness.frame(width: width, height: height), matches: "Pane-HelpReview-\(width)x\(height)")
        }
    }

    func testABookAcceptedElsewhereAppearsInSearchAndBooksWithoutAKey() {
        let store = Self.reviewStore()
        let harness = ScreensHarness(store: store, watchesStore: true)
        harness.press(.character("2"))
        harness.type("bobby")
        XCTAssertEqual(harness.search.outputs.summary.value, "0 books")
        let book = Book(id: "robert-drop-table-books", title: "Robert'); DROP TABLE books;--", authors: ["Bobby Tables"],
                        category: .middleGrade, description: "A table.")
        XCTAssertEqual(try store.review("s1", .accept(book), by: "Ana"), .decided(try store.loadSuggestions()[0]))
        store.announce(.books)
        XCTAssertEqual(harness.search.outputs.results.value.count, 1)
        XCTAssertEqual(harness.search.outputs.results.value.first?.book.id, "robert-drop-table-books")
        XCTAssertTrue(harness.books.outputs.books.value.contains(book))
        XCTAssertEqual(harness.review.outputs.countsText.value, "1 pending · 2 decided")
        harness.drawFrame()
        let screen = GoldenScreen.framed(harness.lastFrame)
        XCTAssertTrue(screen.contains("Robert'); DROP TABLE books;--"), screen)
    }

    func testTheSuggestionPaneTellsThisUsersEarlierSuggestions() {
        let harness = ScreensHarness(store: Self.reviewStore(), userName: "lee")
        harness.press(.character("3"))
        harness.drawFrame()
        let screen = GoldenScreen.framed(harness.lastFrame)
        XCTAssertTrue(screen.contains("|  Your suggestions: 1 pending  "), screen)
    }
}
