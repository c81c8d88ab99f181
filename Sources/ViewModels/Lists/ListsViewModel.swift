import Catalog

/// What the Lists pane tells its view model.
public protocol ListsViewModelInputs {
    /// Call when the pane is first shown.
    func viewDidLoad()
    /// Call each time the pane is shown again: the lists are read again (another bookdir may have changed them).
    func viewWillAppear()
    /// Call when the user opened the list at `index` of ``ListsViewModelOutputs/lists``.
    func listTapped(at index: Int)
    /// Call when the list called `name` should open with the book `bookID` selected (restoring
    /// the last session); waits for the lists to be read.
    func listRequested(named name: String, selecting bookID: String?)
    /// Call when the user left the open list, back to every list.
    func closeListPressed()
    /// Call when the user moved the book at `index` of the open list up (`-1`, K) or down (`1`, J).
    func bookMoved(at index: Int, by step: Int)
    /// Call when the user removed the book at `index` of the open list (`u` brings it back).
    func bookRemoved(at index: Int)
    /// Call when the user asked to undo the last removal (`u`).
    func undoPressed()
    /// Call when the user typed a new name for the list at `index` of ``ListsViewModelOutputs/lists``.
    func renameSubmitted(at index: Int, name: String)
    /// Call when the user asked to delete the list at `index` (it is asked first).
    func deletePressed(at index: Int)
    /// Call when the user answered the delete question: `true` deletes.
    func deleteAnswered(_ yes: Bool)
    /// Call when the user opened the book at `index` of the open list.
    func bookTapped(at index: Int)
    /// Call when the user chose `format` to export the open list (or the list at `index` of the
    /// lists) in: the path is asked for (``ListsViewModelOutputs/exportPath``).
    func exportPressed(at index: Int?, format: ExportFormat)
    /// Call when the user pressed Enter on the export's path, with the path as typed.
    func exportPathSubmitted(_ path: String)
    /// Call when the user left the export's path with Esc: nothing is exported.
    func exportCancelled()
    /// Call when the user answered the replace question: `true` replaces the file.
    func replaceAnswered(_ yes: Bool)
    /// Call when the user pressed `s` on `books` elsewhere (Books, Search, a book's detail).
    func saveRequested(_ books: [Book])
}

/// What the Lists pane shows.
public protocol ListsViewModelOutputs {
    /// Emits loading, rows, empty (no list yet, with what to do) or error (the store's message).
    var state: Bindable<BookListState> { get }
    /// Emits every list with its count, in the order they were made.
    var lists: Bindable<[ListSummary]> { get }
    /// Emits the name of the open list, or `nil` when every list is shown.
    var openList: Bindable<String?> { get }
    /// Emits the open list's books, in its order, each with the catalog's book or none.
    var books: Bindable<[ListedBook]> { get }
    /// Emits the row to select after a change (a moved book, a book back from undo).
    var selection: Bindable<Int?> { get }
    /// Emits a sentence about the last action ("Removed Love. u brings it back."), or `nil`.
    var message: Bindable<String?> { get }
    /// Emits the name of the list the user is asked to confirm deleting, or `nil`.
    var confirmingDelete: Bindable<String?> { get }
    /// Emits the path offered once an export's format is chosen (the list's file in the folder
    /// bookdir was started in), to change; `nil` once submitted or cancelled.
    var exportPath: Bindable<String?> { get }
    /// Emits the file (home as `~`) an export would replace, while the user is asked; `nil` once answered.
    var confirmingReplace: Bindable<String?> { get }
    /// Emits the detail of the book the user opened.
    var goToBook: Bindable<BookDetailViewModel?> { get }
    /// Emits the save picker for the books the user pressed `s` on.
    var goToSave: Bindable<SaveToListViewModel?> { get }
}

/// The Lists pane's view model: its inputs and outputs.
public protocol ListsViewModelType {
    /// The inputs.
    var inputs: ListsViewModelInputs { get }
    /// The outputs.
    var outputs: ListsViewModelOutputs { get }
}

