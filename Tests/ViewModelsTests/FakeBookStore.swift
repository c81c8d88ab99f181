import Catalog
import Foundation

/// A ``BookStore`` held in memory for tests: configurable books and suggestions,
/// a failure to inject per call, and a record of every suggestion added.
final class FakeBookStore: BookStore, @unchecked Sendable {
    /// The catalog `loadBooks()` returns.
    var books: [Book]
    /// The suggestions `loadSuggestions()` returns; `addSuggestion(_:)` appends here too.
    var suggestions: [Suggestion]
    /// When set, `loadBooks()` throws it.
    var loadBooksError: BookStoreError?
    /// When set, `loadSuggestions()` throws it.
    var loadSuggestionsError: BookStoreError?
    /// When set, `addSuggestion(_:)` throws it and stores nothing.
    var addSuggestionError: BookStoreError?
    /// Every suggestion `addSuggestion(_:)` stored, oldest first.
    private(set) var addedSuggestions: [Suggestion] = []
    /// How many times `loadBooks()` was called.
    private(set) var loadBooksCallCount = 0

    init(books: [Book] = [], suggestions: [Suggestion] = []) {
        self.books = books
        self.suggestions = suggestions
    }

    func loadBooks() throws(BookStoreError) -> [Book] {
        loadBooksCallCount += 1
        if let loadBooksError { throw loadBooksError }
        return books
    }

    func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        if let loadSuggestionsError { throw loadSuggestionsError }
        return suggestions
    }

    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) {
        if let addSuggestionError { throw addSuggestionError }
        addedSuggestions.append(suggestion)
        suggestions.append(suggestion)
    }
}
