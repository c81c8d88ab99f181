import Widgets
import Search
import Catalog
import ViewModels

/// The Books pane: the category filter bar over a list of title, author and category.
///
/// Keys: the list keys of ``ListState`` (↑↓ j k, PgUp/PgDn, g/G, Home/End), Enter opens the
/// selected book, ←→ or h/l step through the categories and a/p/c/m/y choose one; f/F and w/W
/// step through the community and award filters and o through the orders (a row under the
/// categories shows them, when the catalog has communities or awards). A click on a
/// row selects it, a click on the selected row opens it, the wheel moves, a click on a
/// category chooses it. The selection survives a detail view opened over the pane.
public final class BooksScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// The view model drawn.
    public let viewModel: BooksViewModelType
    /// Where the list is: its selection and scroll.
    public private(set) var listState = ListState()
    /// The list's state as last emitted.
    public private(set) var state: BookListState = .loading
    /// The rows as last emitted.
    public private(set) var books: [Book] = []
    /// The filter choices as last emitted.
    public private(set) var filters: [FilterCount] = []
    /// The chosen filter as last emitted.
    public private(set) var selectedFilter: CategoryFilter = .all
    /// The community choices as last emitted.
    public private(set) var communityFilters: [Counted<Community?>] = []
    /// The community kept, as last emitted.
    public private(set) var selectedCommunity: Community?
    /// The award choices as last emitted.
    public private(set) var awardFilters: [Counted<AwardFilter>] = []
    /// The award filter, as last emitted.
    public private(set) var selectedAward = AwardFilter.any
    /// The order, as last emitted.
    public private(set) var sort = QuerySort.relevance
    /// The packed fields' filters (grades, …), each with its choices and the one chosen.
    public private(set) var fieldFilters: [FieldFilter] = []
    /// The owned filter's choices, the one chosen and the books owned, as last emitted.
    public private(set) var ownedFilters: [Counted<Bool?>] = []
    public private(set) var selectedOwned: Bool?
    public private(set) var ownedBooks: OwnedBooks?

    /// The ids of the books saved in a list (marked ✓) and of those marked with Space (+).
    public internal(set) var savedIDs: Set<String> = []
    public internal(set) var markedIDs: Set<String> = []

    /// The book to select once the rows hold it (restoring the last session).
    var pendingSelection: String?
    private var tokens: [BindingToken] = []
    /// Where the filter bar and the list were last drawn, for mouse clicks.
    private var barRect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var listRect = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates the pane and binds it to `viewModel`'s outputs.
    public init(viewModel: BooksViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.state.bindAndFire { [weak self] in self?.state = $0 })
        tokens.append(outputs.filters.bindAndFire { [weak self] in self?.filters = $0 })
        tokens.append(outputs.selectedFilter.bindAndFire { [weak self] filter in self?.filterChanged(filter) })
        tokens.append(outputs.communityFilters.bindAndFire { [weak self] in self?.communityFilters = $0 })
        tokens.append(outputs.selectedCommunity.bindAndFire { [weak self] in self?.selectedCommunity = $0 })
        tokens.append(outputs.awardFilters.bindAndFire { [weak self] in self?.awardFilters = $0 })
        tokens.append(outputs.selectedAward.bindAndFire { [weak self] in self?.selectedAward = $0 })
        tokens.append(outputs.sort.bindAndFire { [weak self] in self?.sort = $0 })
        tokens.append(outputs.fieldFilters.bindAndFire { [weak self] in self?.fieldFilters = $0 })
        tokens.append(outputs.ownedFilters.bindAndFire { [weak self] in self?.ownedFilters = $0 })
        tokens.append(outputs.selectedOwned.bindAndFire { [weak self] in self?.selectedOwned = $0 })
        tokens.append(outputs.ownedBooks.bindAndFire { [weak self] in self?.ownedBooks = $0 })
        tokens.append(outputs.books.bindAndFire { [weak self] books in self?.booksChanged(books) })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    /// A new filter starts at the top of its list.
    private func filterChanged(_ filter: CategoryFilter) {
        if filter != selectedFilter { listState.select(0) }
        selectedFilter = filter
    }

    /// New rows (a new filter, a changed catalog) keep the selection where it was, clamped.
    private func booksChanged(_ newBooks: [Book]) {
        books = newBooks
        listState.setCount(newBooks.count)
        if let id = pendingSelection, let index = newBooks.firstIndex(where: { $0.id == id }) {
            pendingSelection = nil
            listState.select(index)
        }
    }

    /// Selects the book `id` once the rows hold it (restoring the last session).
    func selectWhenShown(id: String?) {
        pendingSelection = id
        booksChanged(books)
    }

    // MARK: - Keys

    /// After Space marks a book the next one is selected, so Space Space Space marks three.
    func moveDownAfterMark() {
        listState.moveDown()
    }

    public var isTakingTyping: Bool { false }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        let action = keys.books.action(for: key)
        switch action {
        case "open":
            if let selected = listState.selected { viewModel.inputs.bookTapped(at: selected) }
        case "previous-category": stepFilter(by: -1)
        case "next-category": stepFilter(by: 1)
        case "clear-filters": viewModel.inputs.clearFiltersPressed()
        case let action? where ["next-community", "previous-community", "next-award", "previous-award", "next-order"].contains(action):
            handleFacetKey(action)
        case let action? where action == "next-owned" || action == "previous-owned":
            stepOwnedFilter(by: action == "next-owned" ? 1 : -1)
        case let action? where action.hasPrefix("category-"):
            viewModel.inputs.categoryFilterSelected(Self.categoryActions[action] ?? .all)
        case let action? where fieldFilterKey(action: action) != nil:
            stepFieldFilter(action: action)
        default:
            return listState.perform(action)
        }
        return true
    }

    /// The category each `category-…` action chooses.
    static let categoryActions: [String: CategoryFilter] = [
        "category-all": .all, "category-picture-book": .category(.pictureBook), "category-chapter-book": .category(.chapterBook),
        "category-middle-grade": .category(.middleGrade), "category-young-adult": .category(.youngAdult),
    ]

    private func stepFilter(by step: Int) {
        let all = CategoryFilter.allCases
        let index = all.firstIndex(of: selectedFilter) ?? 0
        viewModel.inputs.categoryFilterSelected(all[(index + step + all.count) % all.count])
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .scrollUp:
            listState.moveUp(3)
        case .scrollDown:
            listState.moveDown(3)
        case .leftClick:
            if barRect.contains(x: event.x, y: event.y) {
                if let index = filterBar.choiceIndex(atColumn: event.x, in: barRect),
                   CategoryFilter.allCases.indices.contains(index) {
                    viewModel.inputs.categoryFilterSelected(CategoryFilter.allCases[index])
                }
            } else if let row = listView.rowIndex(atY: event.y, in: listRect, state: listState),
                      listRect.contains(x: event.x, y: event.y) {
                if row == listState.selected {
                    viewModel.inputs.bookTapped(at: row)
                } else {
                    listState.select(row)
                }
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }

    // MARK: - Drawing

    /// The filter bar: All and each category, with counts once the catalog is read.
    var filterBar: ChoiceBar {
        let choices = CategoryFilter.allCases.map { filter -> ChoiceBar.Choice in
            let count = filters.first(where: { $0.filter == filter })?.count
            let suffix = count.map { " \($0)" } ?? ""
            let short: String
            switch filter {
            case .all: short = "All"
            case .category(let category): short = category.code
            }
            return ChoiceBar.Choice(filter.title + suffix, shortTitle: short + suffix)
        }
        return ChoiceBar(choices: choices, selectedIndex: CategoryFilter.allCases.firstIndex(of: selectedFilter) ?? 0)
    }

    /// The list of the current rows: title, author, category and, where it fits (60 columns and
    /// more), the year; a narrower category column when the pane is narrow. Only the rows drawn
    /// are built.
    var listView: ListView {
        let wide = listRect.width >= 60
        var columns = [
            ListColumn("Title", width: .flexible(3)),
            ListColumn("Author", width: .flexible(2)),
            ListColumn(wide ? "Category" : "Cat", width: .fixed(wide ? 12 : 3)),
        ]
        if wide { columns.append(ListColumn("Year", width: .fixed(4))) }
        let books = books, owned = ownedBooks
        if owned != nil { columns.append(ownedColumn) }
        let marks = BookMarkColumn(saved: savedIDs, marked: markedIDs)
        return ListView(columns: marks.columns(columns), rowCount: books.count, showsHeadings: true, emptyText: "") { index in
            let book = books[index]
            var cells = wide ? [book.title, book.author, book.category.name, book.year.map(String.init) ?? ""]
                : [book.title, book.author, book.category.code]
            if let owned { cells.append(Self.ownedMark(owned.keeps(id: book.id, wanted: true))) }
            return marks.row(ListRow(cells), id: book.id)
        }
    }

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        barRect = area.top(1)
        let facetRows = hasFacets && area.height > 4 ? 1 : 0
        listRect = area.droppingTop(1 + facetRows)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        filterBar.render(into: &canvas, in: barRect)
        if facetRows > 0 {
            canvas.put(facetLine, x: area.x + 1, y: area.y + 1, width: area.width - 1)
        }
        let body = listRect
        switch state {
        case .loading:
            MessageLine("Loading the catalog…", kind: .info).render(into: &canvas, in: body.droppingTop(1))
        case .empty(let message):
            MessageLine(message, kind: .info).render(into: &canvas, in: body.droppingTop(1))
        case .error(let message):
            MessageLine(message, kind: .error).render(into: &canvas, in: body.droppingTop(1))
        case .rows:
            listView.render(&listState, into: &canvas, in: body)
        }
    }

    /// Most used first (the bar leaves out the last that do not fit): at 80 columns moving,
    /// opening, saving, help, marking, the filters and searching within them stay in sight.
    public var hints: [KeyHint] {
        let rows = state == .rows
        let books = keys.books, everywhere = keys.everywhere, saving = keys.saving
        let list = rows ? [books.hint("move-down"), books.hint("open")] : []
        let mark = rows ? [saving.hint("mark")] : []
        let facets = hasFacets ? [books.hint("next-community")] : []
        return (list + [everywhere.hint("help")] + mark + facets + [books.hint("search-within"), everywhere.hint("quit")]
            + (rows ? [saving.hint("discover")] : [])
            + [books.hint("previous-category"), everywhere.hint("next-pane")]).compactMap { $0 }
    }

    public var statusNote: String? {
        guard state == .rows, let selected = listState.selected else { return nil }
        return Glyphs.current.position(selected + 1, of: books.count, noun: "book")
    }

    public var helpSection: HelpOverlay.Section { keys.books.helpSection }
}
