import Store
import Widgets
import ArgumentParser
import Catalog
import ViewModels

/// `bookdir review`: a curator's decisions on pending suggestions, through the same view model
/// as the app's Review pane, so its rules (validation, refusals) apply unchanged.
struct ReviewCommand: ParsableCommand {
    /// The subcommand's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review suggestions: list the pending ones, accept, reject or mark one a duplicate.",
        discussion: """
            Accepted books go to catalog.json in the data folder (the catalog given with --catalog, \
            or the bundled one, is never changed) and appear in list, search and the app at once. \
            Each decision is signed with --by NAME, else the login name.

            Exits with 0 when decided, 1 when there is nothing pending, no suggestion has the id, \
            it was already decided, the book is already in the directory or the duplicate's book \
            id is unknown, 2 when an option is missing or invalid, 3 when a file cannot be read \
            or written, 4 when the store does not let this user review.
            """,
        subcommands: [ReviewListCommand.self, ReviewAcceptCommand.self, ReviewRejectCommand.self, ReviewDuplicateCommand.self],
        defaultSubcommand: ReviewListCommand.self
    )
}

/// The options of the commands that decide: the suggestion's id and the curator's name.
struct ReviewTarget: ParsableArguments {
    /// The suggestion to decide.
    @Argument(help: ArgumentHelp("The id of the pending suggestion, or enough of its start to tell it apart (see bookdir review list).",
                                 valueName: "id"))
    var id: String

    /// The curator's name.
    @Option(help: ArgumentHelp("The curator's name the decision is signed with (default: the login name).", valueName: "name"))
    var by: String?

    /// The review over `global`'s store with the suggestion `id` open (loaded at once).
    /// - Throws: ``CommandFailure`` when the suggestions cannot be read or no suggestion has the id.
    func openForm(_ global: GlobalOptions) throws -> ReviewViewModel {
        let viewModel = ReviewViewModel(store: global.choice.makeStore(), worker: ImmediateWorker(), curator: by ?? LoginName.current())
        viewModel.inputs.viewDidLoad()
        if let error = viewModel.outputs.errorMessage.value { throw CommandFailure.dataError(error) }
        let pending = viewModel.outputs.pending.value.map(\.id)
        // A decided suggestion's start names it too, so the review says it was already decided.
        let all = Self.hasUniqueStart(id, among: pending) ? pending : try global.choice.makeStore().loadSuggestions().map(\.id)
        // A start that names several says so here; the form is opened by what was typed (the same
        // rule), so the store checks again, as it decides, that it still names one suggestion.
        _ = try Self.resolve(id, among: pending, orAmong: all)
        viewModel.inputs.suggestionOpened(id: id)
        guard let open = viewModel.outputs.openSuggestion.value else {
            throw CommandFailure.nothingFound(viewModel.outputs.errorMessage.value ?? "No suggestion has the id \"\(id)\".")
        }
        if !open.isPending, let message = viewModel.outputs.errorMessage.value { throw CommandFailure.nothingFound(message) }
        return viewModel
    }

    /// The id `given` names: an id of `pending` equal to it, else the one id of `pending` that
    /// starts with it (ignoring case), else the one id of `all` (the decided ones too) equal to it
    /// or starting with it; else `given` itself, which the review then reports unknown.
    /// - Throws: a usage error when several pending ids (or, none pending, several ids) start with it.
    static func resolve(_ given: String, among pending: [String], orAmong all: [String] = []) throws -> String {
        let start = given.lowercased()
        guard !start.isEmpty else { return given }
        for (ids, kind) in [(pending, "pending suggestions"), (all, "suggestions")] {
            if ids.contains(given) { return given }
            let matches = ids.filter { $0.lowercased().hasPrefix(start) }
            if matches.count > 1 {
                throw ValidationError("\(matches.count) \(kind) have ids starting with \"\(given)\" "
                                      + "(\(matches.prefix(5).joined(separator: ", "))); give more of the id.")
            }
            if let match = matches.first { return match }
        }
        return given
    }

    /// Whether `given` is one of `ids`, or the start of exactly one of them (ignoring case).
    private static func hasUniqueStart(_ given: String, among ids: [String]) -> Bool {
        ids.contains(given) || ids.filter { $0.lowercased().hasPrefix(given.lowercased()) }.count == 1
    }

    /// Presses `press` and turns what the view model made of it into output and an exit status.
    static func send(_ viewModel: ReviewViewModel, _ press: () -> Void) throws {
        press()
        let message = viewModel.outputs.errorMessage.value ?? ""
        switch viewModel.outputs.sendResult.value {
        case .decided?:
            print(SafeText.visible(viewModel.outputs.successMessage.value ?? "Decided."))
        case .invalid(let problems)?:
            throw ValidationError(problems.message)
        case .refused?:
            throw CommandFailure.nothingFound(message)
        case .failed(let error)?:
            if error.kind == .notAllowed {
                throw CommandFailure(message: error.message, status: ExitStatus.notAllowed)
            }
            throw CommandFailure.dataError("The decision was not saved. \(error.message)")
        case nil:
            throw CommandFailure.dataError("The decision could not be sent; nothing was stored.")
        }
    }
}

