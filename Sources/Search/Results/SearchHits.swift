import Catalog
/// The ranked results of one search, each worked out (with its highlight ranges) only when read.
///
/// Reading every element gives exactly ``SearchIndex/search(_:)``; a screen that shows twenty
/// rows of a hundred thousand matches pays only for those twenty. Two hit lists are equal when
/// both are empty, or when they hold the same books in the same order for the same folded query
/// on the same index.
public struct SearchHits: RandomAccessCollection, Equatable, Sendable {
    private let index: SearchIndex?
    private let query: SearchQuery?
    /// The matching slots of the index, best first.
    let slots: [UInt32]

    /// No results.
    public init() {
        index = nil
        query = nil
        slots = []
    }

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
        guard let index, let query else { preconditionFailure("SearchHits: index \(position) out of range (no results).") }
        return index.result(slot: slots[position], query: query)
    }

    /// The book of the result at `position`, without its highlight ranges: for printing every match.
    public func book(at position: Int) -> Book {
        guard let index else { preconditionFailure("SearchHits: index \(position) out of range (no results).") }
        return index.indexedBooks.book(at: Int(index.slotBooks[Int(slots[position])]))
    }

    /// The place in the index's order (the catalog's order) of the book of the result at `position`.
    public func bookNumber(at position: Int) -> Int {
        guard let index else { preconditionFailure("SearchHits: index \(position) out of range (no results).") }
        return Int(index.slotBooks[Int(slots[position])])
    }

    /// Whether both hold no results, or the same results of the same query on the same index.
    public static func == (lhs: SearchHits, rhs: SearchHits) -> Bool {
        if lhs.isEmpty && rhs.isEmpty { return true }
        return lhs.index === rhs.index && lhs.query?.key == rhs.query?.key && lhs.slots == rhs.slots
    }
}
