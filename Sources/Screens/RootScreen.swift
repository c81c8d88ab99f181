import Catalog
import Widgets
import ViewModels

/// The whole app on one canvas: the tab bar on the first row, the shown pane (or a detail view
/// over it) in the middle, the status bar with the keys that work right now on the last row,
/// and the help overlay over everything while it is open. Below 40×10 it draws only the notice
/// saying how large the terminal must be.
///
/// It takes every key first: Ctrl-C always quits; while help is open, Esc or ? close it; then
/// the pane (or detail view) has the key; what the pane leaves is the app's: Tab/Shift-Tab and
/// 1/2/3/4 switch panes, ? opens help (F1 too, even in a text field), q quits (never while a text
/// field is taking typing), and Esc or Backspace close a detail view, keeping the pane's
/// selection. A click on a tab switches.
///
/// The Terminal's event loop drives it through ``handle(keys:)`` (every key already waiting,
/// so that a paste is typed at once) and ``render(into:)``. ``AppAssembly`` builds it over the
/// view models; the executable adds `extension RootScreen: TerminalClient {}` once.
public final class RootScreen {
    /// The Books pane.
    public let booksScreen: BooksScreen
    /// The Search pane.
    public let searchScreen: SearchScreen
    /// The Suggestion pane.
    public let suggestionScreen: SuggestionScreen
    /// The Lists pane.
    public let listsScreen: ListsScreen
    /// The save picker open over the pane, if any.
    public internal(set) var savePicker: SaveToListScreen?
    /// The report overlay (the audit, a list's balance), drawn while open.
    public internal(set) var report: ReportOverlayScreen?
    /// A one-line notice over the status bar until the next key ("Saved 3 books to …").
    public internal(set) var notice: String?
    /// The books marked with Space in the Books and Search panes.
    let booksMarks = BookMarks(), searchMarks = BookMarks()
    let lists: ListsViewModelType
    /// The Review pane.
    public let reviewScreen: ReviewScreen
    /// The tab shown.
    public private(set) var selectedTab: Tab = .books
    /// Whether the help overlay is open.
    public internal(set) var isShowingHelp = false
    /// The keys every screen obeys and shows: as shipped, or as the configuration file rebinds them.
    public let keys: KeyTables

    let app: AppViewModelType
    private let actions: SystemActions
    private var tokens: [BindingToken] = []
    /// The detail views opened over the Books and Search panes, the top one last.
    private var detailStacks: [Tab: [BookDetailScreen]] = [:]
    private let sizeGuard = SizeGuard()
    /// The size of the last frame, for mouse clicks and the too-small notice; `nil` before the first.
    var lastSize: (width: Int, height: Int)?
    /// The first line of keys the help overlay shows when it does not fit.
    var helpScroll = 0

    /// Whether the last frame was the too-small notice: keys then act on nothing hidden behind it.
    public var isTooSmall: Bool {
        lastSize.map { sizeGuard.isTooSmall(width: $0.width, height: $0.height) } ?? false
    }

