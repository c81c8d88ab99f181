/// Where the user's reading lists are kept.
///
/// Implementations are used from one thread at a time but may be handed between threads.
public protocol ListStore: Sendable {
    /// Every list, in the order they were made; none when nothing was saved yet.
    /// - Throws: ``BookStoreError`` naming the file and the problem.
    func loadLists() throws(BookStoreError) -> [ReadingList]

    /// Applies `change` to the lists as stored at that moment and stores the result, keeping the
    /// changes other writers (threads, processes) made meanwhile: reading, changing and writing
    /// are one critical section. A refused change stores nothing.
    /// - Throws: ``BookStoreError``; on error nothing on disk has changed.
    func change(_ change: ListChange) throws(BookStoreError) -> ListChangeResult
}
