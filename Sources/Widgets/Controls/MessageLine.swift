/// A message in a pane: the result of sending a suggestion, an error from the store, progress.
///
/// Success starts with "✓ " and error with "✗ ", so the kind reads without colour; the text is
/// word-wrapped over the rows of the region; when it needs more, its paths and addresses are
/// shortened, then it is cut with "…".
public struct MessageLine: Widget, Equatable, Sendable {
    /// What the message is about.
    public enum Kind: Equatable, Hashable, Sendable {
        /// Neutral information or progress ("Sending…").
        case info
        /// Something worked.
        case success
        /// Something failed; the text says why and what to do.
        case error
        /// A question before something that cannot be undone ("Delete the list …?"): drawn in the
        /// error's colour, without its mark (nothing failed).
        case question
    }

    /// The message.
    public var text: String
    /// Its kind.
    public var kind: Kind

    /// Creates a message.
    public init(_ text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// The text as drawn, with the kind's mark in front.
    public var displayText: String {
        switch kind {
        case .info: return text
        case .success: return Glyphs.current.success + text
        case .error: return Glyphs.current.failure + text
        case .question: return text
        }
    }

    /// The kind's style.
    public var style: Style {
        switch kind {
        case .info: return .plain
        case .success: return .success
        case .error, .question: return .failure
        }
    }

    /// Draws the message wrapped over `rect`; when it needs more rows than `rect` has, its paths
    /// and addresses are shortened first (``LongTokens``), so what follows them is still seen.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.putWrapped(LongTokens.shortened(displayText, width: area.width, rows: area.height), in: area, style: style)
    }
}
