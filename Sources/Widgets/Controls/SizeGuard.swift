/// The minimum terminal size, and the notice drawn instead of the app below it.
public struct SizeGuard: Widget, Equatable, Sendable {
    /// The fewest columns the app lays out in.
    public var minimumWidth: Int
    /// The fewest rows the app lays out in.
    public var minimumHeight: Int
    /// The app's name in the notice.
    public var appName: String

    /// Creates a guard; bookdir needs 40×10.
    public init(minimumWidth: Int = 40, minimumHeight: Int = 10, appName: String = "bookdir") {
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
        self.appName = appName
    }

    /// Whether a `width`×`height` terminal is too small for the app.
    public func isTooSmall(width: Int, height: Int) -> Bool {
        width < minimumWidth || height < minimumHeight
    }

    /// The notice for a `width`×`height` terminal.
    public func message(width: Int, height: Int) -> String {
        "Terminal too small: \(width)×\(height). \(appName) needs at least \(minimumWidth)×\(minimumHeight). Ctrl-C quits."
    }

    /// Blanks `rect` and draws the notice for the size of `rect`, wrapped and centred.
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        let text = message(width: rect.width, height: rect.height)
        let lines = TextWrapper.wrap(text, width: area.width, maxLines: area.height + 1)
        if lines.count > area.height {
            canvas.putWrapped(text, in: area)
            return
        }
        let top = area.y + (area.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let lineWidth = DisplayWidth.of(line)
            let left = area.x + max(0, (area.width - lineWidth) / 2)
            canvas.put(line, x: left, y: top + index, width: area.maxX - left)
        }
    }
}
