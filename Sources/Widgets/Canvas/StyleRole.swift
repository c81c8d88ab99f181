/// What a styled cell is, so that a theme can colour each kind its own way (``Theme``): the
/// attributes (reverse, bold) carry the meaning; the role only adds the theme's colour.
public enum StyleRole: UInt16, CaseIterable, Sendable {
    case plain, selection, highlight, tab, status, error, success

    /// The name a configuration file's `[theme]` gives it.
    public var name: String {
        switch self {
        case .plain: "plain"
        case .selection: "selection"
        case .highlight: "highlight"
        case .tab: "tab"
        case .status: "status"
        case .error: "error"
        case .success: "success"
        }
    }

    /// Whether a theme's colour for it is the background (a row or a tab drawn in reverse video
    /// today), rather than the text's colour.
    public var colorsBackground: Bool { self == .selection || self == .tab }
}
