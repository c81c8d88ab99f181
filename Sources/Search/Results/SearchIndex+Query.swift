import Catalog
import Foundation

/// Queries of the query language (``ParsedQuery``): words and phrases through the ranking, `a | b`
/// as the union of both rankings taken in turn, field terms from the books' facets and folded
/// fields, then the order asked for.
extension SearchIndex {
    /// The most combinations of `a | b` terms searched; more alternatives than that are dropped.
    static let maximumCombinations = 32

    /// The books `query` finds, in its order; a word that matches no book at all is searched as the
    /// catalog's closest word (one or two edits away) and ``QueryResults/correctedText`` says so.
    /// The catalog's words are gathered on the first need, or with `correctingOnlyWhenReady` only
    /// by ``prepareForTyping()`` (so a key press never waits for them).
    public func results(for query: ParsedQuery, correctingOnlyWhenReady: Bool = false) -> QueryResults {
        var notes = query.notes
        if query.lacksHoldings { notes.append(OwnedBooks.noHoldingsNote) }
        var terms = query.terms
        // Words that must stand in the author or the title must stand somewhere first: the index
        // narrows to those books, and the field check below reads only them.
        let fieldWords = (query.authorWords + query.titleWords).map { QueryTerm(QueryWord($0)) }
        var slots = matchingSlots(terms + fieldWords)
        var corrected: String?
        if slots?.isEmpty == true, let vocabulary = spellingVocabulary(making: !correctingOnlyWhenReady),
           let fixed = correctedTerms(terms, vocabulary: vocabulary) {
            terms = fixed.terms
            slots = matchingSlots(terms + fieldWords)
            if fixed.misspelled {
                corrected = terms.map { $0.alternatives.map(\.text).joined(separator: " | ") }.joined(separator: " ")
            }
        }
        // A sort alone (`sort:year`) lists every book in that order; nothing at all finds nothing.
        if terms.isEmpty && !query.hasFilters && query.sort == .relevance {
            return QueryResults(hits: SearchHits(index: self, query: SearchQuery(""), slots: []), notes: notes)
        }
        var kept = slots ?? Array(0 ..< UInt32(slotBooks.count))
        if query.hasFilters { kept = filtered(kept, by: query) }
        kept = sorted(kept, by: query.sort)
        let highlight = SearchQuery(words: terms.flatMap(\.alternatives) + (query.authorWords + query.titleWords).map { QueryWord($0) })
        return QueryResults(hits: SearchHits(index: self, query: highlight, slots: kept), correctedText: corrected, notes: notes)
    }

    /// The ranked slots matching every term (any alternative of each), or nil when there are no terms.
    private func matchingSlots(_ terms: [QueryTerm]) -> [UInt32]? {
        guard !terms.isEmpty else { return nil }
        // Each combination is a choice of one alternative per term, made term by term as indexes
        // into a shared table of (previous choice, word) links, so each term costs the same however
        // many came before it (copying each growing list of words made a long query quadratic).
        var links: [(previous: Int, word: QueryWord)] = []
        var combinations = [-1]
        for term in terms {
            var next: [Int] = []
            next.reserveCapacity(min(combinations.count * term.alternatives.count, Self.maximumCombinations))
            choosing: for combination in combinations {
                for alternative in term.alternatives {
                    guard next.count < Self.maximumCombinations else { break choosing }
                    links.append((combination, alternative))
                    next.append(links.count - 1)
                }
            }
            combinations = next
        }
        let rankings = combinations.map { last -> [UInt32] in
            var words: [QueryWord] = []
            words.reserveCapacity(terms.count)
            var link = last
            while link >= 0 {
                words.append(links[link].word)
                link = links[link].previous
            }
            return hits(for: SearchQuery(words: words.reversed()), narrowing: true).slots
        }
        guard rankings.count > 1 else { return rankings.first ?? [] }
        // Taken in turn, so each alternative's best matches come first.
        var seen = Set<UInt32>()
        var merged: [UInt32] = []
        for position in 0 ..< (rankings.map(\.count).max() ?? 0) {
            for ranking in rankings where position < ranking.count && seen.insert(ranking[position]).inserted {
                merged.append(ranking[position])
            }
        }
        return merged
    }

    /// The most words of one query searched for a closer word: a query with more words that match
    /// nothing is no slip of the keys (a paste of other text), and each costs a search.
    static let maximumCorrections = 16

