/// Where books and suggestions come from and where suggestions go.
///
/// Implementations are used from one thread at a time but may be handed between threads.
public protocol BookStore: Sendable {
    /// The catalog's books, in file order.
    /// - Throws: ``BookStoreError`` naming the file and the problem.
    func loadBooks() throws(BookStoreError) -> [Book]

    /// The user's suggestions, oldest first; a missing file is an empty list.
    /// - Throws: ``BookStoreError`` naming the file and the problem.
    func loadSuggestions() throws(BookStoreError) -> [Suggestion]

    /// Stores one more suggestion, keeping every suggestion already stored (also those another
    /// process stored meanwhile), unless ``SameBook`` refuses it: a book already in the catalog or
    /// already suggested is not stored again. The check and the write are one critical section,
    /// so of several writers suggesting the same book at once exactly one stores it.
    /// - Returns: what was done: ``SuggestionOutcome/stored(_:)`` or why nothing was stored.
    /// - Throws: ``BookStoreError``; on error nothing on disk has changed.
    @discardableResult
    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome
}
