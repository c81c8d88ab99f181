import Widgets
/// One pane under the tab bar (or a detail view over one): the part of the app that takes the
/// keys first and draws between the tab bar and the status bar.
public protocol PaneScreen: AnyObject {
    /// Applies `key`; returns whether the pane used it. Keys it leaves are the app's
    /// (switching panes, help, quitting).
    func handle(_ key: Key) -> Bool
    /// Applies the keys at the start of `keys` that edit the text field taking typing, all at
    /// once (a paste, fast typing): the view model hears once of the text they leave. Returns how
    /// many keys it applied; 0 when the first key is not such an edit (or no field takes typing),
    /// and that key then goes to ``handle(_:)``. Panes without a text field keep the default, 0.
    func handle(typing keys: ArraySlice<Key>) -> Int
    /// Draws the pane into `rect` of `canvas`.
    func render(into canvas: inout Canvas, in rect: Rect)
    /// Whether a text field is taking typing, so letters, digits, q and Tab are not commands.
    var isTakingTyping: Bool { get }
    /// The keys that work right now, most important first, for the status bar.
    var hints: [KeyHint] { get }
    /// A short note for the right end of the status bar (a position, a count), or `nil`.
    var statusNote: String? { get }
    /// The help overlay's section for this pane.
    var helpSection: HelpOverlay.Section { get }
    /// The keys it obeys and shows.
    var keys: KeyTables { get set }
}

extension PaneScreen {
    /// A pane without a text field takes no typing: every key goes to ``handle(_:)``.
    public func handle(typing keys: ArraySlice<Key>) -> Int { 0 }
}
