/// One choice of a filter with the number of books it would show.
public struct Counted<Choice: Equatable & Sendable>: Equatable, Sendable {
    /// The choice.
    public var choice: Choice
    /// Its name, as users see it.
    public var title: String
    /// How many books it would show.
    public var count: Int

    /// A choice with its name and count.
    public init(_ choice: Choice, title: String, count: Int) {
        self.choice = choice
        self.title = title
        self.count = count
    }
}
