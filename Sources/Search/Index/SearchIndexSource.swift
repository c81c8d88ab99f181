import Catalog

/// A store that can hand over a search index of its books itself, from caches it keeps (the JSON
/// store's derived search cache); ``SearchIndex/load(from:)`` is the one way the app and the
/// command line get an index from any store.
public protocol SearchIndexSource {
    /// An index over exactly the books ``BookStore/loadBooks()`` returns.
    func loadSearchIndex() throws(BookStoreError) -> SearchIndex
}

extension SearchIndex {
    /// An index over `store`'s books: the store's own, when it keeps one ready-made
    /// (``SearchIndexSource``), else one built from its books.
    public static func load(from store: any BookStore) throws(BookStoreError) -> SearchIndex {
        if let source = store as? any SearchIndexSource { return try source.loadSearchIndex() }
        return SearchIndex(books: try store.loadBooks())
    }
}
