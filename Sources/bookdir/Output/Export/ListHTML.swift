import Catalog
import Widgets

/// A reading list as one self-contained, print-ready HTML page: an inline style sheet with print
/// rules (A4/Letter margins, no page break inside a book, links printed as plain text without
/// their addresses), no scripts, no images, no fonts or style sheets from elsewhere; the only links are the books'
/// own (their Open Library pages). Every text from data is HTML-escaped.
enum ListHTML {
    /// The page for the list `name` holding `books`.
    static func page(name: String, books: [ListedBook]) -> String {
        let title = escaped(name)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="bookdir">
            <title>\(title)</title>
            <style>
            body { font-family: Georgia, "Times New Roman", serif; max-width: 42em; margin: 2em auto; padding: 0 1em; color: #111; line-height: 1.4; }
            h1 { font-size: 1.8em; border-bottom: 2px solid #333; padding-bottom: .2em; }
            ol { padding-left: 1.5em; }
            li { margin: 0 0 1em; }
            .title { font-weight: bold; font-size: 1.1em; }
            .meta { color: #444; }
            .gone { color: #8a1c1c; font-style: italic; }
            .description, .awards { margin: .2em 0 0; }
            .awards { font-style: italic; }
            a { color: #1a4d8f; }
            footer { margin-top: 2em; font-size: .85em; color: #555; }
            @page { margin: 2cm; }
            @media print {
              body { max-width: none; margin: 0; padding: 0; font-size: 11pt; }
              a { color: inherit; text-decoration: none; }
              li { break-inside: avoid; page-break-inside: avoid; }
              h1 { break-after: avoid; }
            }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>

            """
        html += books.isEmpty ? "<p>No books yet.</p>\n" : "<ol>\n"
        for listed in books {
            html += item(listed)
        }
        if !books.isEmpty { html += "</ol>\n" }
        html += "<footer>\(footer(name: title, count: books.count))</footer>\n</body>\n</html>\n"
        return html
    }

    /// What the page is, in plain words for whoever holds it (`name` already escaped):
    /// "Grade 3 read-alouds: a reading list of 3 books for children and young adults."
    private static func footer(name: String, count: Int) -> String {
        "\(name): a reading list of \(count) \(count == 1 ? "book" : "books") for children and young adults."
    }

    /// One book's list item.
    private static func item(_ listed: ListedBook) -> String {
        guard let book = listed.book else {
            return "<li><span class=\"title\">\(escaped(listed.title))</span> <span class=\"meta\">by \(escaped(listed.author))</span>"
                + " <span class=\"gone\">(\(ListedBook.goneNote))</span></li>\n"
        }
        let meta = ([book.category.name] + (book.year.map { [String($0)] } ?? [])).joined(separator: ", ")
        let illustrated = book.illustrators.isEmpty ? "" : ", illustrated by \(escaped(Credits.line(book.illustrators)))"
        var text = "<li><a class=\"title\" href=\"\(escaped(book.link))\">\(escaped(book.title))</a>"
            + " <span class=\"meta\">by \(escaped(book.author))\(illustrated) · \(escaped(meta))</span>"
        if !book.awards.isEmpty {
            text += "\n<p class=\"awards\">\(escaped(book.awards.map(\.citation).joined(separator: "; ")))</p>"
        }
        if !book.description.isEmpty {
            text += "\n<p class=\"description\">\(escaped(book.description))</p>"
        }
        return text + "</li>\n"
    }

    /// `text` made safe (``SafeText``) and HTML-escaped, for element text and quoted attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in SafeText.visible(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
