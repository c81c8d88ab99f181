import Catalog

/// What a library owns of the directory, counted: by category and community (each community's
/// books in the category, and their share of what the library owns there), award winners, decades
/// of publication, and the purchase list: directory books not owned, award winners first, then
/// newest first.
public struct HoldingsAudit: Sendable {
    /// One category's count, or one community's within it.
    public struct CommunityRow: Equatable, Sendable {
        public var category: Category
        /// `nil`: every book of the category.
        public var community: Community?
        public var count: AuditCount
        /// The library's owned books of the category (what `count.owned` is a share of).
        public var ownedInCategory: Int
    }

    /// Winners of one award (any year).
    public struct AwardRow: Equatable, Sendable {
        /// `nil`: winners of any award.
        public var award: AwardName?
        public var count: AuditCount
    }

    /// Books first published in one decade.
    public struct DecadeRow: Equatable, Sendable {
        /// The decade's first year (1960), or `nil` for books of no known year.
        public var decade: Int?
        public var count: AuditCount
    }

    /// Every directory book.
    public var total = AuditCount()
    /// Per category (in ``Category`` order): the whole category, then each community it has books of.
    public var communities: [CommunityRow] = []
    /// Winners of any award, then of each award the directory has winners of.
    public var awards: [AwardRow] = []
    /// By decade, oldest first; books of no known year last.
    public var decades: [DecadeRow] = []
    /// The directory books not owned (of those `missingAmong` allows), award winners first, then
    /// newest first, then by title.
    public var missing: [Book] = []

    /// The audit of `owned` (book ids) against `books`; the purchase list keeps only the books
    /// whose ids are in `missingAmong`, when given (a query's results).
    public init(books: [Book], owned: Set<String>, missingAmong: Set<String>? = nil) {
        var byCategory: [Category: (all: AuditCount, communities: [Community: AuditCount])] = [:]
        var byAward: [AwardName: AuditCount] = [:]
        var anyAward = AuditCount()
        var byDecade: [Int?: AuditCount] = [:]
        for book in books {
            let isOwned = owned.contains(book.id)
            total.add(owned: isOwned)
            byCategory[book.category, default: (AuditCount(), [:])].all.add(owned: isOwned)
            for community in Set(book.communities) {
                byCategory[book.category, default: (AuditCount(), [:])].communities[community, default: AuditCount()].add(owned: isOwned)
            }
            let won = Set(book.awards.filter { $0.level == .winner }.map(\.name))
            if !won.isEmpty { anyAward.add(owned: isOwned) }
            for award in won { byAward[award, default: AuditCount()].add(owned: isOwned) }
            byDecade[book.year.map { $0 - (($0 % 10) + 10) % 10 }, default: AuditCount()].add(owned: isOwned)
            if !isOwned, missingAmong?.contains(book.id) ?? true { missing.append(book) }
        }
        for category in Category.allCases {
            guard let counts = byCategory[category] else { continue }
            communities.append(CommunityRow(category: category, community: nil, count: counts.all, ownedInCategory: counts.all.owned))
            for community in Community.allCases {
                guard let count = counts.communities[community] else { continue }
                communities.append(CommunityRow(category: category, community: community, count: count, ownedInCategory: counts.all.owned))
            }
        }
        awards = [AwardRow(award: nil, count: anyAward)]
            + AwardName.allCases.compactMap { name in byAward[name].map { AwardRow(award: name, count: $0) } }
        decades = byDecade.keys.compactMap { $0 }.sorted().map { DecadeRow(decade: $0, count: byDecade[$0]!) }
            + (byDecade[nil].map { [DecadeRow(decade: nil, count: $0)] } ?? [])
        missing = Self.purchaseOrder(missing)
    }

    /// Award winners first, then newest first (no year last), then by title.
    static func purchaseOrder(_ books: [Book]) -> [Book] {
        let keyed = books.map { book in
            (book, book.awards.contains { $0.level == .winner }, book.year ?? Int.min, TextFolding.matchKey(book.title))
        }
        return keyed.sorted { left, right in
            if left.1 != right.1 { return left.1 }
            if left.2 != right.2 { return left.2 > right.2 }
            return left.3 < right.3
        }.map(\.0)
    }
}
