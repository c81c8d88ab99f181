import Screens
/// What the event loop drives: the app's root screen, or an adapter over it.
///
/// The loop calls ``handle(_:)`` for each key and ``render(into:)`` after each batch of keys,
/// each finished background job (see ``MainQueue``), each resize and each resume.
public protocol TerminalClient {
    /// Call when a key arrives (including `.resize`); returns `false` to quit the app.
    mutating func handle(_ key: Key) -> Bool
    /// Draws the whole frame into `canvas`, which has the terminal's size (down to 1×1, or 0×0).
    func render(into canvas: inout Canvas)
}
