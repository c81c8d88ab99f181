import Widgets
/// What became of a request to open a link.
public enum LinkOpenResult: Equatable, Sendable {
    /// A browser opener took the link.
    case opened
    /// No browser opener is available; the screen shows the link instead.
    case notAvailable
    /// The opener ran and said it failed (its exit status: `xdg-open` exits 3 over SSH or without
    /// a browser); the screen says so and shows the link.
    case failed(status: Int32)
}
