import Catalog
import Foundation
import Support

/// A search index over a catalog's books, built once per catalog load.
///
/// Each book's title, author and description are folded for case, diacritics and width (as
/// ``TextFolding/fold(_:)`` folds them, one Character at a time) into one contiguous UTF-8 array
/// (``SearchLayout``), the books in tie-break order (rule 4 below), so that a book's place in that
/// order (its *slot*) breaks every tie. Two kinds of lists are built from that text: for every
/// folded byte and byte pair, the slots holding it, already ranked (``SearchGrams``); and for
/// every distinct word of the catalog (*token*), the slots holding it with where it first occurs
/// in each (``SearchTokens``).
///
/// **Matching.** The query is folded the same way and split on white space. A book matches when
/// every word occurs (as a substring) somewhere in its title, author or description; an empty
/// query matches nothing.
///
/// **Ranking.** Each word's *first occurrence* in a book is where it first occurs reading title,
/// then author, then description. Matches are ordered by, in turn:
/// 1. field: the first of title, author, description holding a word's first occurrence;
/// 2. kind: of the first occurrences in that field, the best kind — a whole word (bounded by the
///    field's ends or by characters other than letters and digits), then the start of a word,
///    then inside a word;
/// 3. position: the Character offset in the original field of the earliest first occurrence of
///    that kind in that field (earlier first);
/// 4. the folded title, then the title as written, then the id, each compared as UTF-8 bytes (so
///    the order is total and fixed).
///
/// So for "moon": "Moon Song", "The Moon", "Moonlight", "Honeymoon" (titles), then books whose
/// author holds "moon", then those whose description does.
///
/// **Cost per query.** A query of one word of one or two folded bytes (what the first keys of a
/// query usually are, and what matches the most books) is one precomputed list. Any other query
/// starts from the smallest set known to hold every match (the matches of an earlier query it
/// extends, see **Narrowing**, or one word's list), kept as a bitmap; then each word's first
/// occurrence in each of those slots is read from its gram list (one- and two-byte words), from
/// the lists of the tokens that contain it (longer words of letters and digits), or, for other
/// words or when the slots left are few, from the text. The best first occurrence (steps 1–3) is
/// a small integer, and a stable counting sort on it (``SearchRanker``) gives the ranking, as slot
/// order is rule 4: no per-query comparison sort, and for most queries no text read at all.
/// Highlight ranges are worked out only for the results read (``SearchHits``).
///
/// **Before the lists.** The lists take about three times longer to build than the folded text, so
/// `init` builds only the folded text and the slot order, and the index answers at once by reading
/// the text: each word (the rarest first) is looked for across the contiguous folded text with
/// `memchr` on its rarest byte, only in the slots still in the running (a bitmap), taking the first
/// occurrence in each slot and skipping to the next. That gives the same matches and the same
/// ranking as the lists, for one query (the command line) or while the lists are being built.
/// ``prepareForTyping()`` builds the lists (the app calls it off the screen's thread once the first
/// results are shown); from then on every search uses them. Whichever way a search is answered,
/// its results are the same.
///
/// **Narrowing.** Recent searches are remembered (see `RecentSearches`): a query that extends an
/// earlier one (its folded words joined by spaces start with the earlier query's) searches only the
/// earlier matches, and a query searched before (deleting back) is answered from memory.
///
/// **Threads.** The folded text and slot order never change after `init`. The lists, once built,
/// never change either; the reference to them and the memory of recent searches are guarded by
/// one lock (`lock`), held only to read or swap them, never while searching or building. So
/// ``search(_:)``, ``hits(for:)`` and ``prepareForTyping()`` may be called from any thread, and a
/// search running while the lists are being built reads the text instead of waiting.
public final class SearchIndex: @unchecked Sendable {
    /// The books indexed, in the order they were given. An index read from the derived cache
    /// (``JSONBookStore/loadSearchIndex()``) decodes them all on the first read of this property;
    /// its search results decode only the books they hold.
    public var books: [Book] { indexedBooks.all }
    /// Every indexed book's id, in order, read without decoding the books.
    public var bookIDs: [String] { indexedBooks.ids }
    /// How many books are indexed.
    public var bookCount: Int { indexedBooks.count }

    /// The books, decoded or as cached records.
    package let indexedBooks: IndexedBooks
    /// For each slot, the index of its book in ``books``.
    package let slotBooks: [UInt32]
    /// The folded fields, slot by slot.
    package let layout: SearchLayout
    /// The gram and token lists, once built (guarded by `lock`).
    var lists: SearchLists?
    /// Held while building the lists, so they are built once.
    let buildLock = NSLock()

