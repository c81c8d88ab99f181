/// One reading list as the Lists pane shows it: its name and how many books it holds.
public struct ListSummary: Equatable, Sendable {
    /// The list's name.
    public var name: String
    /// How many books it holds (those no longer in the directory included).
    public var count: Int

    /// A summary.
    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