    /// `terms` with each single word that matches no book replaced by the catalog's word that is it
    /// with inner punctuation ("nyongo" → "nyong'o", not a misspelling), else by the closest word
    /// (a misspelling); nil when no word could be replaced, or more than ``maximumCorrections``
    /// words match nothing.
    private func correctedTerms(_ terms: [QueryTerm], vocabulary: SearchVocabulary) -> (terms: [QueryTerm], misspelled: Bool)? {
        var changed = false
        var misspelled = false
        var unmatched = 0
        // Words already found in a book (a paste repeats its short words, which the vocabulary lacks).
        var matching = Set<[UInt8]>()
        var fixed: [QueryTerm] = []
        fixed.reserveCapacity(terms.count)
        for term in terms {
            guard unmatched <= Self.maximumCorrections else { return nil }
            fixed.append(corrected(term, vocabulary: vocabulary, matching: &matching, changed: &changed, misspelled: &misspelled,
                                   unmatched: &unmatched))
        }
        guard unmatched <= Self.maximumCorrections else { return nil }
        return changed ? (fixed, misspelled) : nil
    }

    /// `term` corrected as ``correctedTerms(_:vocabulary:)`` says, counting it in `unmatched` when
    /// it matches no book and adding it to `matching` when it does.
    private func corrected(
        _ term: QueryTerm, vocabulary: SearchVocabulary, matching: inout Set<[UInt8]>, changed: inout Bool,
        misspelled: inout Bool, unmatched: inout Int
    ) -> QueryTerm {
        guard term.alternatives.count == 1, let word = term.alternatives.first, !word.isPhrase else { return term }
        let folded = SearchQuery(words: [word])
        guard folded.wordCount == 1 else { return term }
        let bytes = Array(folded.word(0))
        // A word the catalog has matches a book: only the others are searched (one search each
        // made a pasted query of a thousand words read a large catalog's text a thousand times).
        // Words of one or two bytes, which the vocabulary does not count, are not corrected: they
        // begin some word of nearly every catalog, and no closer word is one slip away.
        guard bytes.count >= SearchVocabulary.shortestWord, !vocabulary.contains(bytes), !matching.contains(bytes) else { return term }
        guard hits(for: folded, narrowing: true).isEmpty else {
            matching.insert(bytes)
            return term
        }
        unmatched += 1
        guard unmatched <= Self.maximumCorrections else { return term }
        if let punctuated = vocabulary.punctuatedWord(for: bytes) {
            changed = true
            return QueryTerm(QueryWord(String(decoding: punctuated, as: UTF8.self)))
        }
        guard let closest = vocabulary.closest(to: bytes) else { return term }
        changed = true
        misspelled = true
        return QueryTerm(QueryWord(String(decoding: closest, as: UTF8.self)))
    }

    /// The catalog's words: made now when `making` and not made yet, else nil until they are.
    func spellingVocabulary(making: Bool) -> SearchVocabulary? {
        lock.lock()
        if let vocabulary { lock.unlock(); return vocabulary }
        lock.unlock()
        guard making else { return nil }
        let made = SearchVocabulary(layout: layout)
        lock.lock()
        vocabulary = made
        lock.unlock()
        return made
    }

