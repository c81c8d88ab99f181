import Catalog
import Widgets

/// The human-readable table of books printed by `list` and `search`.
enum BookTable {
    /// The columns: ID (its unique start), TITLE, AUTHOR, CAT, YEAR; the ID, which `show` takes, is cut last.
    static let layout = TableLayout(columns: [
        .init(header: "ID", isFlexible: true, isKept: true),
        .init(header: "TITLE", isFlexible: true),
        .init(header: "AUTHOR", isFlexible: true),
        .init(header: "CAT", isFlexible: false),
        .init(header: "YEAR", isFlexible: false),
    ])

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
    /// columns, a second writes the lines. With the ids of the whole catalog (`catalogIDs`), the
    /// ids give up their room first, down to the start that tells every shown book apart from every
    /// catalog book (at least 8 characters, as `review list` prints suggestions' ids), which `show`
    /// takes: the title gets the room, and what is printed can still be typed.
    static func write(_ books: some Collection<Book>, width: Int, idLength: Int? = nil, to output: StandardOutput) throws(CommandFailure) {
        var layout = self.layout
        layout.columns[0].shrinksFirstTo = idLength
        if let books = books as? [Book] {
            try layout.write(all: books, width: width, cell: cell, to: output)
            return
        }
        let natural = layout.naturalWidths(of: books, cell: cell)
        try layout.write(books, natural: natural, width: width, cell: cell, to: output)
    }
}
