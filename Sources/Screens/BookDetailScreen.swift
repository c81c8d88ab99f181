import Widgets
import Catalog
import ViewModels

/// One book in full over the Books or Search pane: title, author, category and year, the
/// description wrapped to the width, the link, and "More by this author".
///
/// ↓ j chooses the first of the author's other books (nothing is chosen at first, so Enter does
/// not open a book the reader has not seen), ↑↓ j k move among them and Enter opens one (a new
/// detail view over this one); ↑ on the first gives the choice up. PgUp/PgDn, Space, Home/End
/// scroll when the text is taller than the pane (j k too, when the author has no other book); `c`
/// copies "Title by Author — link", `o` opens the link, and Esc or Backspace go back.
public final class BookDetailScreen: PaneScreen {
    /// The keys, as shipped or as the configuration file rebinds them (the root screen sets them).
    public var keys = KeyTables.standard
    /// The view model drawn.
    public let viewModel: BookDetailViewModelType
    /// The chosen book of "More by this author", `nil` while none is chosen.
    public private(set) var moreSelection: Int?
    /// The first content line shown.
    public private(set) var scrollOffset = 0
    /// The message after copying or opening the link, or `nil`.
    public private(set) var message: MessageLine?

    /// Called with the next detail view when a book of "More by this author" is opened.
    var onOpen: ((BookDetailViewModel) -> Void)?

    private let actions: SystemActions
    private var tokens: [BindingToken] = []
    private var revealSelection = false
    private var bodyHeight = 1
    /// Screen rows of the last frame that show a "More by this author" book, by row.
    private var moreRows: [Int: Int] = [:]
    /// The content laid out for the last width (the book does not change under the view).
    private var layout: (width: Int, lines: [Line])?

    /// Creates the view over `viewModel`, copying and opening links through `actions`.
    public init(viewModel: BookDetailViewModelType, actions: SystemActions) {
        self.viewModel = viewModel
        self.actions = actions
        let outputs = viewModel.outputs
        tokens.append(outputs.moreByAuthor.bind { [weak self] books in
            guard let self else { return }
            self.layout = nil
            self.moreSelection = self.moreSelection.flatMap { books.isEmpty ? nil : min($0, books.count - 1) }
        })
        tokens.append(outputs.shareText.bind { [weak self] shared in
            // Control characters from data would be pasted raw later: the clipboard gets them escaped too.
            guard let self, let text = shared.map(SafeText.visible) else { return }
            let shown = TextFit.capped(text, toCharacters: Self.fieldLimit)
            self.message = self.actions.copyToClipboard(text)
                ? MessageLine("\(Self.copiedWarning) “\(shown)”", kind: .info)
                : MessageLine("Could not copy to the clipboard; the text is: \(shown)", kind: .error)
        })
        tokens.append(outputs.openLink.bind { [weak self] link in
            guard let self, let link else { return }
            switch self.actions.openLink(link) {
            case .opened: self.message = MessageLine("Opened in your browser.", kind: .success)
            case .notAvailable: self.message = MessageLine("No browser opener found; the link is: \(link)", kind: .info)
            case .failed(let status):
                self.message = MessageLine("No browser opened (xdg-open exited with status \(status)); the link is: \(link)", kind: .error)
            }
        })
        tokens.append(outputs.goToBook.bind { [weak self] next in
            guard let self, let next else { return }
            self.onOpen?(next)
        })
    }

    deinit {
        tokens.forEach { $0.remove() }
    }

    // MARK: - Keys

