import Catalog
import Foundation
import Holdings
import Search
import ViewModels

/// The app's answer to "which books does the library own?" (``OwnedBooksSource``): the data
/// folder's holdings matched with the catalog — of the only library, or with several of the one
/// named "default", else the first by name. Matching a large catalog takes a while, so the answer
/// is kept until the catalog or a holdings file changes (the panes ask at every load).
final class AppOwnedBooks: @unchecked Sendable {
    private let libraries: HoldingsLibraries
    private let lock = NSLock()
    private var last: (stamp: [String], books: [Book], owned: OwnedBooks?)?

    /// The owned books of the holdings in `dataDirectory`.
    init(dataDirectory: URL) {
        libraries = HoldingsLibraries(dataDirectory: dataDirectory)
    }

    /// The source the view models ask.
    var source: OwnedBooksSource {
        OwnedBooksSource { [self] books in owned(books) }
    }

    /// The library the app reads of `all`: the only one, else the one named "default", else the first.
    static func chosen(among all: [LibraryHoldings]) -> LibraryHoldings? {
        all.count == 1 ? all.first : all.first(where: { $0.library == HoldingsLibraries.defaultName }) ?? all.first
    }

    /// The owned books of `books`, or nil when no holdings are imported (or none can be read).
    func owned(_ books: [Book]) -> OwnedBooks? {
        let stamp = libraries.stamp()
        if let known = lock.withLock({ last }), known.stamp == stamp, known.books == books { return known.owned }
        let chosen = Self.chosen(among: (try? libraries.all()) ?? [])
        let owned = chosen.map { OwnedBooks(library: $0.library, ids: HoldingsMatcher(books: books).matches($0.rows).ownedBookIDs) }
        lock.withLock { last = (stamp, books, owned) }
        return owned
    }
}