    /// Searches reading at least this many slots' text are split among the processors.
    let parallelThreshold: Int
    /// The `parallelThreshold` of the public init and of an index read from the cache.
    static let defaultParallelThreshold = 16384
    let lock = NSLock()
    var cache: RecentSearches
    /// The catalog's words, for spelling fallbacks; made on the first need (guarded by `lock`).
    var vocabulary: SearchVocabulary?
    /// The last owned books an `owned:` term read, and for each book its category's code with
    /// ``ownedBit`` set when it is among them (guarded by `lock`).
    var ownedFlags: (owned: OwnedBooks, flags: [UInt8])?

    /// Folds `books`, ready to search by reading the text; ``prepareForTyping()`` builds the lists.
    public convenience init(books: [Book]) {
        self.init(books: books, parallelThreshold: Self.defaultParallelThreshold, buildingLists: false)
    }

    /// Folds `books` (and builds the lists at once, cut as `listShape` says, when
    /// `buildingLists`); searches reading at least `parallelThreshold` slots' text are split among
    /// the processors.
    init(books: [Book], parallelThreshold: Int = defaultParallelThreshold, buildingLists: Bool,
         listShape: SearchListShape = .standard) {
        self.parallelThreshold = max(2, parallelThreshold)
        indexedBooks = IndexedBooks(books)
        let order = SearchOrder.tieBreakOrder(of: books)
        // The order's scratch (the titles folded and as written, the keys sorted) is given back
        // before the fold, which would not reuse all of it.
        FreedMemory.giveBack(afterWorkOn: books.count)
        layout = SearchLayout(books: books, order: order)
        slotBooks = order.map { UInt32(truncatingIfNeeded: $0) }
        cache = RecentSearches(maximumSlots: 8 * books.count + 4096)
        FreedMemory.giveBack(afterWorkOn: books.count)
        if buildingLists { lists = SearchLists(layout: layout, shape: listShape) }
    }

    /// An index over `books` already folded into `layout`, slot `s` holding book `slotBooks[s]`
    /// (as ``DerivedSearchCache`` stores them; it checks they fit together).
    package init(books: IndexedBooks, slotBooks: [UInt32], layout: SearchLayout) {
        parallelThreshold = Self.defaultParallelThreshold
        indexedBooks = books
        self.slotBooks = slotBooks
        self.layout = layout
        cache = RecentSearches(maximumSlots: 8 * books.count + 4096)
    }

    /// Whether the gram and token lists are built (every search uses them from then on).
    public var isPreparedForTyping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lists != nil
    }

    /// Builds the gram and token lists that make every keystroke fast, unless they are built;
    /// returns when they are. Takes about three times as long as `init` (0.5–0.7 s at 100,000
    /// books): call it off the screen's thread. Searches meanwhile read the text, with the same
    /// results; a second call waits for the first.
    public func prepareForTyping() {
        buildLock.lock()
        defer { buildLock.unlock() }
        guard !isPreparedForTyping else { return }
        let built = SearchLists(layout: layout)
        lock.lock()
        lists = built
        lock.unlock()
        _ = spellingVocabulary(making: true)
        _ = indexedBooks.facets
    }

    /// The query as the index sees it: folded, trimmed, with each run of white space made one space.
    /// Two queries with the same normalized form find the same books in the same order.
    public static func normalizedQuery(_ query: String) -> String {
        String(decoding: SearchQuery(query).key, as: UTF8.self)
    }

    /// Every book that matches `query`, ranked (see ``SearchIndex``), with its matched ranges.
    public func search(_ query: String) -> [SearchResult] {
        Array(hits(for: query))
    }

    /// The books that match `query`, ranked, as a collection that works out each result's
    /// highlight ranges only when it is read: for large result sets, read only what is shown.
    public func hits(for query: String) -> SearchHits {
        hits(for: query, narrowing: true)
    }

    /// ``hits(for:)``; with `narrowing` false, nothing remembered is used and nothing is remembered.
    func hits(for query: String, narrowing: Bool) -> SearchHits {
        hits(for: SearchQuery(query), narrowing: narrowing)
    }

    /// The ranked matches of a query already folded (see ``hits(for:)``).
    func hits(for prepared: SearchQuery, narrowing: Bool) -> SearchHits {
        guard !prepared.isEmpty else { return SearchHits(index: self, query: prepared, slots: []) }
        lock.lock()
        let lists = self.lists
        guard narrowing else {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking(of: prepared, within: nil, lists: lists))
        }
        if let ranking = cache.ranking(for: prepared.key) {
            lock.unlock()
            return SearchHits(index: self, query: prepared, slots: ranking)
        }
        let earlier = cache.candidates(for: prepared.key)
        lock.unlock()

        let ranking = ranking(of: prepared, within: earlier, lists: lists)
        lock.lock()
        cache.insert(RecentSearches.Entry(key: prepared.key, ranking: ranking))
        lock.unlock()
        return SearchHits(index: self, query: prepared, slots: ranking)
    }

}