    public var isTakingTyping: Bool { false }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        let count = viewModel.outputs.moreByAuthor.value.count
        switch keys.detail.action(for: key) {
        case "copy":
            viewModel.inputs.shareTapped()
        case "open-link":
            viewModel.inputs.openLinkTapped()
        case "open-more":
            if let moreSelection { viewModel.inputs.moreByAuthorTapped(at: moreSelection) }
        case "next-more":
            if count == 0 {
                scrollOffset += 1
            } else {
                moreSelection = min(count - 1, (moreSelection ?? -1) + 1)
                revealSelection = true
            }
        case "previous-more":
            if let selected = moreSelection {
                moreSelection = selected == 0 ? nil : selected - 1
                revealSelection = moreSelection != nil
            } else {
                scrollOffset = max(0, scrollOffset - 1)
            }
        case "page-down":
            scrollOffset += max(1, bodyHeight - 1)
        case "page-up":
            scrollOffset = max(0, scrollOffset - max(1, bodyHeight - 1))
        case "top":
            scrollOffset = 0
        case "bottom":
            scrollOffset = Int.max / 2
        default:
            return false
        }
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .scrollUp:
            scrollOffset = max(0, scrollOffset - 3)
        case .scrollDown:
            scrollOffset += 3
        case .leftClick:
            guard let index = moreRows[event.y] else { return false }
            if index == moreSelection {
                viewModel.inputs.moreByAuthorTapped(at: index)
            } else {
                moreSelection = index
            }
        default:
            return false
        }
        return true
    }

    // MARK: - Drawing

    /// One line of the content: its spans, the "More by this author" book it shows, if any, and
    /// whether it is a piece of the link, drawn across the whole width of the pane from its
    /// first column (no margin), so that a terminal's URL detection and selection take the link
    /// whole.
    struct Line {
        var spans: [TextSpan]
        var moreIndex: Int?
        var isLink = false
    }

    /// What the message after `c` says first, so that it is seen whole even at 40 columns (the
    /// copied text, after it, is cut with "…"): the terminal is only asked to take the text.
    static let copiedWarning = "Copied if your terminal allows it; if pasting gives nothing, it does not:"

    /// The most Characters of one field laid out: an enormous field (megabytes from a hostile
    /// catalog) shows its start and "…", and opening it takes no longer than opening any book.
    static let fieldLimit = 2_000

    /// The whole content laid out for `width` columns (the link for the margins' two more).
    func lines(width: Int) -> [Line] {
        let outputs = viewModel.outputs
        var lines: [Line] = []
        // A field of one line shows a line break in it as ^J, as every list, table and export does
        // (a title cannot fake a "by …" line); only the description keeps its paragraphs.
        func wrapped(_ text: String, style: Style = .plain, indent: String = "", paragraphs: Bool = false) {
            let capped = TextFit.capped(text, toCharacters: Self.fieldLimit)
            let text = paragraphs ? capped : SafeText.visible(capped)
            for line in TextWrapper.wrap(text, width: max(1, width - indent.count)) {
                lines.append(Line(spans: [TextSpan(indent + line, style: style)]))
            }
        }
        func blank() { lines.append(Line(spans: [])) }
        wrapped(outputs.title.value, style: Style(bold: true))
        wrapped("by " + outputs.author.value)
        if let illustrators = outputs.illustrators.value { wrapped(illustrators) }
        wrapped([outputs.categoryName.value, outputs.year.value, outputs.communities.value].compactMap { $0 }
            .joined(separator: " · "), style: .dimmed)
        for award in outputs.awards.value { wrapped(Glyphs.current.award + award) }
        for line in outputs.fieldLines.value { wrapped(line.label + ": " + line.text, style: .dimmed) }
        blank()
        wrapped(outputs.description.value, paragraphs: true)
        blank()
        // The link alone on its lines, as wide as the pane (the margins too), never capped or cut with
        // "…" (the view model makes it from at most a field's limit of the title and authors).
        for piece in TextWrapper.wrap(SafeText.visible(outputs.link.value), width: width + 2) {
            lines.append(Line(spans: [TextSpan(piece, style: Style(underline: true))], isLink: true))
        }
        blank()
        lines.append(Line(spans: [TextSpan("More by this author", style: .heading)]))
        let more = outputs.moreByAuthor.value
        if more.isEmpty {
            lines.append(Line(spans: [TextSpan("  No other book by this author in the directory.", style: .dimmed)]))
        }
        for (index, book) in more.enumerated() {
            let year = book.year.map { ", \($0)" } ?? ""
            let title = TextFit.capped(book.title, toCharacters: Self.fieldLimit)
            lines.append(Line(spans: [TextSpan("  " + title), TextSpan(" (\(book.category.name)\(year))",
                                                                            style: .dimmed)],
                              moreIndex: index))
        }
        return lines
    }

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let area = rect.intersection(canvas.bounds)
        moreRows = [:]
        guard !area.isEmpty else { return }
        canvas.fill(area)
        let messageRows = message == nil ? 0 : min(2, max(0, area.height - 1))
        let body = area.insetBy(dx: 1, dy: 0).droppingBottom(messageRows)
        bodyHeight = max(1, body.height)
        let content: [Line]
        if let layout, layout.width == body.width {
            content = layout.lines
        } else {
            content = lines(width: body.width)
            layout = (body.width, content)
        }
        let maxOffset = max(0, content.count - body.height)
        if revealSelection, let selected = moreSelection,
           let line = content.firstIndex(where: { $0.moreIndex == selected }) {
            if line < scrollOffset { scrollOffset = line }
            if line >= scrollOffset + body.height { scrollOffset = line - body.height + 1 }
        }
        revealSelection = false
        scrollOffset = min(max(0, scrollOffset), maxOffset)
        // The focus: the first line shown (the title at the top), or the chosen book of More.
        canvas.setFocus(x: body.x, y: body.y)
        for row in 0..<body.height {
            let index = scrollOffset + row
            guard index < content.count else { break }
            let line = content[index]
            let y = body.y + row
            if let more = line.moreIndex {
                moreRows[y] = more
                if more == moreSelection {
                    canvas.fill(body.row(row), style: .selection)
                    canvas.setFocus(x: body.x, y: y)
                    let spans = line.spans.map { TextSpan($0.text, style: $0.style.adding(.selection)) }
                    canvas.put(spans, x: body.x, y: y, width: body.width)
                    continue
                }
            }
            if line.isLink {
                canvas.put(line.spans, x: area.x, y: y, width: area.width)
            } else {
                canvas.put(line.spans, x: body.x, y: y, width: body.width)
            }
        }
        if let message, messageRows > 0 {
            message.render(into: &canvas, in: area.insetBy(dx: 1, dy: 0).bottom(messageRows))
        }
    }

    public var hints: [KeyHint] {
        // ↑↓ choose among the author's other books, or scroll a text taller than the pane, or do nothing.
        let arrows: [KeyHint]
        if !viewModel.outputs.moreByAuthor.value.isEmpty {
            arrows = [KeyHint(key: "↑↓", action: "more by author")]
        } else if let layout, layout.lines.count > bodyHeight {
            arrows = [KeyHint(key: "↑↓", action: "scroll")]
        } else {
            arrows = []
        }
        let keys = self.keys.detail, everywhere = self.keys.everywhere
        return [keys.hint("back"), keys.hint("copy"), keys.hint("open-link")].compactMap { $0 } + arrows
            + [everywhere.hint("help"), everywhere.hint("quit")].compactMap { $0 }
    }

    public var statusNote: String? { nil }

    public var helpSection: HelpOverlay.Section { keys.detail.helpSection }
}
