import Catalog

/// A choice of the Books list's category filter: every book, or one category's.
public enum CategoryFilter: Equatable, Hashable, Sendable, CaseIterable {
    /// Every book of the catalog.
    case all
    /// Only the books of one category.
    case category(Category)

    /// All, then each category in catalog order.
    public static var allCases: [CategoryFilter] {
        [.all] + Category.allCases.map { .category($0) }
    }

    /// The name users see: "All", or the category's name such as "Picture Book".
    public var title: String {
        switch self {
        case .all: "All"
        case .category(let category): category.name
        }
    }
}
