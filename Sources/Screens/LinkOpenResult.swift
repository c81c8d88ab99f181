import Widgets
/// What became of a request to open a link.
public enum LinkOpenResult: Equatable, Sendable {
    /// A browser opener took the link.
    case opened
    /// No browser opener is available; the screen shows the link instead.
    case notAvailable
}
