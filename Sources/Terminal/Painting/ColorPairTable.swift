import Widgets
/// Hands out one curses colour pair per foreground/background combination, defining each the
/// first time it is used.
struct ColorPairTable {
    /// Pairs curses offers (`COLOR_PAIRS`); pair 0 is the terminal's own and never redefined.
    let capacity: Int
    /// Whether -1 means "the terminal's default colour" (`use_default_colors` succeeded).
    let hasDefaultColors: Bool
    private var pairs: [Int: Int16] = [:]
    private var nextPair: Int16 = 1

    /// An empty table for a terminal with `capacity` colour pairs.
    init(capacity: Int, hasDefaultColors: Bool) {
        self.capacity = min(capacity, Int(Int16.max))
        self.hasDefaultColors = hasDefaultColors
    }

    /// The pair number for the colours, calling `define(pair, foreground, background)` with
    /// curses colour numbers when the pair is new. Pair 0 (the terminal's colours) when both are
    /// the default or the terminal has no pairs left.
    mutating func pair(
        foreground: TerminalColor?, background: TerminalColor?,
        define: (Int16, Int16, Int16) -> Void
    ) -> Int16 {
        pair(foregroundNumber: foreground.map(\.rawValue), backgroundNumber: background.map(\.rawValue), define: define)
    }

    /// The same for colour numbers (0–255, as a theme names them; `nil` the default).
    mutating func pair(foregroundNumber: Int?, backgroundNumber: Int?, define: (Int16, Int16, Int16) -> Void) -> Int16 {
        let defaultForeground: Int16 = hasDefaultColors ? -1 : Int16(TerminalColor.white.rawValue)
        let defaultBackground: Int16 = hasDefaultColors ? -1 : Int16(TerminalColor.black.rawValue)
        let fg = foregroundNumber.map { Int16($0) } ?? defaultForeground
        let bg = backgroundNumber.map { Int16($0) } ?? defaultBackground
        if fg == defaultForeground && bg == defaultBackground { return 0 }
        let key = Int(fg + 1) * 257 + Int(bg + 1)
        if let pair = pairs[key] { return pair }
        guard Int(nextPair) < capacity else { return 0 }
        let pair = nextPair
        nextPair += 1
        pairs[key] = pair
        define(pair, fg, bg)
        return pair
    }
}
