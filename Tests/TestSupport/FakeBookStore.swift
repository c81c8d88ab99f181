import Catalog
import Foundation

/// A ``BookStore`` held in memory for tests: the books (or a failure) to load, the suggestions
/// stored so far, failures to inject per call, and a record of every suggestion it stored. It
/// refuses the same books a real store refuses (``SameBook``), and may be used from any thread.
public final class FakeBookStore: BookStore, @unchecked Sendable {
    private let lock = NSLock()
    private var storedBooks: [Book]
    private var storedSuggestions: [Suggestion]
    private var added: [Suggestion] = []
    private var booksFailure: BookStoreError?
    private var suggestionsFailure: BookStoreError?
    private var writeFailure: BookStoreError?
    private var loadCount = 0

    /// A store holding `books` and `suggestions`.
    public init(books: [Book] = [], suggestions: [Suggestion] = []) {
        storedBooks = books
        storedSuggestions = suggestions
    }

    /// The catalog `loadBooks()` returns.
    public var books: [Book] {
        get { lock.withLock { storedBooks } }
        set { lock.withLock { storedBooks = newValue } }
    }

    /// The suggestions `loadSuggestions()` returns, oldest first; `addSuggestion(_:)` appends here.
    public var suggestions: [Suggestion] {
        get { lock.withLock { storedSuggestions } }
        set { lock.withLock { storedSuggestions = newValue } }
    }

    /// When set, `loadBooks()` throws it.
    public var loadBooksError: BookStoreError? {
        get { lock.withLock { booksFailure } }
        set { lock.withLock { booksFailure = newValue } }
    }

    /// When set, `loadSuggestions()` throws it.
    public var loadSuggestionsError: BookStoreError? {
        get { lock.withLock { suggestionsFailure } }
        set { lock.withLock { suggestionsFailure = newValue } }
    }

    /// When set, `addSuggestion(_:)` throws it and stores nothing.
    public var addSuggestionError: BookStoreError? {
        get { lock.withLock { writeFailure } }
        set { lock.withLock { writeFailure = newValue } }
    }

    /// Makes `loadBooks()` throw `error` (or stop throwing, with `nil`).
    public func failLoading(with error: BookStoreError?) { loadBooksError = error }

    /// Makes `addSuggestion(_:)` throw `error` (or stop throwing, with `nil`).
    public func failWriting(with error: BookStoreError?) { addSuggestionError = error }

    /// Every suggestion `addSuggestion(_:)` stored, oldest first.
    public var addedSuggestions: [Suggestion] { lock.withLock { added } }

    /// How many times `loadBooks()` was called.
    public var loadBooksCallCount: Int { lock.withLock { loadCount } }

    public func loadBooks() throws(BookStoreError) -> [Book] {
        let (books, failure) = lock.withLock { () -> ([Book], BookStoreError?) in
            loadCount += 1
            return (storedBooks, booksFailure)
        }
        if let failure { throw failure }
        return books
    }

    public func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        let (suggestions, failure) = lock.withLock { (storedSuggestions, suggestionsFailure) }
        if let failure { throw failure }
        return suggestions
    }

    @discardableResult
    public func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome {
        let result: Result<SuggestionOutcome, BookStoreError> = lock.withLock {
            // As a real store does: the catalog and the suggestions are read, then written.
            if let failure = booksFailure ?? suggestionsFailure ?? writeFailure { return .failure(failure) }
            if let refusal = SameBook.refusal(of: suggestion, books: storedBooks, suggestions: storedSuggestions) {
                return .success(refusal)
            }
            added.append(suggestion)
            storedSuggestions.append(suggestion)
            return .success(.stored(suggestion))
        }
        return try result.get()
    }
}
