import Foundation

/// A book of a catalog written for one test, and the catalog file's text.
struct TestBook {
    var id: String
    var title: String
    var author: String
    /// The category code: PB, CB, MG or YA.
    var category: String
    var description: String
    var year: Int?

    init(id: String, title: String, author: String, category: String = "MG",
         description: String = "A story.", year: Int? = 2020) {
        self.id = id
        self.title = title
        self.author = author
        self.category = category
        self.description = description
        self.year = year
    }

    /// The link bookdir builds for a book (an Open Library search), as `Book.link` does.
    var link: String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        return "https://openlibrary.org/search?title=\(encoded(title))&author=\(encoded(author))"
    }

    /// A version 1 catalog holding `books`, as JSON text. Every control character is written as
    /// a `\uXXXX` escape (so ESC and NUL reach the loader as data); everything else, bidi
    /// overrides and C1 controls included, is written raw in UTF-8.
    static func catalogJSON(_ books: [TestBook]) -> String {
        let records = books.map { book -> String in
            var fields = [
                "\"id\": \(quoted(book.id))", "\"title\": \(quoted(book.title))",
                "\"author\": \(quoted(book.author))", "\"category\": \(quoted(book.category))",
                "\"description\": \(quoted(book.description))",
            ]
            if let year = book.year { fields.append("\"year\": \(year)") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return "{\n  \"version\": 1,\n  \"books\": [\n" + records.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
