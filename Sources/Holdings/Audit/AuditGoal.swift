import Catalog

/// A library's goal for its collection: "indigenous 10% of PB" — of the books it owns in a category
/// (or in all), at least a share centering some communities; and where the library stands.
public struct AuditGoal: Equatable, Sendable {
    /// The goal as typed.
    public var text: String
    /// The communities (one, or the several a word such as "asian" stands for).
    public var communities: Set<Community>
    /// The category, or `nil` for every owned book.
    public var category: Category?
    /// The share aimed at, in percent.
    public var percent: Int

    /// A goal.
    public init(text: String, communities: Set<Community>, category: Category?, percent: Int) {
        self.text = text
        self.communities = communities
        self.category = category
        self.percent = percent
    }

    /// Where a library stands: `count` of its `of` owned books (in the category) center the communities.
    public struct Standing: Equatable, Sendable {
        public var count: Int
        public var of: Int
        /// Whether the share reaches the goal's percent (0 owned books reach nothing but a 0% goal).
        public var isMet: Bool
    }

    /// Where the library owning `owned` stands among `books`.
    public func standing(books: [Book], owned: Set<String>) -> Standing {
        var count = 0, of = 0
        for book in books where owned.contains(book.id) && (category == nil || book.category == category) {
            of += 1
            if book.communities.contains(where: communities.contains) { count += 1 }
        }
        return Standing(count: count, of: of, isMet: count * 100 >= percent * of && (of > 0 || percent == 0))
    }
}
