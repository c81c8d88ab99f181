import Catalog
import Search

/// What the Books list tells its view model.
public protocol BooksViewModelInputs {
    /// Call when the list is first shown.
    func viewDidLoad()
    /// Call each time the list is shown again (its tab was selected).
    func viewWillAppear()
    /// Call when the user chose a category filter.
    func categoryFilterSelected(_ filter: CategoryFilter)
    /// Call when the user opened the row at `index` of ``BooksViewModelOutputs/books``.
    func bookTapped(at index: Int)
}

/// What the Books list shows.
public protocol BooksViewModelOutputs {
    /// Emits whether the list is loading, showing rows, empty (with a message) or failed (with the store's message).
    var state: Bindable<BookListState> { get }
    /// Emits the rows: the catalog's books that pass the selected filter, in catalog order.
    var books: Bindable<[Book]> { get }
    /// Emits the filter choices (All, then each category) with their counts; empty until the catalog is read.
    var filters: Bindable<[FilterCount]> { get }
    /// Emits the selected filter.
    var selectedFilter: Bindable<CategoryFilter> { get }
    /// Emits the detail of the book the user opened.
    var goToBook: Bindable<BookDetailViewModel?> { get }
}

/// The Books list's view model: its inputs and its outputs.
public protocol BooksViewModelType {
    /// The inputs.
    var inputs: BooksViewModelInputs { get }
    /// The outputs.
    var outputs: BooksViewModelOutputs { get }
}

/// The catalog as a list, filtered by category; reloads when shown again and opens a book's detail.
public final class BooksViewModel: BooksViewModelType, BooksViewModelInputs, BooksViewModelOutputs {
    public var inputs: BooksViewModelInputs { self }
    public var outputs: BooksViewModelOutputs { self }

    public let state = Bindable(BookListState.loading)
    public let books = Bindable<[Book]>([])
    public let filters = Bindable<[FilterCount]>([])
    public let selectedFilter = Bindable(CategoryFilter.all)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)

    private let store: any BookStore
    private let worker: any Worker
    /// The last result of reading the catalog; `nil` until the first read is over.
    private var catalog: Result<[Book], BookStoreError>?
    private var isLoading = false

    /// Creates the list over `store`, reading it through `worker`.
    public init(store: any BookStore, worker: any Worker) {
        self.store = store
        self.worker = worker
    }

    public func viewDidLoad() {
        load()
    }

    public func viewWillAppear() {
        load()
    }

    public func categoryFilterSelected(_ filter: CategoryFilter) {
        selectedFilter.setIfChanged(filter)
        refresh()
    }

    public func bookTapped(at index: Int) {
        guard case .success(let all) = catalog, books.value.indices.contains(index) else { return }
        goToBook.value = BookDetailViewModel(book: books.value[index], catalog: all)
    }

    /// Reads the catalog unless a read is under way; only the first read shows the loading state,
    /// later ones change the outputs only when the catalog changed.
    private func load() {
        guard !isLoading else { return }
        if catalog == nil { state.value = .loading }
        isLoading = true
        let store = self.store
        worker.perform({ () -> Result<[Book], BookStoreError> in
            do throws(BookStoreError) {
                return .success(try store.loadBooks())
            } catch {
                return .failure(error)
            }
        }, completion: { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            // The store hands back the same array while the file is unchanged (== sees the
            // shared storage at once): nothing to derive again, which at a million books is
            // most of a pane switch.
            if case .success(let books) = result, case .success(let known)? = self.catalog, books == known { return }
            self.catalog = result
            self.refresh()
        })
    }

    /// Derives every output from the last catalog read and the selected filter, emitting only changes.
    private func refresh() {
        switch catalog {
        case nil:
            return
        case .failure(let error):
            books.setIfChanged([])
            filters.setIfChanged([])
            state.setIfChanged(.error(message: error.message))
        case .success(let all):
            filters.setIfChanged(CategoryFilter.allCases.map { filter in
                FilterCount(filter: filter, count: all.filter(filter.includes).count)
            })
            let shown = all.filter(selectedFilter.value.includes)
            books.setIfChanged(shown)
            state.setIfChanged(Self.state(shown: shown, catalogIsEmpty: all.isEmpty, filter: selectedFilter.value))
        }
    }

    private static func state(shown: [Book], catalogIsEmpty: Bool, filter: CategoryFilter) -> BookListState {
        if catalogIsEmpty { return .empty(message: "This catalog has no books yet.") }
        if shown.isEmpty {
            return .empty(message: "No books in the \(filter.title) category. Choose All to see every book.")
        }
        return .rows
    }
}