    /// Creates the app's screens over the view models, binds them, and tells the view models
    /// they are shown (`viewDidLoad` of each, then the app's, which shows the first tab).
    public init(
        app: AppViewModel, books: BooksViewModel, search: SearchViewModel,
        suggestion: SuggestionViewModel, review: ReviewViewModel, actions: SystemActions, lists: ListsViewModel,
        keys: KeyTables = .standard
    ) {
        self.app = app
        self.keys = keys
        self.actions = actions
        self.lists = lists
        listsScreen = ListsScreen(viewModel: lists)
        booksScreen = BooksScreen(viewModel: books)
        searchScreen = SearchScreen(viewModel: search)
        suggestionScreen = SuggestionScreen(viewModel: suggestion)
        reviewScreen = ReviewScreen(viewModel: review)
        for screen in [listsScreen, booksScreen, searchScreen, suggestionScreen, reviewScreen] as [PaneScreen] { screen.keys = keys }

        tokens.append(books.outputs.goToBook.bind { [weak self] detail in
            guard let self, let detail else { return }
            self.push(detail, on: .books)
        })
        tokens.append(search.outputs.goToBook.bind { [weak self] detail in
            guard let self, let detail else { return }
            self.push(detail, on: .search)
        })
        tokens.append(suggestion.outputs.goToBook.bind { [weak self] detail in
            guard let self, let detail else { return }
            self.push(detail, on: .suggestion)
        })
        tokens += bindLists(lists)
        tokens.append(app.outputs.selectedTab.bindAndFire { [weak self] tab in self?.tabChanged(tab) })

        books.inputs.viewDidLoad()
        search.inputs.viewDidLoad()
        suggestion.inputs.viewDidLoad()
        lists.inputs.viewDidLoad()
        review.inputs.viewDidLoad()
        app.inputs.viewDidLoad()
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    private func tabChanged(_ tab: Tab) {
        selectedTab = tab
        switch tab {
        case .books: break
        case .search: if detailStacks[.search, default: []].isEmpty { searchScreen.focusField() }
        case .suggestion: suggestionScreen.enterForm()
        case .lists: break
        case .review: break
        }
    }

    func push(_ detail: BookDetailViewModel, on tab: Tab) {
        let screen = BookDetailScreen(viewModel: detail, actions: actions)
        screen.keys = keys
        screen.onOpen = { [weak self] next in self?.push(next, on: tab) }
        detailStacks[tab, default: []].append(screen)
    }

    /// The detail views open over `tab`'s pane, the top one last.
    public func detailScreens(on tab: Tab) -> [BookDetailScreen] {
        detailStacks[tab] ?? []
    }

    /// The screen that has the keys: the top detail view over the shown pane, or the pane.
    public var activeScreen: PaneScreen {
        savePicker ?? paneScreen
    }

    /// The screen drawn under the tab bar: the top detail view over the shown pane, or the pane.
    var paneScreen: PaneScreen {
        if let detail = detailStacks[selectedTab]?.last { return detail }
        switch selectedTab {
        case .books: return booksScreen
        case .search: return searchScreen
        case .suggestion: return suggestionScreen
        case .lists: return listsScreen
        case .review: return reviewScreen
        }
    }

    // MARK: - Keys

    /// Applies `key` (including `.resize` and mouse events); returns `false` when the user quit.
    public func handle(_ key: Key) -> Bool {
        if key == .control("c") { return false }
        if key == .resize { return true }
        // Below the minimum size only the notice is drawn: no key may act on what it hides.
        if isTooSmall { return true }
        if isShowingHelp {
            handleInHelp(key)
            return true
        }
        notice = nil
        if savePicker != nil {
            handleInPicker(key)
            return true
        }
        if case .mouse(let event) = key {
            if event.action == .leftClick, let tab = tab(atX: event.x, y: event.y) {
                app.inputs.tabSelected(tab)
                return true
            }
        }
        if key == .function(1) {
            openHelp()
            return true
        }
        let screen = activeScreen
        if handleReportKey(key) || handleSavingKey(key) { return true }
        if screen.handle(key) { return true }
        if keys.detail.action(for: key) == "back", detailStacks[selectedTab]?.isEmpty == false {
            detailStacks[selectedTab]?.removeLast()
            return true
        }
        let action = keys.everywhere.action(for: key)
        // Tab and Shift-Tab switch panes everywhere, once the pane has no use for them.
        switch action {
        case "next-pane":
            app.inputs.nextTabRequested()
            return true
        case "previous-pane":
            app.inputs.previousTabRequested()
            return true
        default: break
        }
        // In a text field only the keys no field types act (Alt-1 … Alt-5, F1): digits and q are text.
        if screen.isTakingTyping {
            if case .character = key { return true }
            guard let action, KeyTables.fieldSafe.contains(action) else { return true }
        }
        switch action {
        case "tab-books": app.inputs.tabSelected(.books)
        case "tab-search": app.inputs.tabSelected(.search)
        case "tab-suggestion": app.inputs.tabSelected(.suggestion)
        case "tab-lists": app.inputs.tabSelected(.lists)
        case "tab-review": app.inputs.tabSelected(.review)
        case "help": openHelp()
        case "quit": return false
        default:
            if keys.books.action(for: key) == "search-within", selectedTab == .books, detailStacks[.books]?.isEmpty != false {
                // Search within what the Books pane shows: its category, community and award filters.
                app.inputs.tabSelected(.search)
                searchScreen.startSearch(within: booksScreen.filterTerms)
            }
        }
        return true
    }

    /// Applies `keys` that arrived together (a paste, fast typing, a held key) in order, with
    /// the same result as ``handle(_:)`` one key at a time, except that each run of keys editing
    /// the text field taking typing is applied at once, so its view model hears of the text once.
    /// Returns `false` when a key quit (the keys after it are dropped).
    public func handle(keys: [Key]) -> Bool {
        var rest = keys[...]
        while let key = rest.first {
            if !isShowingHelp && !isTooSmall {
                // Without bracketed paste a pasted text arrives as keys: its line breaks stay text.
                if activeScreen.isTakingTyping, let run = Key.pastedRun(at: rest),
                   activeScreen.handle(typing: [Key.paste(run.text)]) == 1 {
                    rest = rest.dropFirst(run.count)
                    continue
                }
                let typed = activeScreen.handle(typing: rest)
                if typed > 0 {
                    rest = rest.dropFirst(typed)
                    continue
                }
            }
            if !handle(key) { return false }
            rest = rest.dropFirst()
        }
        return true
    }

    /// The tab drawn at a cell of the last frame, or `nil`.
    private func tab(atX x: Int, y: Int) -> Tab? {
        guard y == 0, let lastSize else { return nil }
        let row = Rect(x: 0, y: 0, width: lastSize.width, height: 1)
        return tabBar.tabIndex(atColumn: x, in: row).flatMap { Tab(rawValue: $0) }
    }

    // MARK: - Drawing

    var tabBar: TabBar {
        TabBar(titles: Tab.allCases.map(\.title), activeIndex: selectedTab.rawValue, trailingText: "bookdir")
    }

    /// The help overlay: the keys of the shown pane (or detail view), then those of every pane.
    public var helpOverlay: HelpOverlay {
        HelpOverlay(sections: [activeScreen.helpSection, keys.everywhere.helpSection] + (savesBooks ? [keys.saving.helpSection] : []),
                    scrollOffset: helpScroll)
    }

    /// Draws the whole frame into `canvas`, at its size.
    public func render(into canvas: inout Canvas) {
        lastSize = (canvas.width, canvas.height)
        canvas.cursor = nil
        canvas.focus = nil
        let bounds = canvas.bounds
        if sizeGuard.isTooSmall(width: canvas.width, height: canvas.height) {
            sizeGuard.render(into: &canvas, in: bounds)
            return
        }
        canvas.fill(bounds)
        tabBar.render(into: &canvas, in: bounds.row(0))
        let screen = activeScreen
        paneScreen.render(into: &canvas, in: bounds.droppingTop(1).droppingBottom(1))
        report?.render(into: &canvas, in: bounds.droppingTop(1).droppingBottom(1))
        savePicker?.render(into: &canvas, in: bounds.droppingTop(1).droppingBottom(1))
        if let notice {
            // A notice longer than the row takes two, so its end (a path, a reason) is seen.
            let rows = DisplayWidth.of(SafeText.visible(notice)) > bounds.width ? 2 : 1
            canvas.fill(bounds.bottom(rows))
            MessageLine(notice, kind: .info).render(into: &canvas, in: bounds.bottom(rows))
        } else {
            StatusBar(hints: hints(of: screen), trailingText: screen.statusNote).render(into: &canvas, in: bounds.bottom(1))
        }
        if isShowingHelp {
            canvas.cursor = nil
            helpOverlay.render(into: &canvas, in: bounds)
        }
    }
}