    /// The slots of `slots` that every field term of `query` keeps, in the same order.
    private func filtered(_ slots: [UInt32], by query: ParsedQuery) -> [UInt32] {
        let facets = indexedBooks.facets
        let categories: UInt8? = query.categories.map { set in
            set.reduce(0) { $0 | 1 << UInt8(Catalog.Category.allCases.firstIndex(of: $1)!) }
        }
        let communities = query.communities.map { BookFacets.mask($0) }
        let awards = query.awards.map { $0.reduce(UInt32(0)) { $0 | BookFacets.awardMask(matching: $1) } }
        let author = query.authorWords.isEmpty ? nil : SearchQuery(words: query.authorWords.map { QueryWord($0) })
        let title = query.titleWords.isEmpty ? nil : SearchQuery(words: query.titleWords.map { QueryWord($0) })
        // Once the lists exist, each distinct author line is checked once.
        lock.lock()
        let authorLines = lists?.authors
        lock.unlock()
        let slots = author.flatMap { author in authorLines?.slots(slots, holdingEveryWordOf: author) } ?? slots
        let checksAuthors = author != nil && authorLines == nil
        // Whether a book is owned is no facet of the catalog: the library's owned books, as a flag
        // a book (``ownedFlags(of:)``), read through a pointer (no copy or count kept per slot);
        // none kept when no holdings were supplied.
        if query.lacksHoldings { return [] }
        let ownedWanted = query.owned
        // With an owned: term, one byte a book holds its category and whether it is owned.
        let flags = ownedWanted == nil ? facets.categories : query.ownedBooks.map { ownedFlags(of: $0) } ?? []
        let ownedBit: UInt8? = ownedWanted.map { $0 ? Self.ownedBit : 0 }
        return flags.withUnsafeBufferPointer { categoryBytes in slots.filter { slot in
            let book = Int(slotBooks[Int(slot)])
            let category = categoryBytes[book]
            if let categories, categories & (1 << (category & ~Self.ownedBit)) == 0 { return false }
            if let ownedBit, category & Self.ownedBit != ownedBit { return false }
            if communities.contains(where: { facets.communities[book] & $0 == 0 }) { return false }
            if awards.contains(where: { facets.awards[book] & $0 == 0 }) { return false }
            if let years = query.years {
                let year = facets.years[book]
                if year == BookFacets.noYear || !years.contains(Int(year)) { return false }
            }
            if checksAuthors, let author, !layout.field(1, ofSlot: Int(slot), holdsEveryWordOf: author) { return false }
            if let title, !layout.field(0, ofSlot: Int(slot), holdsEveryWordOf: title) { return false }
            // The ISBNs are no facet (a rare query): they are read from the book.
            return query.conditions.allSatisfy { condition in
                condition.field == BookSchema.isbns ? condition.keeps(indexedBooks.book(at: book)) : condition.keeps(facets.fields[book][condition.field])
            }
        } }
    }

    /// For each book, in order, its category's code, with ``ownedBit`` set when `owned` holds it
    /// (``OwnedBooks/keeps(id:wanted:)``): worked out once for the owned books last asked about, so
    /// each query of the same holdings reads one byte a book for both.
    func ownedFlags(of owned: OwnedBooks) -> [UInt8] {
        lock.lock()
        if let known = ownedFlags, known.owned == owned { lock.unlock(); return known.flags }
        lock.unlock()
        let categories = indexedBooks.facets.categories
        let flags = indexedBooks.flags { owned.keeps(id: $0, wanted: true) }.enumerated().map { book, isOwned in
            categories[book] | (isOwned ? Self.ownedBit : 0)
        }
        lock.withLock { ownedFlags = (owned, flags) }
        return flags
    }

    /// The bit of ``ownedFlags(of:)``'s bytes that says a book is owned (category codes are small).
    static let ownedBit: UInt8 = 0x80

    /// `slots` in the order `sort` asks for (relevance keeps them as they are). Title and year
    /// orders take one pass over the index's slot order (which is title order), so they cost the
    /// same at a million results as a filter does; year orders bucket the slots by year.
    private func sorted(_ slots: [UInt32], by sort: QuerySort) -> [UInt32] {
        switch sort {
        case .relevance:
            return slots
        case .title:
            return inSlotOrder(slots)
        case .author:
            return layout.withBuffers { buffers in
                slots.sorted { first, second in
                    let order = layout.compareField(1, of: Int(first), with: Int(second), buffers: buffers)
                    return order != 0 ? order < 0 : first < second
                }
            }
        case .yearNewestFirst, .yearOldestFirst:
            let years = indexedBooks.facets.years
            var buckets: [Int32: [UInt32]] = [:]
            var undated: [UInt32] = []
            for slot in inSlotOrder(slots) {
                let year = years[Int(slotBooks[Int(slot)])]
                if year == BookFacets.noYear { undated.append(slot) } else { buckets[year, default: []].append(slot) }
            }
            let order = buckets.keys.sorted(by: sort == .yearNewestFirst ? (>) : (<))
            return order.flatMap { buckets[$0]! } + undated
        }
    }

    /// `slots` in slot (title) order: marked in a bitmap, then read back in one pass.
    private func inSlotOrder(_ slots: [UInt32]) -> [UInt32] {
        guard slots.count > 64 else { return slots.sorted() }
        var marked = [UInt64](repeating: 0, count: (slotBooks.count + 63) / 64)
        for slot in slots { marked[Int(slot) >> 6] |= 1 << UInt64(slot & 63) }
        var ordered: [UInt32] = []
        ordered.reserveCapacity(slots.count)
        for (word, bits) in marked.enumerated() where bits != 0 {
            var rest = bits
            while rest != 0 {
                ordered.append(UInt32(word * 64 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return ordered
    }
}
