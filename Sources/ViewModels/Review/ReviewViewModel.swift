import Catalog
import Foundation

/// What the Review pane tells its view model.
public protocol ReviewViewModelInputs {
    /// Call when the pane is first shown.
    func viewDidLoad()
    /// Call each time the pane is shown again, and when the store says its suggestions or books changed.
    func viewWillAppear()
    /// Call when the curator opened the pending suggestion at `index` of ``ReviewViewModelOutputs/pending``.
    func suggestionOpened(at index: Int)
    /// Call when a suggestion is to be opened by its id or a start of it that names one (the
    /// command line); the decision sends what was given, so the store checks it still names one.
    func suggestionOpened(id: String)
    /// Call when a field's text changed, with the text exactly as typed.
    func fieldChanged(_ field: ReviewField, _ text: String)
    /// Call when a category was chosen for the book.
    func categorySelected(_ category: Category)
    /// Call when the curator chose the book at `index` of ``ReviewViewModelOutputs/duplicateCandidates``.
    func duplicateChosen(at index: Int)
    /// Call when the book a duplicate is of was given by its id (the command line).
    func duplicateChosen(id: String)
    /// Call when the curator pressed Accept.
    func acceptButtonPressed()
    /// Call when the curator pressed Reject.
    func rejectButtonPressed()
    /// Call when the curator pressed Duplicate.
    func duplicateButtonPressed()
    /// Call when the curator closed the form (back to the list).
    func closeButtonPressed()
    /// Call when the name the last decision was signed with is given back (the app's saved state).
    func reviewerRestored(_ name: String)
}

/// What the Review pane shows.
public protocol ReviewViewModelOutputs {
    /// Emits the pending suggestions, oldest first, each time they are read.
    var pending: Bindable<[Suggestion]> { get }
    /// Emits the counts, "3 pending · 12 decided", once the suggestions are read.
    var countsText: Bindable<String> { get }
    /// Emits the sentence saying the pane is read-only when the store does not let this user
    /// review; `nil` when they may.
    var readOnlyMessage: Bindable<String?> { get }
    /// Emits the suggestion open in the form, or `nil` while the list is shown.
    var openSuggestion: Bindable<Suggestion?> { get }
    /// Emits the form as typed (prefilled when a suggestion is opened; kept on failure).
    var form: Bindable<ReviewForm?> { get }
    /// Emits the books offered for Duplicate: the same book by ``SameBook`` (or its title before
    /// the subtitle) first, then books whose title holds the words typed in "Duplicate of".
    var duplicateCandidates: Bindable<[Book]> { get }
    /// Emits the book chosen for Duplicate (the first candidate until another is chosen), or `nil`.
    var chosenDuplicate: Bindable<Book?> { get }
    /// Emits `true` while a decision is being sent.
    var isSending: Bindable<Bool> { get }
    /// Emits the sentence saying what went wrong (form, store, refusal), `nil` when it no longer applies.
    var errorMessage: Bindable<String?> { get }
    /// Emits the sentence saying what was decided, `nil` when it no longer applies.
    var successMessage: Bindable<String?> { get }
    /// Emits what became of each press of Accept, Reject or Duplicate, after the messages.
    var sendResult: Bindable<ReviewSendResult?> { get }
    /// Emits the name the last decision sent was signed with (or the one given back), which
    /// "Decided by" is prefilled with; `nil` until then (the form then offers the curator).
    var reviewer: Bindable<String?> { get }
}

/// The Review pane's view model: its inputs and its outputs.
public protocol ReviewViewModelType {
    /// The inputs.
    var inputs: ReviewViewModelInputs { get }
    /// The outputs.
    var outputs: ReviewViewModelOutputs { get }
}

/// The curator's review: pending suggestions oldest first, a form to accept one as a book, reject
/// it with a reason or mark it a duplicate; validation before sending and nothing typed lost on
/// failure; read-only when the store does not let this user review.
public final class ReviewViewModel: ReviewViewModelType, ReviewViewModelInputs, ReviewViewModelOutputs {
    public var inputs: ReviewViewModelInputs { self }
    public var outputs: ReviewViewModelOutputs { self }

