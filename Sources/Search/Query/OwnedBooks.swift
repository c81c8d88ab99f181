import Catalog

/// The books a library owns, as the `owned:` term reads them: a per-library fact joined at read
/// time, not a field of the catalog. Whoever has the holdings (the command line reading the data
/// folder, the app at launch) matches them with the catalog and hands the ids to the query
/// (``ParsedQuery/owning(_:)``); the index, `bookdir list` and the Books pane then keep books by
/// the one rule ``keeps(id:wanted:)``.
public struct OwnedBooks: Equatable, Sendable {
    /// The library's name ("default", "lincoln").
    public let library: String
    /// The ids of the directory books it owns.
    public let ids: Set<String>

    public init(library: String, ids: Set<String>) {
        self.library = library
        self.ids = ids
    }

    /// Whether the book `id` passes `owned:yes` (`wanted` true) or `owned:no` (false).
    public func keeps(id: String, wanted: Bool) -> Bool {
        ids.contains(id) == wanted
    }

    /// The note of an `owned:` term asked with no holdings to answer it: the query keeps no book.
    public static let noHoldingsNote = "No holdings imported: bookdir holdings import FILE"
}
