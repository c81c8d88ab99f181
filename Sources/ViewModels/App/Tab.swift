/// The panes of the app, in tab-bar order.
public enum Tab: Int, CaseIterable, Equatable, Sendable {
    /// The catalog as a list, filtered by category.
    case books
    /// Search by title, author and description.
    case search
    /// The form to suggest a book.
    case suggestion
    /// The user's reading lists.
    case lists
    /// The curator's review of pending suggestions.
    case review

    /// The name on the tab bar.
    public var title: String {
        switch self {
        case .books: "Books"
        case .search: "Search"
        case .suggestion: "Suggestion"
        case .lists: "Lists"
        case .review: "Review"
        }
    }
}
