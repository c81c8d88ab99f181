import Widgets
import Search
import Catalog
import ViewModels

/// The Search pane: a search field, the result count (or the prompt, or "No books match"),
/// and the results with the matched text highlighted.
///
/// While the field has focus, typing edits it (line-editing keys of ``TextFieldState``) and
/// every change is sent to the view model (a paste or a burst of typing once, for the text it
/// leaves), putting the selection back on the first result; ↓ or Enter (or Tab) moves into the
/// results, Esc leaves the field. In the results the list keys move, Enter opens the book, and
/// / or ↑ on the first result goes back to the field.
public final class SearchScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// Where keyboard focus is in the pane.
    public enum Focus: Equatable, Sendable {
        /// The search field is taking typing.
        case field
        /// The results list has the keys.
        case results
    }

    /// The view model drawn.
    public let viewModel: SearchViewModelType
    /// Where keyboard focus is.
    public internal(set) var focus: Focus = .field
    /// The search field's text and cursor.
    public internal(set) var field = TextFieldState()
    /// Where the results list is.
    public internal(set) var listState = ListState()
    /// The results as last emitted (worked out only for the rows drawn).
    public private(set) var results = SearchHits()
    /// The ids of the books saved in a list (marked ✓) and of those marked with Space (+).
    public internal(set) var savedIDs: Set<String> = []
    public internal(set) var markedIDs: Set<String> = []
    /// The book to select once the results hold it (restoring the last session).
    var pendingSelection: String?
    /// Whether the restored search's results take the keys when they come (until the user asks
    /// for the field: `2` always gives the field the keys, so typing never acts on a result).
    var focusesResultsWhenRestored = false

    private var summary = ""
    private var isLoading = false
    private(set) var emptyMessage: String?
    private(set) var errorMessage: String?
    private var queryNote: String?
    private var tokens: [BindingToken] = []
    private var fieldRect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var listRect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The last description preview, by book and matches: worked out once, not every frame.
    private var previewCache: (id: String, matches: [Range<Int>], preview: (text: String, ranges: [Range<Int>]))?

    /// Creates the pane and binds it to `viewModel`'s outputs.
    public init(viewModel: SearchViewModelType) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        tokens.append(outputs.searchText.bindAndFire { [weak self] text in
            guard let self, self.field.text != text else { return }
            self.field.setText(text)
        })
        tokens.append(outputs.results.bindAndFire { [weak self] results in
            guard let self else { return }
            self.results = results
            self.listState.setCount(results.count)
            self.listState.select(0)
            if let id = self.pendingSelection, let index = results.indices.first(where: { results.book(at: $0).id == id }) {
                self.pendingSelection = nil
                self.listState.select(index)
                if self.focusesResultsWhenRestored { self.focus = .results }
            }
        })
        tokens.append(outputs.summary.bindAndFire { [weak self] in self?.summary = $0 })
        tokens.append(outputs.isLoading.bindAndFire { [weak self] in self?.isLoading = $0 })
        tokens.append(outputs.emptyMessage.bindAndFire { [weak self] in self?.emptyMessage = $0 })
        tokens.append(outputs.errorMessage.bindAndFire { [weak self] in self?.errorMessage = $0 })
        tokens.append(outputs.queryNote.bindAndFire { [weak self] in self?.queryNote = $0 })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    /// Gives the field the keys (when the pane is shown).
    public func focusField() {
        focus = .field
        focusesResultsWhenRestored = false
    }

    // MARK: - Keys


    public var isTakingTyping: Bool { focus == .field }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        switch focus {
        case .field: return handleInField(key)
        case .results: return handleInResults(key)
        }
    }

    private func handleInField(_ key: Key) -> Bool {
        switch keys.searchField.action(for: key) {
        case "to-results" where key == .tab && results.isEmpty:
            return false
        case "to-results":
            if !results.isEmpty { focus = .results }
            return true
        case "leave-field":
            focus = .results
            return true
        default:
            return handle(typing: [key][...]) == 1
        }
    }

    /// Starts a search within `terms` (from `/` in the Books pane, its filters as field terms): the
    /// field holds them followed by a space (or nothing, with none), the cursor at its end, ready
    /// for words.
    public func startSearch(within terms: [String]) {
        let text = terms.isEmpty ? "" : terms.joined(separator: " ") + " "
        field.setText(text)
        field.moveToEnd()
        focus = .field
        listState.select(0)
        viewModel.inputs.searchTextChanged(text)
    }

    /// Edits the field with the editing keys at the start of `keys`; the view model searches
    /// once, for the text they leave, and the first result is selected whenever the text changed.
    public func handle(typing keys: ArraySlice<Key>) -> Int {
        guard focus == .field else { return 0 }
        let before = field.text
        let run = field.handle(keys: keys)
        if field.text != before { viewModel.inputs.searchTextChanged(field.text) }
        if run.textChanged { listState.select(0) }
        return run.applied
    }

    private func handleInResults(_ key: Key) -> Bool {
        let action = keys.searchResults.action(for: key)
        switch action {
        case "open":
            if let selected = listState.selected { viewModel.inputs.resultTapped(at: selected) }
            return true
        case "back-to-field":
            focus = .field
            return true
        case "move-up":
            if (listState.selected ?? 0) == 0 { focus = .field } else { listState.moveUp() }
            return true
        default:
            return listState.perform(action)
        }
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .scrollUp:
            listState.moveUp(3)
        case .scrollDown:
            listState.moveDown(3)
        case .leftClick:
            if fieldRect.contains(x: event.x, y: event.y) {
                focus = .field
            } else if listRect.contains(x: event.x, y: event.y),
                      let row = resultsList().rowIndex(atY: event.y, in: listRect, state: listState) {
                if row == listState.selected && focus == .results {
                    viewModel.inputs.resultTapped(at: row)
                } else {
                    listState.select(row)
                }
                focus = .results
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }

    // MARK: - Drawing

    /// The results list: title and author with their matches highlighted, and the category.
    /// Only the rows drawn are worked out (``SearchHits`` reads a result when asked).
    func resultsList() -> ListView {
        let wide = listRect.width >= 60
        let columns = [
            ListColumn("Title", width: .flexible(3)),
            ListColumn("Author", width: .flexible(2)),
            ListColumn(wide ? "Category" : "Cat", width: .fixed(wide ? 12 : 3)),
        ]
        let results = results
        let marks = BookMarkColumn(saved: savedIDs, marked: markedIDs)
        var list = ListView(columns: marks.columns(columns), rowCount: results.count, showsHeadings: true) { index in
            let result = results[index]
            return marks.row(ListRow(spans: [
                TextSpan.highlighting(result.book.title, ranges: result.titleMatches, highlight: .highlight),
                TextSpan.highlighting(result.book.author, ranges: result.authorMatches, highlight: .highlight),
                [TextSpan(wide ? result.book.category.name : result.book.category.code)],
            ]), id: result.book.id)
        }
        if focus == .field { list.selectionStyle = .plain }
        return list
    }

    /// When the selected result matched in its description: the words around the first match,
    /// with the matches to highlight, so the reader sees why the book was found.
    var descriptionPreview: (text: String, ranges: [Range<Int>])? {
        guard let selected = listState.selected, results.indices.contains(selected) else { return nil }
        let result = results[selected]
        guard let first = result.descriptionMatches.first?.lowerBound else { return nil }
        if let previewCache, previewCache.id == result.book.id, previewCache.matches == result.descriptionMatches {
            return previewCache.preview
        }
        // Only the Characters around the first match: a description may be megabytes long.
        let description = result.book.description
        var start = max(0, first - 24)
        let base = max(0, start - 1)
        guard let low = description.index(description.startIndex, offsetBy: base, limitedBy: description.endIndex) else {
            return nil
        }
        let characters = Array(TextFit.capped(description[low...], toCharacters: 25 + Self.previewLength))
            .map { $0.isNewline ? " " : $0 }
        while start > 0, start < first, start - 1 - base < characters.count, !characters[start - 1 - base].isWhitespace {
            start += 1
        }
        let lead = start > 0 ? "…" : ""
        let shift = lead.count - start
        let ranges = result.descriptionMatches.map { max(0, $0.lowerBound + shift)..<max(0, $0.upperBound + shift) }
        let preview = (lead + String(characters[min(start - base, characters.count)...]), ranges)
        previewCache = (result.book.id, result.descriptionMatches, preview)
        return preview
    }

    /// The most Characters of a description the preview line lays out after its match.
    static let previewLength = 500

    /// The line under the field: the count, the prompt, "No books match", loading or nothing,
    /// followed by the query's note ("Showing results for woodson", terms left out).
    var countLine: MessageLine? {
        if let errorMessage { return MessageLine(errorMessage, kind: .error) }
        if isLoading && results.isEmpty { return MessageLine("Loading the catalog…", kind: .info) }
        let note = queryNote.map { " · " + $0 } ?? ""
        if let emptyMessage { return MessageLine(emptyMessage + note, kind: .info) }
        guard !summary.isEmpty else { return nil }
        return MessageLine(summary + (results.count == 1 ? " matches" : " match") + note, kind: .info)
    }

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        fieldRect = area.top(1)
        guard !area.isEmpty else {
            listRect = fieldRect
            return
        }
        canvas.fill(area)
        let fieldWidget = TextField(label: "Search", placeholder: "title, author or words", isFocused: focus == .field)
        fieldWidget.render(&field, into: &canvas, in: fieldRect)
        let below = area.droppingTop(1)
        var listArea = below.droppingTop(1)
        if let countLine {
            // The error takes what it needs; the prompt or "No books match" up to two rows.
            let rows = errorMessage == nil ? (results.isEmpty ? 2 : 1) : max(1, below.height - 1)
            countLine.render(into: &canvas, in: below.top(rows))
            listArea = below.droppingTop(rows)
        }
        if let preview = descriptionPreview, listArea.height >= 6 {
            let row = listArea.bottom(1)
            listArea = listArea.droppingBottom(1)
            canvas.put(preview.text, highlighting: preview.ranges, x: row.x, y: row.y, width: row.width,
                       style: .dimmed, highlightStyle: .highlight)
        }
        listRect = listArea
        if !results.isEmpty {
            resultsList().render(&listState, into: &canvas, in: listArea)
        } else {
            renderQueryHints(into: &canvas, in: listArea)
        }
    }
}
