import Catalog
import Foundation

/// A ``BookStore`` that forwards to another and remembers the first error it threw, so
/// `bookdir suggest` can tell a store failure (exit 3) from a rule of the form (exit 1).
final class FailureRecordingStore: BookStore, @unchecked Sendable {
    private let base: any BookStore
    private let lock = NSLock()
    private var recorded: BookStoreError?

    /// Creates a store forwarding to `base`.
    init(base: any BookStore) {
        self.base = base
    }

    /// The first error `base` threw, if any.
    var firstError: BookStoreError? {
        lock.withLock { recorded }
    }

    /// Forwards to the base store, recording a failure.
    func loadBooks() throws(BookStoreError) -> [Book] {
        try recording { () throws(BookStoreError) in try base.loadBooks() }
    }

    /// Forwards to the base store, recording a failure.
    func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        try recording { () throws(BookStoreError) in try base.loadSuggestions() }
    }

    /// Forwards to the base store, recording a failure.
    func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) {
        try recording { () throws(BookStoreError) in try base.addSuggestion(suggestion) }
    }

    private func recording<T>(_ work: () throws(BookStoreError) -> T) throws(BookStoreError) -> T {
        do {
            return try work()
        } catch {
            lock.withLock { if recorded == nil { recorded = error } }
            throw error
        }
    }
}