/// The user's reading lists: every list with its count, one list's books to reorder, remove
/// (with undo), open, rename, delete and export; and the save picker for books of other panes.
public final class ListsViewModel: ListsViewModelType, ListsViewModelInputs, ListsViewModelOutputs {
    public var inputs: ListsViewModelInputs { self }
    public var outputs: ListsViewModelOutputs { self }

    public let state = Bindable(BookListState.loading)
    public let lists = Bindable<[ListSummary]>([])
    public let openList = Bindable<String?>(nil)
    public let books = Bindable<[ListedBook]>([])
    public let selection = Bindable<Int?>(nil)
    public let message = Bindable<String?>(nil)
    public let confirmingDelete = Bindable<String?>(nil)
    public let exportPath = Bindable<String?>(nil)
    public let confirmingReplace = Bindable<String?>(nil)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)
    public let goToSave = Bindable<SaveToListViewModel?>(nil)

    /// The books saved in any list, for the marks of every list view.
    public let saved: SavedBooks
    private let store: any BookStore
    private let listStore: any ListStore
    private let worker: any Worker
    let exporter: (any ListExporter)?
    var stored: [ReadingList] = []
    var catalog: [Book] = []
    /// The export under way: the list, its format, and the file it would replace while that is asked.
    var pendingExport: (list: ReadingList, format: ExportFormat, target: ExportTarget?)?
    /// The last book removed, where it was and from which list: what `u` puts back.
    private var lastRemoval: (entry: ListEntry, index: Int, list: String)?

    /// The pane over the catalog of `store` and the lists of `lists`, read through `worker`;
    /// `exporter` writes exports (none: export is not offered).
    public init(store: any BookStore, lists: any ListStore, worker: any Worker, exporter: (any ListExporter)?, saved: SavedBooks) {
        self.store = store
        listStore = lists
        self.worker = worker
        self.exporter = exporter
        self.saved = saved
    }

    public func viewDidLoad() { load() }

    public func viewWillAppear() {
        // A message spoke of what was done before the user left the pane: gone when they come back.
        message.setIfChanged(nil)
        load()
    }

    public func listTapped(at index: Int) {
        open(at: index, selecting: nil)
    }

    public func listRequested(named name: String, selecting bookID: String?) {
        guard hasRead else {
            pendingOpen = (name, bookID)
            return
        }
        guard let index = stored.firstIndex(where: { $0.isNamed(name) }) else { return }
        open(at: index, selecting: bookID)
    }

    private func open(at index: Int, selecting bookID: String?) {
        guard stored.indices.contains(index) else { return }
        openList.setIfChanged(stored[index].name)
        message.setIfChanged(nil)
        refresh()
        selection.value = books.value.isEmpty ? nil : books.value.firstIndex { $0.entry.bookID == bookID } ?? 0
    }

    public func closeListPressed() {
        guard let name = openList.value else { return }
        openList.value = nil
        books.setIfChanged([])
        message.setIfChanged(nil)
        selection.value = stored.firstIndex { $0.isNamed(name) }
    }

    public func bookMoved(at index: Int, by step: Int) {
        guard let name = openList.value, books.value.indices.contains(index) else { return }
        let target = min(max(0, index + step), books.value.count - 1)
        guard target != index else { return }
        apply(.move(bookID: books.value[index].entry.bookID, by: step, inList: name)) { [weak self] in
            self?.selection.value = target
        }
    }

    public func bookRemoved(at index: Int) {
        guard let name = openList.value, books.value.indices.contains(index) else { return }
        let entry = books.value[index].entry
        apply(.remove(bookIDs: [entry.bookID], fromList: name)) { [weak self] in
            guard let self else { return }
            self.lastRemoval = (entry, index, name)
            self.message.value = "Removed “\(entry.title)”. Press u to undo."
            self.selection.value = self.books.value.isEmpty ? nil : min(index, self.books.value.count - 1)
        }
    }

    public func undoPressed() {
        guard let removal = lastRemoval else {
            message.value = "Nothing to undo."
            return
        }
        lastRemoval = nil
        apply(.insert(removal.entry, at: removal.index, inList: removal.list)) { [weak self] in
            guard let self else { return }
            self.message.value = "“\(removal.entry.title)” is back in \(removal.list)."
            if self.openList.value.map({ ReadingList.key($0) }) == ReadingList.key(removal.list) {
                self.selection.value = removal.index
            }
        }
    }

    public func renameSubmitted(at index: Int, name: String) {
        guard stored.indices.contains(index) else { return }
        let old = stored[index].name
        apply(.rename(old, to: name)) { [weak self] in
            guard let self else { return }
            let clean = name.trimmingCharacters(in: .whitespacesAndNewlines)
            self.message.value = "Renamed \(old) to \(clean)."
        }
    }

    public func bookTapped(at index: Int) {
        guard books.value.indices.contains(index) else { return }
        guard let book = books.value[index].book else {
            message.value = "“\(books.value[index].entry.title)” is \(ListedBook.goneNote); u after removing it brings it back."
            return
        }
        goToBook.value = BookDetailViewModel(book: book, catalog: catalog)
    }

    public func saveRequested(_ books: [Book]) {
        guard !books.isEmpty else { return }
        goToSave.value = SaveToListViewModel(books: books, lists: listStore, worker: worker, saved: saved,
                                             lastUsed: lastSavedTo) { [weak self] lists, savedTo in
            self?.lastSavedTo = savedTo
            self?.take(lists)
        }
    }

    /// The list books were last saved to in this session: the save picker's first choice next time.
    private var lastSavedTo: String?

    // MARK: - Reading and changing

    /// A list asked for before the lists were read, and the book to select in it.
    private var pendingOpen: (name: String, bookID: String?)?
    /// Whether the lists were read once.
    private var hasRead = false

    private func load() {
        let store = self.store, listStore = self.listStore
        worker.perform({ () -> (Result<[Book], BookStoreError>, Result<[ReadingList], BookStoreError>) in
            (Result { () throws(BookStoreError) in try store.loadBooks() }, Result { () throws(BookStoreError) in try listStore.loadLists() })
        }, completion: { [weak self] books, lists in
            guard let self else { return }
            if case .success(let books) = books { self.catalog = books }
            self.hasRead = true
            switch lists {
            case .success(let lists): self.take(lists)
            case .failure(let error): self.state.setIfChanged(.error(message: error.message))
            }
            if let pending = self.pendingOpen {
                self.pendingOpen = nil
                self.listRequested(named: pending.name, selecting: pending.bookID)
            }
        })
    }

    /// Stores `change`, then takes the lists as stored; `done` runs when the change was made.
    func apply(_ change: ListChange, done: @escaping () -> Void) {
        let listStore = self.listStore
        worker.perform({ Result { () throws(BookStoreError) in try listStore.change(change) } }, completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let changed):
                // The open list keeps showing under its new name.
                if case .rename(let old, let new) = change, case .changed = changed.outcome,
                   self.openList.value.map({ ReadingList.key($0) }) == ReadingList.key(old) {
                    self.openList.value = new.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                self.take(changed.lists)
                if let refusal = changed.outcome.refusalMessage { self.message.value = refusal } else { done() }
            case .failure(let error):
                self.message.value = error.message
            }
        })
    }

    private func take(_ lists: [ReadingList]) {
        stored = lists
        saved.update(from: lists)
        if let name = openList.value, !lists.contains(where: { $0.isNamed(name) }) { openList.value = nil }
        refresh()
    }

    private func refresh() {
        lists.setIfChanged(stored.map { ListSummary(name: $0.name, count: $0.entries.count) })
        let open = openList.value.flatMap { name in stored.first { $0.isNamed(name) } }
        books.setIfChanged(open.map { ListedBook.resolve($0, in: catalog) } ?? [])
        if stored.isEmpty {
            state.setIfChanged(.empty(message: "No reading lists yet. Press s on a book in Books or Search to save it to one."))
        } else if let open, open.entries.isEmpty {
            state.setIfChanged(.empty(message: "\(open.name) has no books yet. Press s on a book in Books or Search to add one."))
        } else {
            state.setIfChanged(.rows)
        }
    }
}
