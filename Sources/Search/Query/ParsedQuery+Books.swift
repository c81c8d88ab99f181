import Catalog

/// The field terms of a query applied to books in hand (the command line's `list`), with the same
/// rules as the index applies to its facets (``BookFacets``).
extension ParsedQuery {
    /// Whether `book` passes every category, community, award, year, packed-field and `owned:` term
    /// (with no holdings supplied, `owned:` keeps no book: ``lacksHoldings``). For
    /// many books, make the test once with ``keeper()``.
    public func keeps(_ book: Book) -> Bool {
        keeper()(book)
    }

    /// The test of ``keeps(_:)``, with each term's masks worked out once (an award term's mask
    /// folds every award name: per book, that was most of a filter's time).
    public func keeper() -> (Book) -> Bool {
        let categories = self.categories
        let communities = self.communities.map { BookFacets.mask($0) }
        let awards = self.awards.map { term in term.reduce(UInt32(0)) { $0 | BookFacets.awardMask(matching: $1) } }
        let years = self.years
        let conditions = self.conditions
        let owned = self.owned, ownedBooks = self.ownedBooks
        return { book in
            if let categories, !categories.contains(book.category) { return false }
            if !communities.isEmpty || !awards.isEmpty {
                // The masks read from the packed bytes, as the index reads them (no list made).
                let held = book.withPackedBytes { Book.packedMasks(in: $0) }
                if communities.contains(where: { $0 & held.communities == 0 }) { return false }
                if awards.contains(where: { $0 & held.awards == 0 }) { return false }
            }
            if let years, !(book.year.map(years.contains) ?? false) { return false }
            guard conditions.allSatisfy({ $0.keeps(book) }) else { return false }
            // Last: the id is read only for the books every other term keeps.
            guard let owned else { return true }
            return ownedBooks?.keeps(id: book.id, wanted: owned) ?? false
        }
    }

    /// `books` in the order of ``sort``, the index's order (``SearchIndex``): relevance keeps them
    /// as they are; title is the index's slot order (folded title, then title, then id); author
    /// the folded author line, then that order; year newest or oldest first, then that order, with
    /// books without a year last.
    public func sorted(_ books: [Book]) -> [Book] {
        guard sort != .relevance, books.count > 1 else { return books }
        let order = SearchOrder.tieBreakOrder(of: books)
        switch sort {
        case .relevance, .title:
            return order.map { books[$0] }
        case .author:
            let keys = books.map { FoldedText($0.author).bytes }
            var rank = [Int](repeating: 0, count: books.count)
            for (place, book) in order.enumerated() { rank[book] = place }
            return books.indices.sorted { first, second in
                keys[first] != keys[second] ? keys[first].lexicographicallyPrecedes(keys[second]) : rank[first] < rank[second]
            }.map { books[$0] }
        case .yearNewestFirst, .yearOldestFirst:
            var buckets: [Int: [Book]] = [:]
            var undated: [Book] = []
            for index in order {
                if let year = books[index].year { buckets[year, default: []].append(books[index]) } else { undated.append(books[index]) }
            }
            let years = buckets.keys.sorted(by: sort == .yearNewestFirst ? (>) : (<))
            return years.flatMap { buckets[$0]! } + undated
        }
    }
}
