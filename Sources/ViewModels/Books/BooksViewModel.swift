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
    /// Call when the user chose a community to keep (`nil`: any).
    func communityFilterSelected(_ community: Community?)
    /// Call when the user chose an award filter.
    func awardFilterSelected(_ filter: AwardFilter)
    /// Call when the user chose an order (``QuerySort/relevance`` is the catalog's order).
    func sortSelected(_ sort: QuerySort)
    /// Call when the user opened the row at `index` of ``BooksViewModelOutputs/books``.
    func bookTapped(at index: Int)
    /// Call when the user asked to discover a book (`r`): a random one of the rows shown opens.
    func discoverPressed()
    /// Call when the user chose a filter of a packed field (nil: Any).
    func fieldFilterSelected(_ field: BookField, _ condition: FieldCondition?)
    /// Call when the user chose to keep the books the library owns (true), does not own (false), or either (nil).
    func ownedFilterSelected(_ owned: Bool?)
    /// Call when the user asked to clear every filter (`x`): All, any community, any award.
    func clearFiltersPressed()
}

/// What the Books list shows.
public protocol BooksViewModelOutputs {
    /// Emits whether the list is loading, showing rows, empty (with a message) or failed (with the store's message).
    var state: Bindable<BookListState> { get }
    /// Emits the rows: the catalog's books that pass the selected filters, in the selected order.
    var books: Bindable<[Book]> { get }
    /// Emits the filter choices (All, then each category) with their counts; empty until the catalog is read.
    var filters: Bindable<[FilterCount]> { get }
    /// Emits the selected filter.
    var selectedFilter: Bindable<CategoryFilter> { get }
    /// Emits the community choices (Any, then each community) with how many books of the selected
    /// category each would show; empty until the catalog is read.
    var communityFilters: Bindable<[Counted<Community?>]> { get }
    /// Emits the community kept, or `nil` for any.
    var selectedCommunity: Bindable<Community?> { get }
    /// Emits the award choices (Any, Any award, then each award family the catalog has) with how
    /// many books of the selected category each would show; empty until the catalog is read.
    var awardFilters: Bindable<[Counted<AwardFilter>]> { get }
    /// Emits the award filter selected.
    var selectedAward: Bindable<AwardFilter> { get }
    /// Emits the filters of the packed fields that are facets (grades, …), each with its choices
    /// and the one chosen; empty until the catalog is read.
    var fieldFilters: Bindable<[FieldFilter]> { get }
    /// Emits the owned choices (Any, Owned, Not owned) with how many books each would show among
    /// those the other filters keep; empty until the catalog is read or while no holdings are imported.
    var ownedFilters: Bindable<[Counted<Bool?>]> { get }
    /// Emits whether the rows are the owned books (true), those not owned (false), or either (nil).
    var selectedOwned: Bindable<Bool?> { get }
    /// Emits the books the library owns (the rows' owned mark), nil while no holdings are imported.
    var ownedBooks: Bindable<OwnedBooks?> { get }
    /// Emits the order of the rows (``QuerySort/relevance``: the catalog's order).
    var sort: Bindable<QuerySort> { get }
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

/// The catalog as a list, filtered by category, community and award and sorted (the rules of the
/// query language's field terms, ``ParsedQuery``); reloads when shown again and opens a book's detail.
public final class BooksViewModel: BooksViewModelType, BooksViewModelInputs, BooksViewModelOutputs {
    public var inputs: BooksViewModelInputs { self }
    public var outputs: BooksViewModelOutputs { self }

    public let state = Bindable(BookListState.loading)
    public let books = Bindable<[Book]>([])
    public let filters = Bindable<[FilterCount]>([])
    public let selectedFilter = Bindable(CategoryFilter.all)
    public let communityFilters = Bindable<[Counted<Community?>]>([])
    public let selectedCommunity = Bindable<Community?>(nil)
    public let awardFilters = Bindable<[Counted<AwardFilter>]>([])
    public let selectedAward = Bindable(AwardFilter.any)
    public let fieldFilters = Bindable<[FieldFilter]>([])
    public let ownedFilters = Bindable<[Counted<Bool?>]>([])
    public let selectedOwned = Bindable<Bool?>(nil)
    public let ownedBooks = Bindable<OwnedBooks?>(nil)
    /// The packed fields' filters chosen, by field.
    private var conditions: [BookField: FieldCondition] = [:]
    public let sort = Bindable(QuerySort.relevance)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)

    private let store: any BookStore
    private let worker: any Worker
    private let owned: OwnedBooksSource
    /// A number from 0 up to (not including) its argument: the discover key's dice.
    private let random: (Int) -> Int
    /// The last result of reading the catalog; `nil` until the first read is over.
    private var catalog: Result<[Book], BookStoreError>?
    private var isLoading = false

