import Catalog
import ViewModels
import Widgets

/// The report drawn over the pane (the audit of the library's holdings, a list's balance): a box
/// with the report's lines, scrolled with ↑↓ j k, PgUp PgDn, g G; Esc (or the key that opened it)
/// closes it, and `s` hands the audit's purchase list to the save picker.
public final class ReportOverlayScreen {
    /// What a key did.
    enum Outcome: Equatable {
        case handled
        case savePurchaseList([Book])
    }

    /// The view model drawn.
    public let viewModel: ReportViewModelType
    /// The state as last emitted.
    public private(set) var state = ReportState.closed
    /// The first line shown.
    public private(set) var scroll = 0
    private var token: BindingToken?
    /// The lines the box had room for when last drawn.
    private var rows = 10

    /// The overlay over `viewModel`'s outputs.
    public init(viewModel: ReportViewModelType) {
        self.viewModel = viewModel
        token = viewModel.outputs.state.bindAndFire { [weak self] state in
            if case .loading = state { self?.scroll = 0 }
            self?.state = state
        }
    }

    deinit {
        token?.remove()
    }

    /// Whether the overlay is open.
    public var isOpen: Bool { state != .closed }

    /// The columns the report's lines get when the screen is `width` wide.
    static func lineWidth(screenWidth width: Int) -> Int { max(20, width - 8) }

    /// Keys while open: scrolling, `s` (the purchase list), and anything that closes it.
    func handle(_ key: Key) -> Outcome {
        let lines: [String]
        if case .shown(let report) = state { lines = report.lines } else { lines = [] }
        let limit = max(0, lines.count - rows)
        switch key {
        case .down, .character("j"): scroll = min(limit, scroll + 1)
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown, .character(" "): scroll = min(limit, scroll + max(1, rows - 1))
        case .pageUp: scroll = max(0, scroll - max(1, rows - 1))
        case .home, .character("g"): scroll = 0
        case .end, .character("G"): scroll = limit
        case .character("s"):
            if case .shown(let report) = state, !report.purchaseList.isEmpty { return .savePurchaseList(report.purchaseList) }
        case .escape, .enter, .character("q"), .character("A"), .character("b"), .backspace: viewModel.inputs.closePressed()
        default: break
        }
        return .handled
    }

    /// Draws the box over `rect` (the pane's area).
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard isOpen, area.width >= 12, area.height >= 4 else { return }
        let title: String, lines: [String], canSave: Bool
        switch state {
        case .closed: return
        case .loading(let name): (title, lines, canSave) = (name, ["Working out the report…"], false)
        case .shown(let report): (title, lines, canSave) = (report.title, report.lines, !report.purchaseList.isEmpty)
        case .failed(let name, let message): (title, lines, canSave) = (name, [message], false)
        }
        // As tall as the lines and the closing line need, from the top of the pane.
        let box = Rect(x: area.x + 2, y: area.y, width: area.width - 4, height: min(area.height, lines.count + 3))
        canvas.fill(box)
        canvas.drawBox(box, title: title)
        let inside = box.insetBy(dx: 2, dy: 1)
        guard inside.height >= 2 else { return }
        rows = inside.height - 1
        scroll = min(scroll, max(0, lines.count - rows))
        for (index, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            canvas.put(line, x: inside.x, y: inside.y + index, width: inside.width)
        }
        let footer = (lines.count > rows ? "↑↓ scroll  " : "") + (canSave ? "s save the purchase list  " : "") + "Esc close"
        canvas.put(footer, x: inside.x, y: inside.y + rows, width: inside.width, style: .dimmed)
    }
}
