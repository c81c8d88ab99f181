import Catalog
import Foundation
import Holdings
import Search
import ViewModels

/// The app's answer to "which books does the library own?" (``OwnedBooksSource``): the holdings
/// (the data folder's, or the shared store's when the app runs on one) matched with the catalog —
/// of the only library, or with several of the one named "default", else the first by name.
/// Matching a large catalog takes a while, so the answer is kept, in memory and in the data folder
/// (``KeptOwnedBooks``), until the catalog or the holdings change (the panes ask at every load).
final class AppOwnedBooks: @unchecked Sendable {
    private let libraries: HoldingsLibraries
    private let lock = NSLock()
    private var last: (stamp: [String?], books: [Book], owned: OwnedBooks?)?

    /// The owned books of `libraries`' holdings (the data folder's, or the shared store's).
    init(libraries: HoldingsLibraries) {
        self.libraries = libraries
    }

    /// The source the view models ask.
    var source: OwnedBooksSource {
        OwnedBooksSource { [self] books in owned(books) }
    }

    /// The library the app reads of `all`: the only one, else the one named "default", else the first.
    static func chosen(among all: [HoldingsLibraries.Header]) -> HoldingsLibraries.Header? {
        all.count == 1 ? all.first : all.first(where: { $0.holdings.library == HoldingsLibraries.defaultName }) ?? all.first
    }

    /// The owned books of `books`, or nil when no holdings are imported (or none can be read): the
    /// answer kept for these holdings and this catalog, else `books` matched with the holdings.
    func owned(_ books: [Book]) -> OwnedBooks? {
        let headers = (try? libraries.headers()) ?? []
        // Each library's import, as its header tells it (an import whose version cannot be told is never taken as known).
        let stamp = headers.map { header in header.stamp.map { "\(header.holdings.library) \($0)" } }
        if let known = lock.withLock({ last }), known.stamp == stamp, !stamp.contains(nil), known.books == books {
            return known.owned
        }
        let owned = Self.chosen(among: headers).flatMap { header in
            (try? libraries.ownedIDs(of: header, catalogVersion: libraries.catalogVersion()) { books })
                .map { OwnedBooks(library: header.holdings.library, ids: $0) }
        }
        lock.withLock { last = (stamp, books, owned) }
        return owned
    }
}
