import Catalog
import Widgets

/// A reading list exported in one of the ``ExportFormat``s, as bytes: what `bookdir lists export`
/// prints or writes and what the Lists pane writes.
///
/// - Markdown, for a newsletter: the name as a heading, then one item per book with its title in
///   bold, author, category, year and the first sentence of its description.
/// - CSV: ``BookOutput``'s header and fields (RFC 4180, CRLF), as `list --format csv` prints them.
/// - JSON: `{"books": [...], "version": 2}`, the catalog's own format (so the export is itself a
///   catalog bookdir reads with --catalog); books no longer in the directory are left out.
/// - HTML: ``ListHTML``.
///
/// A book no longer in the directory is kept with the title and author saved and the words
/// "no longer in the directory". Text from data is escaped for each format, and every character
/// ``SafeText`` escapes is escaped, so the output is safe on a terminal too.
enum ListExport {
    /// The export of `books`, the list `name`, in `format`; a CSV's formula-like fields guarded
    /// as `cells` says (see ``DelimitedText``).
    static func bytes(name: String, books: [ListedBook], format: ExportFormat, cells: DelimitedText.Cells = .guarded) -> [UInt8] {
        let output = StandardOutput(descriptor: nil)
        switch format {
        case .markdown:
            output.append(markdown(name: name, books: books))
        case .csv:
            try? DelimitedText.write(books, header: BookOutput.fields, kind: .csv, cells: cells, field: csvField, to: output)
        case .json:
            try? BookJSON.writeDocument(books.lazy.compactMap(\.book), to: output)
        case .html:
            output.append(ListHTML.page(name: name, books: books))
        }
        return output.bytes
    }

    /// Field `index` of a listed book in CSV: the book's, or the saved id, title and author and
    /// the note in the description's place.
    private static func csvField(_ listed: ListedBook, _ index: Int) -> String {
        if let book = listed.book { return BookOutput.field(book, index) }
        switch index {
        case 0: return listed.entry.bookID
        case 1: return listed.entry.title
        case 2: return listed.entry.author
        case 7: return "(\(ListedBook.goneNote))"
        default: return ""
        }
    }

    /// The Markdown document.
    static func markdown(name: String, books: [ListedBook]) -> String {
        var text = "# \(markdownEscaped(name))\n\n"
        if books.isEmpty { text += "_No books yet._\n" }
        for listed in books {
            text += "- **\(markdownEscaped(listed.title))** by \(markdownEscaped(listed.author))"
            guard let book = listed.book else {
                text += " (\(ListedBook.goneNote))\n"
                continue
            }
            text += " (" + ([book.category.name] + (book.year.map { [String($0)] } ?? [])).joined(separator: ", ") + ")"
            let summary = listed.summary
            text += summary.isEmpty ? "\n" : "  \n  \(markdownEscaped(summary))\n"
        }
        return text
    }

    /// `text` on one line, safe (``SafeText``), with Markdown's markup characters backslash-escaped.
    static func markdownEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 4)
        for character in SafeText.visible(text) {
            if "\\`*_[]<>#|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
