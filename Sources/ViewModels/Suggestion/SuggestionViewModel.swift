import Catalog
import Foundation

/// What the suggestion form tells its view model.
public protocol SuggestionViewModelInputs {
    /// Call when the form is first shown.
    func viewDidLoad()
    /// Call each time the form is shown again (its tab was selected).
    func viewWillAppear()
    /// Call when the store's books or suggestions changed (another process wrote them): reads
    /// them again, keeping the messages shown.
    func storeDidChange()
    /// Call when the title field's text changed, with the text exactly as typed.
    func titleChanged(_ text: String)
    /// Call when the author field's text changed, with the text exactly as typed.
    func authorChanged(_ text: String)
    /// Call when a category was chosen in the picker, or the choice was cleared (`nil`).
    func categorySelected(_ category: Category?)
    /// Call when the user pressed Send.
    func sendButtonPressed()
    /// Call when the user pressed Enter on ``SuggestionViewModelOutputs/sendQuestion``: opens the
    /// book it names instead of sending.
    func suggestedBookChosen()
}

/// What the suggestion form shows.
public protocol SuggestionViewModelOutputs {
    /// Emits whether Send can be pressed: cleaned title and author are not blank and a category
    /// is chosen. Emits once on load, then only when it actually changes.
    var isSendEnabled: Bindable<Bool> { get }
    /// Emits `true` when a suggestion starts being sent and `false` when that is over.
    var isSending: Bindable<Bool> { get }
    /// Emits the thank-you sentence after a suggestion was stored, and `nil` when it no longer applies.
    var successMessage: Bindable<String?> { get }
    /// Emits the sentence saying why a suggestion was not stored, and `nil` once a send succeeds.
    var errorMessage: Bindable<String?> { get }
    /// Emits the categories the picker offers, in catalog order.
    var categories: Bindable<[Category]> { get }
    /// Emits the picker's text while no category is chosen.
    var categoryPlaceholder: Bindable<String> { get }
    /// Emits the title field's text as typed (cleared after a successful send).
    var title: Bindable<String> { get }
    /// Emits the author field's text as typed (cleared after a successful send).
    var author: Bindable<String> { get }
    /// Emits the chosen category, or `nil` while none is chosen.
    var selectedCategory: Bindable<Category?> { get }
    /// Emits a question when the title typed is a catalog book's title before its subtitle, by
    /// the same author: "Did you mean "…" by … (already in the directory)?"; `nil` when no such
    /// book is in the catalog (read each time the form is shown). Send stays enabled, and asks.
    var question: Bindable<String?> { get }
    /// Emits the question the first Send of a likely duplicate of a catalog book (``LikelyDuplicate``)
    /// asks instead of sending: "Did you mean “Brown Girl Dreaming” by Jacqueline Woodson? Enter
    /// opens it; Send again to send anyway"; `nil` once the form changes, the book is opened or
    /// Send is pressed again.
    var sendQuestion: Bindable<String?> { get }
    /// Emits the detail of the book the user chose in ``sendQuestion``.
    var goToBook: Bindable<BookDetailViewModel?> { get }
    /// Emits the sentence saying that the title or the author is longer than
    /// ``SuggestionText/maximumLength`` Characters and will be cut when sent, as it is typed;
    /// `nil` when both fit.
    var lengthWarning: Bindable<String?> { get }
    /// Emits what became of this user's earlier suggestions (on the shared store those its
    /// database user sent; elsewhere those whose ``Suggestion/suggestedBy`` is the name the form
    /// signs with): "Your suggestions: 2 pending, 1 accepted: "The Snowy Day", 1 rejected:
    /// "Sulwe" — out of print"; `nil` when they have none (or, the JSON store, the form signs
    /// with no name). Read each time the form is shown and after each send.
    var earlierSuggestions: Bindable<String?> { get }
    /// Emits what became of each press of Send, for callers that act on the outcome (the command line);
    /// it comes after the messages and the form were updated.
    var sendResult: Bindable<SuggestionSendResult?> { get }
}

