import Store
import Widgets
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
            bookdir processes may send at once without losing any. Once sent, it prints what \
            became of your suggestions ("Your suggestions: 2 pending; 1 accepted: ..."): those \
            signed with your name, or on a shared store (--store) those of your database user.

            Exits with 0 when stored, 1 when already sent or already in the directory, 2 when \
            the title, author or category is missing or blank, 3 when the catalog or the \
            suggestions file cannot be read or written.

            Example:
              bookdir suggest --title "Jabari Jumps" --author "Gaia Cornwall" --category pb
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

    /// Who is suggesting.
    @Option(help: ArgumentHelp("The name the suggestion is signed with (default: the login name; with --store, the "
                               + "database user signs it and this name is shown beside it).", valueName: "name"))
    var by: String?

    /// Rejects a form the view model would not send (a title or author blank after cleaning),
    /// as a usage error naming the options to fix. Pressing Send on an incomplete form stores nothing.
    func validate() throws {
        let viewModel = filledForm()
        guard !viewModel.outputs.isSendEnabled.value else { return }
        viewModel.inputs.sendButtonPressed()
        if case .incomplete(let missing)? = viewModel.outputs.sendResult.value {
            throw ValidationError(Self.incompleteFormMessage(missing))
        }
    }

    /// Fills the form, presses Send, and turns the view model's result into output and an exit status.
    func run() throws {
        let viewModel = filledForm()
        viewModel.inputs.sendButtonPressed()
        // The store keeps the suggestions file it wrote: freed by the system at exit, not one by one.
        ProcessLifetime.keep(viewModel)
        let message = viewModel.outputs.errorMessage.value ?? ""
        switch viewModel.outputs.sendResult.value {
        case .sent?:
            print(SafeText.visible(viewModel.outputs.successMessage.value ?? "The suggestion was sent."))
            // What became of this user's suggestions (on a shared store, the database user's).
            if let earlier = viewModel.outputs.earlierSuggestions.value { print(SafeText.visible(earlier)) }
        case .alreadySent?, .alreadyInDirectory?:
            throw CommandFailure.nothingFound(message)
        case .failed(let error)?:
            // The form's message adds that the typing is kept, which is true of a form, not of a command.
            throw CommandFailure.storeFailure(error, prefix: "The suggestion was not saved. ")
        case .incomplete(let missing)?:
            throw ValidationError(Self.incompleteFormMessage(missing))
        case nil:
            throw CommandFailure.dataError("The suggestion could not be sent; nothing was stored.")
        }
    }

    /// The suggestion form over the store, loaded and filled with the options.
    private func filledForm() -> SuggestionViewModel {
        let viewModel = SuggestionViewModel(store: global.choice.makeStore(), worker: ImmediateWorker(),
                                            suggestedBy: by ?? LoginName.current(), displayName: by)
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.titleChanged(title)
        viewModel.inputs.authorChanged(author)
        viewModel.inputs.categorySelected(category)
        return viewModel
    }

    /// The sentence naming the options the form still lacks.
    static func incompleteFormMessage(_ missing: [SuggestionField]) -> String {
        let options = missing.map { field in
            switch field {
            case .title: "--title"
            case .author: "--author"
            case .category: "--category"
            }
        }
        let verb = options.count == 1 ? "needs" : "need"
        return "The suggestion is incomplete: \(options.joined(separator: " and ")) \(verb) some text "
            + "(nothing was left after removing spaces and control characters)."
    }
}
