import Widgets

/// The narrow first column of a list of books: `+` for a book marked with Space, `✓` for a book
/// saved in a reading list. It is there only once some book is saved or marked, so a new user's
/// lists keep all their width.
struct BookMarkColumn: Sendable {
    /// The ids of the saved books and of the marked ones.
    let saved: Set<String>
    let marked: Set<String>

    /// Whether the column is drawn.
    var isShown: Bool { !saved.isEmpty || !marked.isEmpty }

    /// `columns` with the mark column first, when shown.
    func columns(_ columns: [ListColumn]) -> [ListColumn] {
        isShown ? [ListColumn("", width: .fixed(1 + Glyphs.current.saved.count))] + columns : columns
    }

    /// `row` with the marks of the book `id` first, when shown.
    func row(_ row: ListRow, id: String) -> ListRow {
        guard isShown else { return row }
        let saving = Glyphs.current.saved
        let text = (marked.contains(id) ? "+" : " ") + (saved.contains(id) ? saving : String(repeating: " ", count: saving.count))
        return ListRow(spans: [[TextSpan(text, style: .keyName)]] + row.columns)
    }
}
