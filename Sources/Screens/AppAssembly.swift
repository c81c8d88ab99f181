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
    /// The root screen over them, bound and shown (the first tab).
    public let root: RootScreen

    /// Wires the app over `store`: slow jobs go to `worker`, the clipboard and browser to
    /// `actions`; `now` and `makeID` stamp each suggestion sent.
    public init(
        store: any BookStore, worker: any Worker, actions: SystemActions,
        now: @escaping () -> Date = Date.init, makeID: @escaping () -> String = { UUID().uuidString },
        listStore: any ListStore = InMemoryListStore(), exporter: (any ListExporter)? = nil,
        random: @escaping (Int) -> Int = { Int.random(in: 0 ..< $0) }
    ) {
        let books = BooksViewModel(store: store, worker: worker, random: random)
        let lists = ListsViewModel(store: store, lists: listStore, worker: worker, exporter: exporter, saved: SavedBooks())
        let search = SearchViewModel(store: store, worker: worker)
        let suggestion = SuggestionViewModel(store: store, worker: worker, now: now, makeID: makeID)
        let app = AppViewModel(
            booksWillAppear: { books.inputs.viewWillAppear() },
            searchWillAppear: { search.inputs.viewWillAppear() },
            suggestionWillAppear: { suggestion.inputs.viewWillAppear() },
            listsWillAppear: { lists.inputs.viewWillAppear() })
        self.app = app
        self.books = books
        self.search = search
        self.suggestion = suggestion
        self.lists = lists
        root = RootScreen(app: app, books: books, search: search, suggestion: suggestion, actions: actions, lists: lists)
    }
}
