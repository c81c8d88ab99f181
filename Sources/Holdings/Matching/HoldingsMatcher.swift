import Catalog
import Foundation

/// Matches a library's holdings with the directory's books and says how: by any ISBN of the book
/// (ISBN-10 and ISBN-13 alike), else by title and author under the same-book rules (case, accents,
/// punctuation, a subtitle on one side only, "Last, First" names, "and" for "&").
public struct HoldingsMatcher: Sendable {
    private let books: [Book]
    private var byISBN: [String: Int] = [:]
    private var byTitle: [String: [Int]] = [:]
    private var byMainTitle: [String: [Int]] = [:]

    /// A matcher over `books` (the first of two books with the same ISBN or title keeps it).
    public init(books: [Book]) {
        self.books = books
        for (index, book) in books.enumerated() {
            for isbn in BookISBNs.of(book) {
                if let thirteen = ISBNCell.thirteen(isbn), byISBN[thirteen] == nil { byISBN[thirteen] = index }
            }
            let key = TitleKey(book.title)
            byTitle[key.whole, default: []].append(index)
            if let main = key.main { byMainTitle[main, default: []].append(index) }
        }
    }

    /// Keys worked out once for a whole import: the author keys of each candidate book, the
    /// people keys of each author cell (many rows share them).
    struct KeyCache {
        var bookAuthors: [Int: [String]] = [:]
        var people: [[String]: Set<String>] = [:]
    }

    /// The book `row` holds and why, or `nil` when it is none of the directory's.
    public func match(_ row: HoldingRow) -> (book: Book, reason: MatchReason)? {
        var cache = KeyCache()
        return match(row, cache: &cache)
    }

    private func match(_ row: HoldingRow, cache: inout KeyCache) -> (book: Book, reason: MatchReason)? {
        for isbn in row.isbns {
            if let index = byISBN[isbn] { return (books[index], .isbn(isbn)) }
        }
        guard !row.title.isEmpty, !row.authors.isEmpty else { return nil }
        let key = TitleKey(row.title)
        var candidates = byTitle[key.whole] ?? []
        candidates += byMainTitle[key.whole] ?? []
        if let main = key.main { candidates += byTitle[main] ?? [] }
        guard !candidates.isEmpty else { return nil }
        let people: Set<String>
        if let known = cache.people[row.authors] {
            people = known
        } else {
            people = Set(row.authors.flatMap(PersonName.people).map { TextFolding.matchKey($0) })
            cache.people[row.authors] = people
        }
        for index in candidates {
            let authors: [String]
            if let known = cache.bookAuthors[index] {
                authors = known
            } else {
                authors = books[index].authors.map { TextFolding.matchKey($0) }
                cache.bookAuthors[index] = authors
            }
            if authors.contains(where: people.contains) { return (books[index], .titleAndAuthor) }
        }
        return nil
    }

    /// Every row matched or not, with the counts. A large export is matched in two halves at once
    /// (each row's match depends on that row alone), joined in the file's order.
    public func matches(_ rows: [HoldingRow]) -> HoldingsMatches {
        guard rows.count >= Self.halvedFrom else { return matches(rows[...]) }
        let middle = rows.count / 2
        let halves = Halves()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let matched = matches(half == 0 ? rows[..<middle] : rows[middle...])
            halves.lock.withLock { halves.parts[half] = matched }
        }
        var result = halves.parts[0]!
        let second = halves.parts[1]!
        result.matches += second.matches
        result.unmatched += second.unmatched
        result.ownedBookIDs.formUnion(second.ownedBookIDs)
        return result
    }

    /// The fewest rows matched in two halves.
    static let halvedFrom = 4_096

    /// The two halves' matches, each written by its own thread.
    private final class Halves: @unchecked Sendable {
        let lock = NSLock()
        var parts: [HoldingsMatches?] = [nil, nil]
    }

    private func matches(_ rows: ArraySlice<HoldingRow>) -> HoldingsMatches {
        var result = HoldingsMatches()
        var cache = KeyCache()
        for row in rows {
            if let (book, reason) = match(row, cache: &cache) {
                result.matches.append(HoldingMatch(row: row, bookID: book.id, reason: reason))
                result.ownedBookIDs.insert(book.id)
            } else {
                result.unmatched.append(row)
            }
        }
        return result
    }
}
