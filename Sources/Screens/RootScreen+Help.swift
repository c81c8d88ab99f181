import Widgets

/// The help overlay: opened with ? or F1, scrolled, closed.
extension RootScreen {
    func openHelp() {
        isShowingHelp = true
        helpScroll = 0
    }

    /// Esc, ? or Enter close the overlay; ↑↓ j k, PgUp PgDn, g G Home End scroll it; the rest do nothing.
    func handleInHelp(_ key: Key) {
        let page = max(1, (lastSize?.height ?? 10) - 4)
        switch key {
        case .escape, .character("?"), .enter: isShowingHelp = false
        case .down, .character("j"): helpScroll += 1
        case .up, .character("k"): helpScroll -= 1
        case .pageDown, .character(" "): helpScroll += page
        case .pageUp: helpScroll -= page
        case .home, .character("g"): helpScroll = 0
        case .end, .character("G"): helpScroll = Int.max / 2
        default: break
        }
        if let lastSize {
            let limit = helpOverlay.maximumScrollOffset(in: Rect(x: 0, y: 0, width: lastSize.width, height: lastSize.height))
            helpScroll = min(max(0, helpScroll), limit)
        }
    }
}