/// `bookdir review list`: the pending suggestions, oldest first.
struct ReviewListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the pending suggestions, oldest first, with their ids.",
        discussion: """
            Prints ID, TITLE, AUTHOR, CAT, SENT (UTC, to the minute) and STATUS columns; the ID \
            column shows as much of each id as tells them apart (8 characters or more), which is \
            enough for accept, reject and duplicate. --format and --json as for bookdir \
            suggestions, with whole ids. Exits with 1 when nothing is pending.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        let pending = try global.choice.makeStore().loadSuggestions().filter(\.isPending).sorted { $0.createdAt < $1.createdAt }
        let out = StandardOutput()
        try SuggestionOutput.write(pending, format: output.resolved, cells: output.cells, showID: true, to: out)
        try out.flush()
        if pending.isEmpty { throw CommandFailure.nothingFound("No suggestion is waiting for review.") }
    }
}

/// `bookdir review accept`: the suggestion becomes a book.
struct ReviewAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept a pending suggestion: it becomes a book of the directory.",
        discussion: """
            The book takes the suggestion's title, author and category (--title, --author and \
            --category change them) and its id from the title (the-snowy-day; numbered when taken).

            The suggestion's id is the first column of `bookdir review list`; its first 8 \
            characters are enough. Run that first, then accept by the id it printed.

            Examples:
              bookdir review list
              bookdir review accept <id> --description "A boy dares to jump." --year 2017
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: ReviewTarget

    @Option(help: ArgumentHelp("One to three sentences about the book (required).", valueName: "text"))
    var description: String
    @Option(help: ArgumentHelp("The year of first publication.", valueName: "n"))
    var year: Int?
    @Option(help: ArgumentHelp("The ISBN-13.", valueName: "isbn"))
    var isbn: String?
    @Option(name: .customLong("illustrator"), help: ArgumentHelp("An illustrator (repeat for more).", valueName: "name"))
    var illustrators: [String] = []
    @Option(name: .customLong("community"), help: ArgumentHelp("A community the book centers (repeat for more).", valueName: "community"),
            completion: FacetCompletion.community)
    var communities: [String] = []
    @Option(help: ArgumentHelp("The title, when not the suggestion's.", valueName: "title"))
    var title: String?
    @Option(help: ArgumentHelp("The author, when not the suggestion's.", valueName: "author"))
    var author: String?
    @Option(help: Catalog.Category.optionHelp)
    var category: Catalog.Category?

    /// Rejects option values the review form would refuse, in the command line's words.
    func validate() throws {
        if description.allSatisfy(\.isWhitespace) {
            throw ValidationError("Give --description with one to three sentences about the book.")
        }
        for (option, value) in [("--title", title), ("--author", author)] where value?.allSatisfy(\.isWhitespace) == true {
            throw ValidationError("Give \(option) a value, or leave it out to keep the suggestion's.")
        }
        if let year, !Book.years.contains(year) {
            throw ValidationError("--year must be between \(Book.years.lowerBound) and \(Book.years.upperBound) (it was \(year)).")
        }
        if let isbn, !ISBN.isValid13(isbn.filter { $0 != "-" && $0 != " " }) {
            throw ValidationError("--isbn must be an ISBN-13 that passes its check digit, such as 9780670654000 (it was \"\(isbn)\").")
        }
        if let unknown = communities.first(where: { Community(rawValue: $0.lowercased()) == nil }) {
            throw ValidationError("--community takes \(Community.vocabulary) (it was \"\(unknown)\").")
        }
    }

    func run() throws {
        let viewModel = try target.openForm(global)
        let inputs = viewModel.inputs
        inputs.fieldChanged(.description, description)
        if let year { inputs.fieldChanged(.year, String(year)) }
        if let isbn { inputs.fieldChanged(.isbn, isbn) }
        inputs.fieldChanged(.illustrators, illustrators.joined(separator: ", "))
        inputs.fieldChanged(.communities, communities.joined(separator: ","))
        if let title { inputs.fieldChanged(.title, title) }
        if let author { inputs.fieldChanged(.author, author) }
        if let category { inputs.categorySelected(category) }
        try ReviewTarget.send(viewModel) { inputs.acceptButtonPressed() }
    }
}

/// `bookdir review reject`: the suggestion is turned down, with a reason.
struct ReviewRejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Reject a pending suggestion, with the reason the suggester will see.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: ReviewTarget

    @Option(help: ArgumentHelp("Why (required; shown to whoever suggested it).", valueName: "text"))
    var reason: String

    /// Rejects a blank reason, in the command line's words.
    func validate() throws {
        if reason.allSatisfy(\.isWhitespace) {
            throw ValidationError("Give --reason: why the suggestion is turned down (whoever suggested it sees it).")
        }
    }

    func run() throws {
        let viewModel = try target.openForm(global)
        viewModel.inputs.fieldChanged(.reason, reason)
        try ReviewTarget.send(viewModel) { viewModel.inputs.rejectButtonPressed() }
    }
}

/// `bookdir review duplicate`: the suggestion is a book the directory has.
struct ReviewDuplicateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicate",
        abstract: "Mark a pending suggestion a duplicate of a book the directory has.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var target: ReviewTarget

    @Option(help: ArgumentHelp("The id of the book it duplicates (see bookdir search).", valueName: "book-id"))
    var of: String

    func run() throws {
        let viewModel = try target.openForm(global)
        viewModel.inputs.duplicateChosen(id: of)
        if case .refused(.unknownBook(_))? = viewModel.outputs.sendResult.value {
            throw CommandFailure.nothingFound(
                "No book has the id \"\(of)\". Run `bookdir search WORDS` to find the id of the book it duplicates.")
        }
        if case .refused? = viewModel.outputs.sendResult.value {
            throw CommandFailure.nothingFound(viewModel.outputs.errorMessage.value ?? "No book has the id \"\(of)\".")
        }
        try ReviewTarget.send(viewModel) { viewModel.inputs.duplicateButtonPressed() }
    }
}
