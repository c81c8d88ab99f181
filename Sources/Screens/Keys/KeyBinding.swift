import Widgets

/// One action of a pane and the keys that do it: its stable name (what a key remapping names), the
/// keys, the line the help overlay shows for it and the hint the status bar may show.
///
/// Several actions may share one help line ("a p c m y" picks a category): the first carries it,
/// the others none. Once a configuration file rebinds an action (``isRemapped``), its help line
/// and hint name the keys it now has instead of the written ones.
public struct KeyBinding: Sendable {
    /// The stable name, such as `next-community`.
    public let action: String
    /// The keys that do it.
    public internal(set) var keys: [Key]
    /// Its line in the help overlay, if it has one of its own.
    public let help: KeyHint?
    /// Its hint in the status bar, if it has one.
    public let hint: KeyHint?
    /// Whether a configuration file gave it its keys.
    public internal(set) var isRemapped = false

    public init(_ action: String, _ keys: [Key], help: KeyHint? = nil, hint: KeyHint? = nil) {
        self.action = action
        self.keys = keys
        self.help = help
        self.hint = hint
    }

    /// The moves of a list (``ListMove``) with their usual keys; the first carries `help`.
    static func listMoves(help: String, hint: Bool = true) -> [KeyBinding] {
        [KeyBinding("move-down", [.down, .character("j")], help: KeyHint(key: "↑↓ j k", action: help),
                    hint: hint ? KeyHint(key: "↑↓", action: "move") : nil),
         KeyBinding("move-up", [.up, .character("k")]),
         KeyBinding("page-down", [.pageDown], help: KeyHint(key: "PgUp PgDn", action: "page")),
         KeyBinding("page-up", [.pageUp]),
         KeyBinding("first", [.character("g"), .home], help: KeyHint(key: "g G Home End", action: "first, last")),
         KeyBinding("last", [.character("G"), .end])]
    }
}
