/// What another writer changed in a store, as a ``StoreWatch`` reports it.
public enum StoreChange: Equatable, Hashable, Sendable {
    /// Books were added (a suggestion accepted) or the catalog was replaced.
    case books
    /// Suggestions were stored or decided.
    case suggestions
}
