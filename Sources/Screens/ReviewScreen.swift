import Widgets
import Catalog
import ViewModels

/// The Review pane: the pending suggestions, oldest first, with the counts; Enter opens one into
/// the review form: who is deciding ("Decided by": the name the last decision was signed with,
/// at first the login name), the book's title, author and category (prefilled), description,
/// year, ISBN, illustrators and communities with an Accept button; a reason with a Reject button; and the
/// book it duplicates (typed to search, ←→ to choose) with a Duplicate button.
///
/// In the form, Tab/Shift-Tab and ↑↓ move between the controls, Enter on a field moves to the
/// next and on a button presses it, and Esc goes back to the list (the typing is dropped).
public final class ReviewScreen: PaneScreen {
    /// A control of the form.
    public enum Focus: Int, CaseIterable, Equatable, Sendable {
        case decidedBy, title, author, category, description, year, isbn, illustrators, communities, accept
        case reason, reject, duplicateOf, duplicateChoice, duplicate

        /// The view model's field this control edits, when it is a text field.
        var field: ReviewField? {
            switch self {
            case .decidedBy: .decidedBy
            case .title: .title
            case .author: .author
            case .description: .description
            case .year: .year
            case .isbn: .isbn
            case .illustrators: .illustrators
            case .communities: .communities
            case .reason: .reason
            case .duplicateOf: .duplicateOf
            default: nil
            }
        }
    }

    /// The view model drawn.
    public let viewModel: ReviewViewModelType
    /// The control with keyboard focus while the form is open.
    public private(set) var focus: Focus = .description
    /// The text fields' text and cursor.
    public private(set) var fields: [ReviewField: TextFieldState] = [:]
    /// The list's selection and scrolling.
    public private(set) var list = ListState()

    var pending: [Suggestion] = []
    var counts = ""
    var readOnly: String?
    var open: Suggestion?
    var category: Category = .pictureBook
    var candidates: [Book] = []
    var chosen: Book?
    var isSending = false
    var errorMessage: String?
    var successMessage: String?
    private var tokens: [BindingToken] = []

    /// Creates the pane and binds it to `viewModel`'s outputs.
    public init(viewModel: ReviewViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.pending.bindAndFire { [weak self] in self?.pending = $0 })
        tokens.append(outputs.countsText.bindAndFire { [weak self] in self?.counts = $0 })
        tokens.append(outputs.readOnlyMessage.bindAndFire { [weak self] in self?.readOnly = $0 })
        tokens.append(outputs.openSuggestion.bindAndFire { [weak self] suggestion in
            guard let self else { return }
            if suggestion?.id != self.open?.id { self.focus = .description }
            self.open = suggestion
        })
        tokens.append(outputs.form.bindAndFire { [weak self] form in
            guard let self else { return }
            guard let form else { return self.fields = [:] }
            self.category = form.category
            for field in ReviewField.allCases where self.fields[field]?.text != form[field] {
                var state = TextFieldState()
                state.setText(form[field])
                self.fields[field] = state
            }
        })
        tokens.append(outputs.duplicateCandidates.bindAndFire { [weak self] in self?.candidates = $0 })
        tokens.append(outputs.chosenDuplicate.bindAndFire { [weak self] in self?.chosen = $0 })
        tokens.append(outputs.isSending.bindAndFire { [weak self] in self?.isSending = $0 })
        tokens.append(outputs.errorMessage.bindAndFire { [weak self] in self?.errorMessage = $0 })
        tokens.append(outputs.successMessage.bindAndFire { [weak self] in self?.successMessage = $0 })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    /// Keeps the list's state as the last frame drew it.
    func setList(_ state: ListState) { list = state }

    /// Keeps a field's state as the last frame drew it (its scrolling).
    func setField(_ field: ReviewField, _ state: TextFieldState) { fields[field] = state }

    // MARK: - Keys

    public var isTakingTyping: Bool { open != nil && focus.field != nil }

    public func handle(_ key: Key) -> Bool {
        guard open != nil else { return handleInList(key) }
        switch key {
        case .escape:
            viewModel.inputs.closeButtonPressed()
            return true
        case .tab where focus == .duplicate, .backTab where focus == .decidedBy:
            return false
        case .tab, .down:
            move(by: 1)
            return true
        case .backTab, .up:
            move(by: -1)
            return true
        default:
            break
        }
        if focus.field != nil {
            if key == .enter {
                move(by: 1)
                return true
            }
            return handle(typing: [key][...]) == 1
        }
        switch (focus, key) {
        case (.category, .left), (.category, .right):
            let all = Category.allCases
            let index = all.firstIndex(of: category) ?? 0
            viewModel.inputs.categorySelected(all[(index + (key == .left ? -1 : 1) + all.count) % all.count])
            return true
        case (.duplicateChoice, .left), (.duplicateChoice, .right):
            guard !candidates.isEmpty else { return true }
            let index = chosen.flatMap { candidates.firstIndex(of: $0) }
            let next = index.map { ($0 + (key == .left ? -1 : 1) + candidates.count) % candidates.count } ?? 0
            viewModel.inputs.duplicateChosen(at: next)
            return true
        case (.accept, .enter), (.accept, .character(" ")):
            viewModel.inputs.acceptButtonPressed()
        case (.reject, .enter), (.reject, .character(" ")):
            viewModel.inputs.rejectButtonPressed()
        case (.duplicate, .enter), (.duplicate, .character(" ")):
            viewModel.inputs.duplicateButtonPressed()
        case (_, .enter):
            move(by: 1)
        default:
            return false
        }
        return true
    }

    private func handleInList(_ key: Key) -> Bool {
        list.setCount(pending.count)
        switch key {
        case .down, .character("j"): list.moveDown()
        case .up, .character("k"): list.moveUp()
        case .pageDown: list.pageDown()
        case .pageUp: list.pageUp()
        case .enter:
            guard let selected = list.selected, pending.indices.contains(selected) else { return false }
            viewModel.inputs.suggestionOpened(at: selected)
        default: return false
        }
        return true
    }

    private func move(by step: Int) {
        let all = Focus.allCases
        focus = all[(focus.rawValue + step + all.count) % all.count]
    }

    /// Edits the focused text field with the editing keys at the start of `keys`; the view
    /// model hears once of the text they leave.
    public func handle(typing keys: ArraySlice<Key>) -> Int {
        guard open != nil, let field = focus.field else { return 0 }
        var state = fields[field] ?? TextFieldState()
        let before = state.text
        let applied = state.handle(keys: keys).applied
        guard applied > 0 else { return 0 }
        fields[field] = state
        if state.text != before { viewModel.inputs.fieldChanged(field, state.text) }
        return applied
    }

    public var hints: [KeyHint] {
        guard open != nil else {
            return [KeyHint(key: "↑↓", action: "move"), KeyHint(key: "Enter", action: "review"),
                    KeyHint(key: "?", action: "help"), KeyHint(key: "q", action: "quit")]
        }
        var hints = [KeyHint(key: "Tab", action: "next field"), KeyHint(key: "Esc", action: "back to the list")]
        switch focus {
        case .accept, .reject, .duplicate: hints.insert(KeyHint(key: "Enter", action: "send"), at: 0)
        case .category, .duplicateChoice: hints.insert(KeyHint(key: "←→", action: "choose"), at: 0)
        default: hints.append(KeyHint(key: "Enter", action: "next"))
        }
        return hints + [KeyHint(key: "Ctrl-C", action: "quit")]
    }

    public var statusNote: String? { counts.isEmpty ? nil : counts }

    public var helpSection: HelpOverlay.Section { KeyMap.review }
}
