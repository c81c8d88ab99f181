import Catalog
import Search

/// Where the app's panes learn which books the library owns (``OwnedBooks``, what an `owned:`
/// term and the Books pane's owned filter and mark read): the executable matches the data folder's
/// holdings with the catalog; nil when no holdings are imported. Asked on the worker's thread at
/// every load, with the books just read, so it should answer an unchanged catalog from memory.
public struct OwnedBooksSource: Sendable {
    /// The owned books of the catalog `books`, or nil when no holdings are imported.
    public let owned: @Sendable ([Book]) -> OwnedBooks?
    /// Whether this is ``none`` (the books need not be read to ask it).
    public let isNone: Bool

    public init(_ owned: @escaping @Sendable ([Book]) -> OwnedBooks?) {
        self.owned = owned
        isNone = false
    }

    private init() {
        owned = { _ in nil }
        isNone = true
    }

    /// No holdings: every `owned:` term and filter says so.
    public static let none = OwnedBooksSource()
}
