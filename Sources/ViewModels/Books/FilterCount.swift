/// One choice of the category filter with the number of books it would show.
public struct FilterCount: Equatable, Sendable {
    /// The filter.
    public var filter: CategoryFilter
    /// How many books of the catalog pass the filter.
    public var count: Int

    /// Creates a filter with its count.
    public init(filter: CategoryFilter, count: Int) {
        self.filter = filter
        self.count = count
    }

    /// The filter's name users see, such as "All" or "Picture Book".
    public var title: String { filter.title }
}
