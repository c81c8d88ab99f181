import XCTest
@testable import Catalog
@testable import Search
import TestSupport

final class SearchIndexTests: XCTestCase {
    /// Whether the indexes of a check build their lists at once: every check runs twice, first with
    /// indexes that read the text (as before ``SearchIndex/prepareForTyping()``), then with the lists.
    private var withLists = false

    /// Runs `check` with indexes that read the text, then with indexes that have their lists.
    private func inBothModes(_ check: () -> Void) {
        for lists in [false, true] {
            withLists = lists
            check()
        }
    }

    private func makeIndex(_ books: [Book], parallelThreshold: Int = 16384) -> SearchIndex {
        SearchIndex(books: books, parallelThreshold: parallelThreshold, buildingLists: withLists)
    }

    private func book(_ id: String, _ title: String, _ author: String, _ description: String,
                      _ category: Catalog.Category = .pictureBook) -> Book {
        Book(id: id, title: title, author: author, category: category, description: description)
    }

    private lazy var catalog: [Book] = [
        book("snowy", "The Snowy Day", "Ezra Jack Keats", "A boy named Peter explores his city after the first snow."),
        book("market", "Last Stop on Market Street", "Matt de la Peña", "CJ rides the bus across town with his grandmother."),
        book("ecole", "L'École des Loisirs", "ÉMILE ZOLA", "Une histoire d'école."),
        book("yama", "山の上の日", "田中 花子", "A day 🌞 on the mountain."),
        book("strasse", "Die Straße", "Hans Groß", "Streets and ﬁelds."),
        book("cafe", "Cafe\u{301} Stories", "Zoë Ray", "Stories told in a café."),
        book("istanbul", "İstanbul Nights", "Elif Şafak", "A city by the sea."),
        book("astronaut", "👩🏽‍🚀 Space Girl", "Ana Lu", "She dreams of stars."),
        book("crlf", "Two\r\nLines", "Kim Roe", "Carriage return inside."),
    ]

    private func only(_ query: String, file: StaticString = #filePath, line: UInt = #line) -> SearchResult? {
        let results = makeIndex(catalog).search(query)
        XCTAssertEqual(results.count, 1, "results for \(query): \(results.map(\.book.id))", file: file, line: line)
        return results.first
    }

    // MARK: Folding

    func testDiacriticsAreIgnoredBothWays() { inBothModes(checkDiacriticsAreIgnoredBothWays) }

    private func checkDiacriticsAreIgnoredBothWays() {
        let result = only("pena")
        XCTAssertEqual(result?.book.id, "market")
        XCTAssertEqual(result?.authorMatches, [11 ..< 15])
        XCTAssertEqual(result?.titleMatches, [])
        XCTAssertEqual(result?.descriptionMatches, [])
        XCTAssertEqual(only("PEÑA")?.authorMatches, [11 ..< 15])
    }

    func testCapitalsWithAccentsFindLowercase() { inBothModes(checkCapitalsWithAccentsFindLowercase) }

    private func checkCapitalsWithAccentsFindLowercase() {
        let result = only("ÉCOLE")
        XCTAssertEqual(result?.book.id, "ecole")
        XCTAssertEqual(result?.titleMatches, [2 ..< 7])
        XCTAssertEqual(result?.descriptionMatches, [15 ..< 20])
        XCTAssertEqual(only("emile zola")?.authorMatches, [0 ..< 5, 6 ..< 10])
    }

    func testSharpSFoldsToTwoLettersAndRangesStayOnTheOriginal() { inBothModes(checkSharpSFoldsToTwoLettersAndRangesStayOnTheOriginal) }

    private func checkSharpSFoldsToTwoLettersAndRangesStayOnTheOriginal() {
        let result = only("strasse")
        XCTAssertEqual(result?.book.id, "strasse")
        XCTAssertEqual(result?.titleMatches, [4 ..< 10])
        XCTAssertEqual(only("STRAẞE")?.titleMatches, [4 ..< 10], "capital sharp s")
        let gross = makeIndex(catalog).search("groß").first
        XCTAssertEqual(gross?.book.id, "strasse")
        XCTAssertEqual(gross?.authorMatches, [5 ..< 9])
    }

