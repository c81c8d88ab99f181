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
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
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
        let action = keys.reviewForm.action(for: key)
        switch action {
        case "back":
            viewModel.inputs.closeButtonPressed()
            return true
        case "next-field" where key == .tab && focus == .duplicate, "previous-field" where key == .backTab && focus == .decidedBy:
            return false
        case "next-field":
            move(by: 1)
            return true
        case "previous-field":
            move(by: -1)
            return true
        default:
            break
        }
        if focus.field != nil {
            if action == "submit" {
                move(by: 1)
                return true
            }
            return handle(typing: [key][...]) == 1
        }
        let step = action == "previous-choice" ? -1 : 1
        let pressed = action == "submit" || action == "press"
        switch (focus, action) {
        case (.category, "previous-choice"?), (.category, "next-choice"?):
            let all = Category.allCases
            let index = all.firstIndex(of: category) ?? 0
            viewModel.inputs.categorySelected(all[(index + step + all.count) % all.count])
            return true
        case (.duplicateChoice, "previous-choice"?), (.duplicateChoice, "next-choice"?):
            guard !candidates.isEmpty else { return true }
            let index = chosen.flatMap { candidates.firstIndex(of: $0) }
            let next = index.map { ($0 + step + candidates.count) % candidates.count } ?? 0
            viewModel.inputs.duplicateChosen(at: next)
            return true
        case (.accept, _) where pressed:
            viewModel.inputs.acceptButtonPressed()
        case (.reject, _) where pressed:
            viewModel.inputs.rejectButtonPressed()
        case (.duplicate, _) where pressed:
            viewModel.inputs.duplicateButtonPressed()
        case (_, "submit"?):
            move(by: 1)
        default:
            return false
        }
        return true
    }

    private func handleInList(_ key: Key) -> Bool {
        list.setCount(pending.count)
        let action = keys.reviewList.action(for: key)
        if action == "open" {
            guard let selected = list.selected, pending.indices.contains(selected) else { return false }
            viewModel.inputs.suggestionOpened(at: selected)
            return true
        }
        return list.perform(action)
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
        let everywhere = keys.everywhere, form = keys.reviewForm
        guard open != nil else {
            return [keys.reviewList.hint("move-down"), keys.reviewList.hint("open"), everywhere.hint("help"),
                    everywhere.hint("quit")].compactMap { $0 }
        }
        var hints = [form.hint("next-field"), form.hint("back")].compactMap { $0 }
        let submit = form.hint("submit")
        switch focus {
        case .accept, .reject, .duplicate: if let submit { hints.insert(submit, at: 0) }
        case .category, .duplicateChoice: if let choose = form.hint("previous-choice") { hints.insert(choose, at: 0) }
        default: if let submit { hints.append(KeyHint(key: submit.key, action: "next")) }
        }
        return hints + [KeyHint(key: "Ctrl-C", action: "quit")]
    }

    public var statusNote: String? { counts.isEmpty ? nil : counts }

    public var helpSection: HelpOverlay.Section {
        HelpOverlay.Section(title: "Review", hints: keys.reviewList.helpSection.hints + keys.reviewForm.helpSection.hints)
    }
}
