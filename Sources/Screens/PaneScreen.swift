/// One pane under the tab bar (or a detail view over one): the part of the app that takes the
/// keys first and draws between the tab bar and the status bar.
public protocol PaneScreen: AnyObject {
    /// Applies `key`; returns whether the pane used it. Keys it leaves are the app's
    /// (switching panes, help, quitting).
    func handle(_ key: Key) -> Bool
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
}
