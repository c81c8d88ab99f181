/// Where the user left the app, to open it there next time: the pane, the Books pane's filters,
/// the search text, the selections, the open reading list and who signs review decisions. Every field is plain text so that a
/// value this bookdir does not know (a removed category, a list deleted since) is simply not
/// restored.
public struct AppState: Codable, Equatable, Sendable {
    /// The pane shown ("books", "search", "lists", "suggestion").
    public var pane: String
    /// The Books pane's category code, or `nil` for All.
    public var category: String?
    /// The Books pane's community code, or `nil` for any.
    public var community: String?
    /// The Books pane's award filter ("any award", or a family), or `nil` for any.
    public var award: String?
    /// The Books pane's order ("title", "author", …), or `nil` for the catalog's.
    public var sort: String?
    /// The id of the book selected in the Books pane.
    public var booksSelection: String?
    /// The Search pane's text.
    public var searchText: String
    /// The id of the book selected in the Search pane's results.
    public var searchSelection: String?
    /// The reading list open in the Lists pane.
    public var openList: String?
    /// The id of the book selected in the open list.
    public var listSelection: String?
    /// The name the Review pane's last decision was signed with ("Decided by"), or `nil` for none yet.
    public var reviewer: String?

    /// The state's keys in the file.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case pane, category, community, award, sort, booksSelection, searchText, searchSelection, openList, listSelection, reviewer
    }

    /// Every key this bookdir writes in a saved state: the store keeps any other key the file holds.
    public static let keys = Set(CodingKeys.allCases.map(\.rawValue))

    /// A state; by default the Books pane, unfiltered, with nothing typed or selected.
    public init(
        pane: String = "books", category: String? = nil, community: String? = nil, award: String? = nil,
        sort: String? = nil, booksSelection: String? = nil, searchText: String = "", searchSelection: String? = nil,
        openList: String? = nil, listSelection: String? = nil, reviewer: String? = nil
    ) {
        self.pane = pane
        self.category = category
        self.community = community
        self.award = award
        self.sort = sort
        self.booksSelection = booksSelection
        self.searchText = searchText
        self.searchSelection = searchSelection
        self.openList = openList
        self.listSelection = listSelection
        self.reviewer = reviewer
    }
}

/// What reading the state file gave.
public enum StateLoad: Equatable, Sendable {
    /// There is no state yet (a new user, or `--fresh`).
    case none
    /// The state as last saved.
    case restored(AppState)
    /// The file could not be used (damaged, another version); the one-line notice says so.
    case ignored(notice: String)
}

/// Where the app's state is kept between runs.
public protocol StateStore: Sendable {
    /// The state saved last; never throws: a file that cannot be used is ignored with a notice.
    func loadState() -> StateLoad
    /// Saves `state`, replacing the last one.
    /// - Throws: ``BookStoreError`` naming the file when it cannot be written.
    func saveState(_ state: AppState) throws(BookStoreError)
}