    /// Creates the list over `store`, reading it through `worker`; `random(n)` gives a number
    /// below `n` for the discover key (the system's random numbers by default); `owned` tells
    /// which books the library owns.
    public init(store: any BookStore, worker: any Worker, random: @escaping (Int) -> Int = { Int.random(in: 0 ..< $0) },
                owned: OwnedBooksSource = .none) {
        self.store = store
        self.worker = worker
        self.owned = owned
        self.random = random
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

    public func communityFilterSelected(_ community: Community?) {
        selectedCommunity.setIfChanged(community)
        refresh()
    }

    public func awardFilterSelected(_ filter: AwardFilter) {
        selectedAward.setIfChanged(filter)
        refresh()
    }

    public func fieldFilterSelected(_ field: BookField, _ condition: FieldCondition?) {
        conditions[field] = condition
        refresh()
    }

    public func ownedFilterSelected(_ owned: Bool?) {
        selectedOwned.setIfChanged(owned)
        refresh()
    }

    public func sortSelected(_ sort: QuerySort) {
        self.sort.setIfChanged(sort)
        refresh()
    }

    public func bookTapped(at index: Int) {
        guard case .success(let all) = catalog, books.value.indices.contains(index) else { return }
        goToBook.value = BookDetailViewModel(book: books.value[index], catalog: all)
    }

    public func clearFiltersPressed() {
        selectedFilter.setIfChanged(.all)
        selectedCommunity.setIfChanged(nil)
        selectedAward.setIfChanged(.any)
        selectedOwned.setIfChanged(nil)
        conditions = [:]
        refresh()
    }

    public func discoverPressed() {
        guard !books.value.isEmpty else { return }
        bookTapped(at: min(max(0, random(books.value.count)), books.value.count - 1))
    }

    /// Reads the catalog unless a read is under way; only the first read shows the loading state,
    /// later ones change the outputs only when the catalog changed.
    private func load() {
        guard !isLoading else { return }
        if catalog == nil { state.value = .loading }
        isLoading = true
        let store = self.store, owned = self.owned
        worker.perform({ () -> (Result<[Book], BookStoreError>, OwnedBooks?) in
            do throws(BookStoreError) {
                let books = try store.loadBooks()
                return (.success(books), owned.owned(books))
            } catch {
                return (.failure(error), nil)
            }
        }, completion: { [weak self] result, owned in
            guard let self else { return }
            self.isLoading = false
            // The store hands back the same array while the file is unchanged (== sees the
            // shared storage at once): nothing to derive again, which at a million books is
            // most of a pane switch.
            if case .success(let books) = result, case .success(let known)? = self.catalog, books == known,
               owned == self.ownedBooks.value { return }
            self.catalog = result
            self.ownedBooks.setIfChanged(owned)
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
            communityFilters.setIfChanged([])
            awardFilters.setIfChanged([])
            fieldFilters.setIfChanged([])
            ownedFilters.setIfChanged([])
            state.setIfChanged(.error(message: error.message))
        case .success(let all):
            // Each filter's counts are of the books the other two keep: "Indigenous 23" is what
            // choosing it would show, whatever the category and award filters are. Every filter is
            // a query of the query language, kept by its one rule (ParsedQuery.keeps), as the index
            // and `bookdir list` keep it.
            let community = selectedCommunity.value
            let award = selectedAward.value
            let category = selectedFilter.value
            let conditions = self.conditions
            let keptByCommunity = Self.keeps(Self.query(community: community))
            let keptByAward = Self.keeps(award.query)
            let keptByCategory = Self.keeps(Self.query(category: category))
            let keptByFields = { (book: Book, except: BookField?) in
                conditions.allSatisfy { $0.key == except || $0.value.keeps(book) }
            }
            let ownedQuery = Self.query(owned: selectedOwned.value, books: ownedBooks.value)
            let keptByOwned = Self.keeps(ownedQuery)
            let catalog = all
            let all = conditions.isEmpty && ownedQuery == nil ? all : all.filter { keptByFields($0, nil) && keptByOwned($0) }
            let ofCommunityAndAward = all.filter { keptByCommunity($0) && keptByAward($0) }
            filters.setIfChanged(CategoryFilter.allCases.map { filter in
                FilterCount(filter: filter, count: ofCommunityAndAward.filter(Self.keeps(Self.query(category: filter))).count)
            })
            let inCategory = all.filter(keptByCategory)
            let inCategoryAndAward = inCategory.filter(keptByAward)
            communityFilters.setIfChanged([Counted(nil, title: "Any", count: inCategoryAndAward.count)] + Community.allCases.map { community in
                Counted(community, title: community.name, count: inCategoryAndAward.filter(Self.keeps(Self.query(community: community))).count)
            })
            let inCategoryAndCommunity = inCategory.filter(keptByCommunity)
            awardFilters.setIfChanged(AwardFilter.choices(for: all).map { filter in
                Counted(filter, title: filter.title, count: inCategoryAndCommunity.filter(Self.keeps(filter.query)).count)
            })
            fieldFilters.setIfChanged(fieldFilters(of: catalog, conditions: conditions,
                                                   keptByOthers: { book, field in
                                                       keptByFields(book, field) && keptByCategory(book) && keptByCommunity(book)
                                                           && keptByAward(book) && keptByOwned(book)
                                                   }))
            ownedFilters.setIfChanged(ownedFilters(of: catalog) { keptByFields($0, nil) && keptByCategory($0) && keptByCommunity($0) && keptByAward($0) })
            var order = ParsedQuery()
            order.sort = sort.value
            let shown = order.sorted(inCategoryAndCommunity.filter(keptByAward))
            books.setIfChanged(shown)
            if ownedQuery?.lacksHoldings == true { return state.setIfChanged(.empty(message: OwnedBooks.noHoldingsNote + ".")) }
            state.setIfChanged(Self.state(shown: shown, catalogIsEmpty: catalog.isEmpty, filter: selectedFilter.value,
                                          narrowed: community != nil || selectedAward.value != .any || !conditions.isEmpty
                                              || ownedQuery != nil))
        }
    }

    private static func state(shown: [Book], catalogIsEmpty: Bool, filter: CategoryFilter, narrowed: Bool) -> BookListState {
        if catalogIsEmpty { return .empty(message: "This catalog has no books yet.") }
        if shown.isEmpty && narrowed {
            return .empty(message: "No \(filter == .all ? "" : filter.title + " ")books pass the community and award filters. "
                + "Press f or w to choose others.")
        }
        if shown.isEmpty {
            return .empty(message: "No books in the \(filter.title) category. Choose All to see every book.")
        }
        return .rows
    }
}
