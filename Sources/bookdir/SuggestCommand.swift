import ArgumentParser
import Catalog
import ViewModels

/// `bookdir suggest`: sends a suggestion through the same view model as the app's form,
/// so the form's rules (cleaning, duplicates, books already in the directory) apply unchanged.
struct SuggestCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Suggest a book for the directory.",
        discussion: """
            Applies the rules of the app's suggestion form: the title and author are trimmed, \
            inner runs of spaces collapsed, control characters removed and cut at 200 characters; \
            the same title, author and category are not stored twice; a book already in the \
            catalog is not stored. Suggestions go to suggestions.json in the data folder; several \
            bookdir processes may send at once without losing any.

            Exits with 0 when stored, 1 when already sent or already in the directory, 2 when \
            the title, author or category is missing or blank, 3 when the catalog or the \
            suggestions file cannot be read or written.

            Example:
              bookdir suggest --title "Last Stop on Market Street" --author "Matt de la Peña" --category pb
            """)

    /// `--catalog` and `--data-dir`.
    @OptionGroup var global: GlobalOptions

    /// The book's title.
    @Option(help: ArgumentHelp("The book's title.", valueName: "title"))
    var title: String

    /// The book's author.
    @Option(help: ArgumentHelp("The book's author.", valueName: "author"))
    var author: String

    /// The book's category.
    @Option(help: Catalog.Category.optionHelp)
    var category: Catalog.Category

    /// Rejects a form the view model would not send (blank title or author after cleaning).
    func validate() throws {
        let store = FailureRecordingStore(base: global.makeStore())
        let viewModel = filledForm(store: store)
        // A store failure here is reported by run() with its own message and exit status.
        if store.firstError == nil, !viewModel.outputs.isSendEnabled.value {
            throw ValidationError(incompleteFormMessage)
        }
    }

    /// Fills the form, presses Send, and reports the view model's message.
    func run() throws {
        let store = FailureRecordingStore(base: global.makeStore())
        let viewModel = filledForm(store: store)
        var success: String?
        var failure: String?
        viewModel.outputs.successMessage.bind { if let message = $0 { success = message } }
        viewModel.outputs.errorMessage.bind { if let message = $0 { failure = message } }
        if let storeError = store.firstError {
            throw storeError
        }
        viewModel.inputs.sendButtonPressed()
        if let storeError = store.firstError {
            throw CommandFailure.dataError(failure ?? storeError.message)
        }
        if let failure {
            throw CommandFailure.nothingFound(failure)
        }
        guard let success else {
            throw CommandFailure.dataError("The suggestion could not be sent; nothing was stored.")
        }
        print(TerminalText.escaped(success))
    }

    /// A suggestion form over `store`, loaded and filled with the options.
    private func filledForm(store: FailureRecordingStore) -> SuggestionViewModel {
        let viewModel = SuggestionViewModel(store: store, worker: ImmediateWorker())
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.titleChanged(title)
        viewModel.inputs.authorChanged(author)
        viewModel.inputs.categorySelected(category)
        return viewModel
    }

    /// The sentence naming what the form still lacks.
    private var incompleteFormMessage: String {
        var missing: [String] = []
        if SuggestionText.clean(title).isEmpty { missing.append("--title") }
        if SuggestionText.clean(author).isEmpty { missing.append("--author") }
        if missing.isEmpty { missing = ["--title", "--author"] }
        let verb = missing.count == 1 ? "needs" : "need"
        return "The suggestion is incomplete: \(missing.joined(separator: " and ")) \(verb) some text "
            + "(nothing was left after removing spaces and control characters)."
    }
}
