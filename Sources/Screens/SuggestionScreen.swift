import Widgets
import Catalog
import ViewModels

/// The Suggestion pane: Title and Author fields, a category picker, a Send button, and the
/// message saying what became of the last send (or "Sending…" while it is under way).
///
/// Inside the form, Tab/Shift-Tab and ↑↓ move between the four controls (Tab on Send and
/// Shift-Tab on Title go on to the next or previous pane), Enter on a field moves to the next and on Send sends, ←→ or a category's first letter choose the category,
/// and Esc leaves the form (keys are then commands again; Enter, i or ↓ come back in).
/// Every edit is sent to the view model (a paste or a burst of typing once, for the text it
/// leaves); what it emits (a cleared form after a send) is reflected back into the fields.
public final class SuggestionScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// A control of the form.
    public enum Focus: Int, CaseIterable, Equatable, Sendable {
        /// The Title field.
        case title
        /// The Author field.
        case author
        /// The category picker.
        case category
        /// The Send button.
        case send
    }

    /// The view model drawn.
    public let viewModel: SuggestionViewModelType
    /// The control with keyboard focus, or `nil` when the form was left with Esc.
    public private(set) var focus: Focus? = .title
    /// The title field's text and cursor.
    public private(set) var titleField = TextFieldState()
    /// The author field's text and cursor.
    public private(set) var authorField = TextFieldState()

    private var lastFocus: Focus = .title
    private var categories: [Category] = []
    private var selectedCategory: Category?
    private var placeholder = ""
    private var isSendEnabled = false
    private var isSending = false
    private var successMessage: String?
    private var errorMessage: String?
    private var question: String?
    /// The question the first Send of a likely duplicate asked: Enter on Send then opens the book.
    var sendQuestion: String?
    private var lengthWarning: String?
    private var earlier: String?
    private var tokens: [BindingToken] = []
    /// Screen rows of the controls in the last frame, for clicks.
    private var controlRows: [Int: Focus] = [:]

    /// Creates the pane and binds it to `viewModel`'s outputs.
    public init(viewModel: SuggestionViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.title.bindAndFire { [weak self] text in
            guard let self, self.titleField.text != text else { return }
            self.titleField.setText(text)
        })
        tokens.append(outputs.author.bindAndFire { [weak self] text in
            guard let self, self.authorField.text != text else { return }
            self.authorField.setText(text)
        })
        tokens.append(outputs.categories.bindAndFire { [weak self] in self?.categories = $0 })
        tokens.append(outputs.selectedCategory.bindAndFire { [weak self] in self?.selectedCategory = $0 })
        tokens.append(outputs.categoryPlaceholder.bindAndFire { [weak self] in self?.placeholder = $0 })
        tokens.append(outputs.isSendEnabled.bindAndFire { [weak self] in self?.isSendEnabled = $0 })
        tokens.append(outputs.isSending.bindAndFire { [weak self] in self?.isSending = $0 })
        tokens.append(outputs.successMessage.bindAndFire { [weak self] message in
            guard let self else { return }
            self.successMessage = message
            // Sent: the form is cleared, ready for the next book.
            if message != nil, self.focus == .send { self.setFocus(.title) }
        })
        tokens.append(outputs.errorMessage.bindAndFire { [weak self] in self?.errorMessage = $0 })
        tokens.append(outputs.question.bindAndFire { [weak self] in self?.question = $0 })
        tokens.append(outputs.sendQuestion.bindAndFire { [weak self] in self?.sendQuestion = $0 })
        tokens.append(outputs.lengthWarning.bindAndFire { [weak self] in self?.lengthWarning = $0 })
        tokens.append(outputs.earlierSuggestions.bindAndFire { [weak self] in self?.earlier = $0 })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    /// Puts the keys back into the form, on the control that last had them (when the pane is shown).
    public func enterForm() {
        focus = lastFocus
    }

    private func setFocus(_ newFocus: Focus?) {
        focus = newFocus
        if let newFocus { lastFocus = newFocus }
    }

    // MARK: - Keys

    public var isTakingTyping: Bool { focus == .title || focus == .author }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        guard let focus else {
            guard keys.suggestionLeft.action(for: key) == "enter-form" else { return false }
            enterForm()
            return true
        }
        let action = keys.suggestion.action(for: key)
        switch action {
        case "leave-form":
            self.focus = nil
            return true
        case "next-field" where key == .tab && focus == .send, "previous-field" where key == .backTab && focus == .title:
            // The form is one stop of the panes' Tab order: past its ends, Tab goes on to a pane,
            // and the next Tab into the form comes to its first field.
            setFocus(.title)
            return false
        case "next-field":
            move(from: focus, by: 1)
            return true
        case "previous-field":
            move(from: focus, by: -1)
            return true
        default:
            break
        }
        switch focus {
        case .title, .author:
            return edit(key, in: focus)
        case .category:
            return chooseCategory(key)
        case .send:
            if action == "submit", sendQuestion != nil {
                viewModel.inputs.suggestedBookChosen()
                return true
            }
            if action == "submit" || action == "send-anyway" {
                viewModel.inputs.sendButtonPressed()
                return true
            }
            return false
        }
    }

    private func move(from current: Focus, by step: Int) {
        let all = Focus.allCases
        setFocus(all[(current.rawValue + step + all.count) % all.count])
    }

    /// Applies an editing key to the focused field; Enter moves to the next control.
    private func edit(_ key: Key, in control: Focus) -> Bool {
        if keys.suggestion.action(for: key) == "submit" {
            move(from: control, by: 1)
            return true
        }
        return handle(typing: [key][...]) == 1
    }

    /// Edits the focused field with the editing keys at the start of `keys`; the view model hears
    /// once of the text they leave. The field is stored before the view model hears of the
    /// change, so its echo finds them equal.
    public func handle(typing keys: ArraySlice<Key>) -> Int {
        guard let control = focus, control == .title || control == .author else { return 0 }
        var field = control == .title ? titleField : authorField
        let before = field.text
        let applied = field.handle(keys: keys).applied
        guard applied > 0 else { return 0 }
        if control == .title { titleField = field } else { authorField = field }
        guard field.text != before else { return applied }
        if control == .title {
            viewModel.inputs.titleChanged(field.text)
        } else {
            viewModel.inputs.authorChanged(field.text)
        }
        return applied
    }

    private func chooseCategory(_ key: Key) -> Bool {
        switch keys.suggestion.action(for: key) {
        case "submit":
            move(from: .category, by: 1)
            return true
        case "clear-choice":
            viewModel.inputs.categorySelected(nil)
            return true
        case let action:
            // The picker reads ← → (standing for the table's choosing keys, however remapped) and
            // letters (the next category a letter starts); an arrow no longer bound chooses nothing.
            let asked: Key
            switch action {
            case "next-choice": asked = .right
            case "previous-choice": asked = .left
            case _ where key == .left || key == .right: return false
            default: asked = key
            }
            let current = selectedCategory.flatMap { categories.firstIndex(of: $0) }
            guard let index = picker.choice(after: current, for: asked) else { return false }
            viewModel.inputs.categorySelected(categories[index])
            return true
        }
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.action == .leftClick, let control = controlRows[event.y] else { return false }
        if control == .send && focus == .send {
            viewModel.inputs.sendButtonPressed()
        }
        setFocus(control)
        return true
    }

    // MARK: - Drawing

    static let labelWidth = 10

    var picker: Picker {
        Picker(label: "Category", labelWidth: Self.labelWidth, choices: categories.map(\.name),
               selectedIndex: selectedCategory.flatMap { categories.firstIndex(of: $0) },
               placeholder: placeholder, isFocused: focus == .category)
    }

    /// The messages under the form: sending, the error or the thank-you, then what the view
    /// model says about the typing (the question, the length warning), then what became of this
    /// user's earlier suggestions.
    var messages: [MessageLine] {
        var lines: [MessageLine] = []
        if isSending {
            lines.append(MessageLine("Sending…", kind: .info))
        } else if let errorMessage {
            lines.append(MessageLine(errorMessage, kind: .error))
        } else if let successMessage {
            lines.append(MessageLine(successMessage, kind: .success))
        }
        if let sendQuestion { lines.append(MessageLine(sendQuestion, kind: .question)) }
        lines += [sendQuestion == nil ? question : nil, lengthWarning, earlier].compactMap { $0.map { MessageLine($0, kind: .info) } }
        // The accessible mode says one message at a time: the newest replaces the others.
        return Glyphs.current.isAccessible ? Array(lines.prefix(1)) : lines
    }

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        controlRows = [:]
        guard !area.isEmpty else { return }
        canvas.fill(area)
        let roomy = area.height >= 12
        let form = Rect(x: area.x, y: area.y, width: min(area.width, 2 + Self.labelWidth + 48), height: area.height)
        canvas.put("Suggest a book for the directory", x: area.x + 2, y: area.y, width: area.width - 2, style: .heading)
        let rows: [(Focus, Int)] = [(.title, 2), (.author, 3), (.category, 4), (.send, roomy ? 6 : 5)]
        for (control, offset) in rows where offset < area.height {
            let y = area.y + offset
            controlRows[y] = control
            let row = Rect(x: form.x, y: y, width: form.width, height: 1)
            switch control {
            case .title:
                TextField(label: "Title", labelWidth: Self.labelWidth, placeholder: "the book's title",
                          isFocused: focus == .title).render(&titleField, into: &canvas, in: row)
            case .author:
                TextField(label: "Author", labelWidth: Self.labelWidth, placeholder: "who wrote it",
                          isFocused: focus == .author).render(&authorField, into: &canvas, in: row)
            case .category:
                picker.render(into: &canvas, in: row)
            case .send:
                let marker = focus == .send ? "> " : "  "
                canvas.put(marker, x: form.x + Self.labelWidth, y: y, width: form.width - Self.labelWidth,
                           style: Style(bold: true))
                Button(title: "Send", isEnabled: isSendEnabled && !isSending, isFocused: focus == .send)
                    .render(into: &canvas, in: Rect(x: form.x + 2 + Self.labelWidth, y: y,
                                                    width: form.width - 2 - Self.labelWidth, height: 1))
            }
        }
        var top = area.y + (roomy ? 8 : 6)
        for message in messages where top < area.maxY {
            let rows = TextWrapper.wrap(message.displayText, width: max(1, area.width - 2)).count
            message.render(into: &canvas, in: Rect(x: area.x + 2, y: top, width: area.width - 2,
                                                    height: min(rows, area.maxY - top)))
            top += rows + (roomy ? 1 : 0)
        }
    }
}
