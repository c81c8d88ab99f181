import Widgets
/// What the event loop drives: the app's root screen, or an adapter over it.
///
/// The loop hands over every key already waiting at once through ``handle(keys:)`` (one key, or
/// a burst: a paste, fast typing, a held key), and calls ``render(into:)`` after each burst,
/// each finished background job (see ``MainQueue``), each resize and each resume.
public protocol TerminalClient {
    /// Call when a key arrives (including `.resize`); returns `false` to quit the app.
    mutating func handle(_ key: Key) -> Bool
    /// Call when keys arrived together, in order; returns `false` to quit the app (the keys
    /// after the quitting one are dropped). By default each goes to ``handle(_:)`` in turn.
    mutating func handle(keys: [Key]) -> Bool
    /// Draws the whole frame into `canvas`, which has the terminal's size (down to 1×1, or 0×0).
    func render(into canvas: inout Canvas)
}

extension TerminalClient {
    /// Hands each key to ``handle(_:)`` in turn, stopping at the one that quits.
    public mutating func handle(keys: [Key]) -> Bool {
        for key in keys where !handle(key) { return false }
        return true
    }
}
