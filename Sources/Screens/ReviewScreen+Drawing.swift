import Widgets
import Catalog
import ViewModels

/// Drawing the Review pane: the list of pending suggestions, or the open one's form.
extension ReviewScreen {
    static let labelWidth = 14

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        if let open {
            renderForm(open, into: &canvas, in: area)
        } else {
            renderList(into: &canvas, in: area)
        }
    }

    private func renderList(into canvas: inout Canvas, in area: Rect) {
        canvas.put("Suggestions to review", x: area.x + 2, y: area.y, width: area.width - 2, style: .heading)
        var top = area.y + 1
        for message in messages(includingReadOnly: true) where top < area.maxY {
            message.render(into: &canvas, in: Rect(x: area.x + 2, y: top, width: area.width - 2, height: 1))
            top += 1
        }
        let rows = pending.map { suggestion in
            ListRow([suggestion.title, suggestion.author, suggestion.category.code, suggestion.signature ?? ""])
        }
        let view = ListView(columns: [
            ListColumn("Title", width: .flexible(3)), ListColumn("Author", width: .flexible(2)),
            ListColumn("Cat", width: .fixed(3)), ListColumn("By", width: .flexible(1)),
        ], rows: rows, showsHeadings: true, emptyText: "No suggestion is waiting for review.")
        var state = list
        view.render(&state, into: &canvas, in: Rect(x: area.x + 1, y: top + 1, width: area.width - 1, height: max(0, area.maxY - top - 1)))
        setList(state)
    }

    private func renderForm(_ suggestion: Suggestion, into canvas: inout Canvas, in area: Rect) {
        let who = suggestion.signature.map { " (from \($0))" } ?? ""
        canvas.put("Review \"\(suggestion.title)\"\(who)", x: area.x + 2, y: area.y, width: area.width - 2, style: .heading)
        let width = min(area.width, 2 + Self.labelWidth + 56)
        // Each control's row; the form scrolls so that the focused one is on screen.
        var offsets: [Focus: Int] = [:]
        var next = 0
        for control in Focus.allCases {
            offsets[control] = next
            next += [.accept, .reject].contains(control) ? 2 : 1
        }
        let rows = area.height - 1
        let shift = max(0, (offsets[focus] ?? 0) - (rows - 2))
        var y = area.y + 1
        for control in Focus.allCases where (offsets[control] ?? 0) >= shift && y < area.maxY {
            let row = Rect(x: area.x, y: y, width: width, height: 1)
            let focused = focus == control
            switch control {
            case .category:
                Picker(label: "Category", labelWidth: Self.labelWidth, choices: Category.allCases.map(\.name),
                       selectedIndex: Category.allCases.firstIndex(of: category), placeholder: "", isFocused: focused)
                    .render(into: &canvas, in: row)
            case .duplicateChoice:
                // The chosen book first (the one offered first, until another is chosen), then how many
                // others ←→ steps through.
                let others = candidates.count > 1 ? " · ←→ \(candidates.count - 1) more" : ""
                let text = chosen.map { "\($0.title) by \($0.author) (\($0.id))" + others }
                    ?? (candidates.isEmpty ? "type above to find the book" : "←→ to choose among \(candidates.count)")
                canvas.put((focused ? "> " : "  ") + "Book", x: row.x, y: y, width: Self.labelWidth + 2, style: Style(bold: focused))
                canvas.put(text, x: row.x + 2 + Self.labelWidth, y: y, width: max(0, width - 2 - Self.labelWidth))
            case .accept, .reject, .duplicate:
                let title = control == .accept ? "Accept" : control == .reject ? "Reject" : "Duplicate"
                canvas.put(focused ? "> " : "  ", x: row.x + Self.labelWidth, y: y, width: 2, style: Style(bold: true))
                Button(title: title, isEnabled: readOnly == nil && !isSending, isFocused: focused)
                    .render(into: &canvas, in: Rect(x: row.x + 2 + Self.labelWidth, y: y, width: max(0, width - 2 - Self.labelWidth), height: 1))
            default:
                guard let field = control.field else { break }
                var state = fields[field] ?? TextFieldState()
                TextField(label: Self.label(field), labelWidth: Self.labelWidth, placeholder: Self.placeholder(field),
                          isFocused: focused).render(&state, into: &canvas, in: row)
                setField(field, state)
            }
            y += [.accept, .reject].contains(control) ? 2 : 1
        }
        for message in messages(includingReadOnly: true) where y < area.maxY {
            let rows = TextWrapper.wrap(message.displayText, width: max(1, area.width - 2)).count
            message.render(into: &canvas, in: Rect(x: area.x + 2, y: y, width: area.width - 2, height: min(rows, area.maxY - y)))
            y += rows
        }
    }

    private func messages(includingReadOnly: Bool) -> [MessageLine] {
        var lines: [MessageLine] = []
        if let readOnly, includingReadOnly { lines.append(MessageLine(readOnly, kind: .info)) }
        if isSending {
            lines.append(MessageLine("Sending…", kind: .info))
        } else if let errorMessage {
            lines.append(MessageLine(errorMessage, kind: .error))
        } else if let successMessage {
            lines.append(MessageLine(successMessage, kind: .success))
        }
        return lines
    }

    static func label(_ field: ReviewField) -> String {
        switch field {
        case .title: "Title"
        case .author: "Author"
        case .description: "Description"
        case .year: "Year"
        case .isbn: "ISBN"
        case .illustrators: "Illustrators"
        case .communities: "Communities"
        case .reason: "Reason"
        case .duplicateOf: "Duplicate of"
        case .decidedBy: "Decided by"
        }
    }

    static func placeholder(_ field: ReviewField) -> String {
        switch field {
        case .description: "required to accept"
        case .year: "such as 1962"
        case .isbn: "ISBN-13"
        case .illustrators: "names, separated by commas"
        case .communities: "such as black, latine"
        case .reason: "required to reject"
        case .duplicateOf: "words of the title"
        case .decidedBy: "your name, required"
        default: ""
        }
    }
}
