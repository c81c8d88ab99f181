import Store
import Widgets
import Catalog
import ViewModels

/// The human-readable details of one book printed by `show`.
enum BookDetails {
    /// Labelled lines (Title, Author, Illustrator, Category, Year, Communities, Awards, ISBN, the
    /// packed fields' (Grades, …), ID, Link; the unknown ones left out), a blank line, then the description wrapped to `width`.
    /// The credits, communities and awards are worded as the app's detail view words them
    /// (``BookDetailViewModel``), one award a line. Text from data is escaped.
    static func lines(for book: Book, width: Int) -> [String] {
        let details = BookDetailViewModel(book: book, catalog: []).outputs
        var fields: [(String, String)] = [
            ("Title", details.title.value),
            ("Author", details.author.value),
        ]
        if !book.illustrators.isEmpty {
            fields.append((book.illustrators.count == 1 ? "Illustrator" : "Illustrators", Credits.line(book.illustrators)))
        }
        fields.append(("Category", "\(details.categoryName.value) (\(book.category.code))"))
        if let year = details.year.value { fields.append(("Year", year)) }
        if let communities = details.communities.value { fields.append(("Communities", communities)) }
        for (index, award) in details.awards.value.enumerated() {
            fields.append((index == 0 ? (details.awards.value.count == 1 ? "Award" : "Awards") : "", award))
        }
        if let isbn = book.isbn { fields.append(("ISBN", isbn)) }
        // A book known by one edition's number alone gives it once: its `isbns` would repeat the ISBN line.
        let oneNumber = book.allISBNs.count == 1
        fields += details.fieldLines.value.filter { !(oneNumber && $0.label == BookSchema.isbns.label) }.map { ($0.label, $0.text) }
        fields.append(("ID", book.id))
        fields.append(("Link", details.link.value))
        let labelWidth = fields.map { $0.0.count }.max()! + 2
        var lines = fields.map { label, value in
            TextFit.padded(label.isEmpty ? "" : label + ":", toWidth: labelWidth) + SafeText.visible(value)
        }
        lines.append("")
        lines += wrapped(SafeText.visible(details.description.value), width: width)
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
