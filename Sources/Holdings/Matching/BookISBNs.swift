import Catalog

/// The ISBNs a directory book is known by: the one place matching asks.
enum BookISBNs {
    /// `book`'s ISBNs: every edition's (``Book/allISBNs``: the schema's `isbns`, or the first US
    /// edition's alone), ISBN-13 (``ISBNCell/thirteen(_:)`` makes a library's ISBN-10 alike).
    static func of(_ book: Book) -> [String] {
        book.allISBNs
    }
}
