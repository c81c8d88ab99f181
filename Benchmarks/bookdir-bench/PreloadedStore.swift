import Catalog

/// A ``BookStore`` over books already in memory, so in-process benchmarks time searching, not decoding.
struct PreloadedStore: BookStore {
    let books: [Book]

    func loadBooks() throws(BookStoreError) -> [Book] { books }
    func loadSuggestions() throws(BookStoreError) -> [Suggestion] { [] }
    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome {
        SameBook.refusal(of: suggestion, books: books, suggestions: []) ?? .stored(suggestion)
    }
    func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        .notFound(suggestionID: suggestionID)
    }
    func abilities() throws(BookStoreError) -> StoreAbilities { [.browse] }
    func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch { .none }
}
