import Catalog

/// The ISBNs a directory book is known by: the one place matching asks (the catalog's `isbns`
/// list, when it comes, is read here alone).
enum BookISBNs {
    /// `book`'s ISBNs, as the catalog gives them (ISBN-13 or ISBN-10; ``ISBNCell/thirteen(_:)`` makes them alike).
    static func of(_ book: Book) -> [String] {
        book.isbn.map { [$0] } ?? []
    }
}