    func testHalfOfAFoldedCharacterHighlightsTheWholeCharacter() { inBothModes(checkHalfOfAFoldedCharacterHighlightsTheWholeCharacter) }

    private func checkHalfOfAFoldedCharacterHighlightsTheWholeCharacter() {
        let results = makeIndex([catalog[4]]).search("ss")
        XCTAssertEqual(results.first?.titleMatches, [8 ..< 9])
        XCTAssertEqual(results.first?.authorMatches, [8 ..< 9])
        let ligature = makeIndex([catalog[4]]).search("fields").first
        XCTAssertEqual(ligature?.descriptionMatches, [12 ..< 17])
        XCTAssertEqual(makeIndex([catalog[4]]).search("i").first?.descriptionMatches, [12 ..< 13])
    }

    func testCombiningMarksCountAsOneCharacter() { inBothModes(checkCombiningMarksCountAsOneCharacter) }

    private func checkCombiningMarksCountAsOneCharacter() {
        let result = only("cafe")
        XCTAssertEqual(result?.book.id, "cafe")
        XCTAssertEqual(result?.titleMatches, [0 ..< 4])
        XCTAssertEqual(result?.descriptionMatches, [18 ..< 22])
        let stories = only("stories")
        XCTAssertEqual(stories?.titleMatches, [5 ..< 12])
        XCTAssertEqual(stories?.descriptionMatches, [0 ..< 7])
        XCTAssertEqual(only("zoe")?.authorMatches, [0 ..< 3])
    }

    func testCJKAndEmojiMapBackToCharacters() { inBothModes(checkCJKAndEmojiMapBackToCharacters) }

    private func checkCJKAndEmojiMapBackToCharacters() {
        XCTAssertEqual(only("日")?.titleMatches, [4 ..< 5])
        XCTAssertEqual(only("上の")?.titleMatches, [2 ..< 4])
        XCTAssertEqual(only("花子")?.authorMatches, [3 ..< 5])
        XCTAssertEqual(only("🌞")?.descriptionMatches, [6 ..< 7])
        let space = only("space")
        XCTAssertEqual(space?.book.id, "astronaut")
        XCTAssertEqual(space?.titleMatches, [2 ..< 7])
        XCTAssertEqual(only("👩🏽‍🚀")?.titleMatches, [0 ..< 1])
    }

    func testTurkishDottedCapitalIAndCedilla() { inBothModes(checkTurkishDottedCapitalIAndCedilla) }

    private func checkTurkishDottedCapitalIAndCedilla() {
        XCTAssertEqual(only("istanbul")?.titleMatches, [0 ..< 8])
        XCTAssertEqual(only("İSTANBUL")?.titleMatches, [0 ..< 8])
        XCTAssertEqual(only("safak")?.authorMatches, [5 ..< 10])
    }

    func testCarriageReturnLineFeedIsOneCharacter() { inBothModes(checkCarriageReturnLineFeedIsOneCharacter) }

    private func checkCarriageReturnLineFeedIsOneCharacter() {
        let result = only("lines")
        XCTAssertEqual(result?.book.id, "crlf")
        XCTAssertEqual(result?.titleMatches, [4 ..< 9])
    }

    func testFoldingCountsExactlyTheCharactersOfString() { inBothModes(checkFoldingCountsExactlyTheCharactersOfString) }

