import Catalog
import Search
import Foundation
import TestSupport
import XCTest
@testable import ViewModels

final class ReviewViewModelTests: XCTestCase {
    private var store: FakeBookStore!
    private var worker: HeldWorker!
    private var vm: ReviewViewModel!
    private var pending: TestObserver<[Suggestion]>!
    private var counts: TestObserver<String>!
    private var readOnly: TestObserver<String?>!
    private var open: TestObserver<Suggestion?>!
    private var isSending: TestObserver<Bool>!
    private var errorMessage: TestObserver<String?>!
    private var successMessage: TestObserver<String?>!
    private var sendResult: TestObserver<ReviewSendResult?>!
    private var candidates: TestObserver<[Book]>!

    private let older = Suggestion(id: "s1", title: "Hair Love", author: "Matthew A. Cherry", category: .pictureBook,
                                   createdAt: Date(timeIntervalSince1970: 100), suggestedBy: "lee")
    private let newer = Suggestion(id: "s2", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                                   createdAt: Date(timeIntervalSince1970: 200))
    private lazy var decided = Suggestion(id: "s0", title: "Sulwe", author: "Lupita Nyong'o", category: .pictureBook,
                                          createdAt: Date(timeIntervalSince1970: 50), status: .rejected(reason: "No"))

    override func setUp() {
        super.setUp()
        store = FakeBookStore(books: Fixture.catalog, suggestions: [newer, decided, older])
        worker = HeldWorker(isImmediate: true)
        vm = ReviewViewModel(store: store, worker: worker, curator: "Ana")
        pending = TestObserver(vm.outputs.pending)
        counts = TestObserver(vm.outputs.countsText)
        readOnly = TestObserver(vm.outputs.readOnlyMessage)
        open = TestObserver(vm.outputs.openSuggestion)
        isSending = TestObserver(vm.outputs.isSending)
        errorMessage = TestObserver(vm.outputs.errorMessage)
        successMessage = TestObserver(vm.outputs.successMessage)
        sendResult = TestObserver(vm.outputs.sendResult)
        candidates = TestObserver(vm.outputs.duplicateCandidates)
    }

    func testPendingSuggestionsOldestFirstWithCounts() {
        vm.inputs.viewDidLoad()
        pending.assertValues([[older, newer]])
        counts.assertValues(["2 pending · 1 decided"])
        readOnly.assertDidNotEmitValue()
    }

    func testOpeningPrefillsTheFormAndAcceptingNeedsADescription() throws {
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 0)
        open.assertValues([older])
        XCTAssertEqual(vm.outputs.form.value?[.title], "Hair Love")
        XCTAssertEqual(vm.outputs.form.value?[.author], "Matthew A. Cherry")
        XCTAssertEqual(vm.outputs.form.value?.category, .pictureBook)

        vm.inputs.fieldChanged(.year, "20x9")
        vm.inputs.fieldChanged(.isbn, "9780525553366")
        vm.inputs.acceptButtonPressed()
        errorMessage.assertValues([
            "Type a description; give the year as a number such as 1962 (or leave it empty) before sending.",
        ])
        XCTAssertEqual(store.suggestions.map(\.status), [.pending, .rejected(reason: "No"), .pending])

