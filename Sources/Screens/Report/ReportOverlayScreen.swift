import Catalog
import ViewModels
import Widgets

/// The report drawn over the pane (the audit of the library's holdings, a list's balance): a box
/// with the report's lines, scrolled, closed and its purchase list saved by the keys of
/// ``KeyTable/report`` (↑↓ j k, PgUp PgDn, g G; Esc or the key that opened it; `s`).
public final class ReportOverlayScreen {
    /// What a key did.
    enum Outcome: Equatable {
        case handled
        case savePurchaseList([Book])
    }

    /// The view model drawn.
    public let viewModel: ReportViewModelType
    /// Its keys (as a configuration file remapped them).
    let keys: KeyTable
    /// The state as last emitted.
    public private(set) var state = ReportState.closed
    /// The first line shown.
    public private(set) var scroll = 0
    private var token: BindingToken?
    /// The lines the box had room for when last drawn.
    private var rows = 10

    /// The overlay over `viewModel`'s outputs, with `keys`.
    public init(viewModel: ReportViewModelType, keys: KeyTable = .report) {
        self.viewModel = viewModel
        self.keys = keys
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
        switch keys.action(for: key) {
        case "move-down": scroll = min(limit, scroll + 1)
        case "move-up": scroll = max(0, scroll - 1)
        case "page-down": scroll = min(limit, scroll + max(1, rows - 1))
        case "page-up": scroll = max(0, scroll - max(1, rows - 1))
        case "first": scroll = 0
        case "last": scroll = limit
        case "save-purchase-list":
            if case .shown(let report) = state, !report.purchaseList.isEmpty { return .savePurchaseList(report.purchaseList) }
        case "close": viewModel.inputs.closePressed()
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
        let hints = [lines.count > rows ? "move-down" : nil, canSave ? "save-purchase-list" : nil, "close"].compactMap { $0.flatMap(keys.hint) }
        let footer = hints.map { "\($0.key) \($0.action)" }.joined(separator: "  ")
        canvas.put(footer, x: inside.x, y: inside.y + rows, width: inside.width, style: .dimmed)
    }
}
