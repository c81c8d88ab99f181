import Catalog

extension JSONBookStore {
    /// Not yet stored by the JSON store: the writable catalog of the data folder comes with the
    /// review work (issue 11). Until then a decision fails and nothing changes.
    public func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        throw BookStoreError(kind: .writeFailed, path: suggestionsURL.path,
                             message: "Reviewing suggestions is not available in this version of bookdir.")
    }

    /// The JSON store's user may do everything: the files are theirs.
    public func abilities() throws(BookStoreError) -> StoreAbilities { .all }

    /// Not yet watched (issue 11).
    public func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch { .none }
}
