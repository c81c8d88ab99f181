/// Where books and suggestions come from, where suggestions go, and where curators decide them.
///
/// Implementations are used from one thread at a time but may be handed between threads.
public protocol BookStore: Sendable {
    /// The catalog's books, in file order.
    /// - Throws: ``BookStoreError`` naming the file and the problem.
    func loadBooks() throws(BookStoreError) -> [Book]

    /// The user's suggestions, oldest first; a missing file is an empty list.
    /// - Throws: ``BookStoreError`` naming the file and the problem.
    func loadSuggestions() throws(BookStoreError) -> [Suggestion]

    /// This user's suggestions, oldest first: on the shared store those its database user sent
    /// (whatever `name` is); elsewhere those signed `name` (none when `nil`). See the extension.
    func yourSuggestions(signedAs name: String?) throws(BookStoreError) -> [Suggestion]

    /// Stores one more suggestion, keeping every suggestion already stored (also those another
    /// process stored meanwhile), unless ``SameBook`` refuses it: a book already in the catalog or
    /// already suggested is not stored again. The check and the write are one critical section,
    /// so of several writers suggesting the same book at once exactly one stores it.
    /// - Returns: what was done: ``SuggestionOutcome/stored(_:)`` or why nothing was stored.
    /// - Throws: ``BookStoreError``; on error nothing on disk has changed.
    @discardableResult
    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome

    /// Stores a curator's `decision` about the pending suggestion `suggestionID` (its whole id, or
    /// a start of it that names one suggestion by ``ReviewRule/suggestion(named:in:)`` when the
    /// decision is made, in its critical section), made by `curator`: accepting adds the book to the store's writable catalog (never to a bundled or
    /// read-only one) and marks the suggestion accepted, in one critical section (one transaction);
    /// rejecting or marking a duplicate records that with the time and the curator.
    /// - Returns: ``ReviewOutcome/decided(_:)`` with the suggestion as now stored, or why nothing was stored.
    /// - Throws: ``BookStoreError``: `.notAllowed` when this user may not review; others as for
    ///   writes. On error nothing has changed.
    @discardableResult
    func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome

    /// What this store's user may do (see ``StoreAbilities``).
    /// - Throws: ``BookStoreError`` when the store cannot be asked (a server that is down).
    func abilities() throws(BookStoreError) -> StoreAbilities

    /// Starts telling `onChange` (on any thread) when books or suggestions change in the store,
    /// by this or another process, until the returned watch is cancelled or released.
    func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch
}

extension BookStore {
    /// The suggestions signed `name` (none when `nil`), oldest first: a store that knows its users
    /// (the shared store) answers with those of the user it logged in as instead.
    public func yourSuggestions(signedAs name: String?) throws(BookStoreError) -> [Suggestion] {
        guard let name else { return [] }
        return try loadSuggestions().filter { $0.suggestedBy == name }
    }
}
