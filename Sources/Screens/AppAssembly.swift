import Catalog
import Foundation
import ViewModels

/// The app wired once: a store to the view models, the view models to the screens. The
/// executable, the frame benchmark and the tests all build the app through this, so they run
/// the same wiring; what differs between them is only what they pass in (the store, the worker
/// that runs slow jobs, the system actions, and the clock and ids that stamp suggestions).
public final class AppAssembly {
    /// The tab bar's view model.
    public let app: AppViewModel
    /// The Books pane's view model.
    public let books: BooksViewModel
    /// The Search pane's view model.
    public let search: SearchViewModel
    /// The Suggestion pane's view model.
    public let suggestion: SuggestionViewModel
    /// The Lists pane's view model (it also hands out the save picker).
    public let lists: ListsViewModel
    /// The Review pane's view model.
    public let review: ReviewViewModel
    /// The report overlay's view model (the audit, a list's balance).
    public let report: ReportViewModel
    /// The watch on the store's changes by other processes: each one reloads the panes (through
    /// the worker, so on the app's thread).
    private var watch: StoreWatch?
    /// The root screen over them, bound and shown (the first tab).
    public let root: RootScreen

    /// Wires the app over `store`: slow jobs go to `worker`, the clipboard and browser to
    /// `actions`; `now` and `makeID` stamp each suggestion sent, `userName` signs suggestions and
    /// decisions (`nil`: unsigned suggestions, decisions by "unknown"); `keys` are the key tables every
    /// screen obeys; `owned` tells the Books and Search panes which books the library owns (its
    /// holdings), `reporter` makes the audit and a list's balance drawn over Books and Lists. With `watchesStore`, the
    /// store's changes by other processes reload the panes (``storeChanged()``): the worker must
    /// then take jobs from any thread (the app's does; a test's held worker takes them from
    /// the thread a fake store announces on).
    public init(
        store: any BookStore, worker: any Worker, actions: SystemActions,
        now: @escaping () -> Date = Date.init, makeID: @escaping () -> String = { UUID().uuidString },
        listStore: any ListStore = InMemoryListStore(), exporter: (any ListExporter)? = nil,
        random: @escaping (Int) -> Int = { Int.random(in: 0 ..< $0) },
        userName: String? = nil, watchesStore: Bool = false, keys: KeyTables = .standard, owned: OwnedBooksSource = .none,
        reporter: (any HoldingsReporter)? = nil
    ) {
        let books = BooksViewModel(store: store, worker: worker, random: random, owned: owned)
        let lists = ListsViewModel(store: store, lists: listStore, worker: worker, exporter: exporter, saved: SavedBooks())
        let search = SearchViewModel(store: store, worker: worker, owned: owned)
        let suggestion = SuggestionViewModel(store: store, worker: worker, now: now, makeID: makeID, suggestedBy: userName)
        let review = ReviewViewModel(store: store, worker: worker, curator: userName ?? "unknown")
        let app = AppViewModel(
            booksWillAppear: { books.inputs.viewWillAppear() },
            searchWillAppear: { search.inputs.viewWillAppear() },
            suggestionWillAppear: { suggestion.inputs.viewWillAppear() },
            listsWillAppear: { lists.inputs.viewWillAppear() },
            reviewWillAppear: { review.inputs.viewWillAppear() })
        self.app = app
        self.books = books
        self.search = search
        self.suggestion = suggestion
        self.lists = lists
        self.review = review
        report = ReportViewModel(store: store, worker: worker, reporter: reporter)
        root = RootScreen(app: app, books: books, search: search, suggestion: suggestion, review: review, actions: actions, lists: lists, keys: keys)
        root.report = ReportOverlayScreen(viewModel: report, keys: keys.report)
        if watchesStore {
            let relay = ChangeRelay(worker: worker) { [weak self] _ in self?.storeChanged() }
            watch = store.watchChanges { change in relay.post(change) }
        }
    }

    /// Reloads every pane from the store: its books or suggestions changed (another process
    /// suggested, a curator decided). Selections, typing and open forms are kept.
    public func storeChanged() {
        books.inputs.viewWillAppear()
        search.inputs.viewWillAppear()
        suggestion.inputs.storeDidChange()
        lists.inputs.viewWillAppear()
        review.inputs.viewWillAppear()
    }

    deinit {
        watch?.cancel()
    }
}

/// Hands a store's change, told on the watch's thread, to the worker, whose completion runs on
/// the app's thread (at once with an immediate worker).
private final class ChangeRelay: @unchecked Sendable {
    private let worker: any Worker
    private let onChange: (StoreChange) -> Void

    init(worker: any Worker, onChange: @escaping (StoreChange) -> Void) {
        self.worker = worker
        self.onChange = onChange
    }

    func post(_ change: StoreChange) {
        worker.perform({ change }, completion: onChange)
    }
}
