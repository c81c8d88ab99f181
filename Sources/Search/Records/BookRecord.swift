import Catalog
/// One book in a derived cache file: id, title, author, description (each a UInt32 length and
/// UTF-8), category (UInt8, its place in `Category.allCases`), flags (UInt8: 1 year, 2 ISBN),
/// the year (Int64, when flagged) and the ISBN (UInt32 length and UTF-8, when flagged).
package enum BookRecord {
    /// The fewest bytes a record takes: four empty strings, the category and the flags.
    package static let minimumSize = 18

    /// Appends the record of `book`.
    package static func append(_ book: Book, to writer: inout CacheWriter) {
        for field in [book.id, book.title, book.author, book.description] { writer.string(field) }
        writer.integer(UInt8(Category.allCases.firstIndex(of: book.category)!))
        writer.integer(UInt8((book.year == nil ? 0 : 1) | (book.isbn == nil ? 0 : 2)))
        if let year = book.year { writer.integer(UInt64(bitPattern: Int64(year))) }
        if let isbn = book.isbn { writer.string(isbn) }
    }

    /// The book of the record at the reader's offset, or nil when it is not a whole valid record.
    package static func read(from reader: inout CacheReader) -> Book? {
        guard let id = reader.string(), let title = reader.string(), let author = reader.string(),
              let description = reader.string(),
              let (category, flags) = categoryAndFlags(from: &reader)
        else { return nil }
        var year: Int?
        var isbn: String?
        if flags & 1 != 0 {
            guard let value = reader.integer(UInt64.self) else { return nil }
            year = Int(Int64(bitPattern: value))
        }
        if flags & 2 != 0 {
            guard let value = reader.string() else { return nil }
            isbn = value
        }
        return Book(id: id, title: title, author: author, category: category, description: description, year: year, isbn: isbn)
    }

    /// Steps over the record at the reader's offset, checking it as ``read(from:)`` does without
    /// making its strings; false when it is not a whole valid record.
    static func skip(in reader: inout CacheReader) -> Bool {
        guard reader.skipString(), reader.skipString(), reader.skipString(), reader.skipString(),
              let (_, flags) = categoryAndFlags(from: &reader)
        else { return false }
        if flags & 1 != 0, reader.integer(UInt64.self) == nil { return false }
        if flags & 2 != 0, !reader.skipString() { return false }
        return true
    }

    private static func categoryAndFlags(from reader: inout CacheReader) -> (Category, UInt8)? {
        let categories = Category.allCases
        guard let index = reader.integer(UInt8.self), Int(index) < categories.count,
              let flags = reader.integer(UInt8.self), flags & ~3 == 0
        else { return nil }
        return (categories[Int(index)], flags)
    }
}
