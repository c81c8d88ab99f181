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
            // A first sentence of blanks would leave a blank line: the list would become loose.
            let summary = markdownEscaped(listed.summary, startingALine: true)
            text += summary.isEmpty ? "\n" : "  \n  \(summary)\n"
        }
        return text
    }

    /// `text` on one line, safe (``SafeText``), with Markdown's markup characters backslash-escaped,
    /// and an `&` that could start a character reference (`&lt;`, `&#60;`), so that the text shows
    /// as it is written. Text `startingALine` also has the block markers a line may start with
    /// escaped (`-`, `+` and `=` of lists, rules and headings underlined, the `.` or `)` after the
    /// number of an ordered list) and its leading blanks dropped (an indented code block): data
    /// never makes a document's structure.
    static func markdownEscaped(_ text: String, startingALine: Bool = false) -> String {
        var visible = SafeText.visible(text)[...]
        var result = ""
        result.reserveCapacity(visible.utf8.count + 4)
        if startingALine {
            visible = visible.drop { $0 == " " }
            if let first = visible.first, "-+=".contains(first) {
                result.append("\\")
            } else if let number = Self.orderedListNumber(at: visible) {
                result += visible.prefix(number)
                visible = visible.dropFirst(number)
                result.append("\\")
            }
        }
        for index in visible.indices {
            let character = visible[index]
            if "\\`*_[]<>#|~".contains(character) || character == "&" && Self.startsAReference(visible[index...].dropFirst()) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// Whether the text after an `&` could make it a character reference (a name or `#`).
    private static func startsAReference(_ rest: Substring) -> Bool {
        guard let next = rest.first else { return false }
        return next.isASCII && (next.isLetter || next == "#")
    }

    /// The length of the number that starts `text` when an ordered list's `.` or `)` follows it
    /// (at most 9 digits, as CommonMark counts), else `nil`.
    private static func orderedListNumber(at text: Substring) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        guard (1 ... 9).contains(digits), let next = text.dropFirst(digits).first, next == "." || next == ")" else { return nil }
        return digits
    }
}
