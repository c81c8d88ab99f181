import ViewModels
import Widgets

/// The save picker drawn over a pane: the lists to save to ("Reading list" first by default),
/// and "New list…", whose name field takes typing. ↑↓ choose, Enter saves, Esc closes.
public final class SaveToListScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// The view model drawn.
    public let viewModel: SaveToListViewModelType
    /// The choices, as last emitted.
    public private(set) var choices: [String] = []
    /// The choice selected, as last emitted.
    public private(set) var selectedIndex = 0
    /// Whether the name field shows.
    public private(set) var isNamingNewList = false
    /// What went wrong with the last save.
    public private(set) var errorMessage: String?
    /// What was saved ("" when cancelled): the root then closes the picker.
    public private(set) var finished: String?
    /// Called when the view model finished (``finished`` set): the root closes the picker.
    public var onFinished: (() -> Void)?
    private var title = ""
    private var nameField = TextFieldState()
    private var tokens: [BindingToken] = []

    /// Creates the picker and binds it to `viewModel`'s outputs, then tells it it is shown.
    public init(viewModel: SaveToListViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.title.bindAndFire { [weak self] in self?.title = $0 })
        tokens.append(outputs.choices.bindAndFire { [weak self] in self?.choices = $0 })
        tokens.append(outputs.selectedIndex.bindAndFire { [weak self] in self?.selectedIndex = $0 })
        tokens.append(outputs.isNamingNewList.bindAndFire { [weak self] in self?.isNamingNewList = $0 })
        tokens.append(outputs.errorMessage.bindAndFire { [weak self] in self?.errorMessage = $0 })
        tokens.append(outputs.finished.bindAndFire { [weak self] finished in
            self?.finished = finished
            if finished != nil { self?.onFinished?() }
        })
        viewModel.inputs.viewDidLoad()
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    public var isTakingTyping: Bool { isNamingNewList }

    public func handle(typing keys: ArraySlice<Key>) -> Int {
        guard isNamingNewList, let first = keys.first, first != .up, first != .down else { return 0 }
        let (applied, changed) = nameField.handle(keys: keys)
        if changed { viewModel.inputs.newNameChanged(nameField.text) }
        return applied
    }

    public func handle(_ key: Key) -> Bool {
        // While a new list's name is typed, a key that types (j, k) types.
        let typed = isNamingNewList && { if case .character = key { return true } else { return false } }()
        switch typed ? nil : keys.savePicker.action(for: key) {
        case "previous-choice":
            viewModel.inputs.choiceSelected(at: max(0, selectedIndex - 1))
        case "next-choice":
            viewModel.inputs.choiceSelected(at: min(choices.count - 1, selectedIndex + 1))
        case "save":
            viewModel.inputs.savePressed()
        case "cancel":
            viewModel.inputs.cancelPressed()
        default:
            if isNamingNewList, nameField.handle(key) { viewModel.inputs.newNameChanged(nameField.text) }
        }
        return true
    }

    /// The box: centered over `rect`, as tall as the choices need (scrolling past that).
    public func render(into canvas: inout Canvas, in rect: Rect) {
        let width = min(rect.width - 2, 50)
        let rows = min(choices.count, max(1, rect.height - 6))
        let height = min(rect.height, rows + 2 + (isNamingNewList ? 1 : 0) + (errorMessage == nil ? 0 : 1))
        let box = Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + max(0, (rect.height - height) / 2), width: width, height: height)
        canvas.fill(box)
        canvas.drawBox(box, title: title)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        let first = min(max(0, selectedIndex - rows + 1), max(0, choices.count - rows))
        for (offset, index) in (first ..< min(choices.count, first + rows)).enumerated() {
            let isNew = index == choices.count - 1
            let style: Style = index == selectedIndex ? .selection : (isNew ? .dimmed : .plain)
            canvas.fill(inner.row(offset), style: style)
            if index == selectedIndex { canvas.setFocus(x: inner.x + 1, y: inner.y + offset) }
            canvas.put(choices[index], x: inner.x + 1, y: inner.y + offset, width: inner.width - 1, style: style)
        }
        let fieldRow = inner.row(rows)
        if isNamingNewList {
            TextField(label: "Name", isFocused: true).render(&nameField, into: &canvas, in: fieldRow)
        }
        let errorRow = rows + (isNamingNewList ? 1 : 0)
        if let errorMessage, inner.height > errorRow {
            MessageLine(errorMessage, kind: .error).render(into: &canvas, in: inner.row(errorRow))
        }
    }

    public var hints: [KeyHint] {
        [keys.savePicker.hint("next-choice"), keys.savePicker.hint("save"), keys.savePicker.hint("cancel")].compactMap { $0 }
    }

    public var statusNote: String? { nil }

    public var helpSection: HelpOverlay.Section { keys.savePicker.helpSection }
}