        vm.inputs.fieldChanged(.description, "A father learns to do his daughter's hair.")
        vm.inputs.fieldChanged(.year, "2019")
        vm.inputs.fieldChanged(.communities, "black")
        vm.inputs.fieldChanged(.illustrators, "Vashti Harrison")
        vm.inputs.acceptButtonPressed()
        let accepted = try XCTUnwrap(store.books.last)
        XCTAssertEqual(accepted, Book(id: "hair-love", title: "Hair Love", authors: ["Matthew A. Cherry"],
                                      illustrators: ["Vashti Harrison"], category: .pictureBook,
                                      description: "A father learns to do his daughter's hair.", year: 2019,
                                      isbn: "9780525553366", communities: [.black]))
        var stored = older
        stored.status = .accepted(bookID: "hair-love")
        stored.decidedAt = store.now()
        stored.decidedBy = "Ana"
        sendResult.assertValues([
            .invalid(ReviewProblems(sentences: ["Type a description", "Give the year as a number such as 1962 (or leave it empty)"])),
            .decided(stored),
        ])
        successMessage.assertValues(["Accepted: \"Hair Love\" by Matthew A. Cherry is now in the directory as hair-love."])
        errorMessage.assertValues([
            "Type a description; give the year as a number such as 1962 (or leave it empty) before sending.", nil,
        ])
        open.assertValues([older, nil])
        pending.assertValues([[older, newer], [newer]])
        counts.assertValues(["2 pending · 1 decided", "1 pending · 2 decided"])
    }

    func testAStoreErrorKeepsTheTypingAndARetryWorks() {
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 1)
        vm.inputs.rejectButtonPressed()
        vm.inputs.fieldChanged(.reason, "Already in the library's other list")
        store.reviewError = Fixture.writeFailed
        worker.isImmediate = false
        vm.inputs.rejectButtonPressed()
        isSending.assertValues([true])
        XCTAssertTrue(worker.releaseNext())
        XCTAssertEqual(vm.outputs.form.value?[.reason], "Already in the library's other list")
        store.reviewError = nil
        vm.inputs.rejectButtonPressed()
        worker.releaseAll()
        isSending.assertValues([true, false, true, false])
        errorMessage.assertValues([
            "Type a reason before sending.",
            "The decision was not saved. \(Fixture.writeFailed.message) What you typed is kept, so you can try again.",
            nil,
        ])
        XCTAssertEqual(store.suggestions[0].status, .rejected(reason: "Already in the library's other list"))
        successMessage.assertValues(["Rejected: \"The Snowy Day\" by Ezra Jack Keats — Already in the library's other list."])
    }

    /// The same book is offered first and chosen (issue 33, item 5: Duplicate with its only
    /// candidate asked to "choose the book it duplicates"); titles typed are offered after it.
    func testDuplicateOffersTheSameBookFirstChosenThenTitlesTyped() {
        let chosen = TestObserver(vm.outputs.chosenDuplicate)
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 1)
        vm.inputs.fieldChanged(.duplicateOf, "whistle")
        vm.inputs.duplicateChosen(at: 1)
        vm.inputs.duplicateButtonPressed()
        candidates.assertValues([[Fixture.snowyDay], [Fixture.snowyDay, Fixture.whistle], []])
        chosen.assertValues([Fixture.snowyDay, Fixture.whistle, nil])
        errorMessage.assertDidNotEmitValue()
        XCTAssertEqual(store.suggestions[0].status, .duplicate(bookID: "whistle-for-willie"))
    }

    func testDuplicateWithItsOnlyCandidateMarksIt() {
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 1)
        vm.inputs.duplicateButtonPressed()
        errorMessage.assertDidNotEmitValue()
        XCTAssertEqual(store.suggestions[0].status, .duplicate(bookID: "the-snowy-day"))
    }

    func testDuplicateWithNoCandidateAsksForTheBook() {
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 0)
        vm.inputs.duplicateButtonPressed()
        vm.inputs.fieldChanged(.duplicateOf, "zzz")
        candidates.assertValues([])
        errorMessage.assertValues(["Choose the book it duplicates before sending."])
        XCTAssertEqual(store.suggestions[2].status, .pending)
    }

    func testAcceptingABookAlreadyThereOrDecidedElsewhereSaysSo() {
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 1)
        vm.inputs.fieldChanged(.description, "Snow.")
        vm.inputs.acceptButtonPressed()
        vm.inputs.suggestionOpened(at: 0)
        var elsewhere = older
        elsewhere.status = .rejected(reason: "Later")
        elsewhere.decidedBy = "Bo"
        store.suggestions = [newer, decided, elsewhere]
        store.announce(.suggestions)
        vm.inputs.viewWillAppear()
        errorMessage.assertValues([
            "\"The Snowy Day\" by Ezra Jack Keats is already in the directory (the-snowy-day); mark the suggestion a duplicate of it instead.",
            nil,
            "\"Hair Love\" by Matthew A. Cherry was already decided by Bo: rejected; nothing was changed.",
        ])
        open.assertValues([newer, older, elsewhere])
    }

    func testAStoreThatDoesNotLetThisUserReviewIsReadOnly() {
        store.storeAbilities = [.browse, .suggest]
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 0)
        vm.inputs.fieldChanged(.reason, "No")
        vm.inputs.rejectButtonPressed()
        let message = "Read-only: this store does not let you review suggestions; ask its administrator for the curator role."
        readOnly.assertValues([message])
        errorMessage.assertValues([message])
        XCTAssertEqual(store.suggestions.map(\.status), [.pending, .rejected(reason: "No"), .pending])
    }

    /// Issue 33, item 15: "Decided by" is prefilled with the curator (the login name), the
    /// decision is signed with what it holds, and that name is remembered for the next form.
    func testDecisionsAreSignedWithDecidedByWhichIsRemembered() {
        let reviewer = TestObserver(vm.outputs.reviewer)
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 0)
        XCTAssertEqual(vm.outputs.form.value?[.decidedBy], "Ana")
        vm.inputs.fieldChanged(.decidedBy, "  Bea  Moreno ")
        vm.inputs.fieldChanged(.reason, "Out of print")
        vm.inputs.rejectButtonPressed()
        XCTAssertEqual(store.suggestions[2].decidedBy, "Bea Moreno")
        reviewer.assertValues(["Bea Moreno"])
        vm.inputs.suggestionOpened(at: 0)
        XCTAssertEqual(vm.outputs.form.value?[.decidedBy], "Bea Moreno")
        vm.inputs.duplicateChosen(id: "the-snowy-day")
        vm.inputs.duplicateButtonPressed()
        XCTAssertEqual(store.suggestions[0].decidedBy, "Bea Moreno")
        reviewer.assertValues(["Bea Moreno"])
    }

    /// An empty "Decided by" is asked for, with the form's other problems, and nothing is sent.
    func testAnEmptyDecidedByIsAskedFor() {
        let reviewer = TestObserver(vm.outputs.reviewer)
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 0)
        vm.inputs.fieldChanged(.decidedBy, "  ")
        vm.inputs.rejectButtonPressed()
        vm.inputs.fieldChanged(.reason, "Out of print")
        vm.inputs.rejectButtonPressed()
        sendResult.assertValues([
            .invalid(ReviewProblems(sentences: ["Type a reason", "Type who is deciding"])),
            .invalid(ReviewProblems(sentences: ["Type who is deciding"])),
        ])
        errorMessage.assertValues(["Type a reason; type who is deciding before sending.", "Type who is deciding before sending."])
        XCTAssertEqual(store.suggestions.map(\.status), [.pending, .rejected(reason: "No"), .pending])
        reviewer.assertDidNotEmitValue()
    }

    /// The name given back from the saved state prefills the form; a blank one is not taken.
    func testARestoredReviewerPrefillsTheForm() {
        let reviewer = TestObserver(vm.outputs.reviewer)
        vm.inputs.reviewerRestored(" ")
        vm.inputs.reviewerRestored("Cy")
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(at: 1)
        XCTAssertEqual(vm.outputs.form.value?[.decidedBy], "Cy")
        reviewer.assertValues(["Cy"])
    }
}

