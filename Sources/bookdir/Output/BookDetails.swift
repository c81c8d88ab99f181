import Search
import Store
import Widgets
import Catalog

/// The human-readable details of one book printed by `show`.
enum BookDetails {
    /// Labelled lines (Title, Author, Category, Year, ISBN, Link; the unknown ones left out),
    /// a blank line, then the description wrapped to `width`. Text from data is escaped.
    static func lines(for book: Book, width: Int) -> [String] {
        var fields: [(String, String)] = [
            ("Title", book.title),
            ("Author", book.author),
            ("Category", "\(book.category.name) (\(book.category.code))"),
        ]
        if let year = book.year { fields.append(("Year", String(year))) }
        if let isbn = book.isbn { fields.append(("ISBN", isbn)) }
        fields.append(("ID", book.id))
        fields.append(("Link", book.link))
        let labelWidth = fields.map { $0.0.count }.max()! + 2
        var lines = fields.map { label, value in
            TextFit.padded(label + ":", toWidth: labelWidth) + SafeText.visible(value)
        }
        lines.append("")
        lines += wrapped(SafeText.visible(book.description), width: width)
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` cells; a word longer than a line is cut with "…".
    static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(width, 10)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let word = TextFit.truncated(word, toWidth: width)
            if line.isEmpty {
                line = word
            } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(word) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