    private func checkFoldingCountsExactlyTheCharactersOfString() {
        let pieces = ["a", "B", " ", "\r", "\n", "\r\n", "e\u{301}", "\u{301}", "\u{302}", "ß", "İ", "🇫🇷", "🇩🇪", "👩🏽‍🚀",
                      "\u{200D}", "日", "ｱ", "\u{1100}\u{1161}\u{11A8}", "ﬁ", "’", "\u{0600}", "1", "\t", "Ω", "\u{0915}\u{094D}",
                      "é", "Ñ", "\u{00AD}", "\u{0085}", "ɐ", "ŉ", "Ǆ", "ﬀ"]
        var state: UInt64 = 99
        for round in 0 ..< 3000 {
            var text = round.isMultiple(of: 3) ? "Peña " : ""
            for _ in 0 ..< 1 + Int(state % 9) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            let folded = FoldedText(text)
            let characters = folded.characterLengths?.count ?? folded.bytes.count
            XCTAssertEqual(characters, text.count, "characters of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(folded.characterLengths.map { $0.reduce(0) { $0 + Int($1) } } ?? folded.bytes.count, folded.bytes.count)
            XCTAssertFalse(folded.bytes.contains(0))
        }
    }

    func testFoldingOneCharacterAtATimeAgreesWithTextFolding() { inBothModes(checkFoldingOneCharacterAtATimeAgreesWithTextFolding) }

    private func checkFoldingOneCharacterAtATimeAgreesWithTextFolding() {
        for text in ["Peña", "ÉCOLE", "Straße", "İstanbul", "Zoë", "Ǆemal", "Ångström", "ＡＢＣ", "Cafe\u{301}"] {
            XCTAssertEqual(String(decoding: FoldedText(text).bytes, as: UTF8.self), TextFolding.fold(text), text)
        }
        XCTAssertEqual(String(decoding: FoldedText("Harriet’s “Day” – 1…").bytes, as: UTF8.self), "harriet's \"day\" - 1...")
    }

    // MARK: Matching

    func testEveryWordMustMatchSomewhere() { inBothModes(checkEveryWordMustMatchSomewhere) }

    private func checkEveryWordMustMatchSomewhere() {
        let index = makeIndex(catalog)
        let both = index.search("snowy keats")
        XCTAssertEqual(both.map(\.book.id), ["snowy"])
        XCTAssertEqual(both.first?.titleMatches, [4 ..< 9])
        XCTAssertEqual(both.first?.authorMatches, [10 ..< 15])
        XCTAssertEqual(index.search("snowy zola"), [])
    }

    func testEveryOccurrenceIsHighlightedAndOverlapsMerge() { inBothModes(checkEveryOccurrenceIsHighlightedAndOverlapsMerge) }

    private func checkEveryOccurrenceIsHighlightedAndOverlapsMerge() {
        let index = makeIndex(catalog)
        let result = index.search("  SNOW   snowy ").first
        XCTAssertEqual(result?.book.id, "snowy")
        XCTAssertEqual(result?.titleMatches, [4 ..< 9])
        XCTAssertEqual(result?.descriptionMatches, [52 ..< 56])
        let city = index.search("city").map(\.book.id)
        XCTAssertEqual(city, ["istanbul", "snowy"], "both in the description at the same kind; \"A city\" is earlier")
        XCTAssertEqual(index.search("st").first(where: { $0.book.id == "market" })?.titleMatches, [2 ..< 4, 5 ..< 7, 20 ..< 22])
    }

    func testWordsNoListKnowAreFoundInTheText() { inBothModes(checkWordsNoListKnowAreFoundInTheText) }

    private func checkWordsNoListKnowAreFoundInTheText() {
        let books = [book("a", "日本!", "Al", "x"), book("b", "日本", "Al", "ŋŋŋ-ŋ"), book("c", "本日", "Al", "y")]
        let index = makeIndex(books)
        XCTAssertEqual(index.search("本!").map(\.book.id), ["a"])
        XCTAssertEqual(index.search("本!").first?.titleMatches, [1 ..< 3])
        XCTAssertEqual(index.search("ŋ-ŋ").map(\.book.id), ["b"])
        XCTAssertEqual(index.search("ŋ-ŋ").first?.descriptionMatches, [2 ..< 5])
        XCTAssertEqual(index.search("日本").map(\.book.id), ["b", "a"], "a whole word first")
    }

    func testEmptyQueryFindsNothing() { inBothModes(checkEmptyQueryFindsNothing) }

    private func checkEmptyQueryFindsNothing() {
        let index = makeIndex(catalog)
        XCTAssertEqual(index.search(""), [])
        XCTAssertEqual(index.search(" \t "), [])
        XCTAssertEqual(makeIndex([]).search("a"), [])
    }

    func testNormalizedQuery() { inBothModes(checkNormalizedQuery) }

    private func checkNormalizedQuery() {
        XCTAssertEqual(SearchIndex.normalizedQuery("  Peña   ÉCOLE\t"), "pena ecole")
        XCTAssertEqual(SearchIndex.normalizedQuery("   "), "")
    }

    // MARK: Ranking

    func testRankingFieldThenKindThenPositionThenTitleThenID() { inBothModes(checkRankingFieldThenKindThenPositionThenTitleThenID) }

    private func checkRankingFieldThenKindThenPositionThenTitleThenID() {
        let books = [
            book("f", "Apple", "Ann Bee", "Under the moon."),
            book("e", "Zebra", "Moon Kim", "Stripes."),
            book("d", "Honeymoon", "Al Cy", "Sweet."),
            book("c", "Moonlight", "Al Cy", "Night."),
            book("b", "The Moon", "Al Cy", "Sky."),
            book("g", "Moon Song", "Al Cy", "Tune."),
            book("a", "Moon Song", "Al Cy", "Tune."),
            book("h", "Sun and Moon", "Al Cy", "Sky."),
            book("i", "Half Moonlit", "Al Cy", "Sky."),
        ]
        let ranked = makeIndex(books).search("moon").map(\.book.id)
        XCTAssertEqual(ranked, ["a", "g", "b", "h", "c", "i", "d", "e", "f"])
    }

    func testRankingUsesTheBestOccurrenceOfAnyWordInTheBestField() { inBothModes(checkRankingUsesTheBestOccurrenceOfAnyWordInTheBestField) }

    private func checkRankingUsesTheBestOccurrenceOfAnyWordInTheBestField() {
        let books = [
            book("one", "Rivers of the Moon", "Al Cy", "x"),
            book("two", "Moonriver Tales", "Al Cy", "x"),
            book("three", "Tales", "River Moon", "x"),
        ]
        XCTAssertEqual(makeIndex(books).search("river moon").map(\.book.id), ["one", "two", "three"])
    }

    func testTiesFollowTitleThenID() { inBothModes(checkTiesFollowTitleThenID) }

    private func checkTiesFollowTitleThenID() {
        let books = [
            book("z", "b title", "Al", "x"),
            book("y", "A title", "Al", "x"),
            book("x", "a title", "Al", "x"),
            book("w", "B title", "Al", "x"),
        ]
        XCTAssertEqual(makeIndex(books).search("title").map(\.book.id), ["y", "x", "w", "z"])
        let long = [
            book("p", "The Adventures of Zed", "Al", "x"),
            book("q", "the adventures of Amy", "Al", "x"),
            book("r", "THE ADVENTURES OF amy", "Al", "x"),
            book("s", "The Adventures of Amy", "Al", "x"),
            book("o", "The Adventures of Amy", "Al", "x"),
        ]
        XCTAssertEqual(makeIndex(long).search("adventures").map(\.book.id), ["r", "o", "s", "q", "p"],
                       "titles alike past sixteen bytes: folded title, then title, then id")
    }

    // MARK: Narrowing

    func testTypingAndDeletingGivesTheSameResultsAsFreshSearches() { inBothModes(checkTypingAndDeletingGivesTheSameResultsAsFreshSearches) }

    private func checkTypingAndDeletingGivesTheSameResultsAsFreshSearches() {
        let books = GeneratedCatalog.books(count: 3000, seed: 42)
        let typing = makeIndex(books)
        let fresh = makeIndex(books)
        let queries = ["peña river", "the moon", "ßtar", "zoe ana", "日の", "ecole night", "a e i", "Ángel  de",
                       "a b c d e f g h i jo"]
        for query in queries {
            var typed: [String] = []
            for end in query.indices {
                typed.append(String(query[...end]))
            }
            typed += typed.reversed().dropFirst()
            for text in typed {
                let narrowed = typing.hits(for: text)
                let expected = fresh.hits(for: text, narrowing: false)
                XCTAssertEqual(narrowed.slots, expected.slots, "query \(text)")
                XCTAssertEqual(Array(narrowed.prefix(20)), Array(expected.prefix(20)), "query \(text)")
            }
        }
    }

    func testASearchSplitAmongProcessorsFindsTheSame() { inBothModes(checkASearchSplitAmongProcessorsFindsTheSame) }

    private func checkASearchSplitAmongProcessorsFindsTheSame() {
        let books = GeneratedCatalog.books(count: 1500, seed: 11)
        let split = makeIndex(books, parallelThreshold: 64)
        let whole = makeIndex(books, parallelThreshold: .max)
        for query in ["m", "mo", "moo", "moon", "moon r", "moon ri", "e", "peña", "日", "zz"] {
            XCTAssertEqual(split.search(query), whole.search(query), "query \(query)")
        }
    }

    func testMatchesAgreeWithTextFoldingContains() { inBothModes(checkMatchesAgreeWithTextFoldingContains) }

    private func checkMatchesAgreeWithTextFoldingContains() {
        let books = GeneratedCatalog.books(count: 2000, seed: 7)
        let index = makeIndex(books)
        for query in ["pena", "ÁNGEL", "river of", "ss", "日", "moon light", "zz", "e"] {
            let words = TextFolding.matchKey(query).split(separator: " ").map(String.init)
            let expected = Set(books.filter { book in
                let fields = [book.title, book.author, book.description].map(TextFolding.fold)
                return words.allSatisfy { word in fields.contains { $0.contains(word) } }
            }.map(\.id))
            let found = index.search(query).map(\.book.id)
            XCTAssertEqual(Set(found), expected, "query \(query)")
            XCTAssertEqual(found.count, Set(found).count, "no book twice for \(query)")
        }
    }

    func testRankingAgreesWithAPlainReadingOfTheRule() { inBothModes(checkRankingAgreesWithAPlainReadingOfTheRule) }

    private func checkRankingAgreesWithAPlainReadingOfTheRule() {
        var books = GeneratedCatalog.books(count: 700, seed: 5)
        books.append(book("long", "Wave", "Ana Lu", String(repeating: "río de ", count: 200) + "moon sea the end"))
        books.append(book("long2", "Tide", "Ana Lu", String(repeating: "x", count: 1100) + " moon sea"))
        books.append(book("dash", "Williams-Garcia Day", "Rita Williams-Garcia", "A rod-and-reel story."))
        books.append(book("far", "Far", "Ana Lu", String(repeating: "ab ", count: 6000) + "moonlight sea, the moon"))
        books.append(book("far2", "Farther", "Ana Lu", String(repeating: "ab ", count: 5990) + "the sea moon"))
        let index = makeIndex(books)
        let queries = ["mo", "moon", "moonlight", "de", "e", "é", "the", "sea moon", "moon s", "la pena", "ss", "strasse",
                       "日の", "日", "sea", "ana de la", "williams-garcia", "d-a", "rod-", "o", "río", "end", "zz moon", "a b", "cafe"]
        for query in queries {
            let expected = Self.plainRanking(of: query, in: books)
            XCTAssertEqual(index.search(query).map(\.book.id), expected, "query \(query)")
            XCTAssertEqual(makeIndex(books).hits(for: query, narrowing: false).map(\.book.id), expected, "fresh \(query)")
        }
    }

    /// The ranking of ``SearchIndex``'s rule, read plainly: fold every field, find each word's
    /// first occurrence, take the best (field, kind, position), then folded title, title, id.
    private static func plainRanking(of query: String, in books: [Book]) -> [String] {
        let words = FoldedText(query).bytes.split(separator: 0x20).map(Array.init)
        guard !words.isEmpty else { return [] }
        func isWordByte(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
        func firstIndex(of word: [UInt8], in field: [UInt8]) -> Int? {
            guard word.count <= field.count else { return nil }
            return (0 ... field.count - word.count).first { start in
                field[start] == word[0] && (1 ..< word.count).allSatisfy { field[start + $0] == word[$0] }
            }
        }
        var ranked: [(key: [Int], title: [UInt8], book: Book)] = []
        for book in books {
            let fields = [book.title, book.author, book.description].map(FoldedText.init)
            var best: [Int]?
            var all = true
            for word in words {
                var occurrence: [Int]?
                for (number, field) in fields.enumerated() {
                    guard let hit = firstIndex(of: word, in: field.bytes) else { continue }
                    let starts = hit == 0 || !isWordByte(field.bytes[hit - 1])
                    let ends = hit + word.count == field.bytes.count || !isWordByte(field.bytes[hit + word.count])
                    let kind = starts ? (ends ? 0 : 1) : 2
                    var position = hit
                    if let lengths = field.characterLengths {
                        var byte = 0
                        position = 0
                        while byte + Int(lengths[position]) <= hit {
                            byte += Int(lengths[position])
                            position += 1
                        }
                    }
                    occurrence = [number, kind, position]
                    break
                }
                guard let occurrence else {
                    all = false
                    break
                }
                if best == nil || occurrence.lexicographicallyPrecedes(best!) { best = occurrence }
            }
            if all, let best { ranked.append((best, FoldedText(book.title).bytes, book)) }
        }
        ranked.sort { first, second in
            if first.key != second.key { return first.key.lexicographicallyPrecedes(second.key) }
            if first.title != second.title { return first.title.lexicographicallyPrecedes(second.title) }
            if first.book.title != second.book.title { return Array(first.book.title.utf8).lexicographicallyPrecedes(second.book.title.utf8) }
            return Array(first.book.id.utf8).lexicographicallyPrecedes(second.book.id.utf8)
        }
        return ranked.map(\.book.id)
    }

    func testListsBuiltMidwayGiveTheSameResultsAsTheText() { inBothModes(checkListsBuiltMidwayGiveTheSameResultsAsTheText) }

    private func checkListsBuiltMidwayGiveTheSameResultsAsTheText() {
        let books = GeneratedCatalog.books(count: 2500, seed: 13)
        let text = SearchIndex(books: books)
        let lists = SearchIndex(books: books, buildingLists: true)
        let switching = SearchIndex(books: books)
        // Lists cut into tiny pieces: a run for every 8 slots, the gram lists filled 500 entries at a time.
        let cut = SearchIndex(books: books, buildingLists: true, listShape: SearchListShape(lowBits: 3, groupEntries: 500))
        XCTAssertFalse(text.isPreparedForTyping)
        XCTAssertTrue(lists.isPreparedForTyping)
        var typed = 0
        for query in ["peña river", "the moon", "ßtar", "日の", "a e i", "mo", "ss", "ŋ", "williams-garcia", "zz"] {
            var texts: [String] = []
            for end in query.indices { texts.append(String(query[...end])) }
            texts += texts.reversed().dropFirst()
            for typedText in texts {
                typed += 1
                if typed == 7 { switching.prepareForTyping() }
                let expected = lists.hits(for: typedText, narrowing: false)
                XCTAssertEqual(text.hits(for: typedText).slots, expected.slots, "text, query \(typedText)")
                XCTAssertEqual(switching.hits(for: typedText).slots, expected.slots, "switching, query \(typedText)")
                XCTAssertEqual(cut.hits(for: typedText, narrowing: false).slots, expected.slots, "cut lists, query \(typedText)")
                XCTAssertEqual(Array(text.hits(for: typedText).prefix(5)), Array(expected.prefix(5)), "query \(typedText)")
            }
        }
        XCTAssertFalse(text.isPreparedForTyping, "searching never builds the lists")
        XCTAssertTrue(switching.isPreparedForTyping)
        switching.prepareForTyping()
        XCTAssertEqual(switching.search("moon"), lists.search("moon"), "preparing twice changes nothing")
    }

    func testSearchesWhileTheListsAreBuiltOnAnotherThreadFindTheSame() { inBothModes(checkSearchesWhileTheListsAreBuiltOnAnotherThreadFindTheSame) }

    private func checkSearchesWhileTheListsAreBuiltOnAnotherThreadFindTheSame() {
        let books = GeneratedCatalog.books(count: 4000, seed: 17)
        let expected = SearchIndex(books: books, buildingLists: true)
        let index = SearchIndex(books: books)
        let building = Thread { index.prepareForTyping() }
        building.start()
        for query in ["m", "mo", "moo", "moon", "moon r", "moon ri", "river", "e", "peña", "日", "the sea"] {
            XCTAssertEqual(index.hits(for: query).slots, expected.hits(for: query).slots, "query \(query)")
        }
        index.prepareForTyping()
        XCTAssertTrue(index.isPreparedForTyping)
        XCTAssertEqual(index.search("moon light"), expected.search("moon light"))
    }

    func testLazyHitsReadTheSameAsSearch() { inBothModes(checkLazyHitsReadTheSameAsSearch) }

    private func checkLazyHitsReadTheSameAsSearch() {
        let books = GeneratedCatalog.books(count: 500, seed: 3)
        let index = makeIndex(books)
        let hits = index.hits(for: "moon")
        XCTAssertGreaterThan(hits.count, 0)
        XCTAssertEqual(Array(hits), makeIndex(books).search("moon"))
        XCTAssertEqual(index.search("moon"), Array(hits), "the same query twice gives the same results")
    }
}
