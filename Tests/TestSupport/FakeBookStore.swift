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
    private var reviewFailure: BookStoreError?
    private var grantedAbilities: StoreAbilities = .all
    private var watchers: [UInt64: @Sendable (StoreChange) -> Void] = [:]
    private var nextWatcher: UInt64 = 0
    /// The time decisions are stamped with.
    public var now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_000_000) }

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

    /// When set, `review(_:_:by:)` throws it and stores nothing.
    public var reviewError: BookStoreError? {
        get { lock.withLock { reviewFailure } }
        set { lock.withLock { reviewFailure = newValue } }
    }

    /// What `abilities()` answers (everything unless set).
    public var storeAbilities: StoreAbilities {
        get { lock.withLock { grantedAbilities } }
        set { lock.withLock { grantedAbilities = newValue } }
    }

    @discardableResult
    public func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        let date = now()
        let result: Result<ReviewOutcome, BookStoreError> = lock.withLock {
            if let failure = reviewFailure ?? booksFailure ?? suggestionsFailure { return .failure(failure) }
            let outcome = ReviewRule.outcome(of: decision, for: suggestionID, suggestions: storedSuggestions,
                                             books: storedBooks, curator: curator, at: date)
            guard case .decided(let decided) = outcome else { return .success(outcome) }
            if let book = ReviewRule.bookToStore(for: decision, decided: decided) { storedBooks.append(book) }
            storedSuggestions = storedSuggestions.map { $0.id == decided.id ? decided : $0 }
            return .success(outcome)
        }
        return try result.get()
    }

    public func abilities() throws(BookStoreError) -> StoreAbilities { storeAbilities }

    /// Registers `onChange`; ``announce(_:)`` calls it, as another process's change would.
    public func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch {
        let key = lock.withLock { () -> UInt64 in
            nextWatcher += 1
            watchers[nextWatcher] = onChange
            return nextWatcher
        }
        return StoreWatch { [weak self] in
            guard let self else { return }
            self.lock.withLock { _ = self.watchers.removeValue(forKey: key) }
        }
    }

    /// Tells every running watch that `change` happened, as another process's write would.
    public func announce(_ change: StoreChange) {
        for watcher in lock.withLock({ Array(watchers.values) }) { watcher(change) }
    }
}
