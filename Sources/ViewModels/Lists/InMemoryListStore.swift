import Catalog
import Foundation

/// A ``ListStore`` held in memory: what the app runs on when no data folder is given (the frame
/// benchmark, tests), with the same rules as the file's (``ListChange/apply(to:)``). It may be used
/// from any thread.
public final class InMemoryListStore: ListStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ReadingList]

    /// A store holding `lists`.
    public init(lists: [ReadingList] = []) {
        stored = lists
    }

    /// The lists stored.
    public var lists: [ReadingList] { lock.withLock { stored } }

    public func loadLists() throws(BookStoreError) -> [ReadingList] {
        lock.withLock { stored }
    }

    public func change(_ change: ListChange) throws(BookStoreError) -> ListChangeResult {
        lock.withLock {
            var lists = stored
            let outcome = change.apply(to: &lists)
            if case .changed = outcome { stored = lists }
            return ListChangeResult(lists: stored, outcome: outcome)
        }
    }
}
