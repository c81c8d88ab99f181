import Catalog
import Foundation

/// A ``BookStore`` in memory for the screen tests: the books (or a failure) to load, the
/// suggestions stored so far, and a failure to inject into writes.
final class ScreensFakeStore: BookStore, @unchecked Sendable {
    private let lock = NSLock()
    private var storedBooks: [Book]
    private var storedSuggestions: [Suggestion] = []
    private var booksFailure: BookStoreError?
    private var writeFailure: BookStoreError?

    init(books: [Book] = ScreensFixture.books) {
        storedBooks = books
    }

    /// The suggestions stored, oldest first.
    var suggestions: [Suggestion] { lock.withLock { storedSuggestions } }

    /// Makes `loadBooks()` throw `error` (or stop throwing, with `nil`).
    func failLoading(with error: BookStoreError?) { lock.withLock { booksFailure = error } }

    /// Makes `addSuggestion(_:)` throw `error` (or stop throwing, with `nil`).
    func failWriting(with error: BookStoreError?) { lock.withLock { writeFailure = error } }

    func loadBooks() throws(BookStoreError) -> [Book] {
        let (books, failure) = lock.withLock { (storedBooks, booksFailure) }
        if let failure { throw failure }
        return books
    }

    func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        lock.withLock { storedSuggestions }
    }

    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) {
        let failure = lock.withLock { writeFailure }
        if let failure { throw failure }
        lock.withLock { storedSuggestions.append(suggestion) }
    }
}
