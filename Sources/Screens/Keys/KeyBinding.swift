import Widgets

/// One action of a pane and the keys that do it: its stable name (what a key remapping names), the
/// keys, the line the help overlay shows for it and the hint the status bar may show.
///
/// Several actions may share one help line ("a p c m y" picks a category): the first carries it,
/// the others none.
public struct KeyBinding: Sendable {
    /// The stable name, such as `next-community`.
    public let action: String
    /// The keys that do it.
    public let keys: [Key]
    /// Its line in the help overlay, if it has one of its own.
    public let help: KeyHint?
    /// Its hint in the status bar, if it has one.
    public let hint: KeyHint?

    public init(_ action: String, _ keys: [Key], help: KeyHint? = nil, hint: KeyHint? = nil) {
        self.action = action
        self.keys = keys
        self.help = help
        self.hint = hint
    }
}
