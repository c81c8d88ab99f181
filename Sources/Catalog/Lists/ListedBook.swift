/// A book of a reading list as the catalog has it now: the entry saved, and the catalog's book,
/// or `nil` when the book is no longer in the directory.
public struct ListedBook: Equatable, Sendable {
    /// The entry as saved.
    public var entry: ListEntry
    /// The catalog's book with the entry's id; `nil` when it left the catalog.
    public var book: Book?

    /// A listed book.
    public init(entry: ListEntry, book: Book?) {
        self.entry = entry
        self.book = book
    }

    /// The words shown beside a book that left the catalog.
    public static let goneNote = "no longer in the directory"

    /// The title: the catalog's, else the one saved.
    public var title: String { book?.title ?? entry.title }
    /// The author credit line: the catalog's, else the one saved.
    public var author: String { book?.author ?? entry.author }

    /// The entries of `list` matched with `catalog`'s books by id.
    public static func resolve(_ list: ReadingList, in catalog: [Book]) -> [ListedBook] {
        let wanted = Set(list.entries.map(\.bookID))
        var byID: [String: Book] = [:]
        byID.reserveCapacity(wanted.count)
        for book in catalog where wanted.contains(book.id) { byID[book.id] = book }
        return list.entries.map { ListedBook(entry: $0, book: byID[$0.bookID]) }
    }

    /// The first sentence of the book's description (up to its first ". ", "! " or "? "), for
    /// one-line summaries; empty for a book that left the catalog.
    public var summary: String {
        guard let description = book?.description else { return "" }
        let text = description.split(whereSeparator: \.isNewline).joined(separator: " ")
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == " ", ".!?".contains(previous) { return String(text[..<index]) }
            previous = character
        }
        return text
    }
}
