import Catalog
import Widgets

/// The human-readable table of books printed by `list` and `search`.
///
/// When the whole ids do not fit the width, each id is cut to the start that tells it apart from
/// every id of the catalog (``UniqueStarts``) followed by "…", so the title keeps the room, two
/// books never print the same row, and `bookdir show` takes the id as printed. An id whose unique
/// start is longer than ``longestCutID(width:)`` is cut in the middle instead ("alvin-ho…sasters"),
/// keeping its start and an end that together only it has.
enum BookTable {
    /// The columns: ID, TITLE, AUTHOR, CAT, YEAR; the ID, which `show` takes, is cut last.
    static let layout = TableLayout(columns: [
        .init(header: "ID", isFlexible: true, isKept: true),
        .init(header: "TITLE", isFlexible: true),
        .init(header: "AUTHOR", isFlexible: true),
        .init(header: "CAT", isFlexible: false),
        .init(header: "YEAR", isFlexible: false),
    ])

    /// The same columns, the ID cut to its unique start beforehand and never cut again.
    static let cutIDLayout = TableLayout(columns: [.init(header: "ID", isFlexible: false)] + layout.columns.dropFirst())

    /// The text of `book` in column `index`.
    static func cell(_ book: Book, _ index: Int) -> String {
        switch index {
        case 0: book.id
        case 1: book.title
        case 2: book.author
        case 3: book.category.code
        default: book.year.map(String.init) ?? ""
        }
    }

    /// Writes the table of `books`, fitted to `width`, to `output`: one pass measures the
    /// columns, a second writes the lines. When the whole ids do not fit, they are cut to what
    /// tells them apart among `catalogIDs` (every id `show` looks in), read only then.
    static func write(
        _ books: some Collection<Book>, width: Int, catalogIDs: () -> UniqueStarts, to output: StandardOutput
    ) throws(CommandFailure) {
        let natural = layout.naturalWidths(of: books, cell: cell)
        if natural.reduce(0, +) + 2 * (natural.count - 1) <= width {
            if let books = books as? [Book] {
                try layout.write(all: books, width: width, cell: cell, to: output)
            } else {
                try layout.write(books, natural: natural, width: width, cell: cell, to: output)
            }
            return
        }
        let starts = catalogIDs()
        let longest = longestCutID(width: width)
        let rows = books.map { CutRow(book: $0, id: cutID($0.id, starts: starts, longest: longest)) }
        try cutIDLayout.write(all: rows, width: width, cell: { row, index in index == 0 ? row.id : cell(row.book, index) }, to: output)
    }

    /// A book with its id as the table prints it.
    private struct CutRow: Sendable {
        var book: Book
        var id: String
    }

    /// The most cells a cut id takes before it is cut in the middle: a fifth of the width, between
    /// 12 and 20.
    static func longestCutID(width: Int) -> Int {
        min(20, max(12, width / 5))
    }

    /// `id` as a table cut to `longest` cells prints it: whole when its unique start leaves at
    /// most one character out; else that start and "…"; when that is longer than `longest`, a
    /// start (of 8 characters or more when that is enough, else as few as 3), "…" and an end that
    /// no other id of `starts` shares with that start (as `show` reads it), `longest` cells in
    /// all; else the start and "…" however long.
    static func cutID(_ id: String, starts: UniqueStarts, longest: Int) -> String {
        let length = starts.length(of: id)
        if id.count <= length + 1 { return id }
        if length + 1 <= longest { return id.prefix(length) + "…" }
        let kept = longest - 1
        // A start of 8 characters or more reads best; a shorter one leaves room for a longer end.
        let shortest = 3, preferred = UniqueStarts.minimumLength
        for head in Array(preferred ..< max(preferred, kept)) + (shortest ..< min(preferred, kept)).reversed() {
            let start = String(id.prefix(head)), end = String(id.suffix(kept - head))
            if starts.count(startingWith: start, endingWith: end) == 1 { return start + "…" + end }
        }
        return id.prefix(length) + "…"
    }
}
