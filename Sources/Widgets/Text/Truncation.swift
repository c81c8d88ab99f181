/// What text that does not fit its width shows at the cut.
public enum Truncation: Equatable, Hashable, Sendable {
    /// The last cell shows "…", so the reader knows there is more.
    case ellipsis
    /// The text simply stops at the edge (a wide grapheme that would straddle it becomes a space).
    case clip
}
