import Catalog
import Store
import Foundation

/// A real store on a disk that is full for the first `failures` writes: those throw the
/// `.writeFailed` error a full disk gives, and store nothing; later writes go through.
public final class FullDiskStore: BookStore, @unchecked Sendable {
    /// The real store underneath.
    public let base: JSONBookStore
    private let lock = NSLock()
    private var failuresLeft: Int
    private var attemptCount = 0

    /// Wraps `base`; its first `failures` writes fail.
    public init(_ base: JSONBookStore, failures: Int) {
        self.base = base
        failuresLeft = failures
    }

    /// How many times `addSuggestion` was called.
    public var attempts: Int { lock.withLock { attemptCount } }

    /// The error the full disk gives.
    public var failure: BookStoreError {
        let path = base.suggestionsURL.path
        return BookStoreError(
            kind: .writeFailed, path: path,
            message: "Could not write the suggestions file: No space left on device (\(path)). Make sure its folder can be "
                + "written and the disk has free space, or choose another data folder with --data-dir PATH; "
                + "the suggestions already saved are unchanged.")
    }

    /// The real store's books.
    public func loadBooks() throws(BookStoreError) -> [Book] { try base.loadBooks() }

    /// The real store's suggestions.
    public func loadSuggestions() throws(BookStoreError) -> [Suggestion] { try base.loadSuggestions() }

    /// Fails while the disk is "full", then stores through the real store.
    @discardableResult
    public func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome {
        let full = lock.withLock { () -> Bool in
            attemptCount += 1
            guard failuresLeft > 0 else { return false }
            failuresLeft -= 1
            return true
        }
        if full { throw failure }
        return try base.addSuggestion(suggestion)
    }

    /// Decides through the real store (the disk is full only for suggestions).
    @discardableResult
    public func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        try base.review(suggestionID, decision, by: curator)
    }

    /// The real store's abilities.
    public func abilities() throws(BookStoreError) -> StoreAbilities { try base.abilities() }

    /// The real store's watch.
    public func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch {
        base.watchChanges(onChange)
    }
}
