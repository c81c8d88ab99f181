import Catalog
import Search
import ViewModels
import Widgets

/// Where the user left the app (``AppState``): taken at quit, given back at the next launch.
extension RootScreen {
    /// The state to save: the pane, the Books pane's filters and selection, the search text and
    /// selection, the open list and its selection, and the name review decisions were last signed with.
    public func capturedState() -> AppState {
        var state = AppState(pane: Self.paneNames[selectedTab] ?? "books")
        if case .category(let category) = booksScreen.selectedFilter { state.category = category.code }
        state.community = booksScreen.selectedCommunity?.code
        switch booksScreen.selectedAward {
        case .any: break
        case .anyAward: state.award = Self.anyAward
        case .family(let family): state.award = family
        }
        state.sort = booksScreen.sort == .relevance ? nil : booksScreen.sort.rawValue
        // A selection still waiting for its rows (the pane not shown since launch) is kept as it came.
        state.booksSelection = booksScreen.pendingSelection ?? booksScreen.listState.selected.flatMap { booksScreen.books.indices.contains($0) ? booksScreen.books[$0].id : nil }
        state.searchText = searchScreen.field.text
        state.searchSelection = searchScreen.pendingSelection ?? searchScreen.listState.selected.flatMap {
            searchScreen.results.indices.contains($0) ? searchScreen.results.book(at: $0).id : nil
        }
        state.openList = listsScreen.openList
        state.listSelection = listsScreen.selectedBookIndex.flatMap {
            listsScreen.books.indices.contains($0) ? listsScreen.books[$0].entry.bookID : nil
        }
        state.reviewer = reviewScreen.viewModel.outputs.reviewer.value
        return state
    }

    /// Gives back `state`; what no longer exists (a list deleted since, a book gone) is left out.
    public func restore(_ state: AppState) {
        let books = booksScreen.viewModel.inputs
        if let code = state.category, let category = Category(code: code) { books.categoryFilterSelected(.category(category)) }
        if let code = state.community, let community = Community(rawValue: code) { books.communityFilterSelected(community) }
        if let award = state.award { books.awardFilterSelected(award == Self.anyAward ? .anyAward : .family(award)) }
        if let sort = state.sort.flatMap(QuerySort.init(rawValue:)) { books.sortSelected(sort) }
        // After the filters, which start their rows at the top.
        booksScreen.selectWhenShown(id: state.booksSelection)
        if let reviewer = state.reviewer { reviewScreen.viewModel.inputs.reviewerRestored(reviewer) }
        if let list = state.openList {
            lists.inputs.listRequested(named: list, selecting: state.listSelection)
        }
        // The pane before the search: showing the Search pane gives its field the keys, and the
        // restored search then gives them to its results.
        if let tab = Self.paneNames.first(where: { $0.value == state.pane })?.key { app.inputs.tabSelected(tab) }
        if state.searchText.utf8.count > SearchViewModel.maximumTextLength, state.searchText.count > SearchViewModel.maximumTextLength {
            show(notice: "Saved search left out: it held \(state.searchText.count) characters "
                + "(a search holds \(SearchViewModel.maximumTextLength)).")
        } else if !state.searchText.isEmpty {
            searchScreen.restoreSearch(state.searchText, selecting: state.searchSelection)
        }
    }

    private static let anyAward = "any award"

    static let paneNames: [Tab: String] = [.books: "books", .search: "search", .suggestion: "suggestion", .lists: "lists"]
}

extension RootScreen {
    /// Shows `notice` on the status row until the next key.
    public func show(notice: String) {
        self.notice = notice
    }
}
