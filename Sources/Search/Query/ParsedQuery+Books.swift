import Catalog

/// The field terms of a query applied to books in hand (the command line's `list`), with the same
/// rules as the index applies to its facets (``BookFacets``).
extension ParsedQuery {
    /// Whether `book` passes every category, community, award and year term.
    public func keeps(_ book: Book) -> Bool {
        if let categories, !categories.contains(book.category) { return false }
        let bookCommunities = BookFacets.mask(book.communities)
        if communities.contains(where: { BookFacets.mask($0) & bookCommunities == 0 }) { return false }
        if !awards.isEmpty {
            let bookAwards = BookFacets.mask(book.awards.map(\.name))
            if awards.contains(where: { term in term.reduce(UInt32(0)) { $0 | BookFacets.awardMask(matching: $1) } & bookAwards == 0 }) {
                return false
            }
        }
        if let years, !(book.year.map(years.contains) ?? false) { return false }
        return conditions.allSatisfy { $0.keeps(book) }
    }

    /// `books` in the order of ``sort``: relevance keeps them as they are, title and author A to
    /// Z (case and accents ignored), year newest or oldest first with books without a year last.
    public func sorted(_ books: [Book]) -> [Book] {
        func byFolded(_ text: (Book) -> String) -> [Book] {
            books.map { (key: TextFolding.fold(text($0)), book: $0) }.enumerated()
                .sorted { $0.element.key != $1.element.key ? $0.element.key < $1.element.key : $0.offset < $1.offset }
                .map(\.element.book)
        }
        switch sort {
        case .relevance: return books
        case .title: return byFolded(\.title)
        case .author: return byFolded(\.author)
        case .yearNewestFirst, .yearOldestFirst:
            let newest = sort == .yearNewestFirst
            return books.enumerated().sorted { first, second in
                switch (first.element.year, second.element.year) {
                case let (a?, b?) where a != b: return newest ? a > b : a < b
                case (nil, _?): return false
                case (_?, nil): return true
                default: return first.offset < second.offset
                }
            }.map(\.element)
        }
    }
}
