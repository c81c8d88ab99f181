/// The ranked results of one search, each worked out (with its highlight ranges) only when read.
///
/// Reading every element gives exactly ``SearchIndex/search(_:)``; a screen that shows twenty
/// rows of a hundred thousand matches pays only for those twenty.
public struct SearchHits: RandomAccessCollection, Sendable {
    private let index: SearchIndex
    private let query: SearchQuery
    private let slots: [UInt32]

    init(index: SearchIndex, query: SearchQuery, slots: [UInt32]) {
        self.index = index
        self.query = query
        self.slots = slots
    }

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of matches.
    public var endIndex: Int { slots.count }

    /// The result at `position`, best first.
    public subscript(position: Int) -> SearchResult {
        index.result(slot: slots[position], query: query)
    }
}
