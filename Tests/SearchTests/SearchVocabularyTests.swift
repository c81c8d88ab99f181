import XCTest
@testable import Catalog
@testable import Search
import TestSupport

/// The catalog's words for spelling fallbacks: every word of three bytes or more with how often it
/// occurs, most frequent first, and the words written with inner punctuation by their letters
/// (the first met of each), exactly what counting them one by one in a dictionary gives.
final class SearchVocabularyTests: XCTestCase {
    /// The vocabulary counted the plain way, word by word, from the folded text.
    private func plainVocabulary(_ text: [UInt8]) -> (words: [(word: [UInt8], count: Int)], punctuated: [[UInt8]: [UInt8]]) {
        func isWordByte(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
        var counts: [[UInt8]: Int] = [:]
        var punctuated: [[UInt8]: [UInt8]] = [:]
        var offset = 0
        while offset < text.count {
            guard isWordByte(text[offset]) else { offset += 1; continue }
            // A run of words joined by ' or . between word bytes.
            var end = offset
            var parts: [[UInt8]] = []
            var part: [UInt8] = []
            while end < text.count {
                if isWordByte(text[end]) {
                    part.append(text[end])
                } else if (text[end] == 0x27 || text[end] == 0x2E) && end + 1 < text.count && isWordByte(text[end + 1]) {
                    parts.append(part)
                    part = []
                } else {
                    break
                }
                end += 1
            }
            parts.append(part)
            for word in parts where word.count >= 3 { counts[word, default: 0] += 1 }
            if parts.count > 1 {
                let letters = parts.flatMap { $0 }
                if letters.count >= 3 && punctuated[letters] == nil { punctuated[letters] = Array(text[offset ..< end]) }
            }
            offset = end
        }
        let words = counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.lexicographicallyPrecedes($1.0) }
        return (words, punctuated)
    }

    func testTheWordsAndTheirCountsAreThoseOfCountingThemOneByOne() {
        var books = GeneratedCatalog.books(count: 3_000, seed: 29)
        // The same letters punctuated otherwise early and late: the first met is kept.
        // (Titles at either end of the tie-break order: the two halves each meet one spelling.)
        books.insert(Book(id: "early", title: "Aardvark", author: "A", category: .pictureBook, description: "Don't o'clock"), at: 10)
        books.append(Book(id: "late", title: "Zyzzyva", author: "A", category: .pictureBook, description: "Do.n't o.clock"))
        for (number, text) in ["Nyong'o and Nyong’o's friend", "E.B. White's e.b. book", "Monday's monday's mondays", "don't stop 'til x.y",
                               "Zoë Peña 月亮的故事 ÉTÉ", "a.b ab'c abc abc'd'e", "it's 1.5 km.", "'quoted' .dots. end'"].enumerated() {
            books.append(Book(id: "p-\(number)", title: text, author: "Lupita Nyong'o", category: .pictureBook, description: text + " " + text))
        }
        let index = SearchIndex(books: books)
        let text = Array(index.layout.text)
        let plain = plainVocabulary(text)
        // In one pass, and in two halves at once (split at the middle, or near either end).
        for parallelSize in [Int.max, 2, text.count] {
            let vocabulary = SearchVocabulary(layout: index.layout, parallelSize: parallelSize)
            XCTAssertEqual(vocabulary.words.map(\.word), plain.words.map(\.word), "from \(parallelSize)")
            XCTAssertEqual(vocabulary.words.map(\.count), plain.words.map(\.count), "from \(parallelSize)")
            XCTAssertEqual(vocabulary.punctuated, plain.punctuated, "from \(parallelSize)")
            XCTAssertEqual(vocabulary.punctuatedWord(for: Array("nyongo".utf8)).map { String(decoding: $0, as: UTF8.self) }, "nyong'o")
            XCTAssertEqual(vocabulary.punctuatedWord(for: Array("oclock".utf8)).map { String(decoding: $0, as: UTF8.self) }, "o'clock")
            XCTAssertGreaterThan(vocabulary.words.count, 40)
            XCTAssertGreaterThan(vocabulary.punctuated.count, 5)
        }
    }
}
