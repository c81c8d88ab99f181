import Catalog

/// What the query language filters and sorts on, for every book of an index in its order:
/// the category, the communities and award names as bit sets, and the year. Made once per index,
/// on the first query that needs it, from the books or straight from the cached book records
/// (without making their strings).
package struct BookFacets: Sendable {
    /// Each book's category, as its place in `Category.allCases`.
    package var categories: [UInt8] = []
    /// Each book's communities: bit `n` for `Community.allCases[n]`.
    package var communities: [UInt16] = []
    /// Each book's award names: bit `n` for `AwardName.allCases[n]`.
    package var awards: [UInt32] = []
    /// Each book's year, or ``noYear``.
    package var years: [Int32] = []
    /// Each book's values of the packed fields (``BookSchema/packedFields``); most books have none.
    package var fields: [FieldValues] = []

    /// The year of a book without one.
    package static let noYear = Int32.min

    /// Facets of no books.
    package init() {}

    /// Makes room for the facets of `count` books, so that appending them allocates each array once.
    package mutating func reserveCapacity(_ count: Int) {
        categories.reserveCapacity(count)
        communities.reserveCapacity(count)
        awards.reserveCapacity(count)
        years.reserveCapacity(count)
        fields.reserveCapacity(count)
    }


    /// Appends one book's facets.
    package mutating func append(category: Category, communities: [Community], awards: [AwardName], year: Int?,
                                 fields: FieldValues = FieldValues()) {
        categories.append(UInt8(Category.allCases.firstIndex(of: category)!))
        self.communities.append(Self.mask(communities))
        self.awards.append(Self.mask(awards))
        years.append(year.map { Int32(clamping: $0) } ?? Self.noYear)
        self.fields.append(fields)
    }

    /// Appends the facets read from a packed book.
    package mutating func append(_ packed: Book.PackedFacets) {
        categories.append(packed.category)
        communities.append(packed.communities)
        awards.append(packed.awards)
        years.append(packed.year.map { Int32(clamping: $0) } ?? Self.noYear)
        fields.append(packed.fields)
    }

    /// Appends the facets of `book`.
    package mutating func append(_ book: Book) {
        append(category: book.category, communities: book.communities, awards: book.awards.map(\.name), year: book.year,
               fields: book.fields)
    }

    /// The bit set of the award names `awards`.
    package static func mask(_ awards: some Sequence<AwardName>) -> UInt32 {
        awards.reduce(0) { $0 | 1 << UInt32(AwardName.allCases.firstIndex(of: $1)!) }
    }

    /// The bit set of `communities`.
    package static func mask(_ communities: some Sequence<Community>) -> UInt16 {
        communities.reduce(0) { $0 | 1 << UInt16(Community.allCases.firstIndex(of: $1)!) }
    }

    /// The bit set of the award names whose name, short name or other names hold every one of
    /// `words` (folded), so `belpre` finds the three Pura Belpré awards; `any` alone is every award
    /// (the Books pane's "Any award").
    package static func awardMask(matching words: [String]) -> UInt32 {
        if words == ["any"] { return AwardName.allCases.indices.reduce(0) { $0 | 1 << UInt32($1) } }
        var mask: UInt32 = 0
        for (position, award) in AwardName.allCases.enumerated() {
            let text = TextFolding.fold(([award.name, award.family] + award.aliases).joined(separator: " "))
            if words.allSatisfy({ text.contains($0) }) { mask |= 1 << UInt32(position) }
        }
        return mask
    }
}