final class EarlierSuggestionsTests: XCTestCase {
    func testTheFormTellsWhatBecameOfThisUsersSuggestions() {
        let mine = { (id: String, title: String, status: SuggestionStatus) in
            Suggestion(id: id, title: title, author: "A", category: .pictureBook, suggestedBy: "lee", status: status)
        }
        let store = FakeBookStore(books: Fixture.catalog, suggestions: [
            mine("1", "Hair Love", .pending), mine("2", "Sulwe", .rejected(reason: "out of print")),
            mine("3", "Last Stop", .accepted(bookID: "last-stop")),
            Suggestion(title: "Someone else's", author: "B", category: .middleGrade, suggestedBy: "kim"),
        ])
        let vm = SuggestionViewModel(store: store, worker: ImmediateWorker(), suggestedBy: "lee")
        let earlier = TestObserver(vm.outputs.earlierSuggestions)
        vm.inputs.viewDidLoad()
        vm.inputs.viewWillAppear()
        vm.inputs.titleChanged("New One")
        vm.inputs.authorChanged("C")
        vm.inputs.categorySelected(.youngAdult)
        vm.inputs.sendButtonPressed()
        earlier.assertValues([
            "Your suggestions: 1 pending; 1 accepted: \"Last Stop\"; 1 rejected: \"Sulwe\" — out of print",
            "Your suggestions: 2 pending; 1 accepted: \"Last Stop\"; 1 rejected: \"Sulwe\" — out of print",
        ])
        XCTAssertEqual(store.addedSuggestions.map(\.suggestedBy), ["lee"])
        let anonymous = SuggestionViewModel(store: store, worker: ImmediateWorker())
        anonymous.inputs.viewWillAppear()
        XCTAssertNil(anonymous.outputs.earlierSuggestions.value)
    }

    /// A reason the curator ended with a full stop is not punctuated twice, in the summary or in
    /// the review's sentence; the summary's groups are apart by semicolons (issue 33, item 24).
    func testAReasonEndingInAFullStopIsNotPunctuatedTwice() {
        let mine = { (id: String, title: String, status: SuggestionStatus) in
            Suggestion(id: id, title: title, author: "A", category: .pictureBook, suggestedBy: "lee", status: status)
        }
        let summary = SuggestionViewModel.statusSummary([
            mine("1", "Sulwe", .rejected(reason: "Already in the directory.")), mine("2", "Fry Bread", .duplicate(bookID: "fry-bread")),
            mine("3", "Hair Love", .duplicate(bookID: "hair-love")),
        ])
        XCTAssertEqual(summary, "1 rejected: \"Sulwe\" — Already in the directory; "
                       + "2 already in the directory: \"Fry Bread\", \"Hair Love\"")
        XCTAssertEqual(ReviewViewModel.decidedSentence(mine("1", "Sulwe", .rejected(reason: "Already in the directory."))),
                       "Rejected: \"Sulwe\" by A — Already in the directory.")
        XCTAssertEqual(ReviewViewModel.decidedSentence(mine("1", "Sulwe", .rejected(reason: "Out of print"))),
                       "Rejected: \"Sulwe\" by A — Out of print.")
        XCTAssertEqual(ReviewViewModel.decidedSentence(mine("1", "Sulwe", .rejected(reason: "Out of print?"))),
                       "Rejected: \"Sulwe\" by A — Out of print?")
    }
}
