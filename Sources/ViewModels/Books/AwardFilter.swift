import Catalog
import Search

/// A choice of the Books list's award filter: any book, books with any award, or books with an
/// award of one family (every Pura Belpré award, say).
public enum AwardFilter: Equatable, Hashable, Sendable {
    /// Every book, awarded or not.
    case any
    /// Books that won an award or were an honor book.
    case anyAward
    /// Books with an award of this family (``AwardName/family``), such as "Newbery".
    case family(String)

    /// The name users see: "Any", "Any award", or the family.
    public var title: String {
        switch self {
        case .any: "Any"
        case .anyAward: "Any award"
        case .family(let family): family
        }
    }

    /// The query language's term for this filter (`award:any`, `award:"pura belpré"`), or nil for Any.
    public var queryTerm: String? {
        switch self {
        case .any: nil
        case .anyAward: "award:any"
        case .family(let family): family.contains(" ") ? "award:\"\(family.lowercased())\"" : "award:\(family.lowercased())"
        }
    }

    /// The filter as a query of the query language (nil for Any): the one rule that decides which
    /// books pass (``ParsedQuery/keeps(_:)``), as `/` carries it into Search.
    public var query: ParsedQuery? { queryTerm.map(QueryParser.parse) }

    /// Any, Any award, then each award family some book of `books` has, in the order of ``AwardName``.
    public static func choices(for books: [Book]) -> [AwardFilter] {
        var families: [String] = []
        for name in AwardName.allCases where !families.contains(name.family) {
            if books.contains(where: { $0.awards.contains { $0.name.family == name.family } }) { families.append(name.family) }
        }
        return [.any, .anyAward] + families.map { .family($0) }
    }
}
