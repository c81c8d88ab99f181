/// One key and what it does, as the status bar and the help overlay list them.
public struct KeyHint: Equatable, Hashable, Sendable {
    /// The key as the user types it: "q", "Enter", "Tab", "↑/k".
    public var key: String
    /// What it does: "quit", "open", "next pane".
    public var action: String

    /// Creates a hint.
    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}
