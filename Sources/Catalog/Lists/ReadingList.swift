/// One book kept in a reading list: its id, and its title and author as they were when it was
/// saved, so that a book that later left the catalog can still be named.
public struct ListEntry: Equatable, Hashable, Sendable {
    /// The book's id in the catalog.
    public var bookID: String
    /// The title when the book was saved.
    public var title: String
    /// The author credit line when the book was saved.
    public var author: String

    /// An entry for a book with this id, title and author.
    public init(bookID: String, title: String, author: String) {
        self.bookID = bookID
        self.title = title
        self.author = author
    }

    /// The entry for `book` as it is now.
    public init(_ book: Book) {
        self.init(bookID: book.id, title: book.title, author: book.author)
    }
}

/// A user's named list of books ("Grade 3 read-alouds"), in the order the user keeps them.
public struct ReadingList: Equatable, Sendable {
    /// The name, as the user typed it (trimmed).
    public var name: String
    /// The books, in the user's order; one book appears once.
    public var entries: [ListEntry]

    /// A list named `name` holding `entries`.
    public init(name: String, entries: [ListEntry] = []) {
        self.name = name
        self.entries = entries
    }

    /// The name every new user's first list has, the save picker's default.
    public static let defaultName = "Reading list"

    /// The key two names are the same under: case and surrounding spaces ignored.
    public static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Whether this list is called `name` (case and surrounding spaces ignored).
    public func isNamed(_ name: String) -> Bool {
        Self.key(self.name) == Self.key(name)
    }

    /// Whether the list holds the book with id `bookID`.
    public func contains(_ bookID: String) -> Bool {
        entries.contains { $0.bookID == bookID }
    }
}
