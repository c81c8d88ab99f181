import Catalog
import ViewModels
import Widgets

/// The Lists pane: every reading list with its count; Enter opens one, whose books J/K move,
/// x removes (u undoes), Enter opens as elsewhere; r renames, d deletes (after y), e exports
/// (then m, c, j or h, then the path: Enter writes there, after y when a file is there). Esc,
/// Backspace or ← go back from a list to every list.
public final class ListsScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// The view model drawn.
    public let viewModel: ListsViewModelType
    /// The selection in the lists, and in the open list's books.
    public private(set) var listsState = ListState()
    public private(set) var booksState = ListState()
    /// What the pane shows, as last emitted.
    public private(set) var state: BookListState = .loading
    public private(set) var lists: [ListSummary] = []
    public private(set) var openList: String?
    public private(set) var books: [ListedBook] = []
    public private(set) var message: String?
    public private(set) var confirmingDelete: String?
    public private(set) var confirmingReplace: String?

    /// What the keys are doing: moving, typing a new name, choosing an export format, or typing its path.
    public enum Mode: Equatable { case browsing, renaming, exporting, choosingPath }
    /// The mode.
    public private(set) var mode = Mode.browsing
    private var nameField = TextFieldState()

    private var tokens: [BindingToken] = []

    /// Creates the pane and binds it to `viewModel`'s outputs.
    public init(viewModel: ListsViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.state.bindAndFire { [weak self] in self?.state = $0 })
        tokens.append(outputs.lists.bindAndFire { [weak self] lists in
            self?.lists = lists
            self?.listsState.setCount(lists.count)
        })
        tokens.append(outputs.openList.bindAndFire { [weak self] in self?.openList = $0 })
        tokens.append(outputs.books.bindAndFire { [weak self] books in
            guard let self else { return }
            self.books = books
            self.booksState.setCount(books.count)
        })
        tokens.append(outputs.selection.bind { [weak self] row in
            guard let self, let row else { return }
            if self.openList == nil { self.listsState.select(row) } else { self.booksState.select(row) }
        })
        tokens.append(outputs.message.bindAndFire { [weak self] in self?.message = $0 })
        tokens.append(outputs.confirmingDelete.bindAndFire { [weak self] in self?.confirmingDelete = $0 })
        tokens.append(outputs.confirmingReplace.bindAndFire { [weak self] in self?.confirmingReplace = $0 })
        tokens.append(outputs.exportPath.bind { [weak self] path in
            guard let self else { return }
            if let path {
                self.nameField.setText(path)
                self.nameField.moveToEnd()
                self.mode = .choosingPath
            } else if self.mode == .choosingPath {
                self.mode = .browsing
            }
        })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    /// The index of the list the keys act on: the open one, or the selected one.
    private var currentListIndex: Int? {
        if let openList { return lists.firstIndex { $0.name == openList } }
        return listsState.selected
    }

    /// The book selected in the open list.
    public var selectedBookIndex: Int? { openList == nil ? nil : booksState.selected }

    // MARK: - Keys

    public var isTakingTyping: Bool { mode == .renaming || mode == .choosingPath }

    /// Whether a question is up (delete? replace? which format?): its answer takes the next key.
    public var isAsking: Bool { confirmingDelete != nil || confirmingReplace != nil || mode == .exporting }

    public func handle(typing keys: ArraySlice<Key>) -> Int {
        guard isTakingTyping else { return 0 }
        let (applied, _) = nameField.handle(keys: keys)
        return applied
    }

    public func handle(_ key: Key) -> Bool {
        if confirmingDelete != nil {
            viewModel.inputs.deleteAnswered(key == .character("y") || key == .character("Y"))
            return true
        }
        if confirmingReplace != nil {
            viewModel.inputs.replaceAnswered(key == .character("y") || key == .character("Y"))
            return true
        }
        switch mode {
        case .renaming: return handleRenaming(key)
        case .choosingPath: return handleChoosingPath(key)
        case .exporting: return handleExporting(key)
        case .browsing: return openList == nil ? handleInLists(key) : handleInBooks(key)
        }
    }

    private func handleRenaming(_ key: Key) -> Bool {
        switch key {
        case .enter:
            if let index = currentListIndex { viewModel.inputs.renameSubmitted(at: index, name: nameField.text) }
            mode = .browsing
        case .escape:
            mode = .browsing
        default:
            _ = nameField.handle(key)
        }
        return true
    }

    private func handleChoosingPath(_ key: Key) -> Bool {
        switch key {
        case .enter: viewModel.inputs.exportPathSubmitted(nameField.text)
        case .escape: viewModel.inputs.exportCancelled()
        default: _ = nameField.handle(key)
        }
        return true
    }

    /// The letters of the export formats.
    static let exportLetters: [Character: ExportFormat] = ["m": .markdown, "c": .csv, "j": .json, "h": .html]

    private func handleExporting(_ key: Key) -> Bool {
        mode = .browsing
        if case .character(let letter) = key, let format = Self.exportLetters[letter] {
            viewModel.inputs.exportPressed(at: currentListIndex, format: format)
        }
        return true
    }

    /// Keys common to both views: rename, delete, export.
    private func handleListKey(_ key: Key) -> Bool {
        guard let index = currentListIndex else { return false }
        switch keys.lists.action(for: key) {
        case "rename":
            nameField.setText(lists[index].name)
            nameField.moveToEnd()
            mode = .renaming
        case "delete":
            viewModel.inputs.deletePressed(at: index)
        case "export":
            mode = .exporting
        default:
            return false
        }
        return true
    }

    private func handleInLists(_ key: Key) -> Bool {
        switch keys.lists.action(for: key) {
        case "open":
            if let selected = listsState.selected { viewModel.inputs.listTapped(at: selected) }
            return true
        case "undo":
            viewModel.inputs.undoPressed()
            return true
        default:
            return handleListKey(key) || listsState.perform(keys.lists.action(for: key))
        }
    }

    private func handleInBooks(_ key: Key) -> Bool {
        let selected = booksState.selected
        switch keys.lists.action(for: key) {
        case "back":
            viewModel.inputs.closeListPressed()
        case "open" where key == .enter:
            if let selected { viewModel.inputs.bookTapped(at: selected) }
        case "move-book-down":
            if let selected { viewModel.inputs.bookMoved(at: selected, by: 1) }
        case "move-book-up":
            if let selected { viewModel.inputs.bookMoved(at: selected, by: -1) }
        case "remove-book":
            if let selected { viewModel.inputs.bookRemoved(at: selected) }
        case "undo":
            viewModel.inputs.undoPressed()
        default:
            return handleListKey(key) || booksState.perform(keys.lists.action(for: key))
        }
        return true
    }

    // MARK: - Drawing

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        canvas.fill(area)
        let heading: [TextSpan] = openList.map { name in
            [TextSpan("Lists", style: .dimmed), TextSpan(Glyphs.current.separator), TextSpan(name, style: .keyName),
             TextSpan("  \(books.count) \(books.count == 1 ? "book" : "books")", style: .dimmed)]
        } ?? [TextSpan("Reading lists", style: .keyName), TextSpan("  \(lists.count)", style: .dimmed)]
        canvas.put(heading, x: area.x + 1, y: area.y, width: area.width - 1)
        let bottomRows = area.height > 4 ? 1 : 0
        let body = area.droppingTop(1).droppingBottom(bottomRows)
        switch state {
        case .loading:
            MessageLine("Loading the lists…", kind: .info).render(into: &canvas, in: body.droppingTop(1))
        case .error(let text):
            MessageLine(text, kind: .error).render(into: &canvas, in: body.droppingTop(1))
        case .empty(let text):
            MessageLine(text, kind: .info).render(into: &canvas, in: body.droppingTop(1))
        case .rows:
            if openList == nil {
                listsView.render(&listsState, into: &canvas, in: body)
            } else {
                booksView(wide: body.width >= 60).render(&booksState, into: &canvas, in: body)
            }
        }
        if bottomRows > 0 { renderBottom(into: &canvas, in: area.bottom(1)) }
    }

    /// The last row: the name or path being typed, the question, the export choices, or the message.
    private func renderBottom(into canvas: inout Canvas, in row: Rect) {
        if mode == .renaming || mode == .choosingPath {
            TextField(label: mode == .renaming ? "New name" : "Export to", isFocused: true).render(&nameField, into: &canvas, in: row)
        } else if let confirmingReplace {
            MessageLine("Replace \(confirmingReplace)? y replaces, any other key keeps it.", kind: .question)
                .render(into: &canvas, in: row)
        } else if let confirmingDelete {
            MessageLine("Delete the list \(confirmingDelete)? y deletes, any other key keeps it.", kind: .question)
                .render(into: &canvas, in: row)
        } else if mode == .exporting {
            canvas.put([TextSpan(" Export as: "), TextSpan("m", style: .keyName), TextSpan(" Markdown  "),
                        TextSpan("c", style: .keyName), TextSpan(" CSV  "), TextSpan("j", style: .keyName),
                        TextSpan(" JSON  "), TextSpan("h", style: .keyName), TextSpan(" HTML")],
                       x: row.x, y: row.y, width: row.width)
        } else if let message {
            MessageLine(message, kind: .info).render(into: &canvas, in: row)
        }
    }

    var listsView: ListView {
        let lists = lists
        return ListView(columns: [ListColumn("List", width: .flexible(1)), ListColumn("Books", width: .fixed(6))],
                        rowCount: lists.count, showsHeadings: true) { index in
            ListRow([lists[index].name, String(lists[index].count)])
        }
    }

    func booksView(wide: Bool) -> ListView {
        let books = books
        let columns = [
            ListColumn("Title", width: .flexible(3)),
            ListColumn("Author", width: .flexible(2)),
            ListColumn(wide ? "Category" : "Cat", width: .fixed(wide ? 12 : 3)),
        ]
        return ListView(columns: columns, rowCount: books.count, showsHeadings: true) { index in
            let listed = books[index]
            guard let book = listed.book else {
                return ListRow(spans: [[TextSpan(listed.entry.title), TextSpan(" (\(ListedBook.goneNote))", style: .dimmed)],
                                       [TextSpan(listed.entry.author)], [TextSpan("—", style: .dimmed)]])
            }
            return ListRow([book.title, book.author, wide ? book.category.name : book.category.code])
        }
    }

    public var hints: [KeyHint] {
        if confirmingDelete != nil { return [KeyHint(key: "y", action: "delete"), KeyHint(key: "n", action: "keep")] }
        if confirmingReplace != nil { return [KeyHint(key: "y", action: "replace"), KeyHint(key: "n", action: "keep")] }
        if mode == .renaming { return [KeyHint(key: "Enter", action: "rename"), KeyHint(key: "Esc", action: "cancel")] }
        if mode == .choosingPath { return [KeyHint(key: "Enter", action: "export"), KeyHint(key: "Esc", action: "cancel")] }
        if mode == .exporting { return [KeyHint(key: "m c j h", action: "format"), KeyHint(key: "Esc", action: "cancel")] }
        let keys = self.keys.lists, everywhere = self.keys.everywhere
        if openList != nil {
            return ["move-book-down", "remove-book", "undo", "export", "back"].compactMap(keys.hint) + [everywhere.hint("help")].compactMap { $0 }
        }
        let list = lists.isEmpty ? [] : ["open", "export", "rename", "delete"].compactMap(keys.hint)
        return list + [everywhere.hint("help"), everywhere.hint("quit")].compactMap { $0 }
    }

    public var statusNote: String? {
        if openList != nil, let selected = booksState.selected { return "\(selected + 1)/\(books.count)" }
        return nil
    }

    public var helpSection: HelpOverlay.Section { keys.lists.helpSection }
}