    public let pending = Bindable<[Suggestion]>([])
    public let countsText = Bindable("")
    public let readOnlyMessage = Bindable<String?>(nil)
    public let openSuggestion = Bindable<Suggestion?>(nil)
    public let form = Bindable<ReviewForm?>(nil)
    public let duplicateCandidates = Bindable<[Book]>([])
    public let chosenDuplicate = Bindable<Book?>(nil)
    public let isSending = Bindable(false)
    public let errorMessage = Bindable<String?>(nil)
    public let successMessage = Bindable<String?>(nil)
    public let sendResult = Bindable<ReviewSendResult?>(nil)
    public let reviewer = Bindable<String?>(nil)

    private let store: any BookStore
    private let worker: any Worker
    private let curator: String
    private(set) var books: [Book] = []
    private var all: [Suggestion] = []
    private var mayReview = true
    /// The id or start the open suggestion was opened by: the store checks it names it alone when deciding.
    private var openedAs: String?

    /// Creates the review over `store`; "Decided by" is prefilled with `curator` until another name signs a decision.
    public init(store: any BookStore, worker: any Worker = ImmediateWorker(), curator: String) {
        self.store = store
        self.worker = worker
        self.curator = curator
    }

    public func viewDidLoad() {
        viewWillAppear()
    }

    private struct Loaded: Sendable {
        var suggestions: Result<[Suggestion], BookStoreError>
        var books: [Book]?
        var abilities: StoreAbilities?
    }

    public func viewWillAppear() {
        let store = self.store
        worker.perform({
            Loaded(suggestions: Result { () throws(BookStoreError) in try store.loadSuggestions() },
                   books: try? store.loadBooks(), abilities: try? store.abilities())
        }, completion: { [weak self] loaded in self?.show(loaded) })
    }

    private func show(_ loaded: Loaded) {
        if let books = loaded.books { self.books = books }
        if let abilities = loaded.abilities {
            mayReview = abilities.contains(.review)
            readOnlyMessage.setIfChanged(mayReview ? nil
                : "Read-only: this store does not let you review suggestions; ask its administrator for the curator role.")
        }
        switch loaded.suggestions {
        case .success(let suggestions):
            all = suggestions
            let waiting = suggestions.filter(\.isPending).sorted { $0.createdAt < $1.createdAt }
            pending.setIfChanged(waiting)
            countsText.setIfChanged("\(waiting.count) pending · \(suggestions.count - waiting.count) decided")
            // An open suggestion decided elsewhere meanwhile: the form says so and keeps the typing.
            if let open = openSuggestion.value, let now = suggestions.first(where: { $0.id == open.id }), !now.isPending, !isSending.value {
                openSuggestion.value = now
                errorMessage.setIfChanged(Self.alreadyDecided(now))
            }
        case .failure(let error):
            errorMessage.setIfChanged("The suggestions could not be read. \(error.message)")
        }
    }

    public func suggestionOpened(at index: Int) {
        guard pending.value.indices.contains(index) else { return }
        open(pending.value[index])
    }

    public func suggestionOpened(id: String) {
        guard case .one(let suggestion) = ReviewRule.suggestion(named: id, in: all) else {
            errorMessage.value = "No suggestion has the id \"\(id)\"."
            return
        }
        open(suggestion, as: id)
    }

    private func open(_ suggestion: Suggestion, as given: String? = nil) {
        openedAs = given
        errorMessage.setIfChanged(suggestion.isPending ? nil : Self.alreadyDecided(suggestion))
        successMessage.setIfChanged(nil)
        openSuggestion.value = suggestion
        form.value = ReviewForm(suggestion, decidedBy: reviewer.value ?? curator)
        chosenDuplicate.setIfChanged(nil)
        updateCandidates()
    }

