/// A library's holdings against the directory: which rows matched which books and why, which
/// matched none (counted, not errors), and the set of books the library owns.
public struct HoldingsMatches: Equatable, Sendable {
    /// The rows that matched, in the file's order.
    public var matches: [HoldingMatch] = []
    /// The rows that matched no directory book.
    public var unmatched: [HoldingRow] = []
    /// The ids of the directory books the library owns: what an `owned:` filter or mark reads.
    public var ownedBookIDs: Set<String> = []

    /// No rows yet.
    public init() {}

    /// The rows matched by an ISBN.
    public var byISBN: Int { matches.count { if case .isbn = $0.reason { true } else { false } } }
    /// The rows matched by title and author.
    public var byTitleAndAuthor: Int { matches.count { $0.reason == .titleAndAuthor } }

    /// "9 rows match 8 directory books (6 by ISBN, 3 by title and author); 3 rows match no directory book."
    public func summary(unit: String) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let verb = { (number: Int) in number == 1 ? "matches" : "match" }
        return "\(count(matches.count, unit)) \(verb(matches.count)) \(count(ownedBookIDs.count, "directory book")) "
            + "(\(byISBN) by ISBN, \(byTitleAndAuthor) by title and author); "
            + "\(count(unmatched.count, unit)) \(verb(unmatched.count)) no directory book."
    }
}
