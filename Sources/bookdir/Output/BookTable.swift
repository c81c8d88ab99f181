import Search
import Store
import Widgets
import Catalog

/// The human-readable table of books printed by `list` and `search`.
enum BookTable {
    /// The lines of the table: ID, TITLE, AUTHOR, CAT, YEAR, fitted to `width`; the ID, which
    /// `show` takes, is cut last.
    static func lines(for books: [Book], width: Int) -> [String] {
        TableLayout(
            columns: [
                .init(header: "ID", isFlexible: true, isKept: true),
                .init(header: "TITLE", isFlexible: true),
                .init(header: "AUTHOR", isFlexible: true),
                .init(header: "CAT", isFlexible: false),
                .init(header: "YEAR", isFlexible: false),
            ],
            rows: books.map { [$0.id, $0.title, $0.author, $0.category.code, $0.year.map(String.init) ?? ""] }
        ).lines(width: width)
    }
}