    public func fieldChanged(_ field: ReviewField, _ text: String) {
        guard var current = form.value, current[field] != text else { return }
        current[field] = text
        form.value = current
        if field == .duplicateOf { updateCandidates() }
    }

    public func categorySelected(_ category: Category) {
        guard var current = form.value, current.category != category else { return }
        current.category = category
        form.value = current
    }

    public func duplicateChosen(at index: Int) {
        guard duplicateCandidates.value.indices.contains(index) else { return }
        chosenDuplicate.setIfChanged(duplicateCandidates.value[index])
    }

    public func duplicateChosen(id: String) {
        guard form.value != nil else { return }
        guard let book = books.first(where: { $0.id == id }) else { return finish(.refused(.unknownBook(bookID: id))) }
        chosenDuplicate.setIfChanged(book)
    }

    public func closeButtonPressed() {
        openSuggestion.setIfChanged(nil)
        form.setIfChanged(nil)
        chosenDuplicate.setIfChanged(nil)
        duplicateCandidates.setIfChanged([])
        errorMessage.setIfChanged(nil)
    }

    public func reviewerRestored(_ name: String) {
        if case let name = SuggestionText.clean(name), !name.isEmpty { reviewer.setIfChanged(name) }
    }

    public func acceptButtonPressed() {
        guard let current = form.value else { return }
        submit(current.acceptedBook().map { .accept($0) }, form: current)
    }

    public func rejectButtonPressed() {
        guard let current = form.value else { return }
        submit(current.rejection().map { .reject(reason: $0) }, form: current)
    }

    public func duplicateButtonPressed() {
        guard let current = form.value else { return }
        let decision = chosenDuplicate.value.map { Result.success(ReviewDecision.duplicate(bookID: $0.id)) }
            ?? .failure(ReviewProblems(sentences: ["Choose the book it duplicates"]))
        submit(decision, form: current)
    }

    /// Sends `decision` signed with the form's "Decided by", or says what to fix in both first.
    private func submit(_ decision: Result<ReviewDecision, ReviewProblems>, form current: ReviewForm) {
        switch (decision, current.decider()) {
        case (.success(let decision), .success(let name)): send(decision, by: name)
        case (.failure(let first), .failure(let second)): finish(.invalid(ReviewProblems(sentences: first.sentences + second.sentences)))
        case (.failure(let problems), _), (_, .failure(let problems)): finish(.invalid(problems))
        }
    }

    private func send(_ decision: ReviewDecision, by curator: String) {
        guard let suggestion = openSuggestion.value, !isSending.value else { return }
        guard mayReview else {
            return finish(.failed(BookStoreError(kind: .notAllowed, path: "", message: readOnlyMessage.value ?? "")))
        }
        let (store, openedAs) = (self.store, self.openedAs)
        reviewer.setIfChanged(curator)
        isSending.value = true
        worker.perform({ () -> ReviewSendResult in
            do throws(BookStoreError) {
                let outcome = try store.review(openedAs ?? suggestion.id, decision, by: curator)
                if case .decided(let decided) = outcome { return .decided(decided) }
                return .refused(outcome)
            } catch {
                return .failed(error)
            }
        }, completion: { [weak self] result in
            guard let self else { return }
            self.isSending.value = false
            self.finish(result)
        })
    }

    private func finish(_ result: ReviewSendResult) {
        switch result {
        case .decided(let decided):
            errorMessage.setIfChanged(nil)
            successMessage.value = Self.decidedSentence(decided)
            openSuggestion.value = nil
            form.value = nil
            chosenDuplicate.setIfChanged(nil)
            duplicateCandidates.setIfChanged([])
            viewWillAppear()
        case .invalid(let problems):
            fail(problems.message)
        case .refused(let outcome):
            fail(Self.refusal(outcome))
        case .failed(let error):
            fail(error.kind == .notAllowed ? error.message
                : "The decision was not saved. \(error.message) What you typed is kept, so you can try again.")
        }
        sendResult.value = result
    }

    private func fail(_ message: String) {
        successMessage.setIfChanged(nil)
        errorMessage.value = message
    }
}