/// The suggestion form's view model: its inputs and its outputs.
public protocol SuggestionViewModelType {
    /// The inputs.
    var inputs: SuggestionViewModelInputs { get }
    /// The outputs.
    var outputs: SuggestionViewModelOutputs { get }
}

/// The suggestion form: validates, cleans and stores a suggested book, refusing books
/// already suggested or already in the catalog, and never losing what was typed on failure.
public final class SuggestionViewModel: SuggestionViewModelType, SuggestionViewModelInputs, SuggestionViewModelOutputs {
    public var inputs: SuggestionViewModelInputs { self }
    public var outputs: SuggestionViewModelOutputs { self }

    public let isSendEnabled = Bindable(false)
    public let isSending = Bindable(false)
    public let successMessage = Bindable<String?>(nil)
    public let errorMessage = Bindable<String?>(nil)
    public let categories = Bindable(Category.allCases)
    public let categoryPlaceholder = Bindable("Choose a category")
    public let title = Bindable("")
    public let author = Bindable("")
    public let selectedCategory = Bindable<Category?>(nil)
    public let sendResult = Bindable<SuggestionSendResult?>(nil)
    public let question = Bindable<String?>(nil)
    public let sendQuestion = Bindable<String?>(nil)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)
    public let lengthWarning = Bindable<String?>(nil)
    public let earlierSuggestions = Bindable<String?>(nil)

    let store: any BookStore
    let worker: any Worker
    private let now: () -> Date
    private let makeID: () -> String
    let suggestedBy: String?
    let displayName: String?
    /// The catalog as last read when the form was shown, for ``question``.
    var catalog: [Book] = []
    /// The fields missing when Send was last pressed while the form was incomplete, while that
    /// error is shown: it then follows the form.
    var shownMissing: [SuggestionField]?
    /// The form the first Send asked about, and the book it named: a Send of the same form sends.
    var asked: (form: Form, book: Book)?
    /// The form a refused Send was of, while its error is shown: the error goes once the form changes.
    var refusedForm: Form?

    /// Creates the form's view model over `store`; `now`, `makeID`, `suggestedBy` (who is
    /// suggesting) and `displayName` (a name they signed with) stamp each stored suggestion.
    public init(
        store: any BookStore,
        worker: any Worker = ImmediateWorker(),
        now: @escaping () -> Date = Date.init,
        makeID: @escaping () -> String = { UUID().uuidString },
        suggestedBy: String? = nil, displayName: String? = nil
    ) {
        (self.suggestedBy, self.displayName) = (suggestedBy, displayName)
        self.store = store
        self.worker = worker
        self.now = now
        self.makeID = makeID
    }

    public func viewDidLoad() {
        isSendEnabled.value = missingFields.isEmpty
    }

    public func viewWillAppear() {
        successMessage.setIfChanged(nil)
        storeDidChange()
    }

    public func storeDidChange() {
        let store = self.store
        let signer = suggestedBy
        worker.perform({ (books: try? store.loadBooks(), mine: try? store.yourSuggestions(signedAs: signer)) }, completion: { [weak self] loaded in
            guard let self else { return }
            if let mine = loaded.mine { self.showEarlier(mine) }
            guard let books = loaded.books else { return }
            self.catalog = books
            self.formChanged()
        })
    }

    public func titleChanged(_ text: String) {
        title.setIfChanged(text)
        formChanged()
    }

    public func authorChanged(_ text: String) {
        author.setIfChanged(text)
        formChanged()
    }

    public func categorySelected(_ category: Category?) {
        selectedCategory.setIfChanged(category)
        formChanged()
    }

    public func sendButtonPressed() {
        guard !isSending.value else { return }
        let missing = missingFields
        guard missing.isEmpty, let category = selectedCategory.value else {
            finish(.incomplete(missing: missing))
            return
        }
        if asked?.form != currentForm, let book = likelyDuplicate(category: category) {
            ask(about: book)
            return
        }
        dropQuestion()
        let suggestion = Suggestion(
            id: makeID(), title: SuggestionText.clean(title.value), author: SuggestionText.clean(author.value),
            category: category, createdAt: now(), suggestedBy: suggestedBy, displayName: displayName)
        let sentForm = Form(title: title.value, author: author.value, category: category)
        let store = self.store
        isSending.value = true
        worker.perform({ Self.submit(suggestion, to: store) }, completion: { [weak self] result in
            guard let self else { return }
            self.isSending.value = false
            self.finish(result, sentForm: sentForm)
        })
    }

    // MARK: - Rules

    struct Form: Equatable {
        var title: String
        var author: String
        var category: Category?
    }

    var currentForm: Form {
        Form(title: title.value, author: author.value, category: selectedCategory.value)
    }

    private var missingFields: [SuggestionField] {
        var missing: [SuggestionField] = []
        if SuggestionText.clean(title.value).isEmpty { missing.append(.title) }
        if SuggestionText.clean(author.value).isEmpty { missing.append(.author) }
        if selectedCategory.value == nil { missing.append(.category) }
        return missing
    }

    private func updateSendEnabled() {
        isSendEnabled.setIfChanged(missingFields.isEmpty)
    }

    /// Brings every output that follows the typing up to date.
    private func formChanged() {
        let missing = missingFields
        isSendEnabled.setIfChanged(missing.isEmpty)
        if let asked, asked.form != currentForm { dropQuestion() }
        if let refusedForm, refusedForm != currentForm { clearRefusal() }
        if let shown = shownMissing, shown != missing {
            shownMissing = missing.isEmpty ? nil : missing
            errorMessage.setIfChanged(missing.isEmpty ? nil : "\(Self.listing(missing)) before sending.")
        }
        question.setIfChanged(typingQuestion())
        lengthWarning.setIfChanged(Self.lengthWarning(
            title: SuggestionText.isCut(title.value), author: SuggestionText.isCut(author.value)))
    }

    /// Asks the store to keep `suggestion`; the store refuses a book it already holds or that was
    /// already suggested (``SameBook``), under its own lock.
    private static func submit(_ suggestion: Suggestion, to store: any BookStore) -> SuggestionSendResult {
        do throws(BookStoreError) {
            switch try store.addSuggestion(suggestion) {
            case .stored(let stored): return .sent(stored)
            case .alreadyInDirectory(let book): return .alreadyInDirectory(book)
            case .alreadySuggested(let earlier): return .alreadySent(earlier)
            }
        } catch {
            return .failed(error)
        }
    }

    private func finish(_ result: SuggestionSendResult, sentForm: Form? = nil) {
        switch result {
        case .sent(let suggestion):
            viewWillAppearEarlier()
            shownMissing = nil
            errorMessage.setIfChanged(nil)
            successMessage.value = "Thank you! \(Self.naming(suggestion.title, suggestion.author)) was sent as a suggestion."
            if currentForm == sentForm {
                title.setIfChanged("")
                author.setIfChanged("")
                selectedCategory.setIfChanged(nil)
                formChanged()
            }
        case .alreadySent(let earlier):
            fail("\(Self.naming(earlier.title, earlier.author)) was already suggested, so it was not sent again.")
        case .alreadyInDirectory(let book):
            fail("\(Self.naming(book.title, book.author)) is already in the directory, "
                + "as a \(book.category.name), so it was not sent.")
        case .failed(let error):
            fail("The suggestion was not saved. \(error.message) What you typed is kept, so you can send it again.")
        case .incomplete(let missing):
            fail("\(Self.listing(missing)) before sending.")
            refusedForm = nil
            shownMissing = missing
        }
        sendResult.value = result
    }


    static func naming(_ title: String, _ author: String) -> String {
        "\"\(title)\" by \(author)"
    }

    /// "Type a title, type an author and choose a category" for the fields still to fill.
    private static func listing(_ missing: [SuggestionField]) -> String {
        let steps = missing.map { field in
            switch field {
            case .title: "type a title"
            case .author: "type an author"
            case .category: "choose a category"
            }
        }
        let sentence = steps.count > 1
            ? steps.dropLast().joined(separator: ", ") + " and " + steps[steps.count - 1]
            : steps.joined()
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
