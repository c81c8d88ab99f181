import XCTest
@testable import Catalog

/// A book keeps its fields packed in bytes: every field reads back exactly as given, setting one
/// field changes only that field, and equality and hashing are those of the fields.
final class BookBytesTests: XCTestCase {
    private let full = Book(
        id: "the-snowy-day", title: "The Snowy Day", authors: ["Ezra Jack Keats"], illustrators: ["Ezra Jack Keats", "Ñandú Peña"],
        category: .pictureBook, description: "A boy named Peter explores his neighborhood after the first snow.",
        year: 1962, isbn: "9780670654000", communities: [.multiracial, .black, .black],
        awards: [Award(.caldecott, year: 1963, level: .winner), Award(.newbery, year: -7, level: .honor)])

    func testEveryFieldReadsBackAsGiven() {
        XCTAssertEqual(full.id, "the-snowy-day")
        XCTAssertEqual(full.title, "The Snowy Day")
        XCTAssertEqual(full.authors, ["Ezra Jack Keats"])
        XCTAssertEqual(full.illustrators, ["Ezra Jack Keats", "Ñandú Peña"])
        XCTAssertEqual(full.category, .pictureBook)
        XCTAssertEqual(full.description, "A boy named Peter explores his neighborhood after the first snow.")
        XCTAssertEqual(full.year, 1962)
        XCTAssertEqual(full.isbn, "9780670654000")
        // Order and repeats are kept, not normalized.
        XCTAssertEqual(full.communities, [.multiracial, .black, .black])
        XCTAssertEqual(full.awards, [Award(.caldecott, year: 1963, level: .winner), Award(.newbery, year: -7, level: .honor)])
    }

    func testEmptyAndMissingFieldsReadBackEmptyAndMissing() {
        let bare = Book(id: "", title: "", authors: [], category: .youngAdult, description: "")
        XCTAssertEqual([bare.id, bare.title, bare.description], ["", "", ""])
        XCTAssertEqual(bare.authors, [])
        XCTAssertEqual(bare.illustrators, [])
        XCTAssertEqual(bare.category, .youngAdult)
        XCTAssertNil(bare.year)
        XCTAssertNil(bare.isbn)
        XCTAssertEqual(bare.communities, [])
        XCTAssertEqual(bare.awards, [])
    }

    func testExtremeNumbersLongTextAndManyPeopleReadBack() {
        let long = String(repeating: "ŋ€𝄞a", count: 5_000)
        let people = (0 ..< 300).map { "Person \($0)" }
        for year in [Int.min, Int.max, 0, -1, 63, 64, -64, -65, 1 << 40] {
            let book = Book(id: long, title: "t", authors: people, illustrators: people.reversed(), category: .middleGrade,
                            description: long, year: year, isbn: nil, communities: Community.allCases,
                            awards: AwardName.allCases.map { Award($0, year: year, level: .honor) })
            XCTAssertEqual(book.year, year)
            XCTAssertNil(book.isbn)
            XCTAssertEqual(book.id, long)
            XCTAssertEqual(book.description, long)
            XCTAssertEqual(book.authors, people)
            XCTAssertEqual(book.illustrators, people.reversed())
            XCTAssertEqual(book.communities, Community.allCases)
            XCTAssertEqual(book.awards.map(\.name), AwardName.allCases)
            XCTAssertEqual(Set(book.awards.map(\.year)), [year])
        }
    }

    func testSettingAFieldChangesOnlyThatField() {
        var book = full
        book.title = "Whistle for Willie"
        book.year = nil
        book.communities = [.latine]
        XCTAssertEqual(book.title, "Whistle for Willie")
        XCTAssertNil(book.year)
        XCTAssertEqual(book.communities, [.latine])
        XCTAssertEqual(book.id, full.id)
        XCTAssertEqual(book.isbn, full.isbn)
        XCTAssertEqual(book.illustrators, full.illustrators)
        XCTAssertEqual(book.awards, full.awards)
        XCTAssertEqual(book.description, full.description)
        XCTAssertEqual(full.title, "The Snowy Day", "the copy changed, not the original")
        book.author = "Ezra Jack Keats and Someone Else"
        XCTAssertEqual(book.authors, ["Ezra Jack Keats", "Someone Else"])
    }

    func testCentersTellsWhatCommunitiesContainsTells() {
        for community in Community.allCases {
            XCTAssertEqual(full.centers(community), full.communities.contains(community), "\(community)")
        }
    }

    func testBooksAreEqualWhenTheirFieldsAre() {
        var other = full
        other.title = "The Snowy Day"
        XCTAssertEqual(other, full)
        other.isbn = nil
        XCTAssertNotEqual(other, full)
        var reordered = full
        reordered.communities = [.black, .multiracial, .black]
        XCTAssertNotEqual(reordered, full)
    }

    func testCanonicallyEquivalentTextIsEqualAndHashesAlike() {
        // "é" as one scalar and as "e" with a combining accent; "K" and the Kelvin sign.
        let composed = Book(id: "cafe", title: "Caf\u{E9} K", authors: ["Ren\u{E9}e"], category: .chapterBook, description: "d")
        let decomposed = Book(id: "cafe", title: "Cafe\u{301} \u{212A}", authors: ["Rene\u{301}e"], category: .chapterBook, description: "d")
        XCTAssertEqual(composed.title, "Café K")
        XCTAssertEqual(composed, decomposed)
        XCTAssertEqual(composed.hashValue, decomposed.hashValue)
        XCTAssertEqual(Set([composed, decomposed]).count, 1)
        let different = Book(id: "cafe", title: "Cafe K", authors: ["Renee"], category: .chapterBook, description: "d")
        XCTAssertNotEqual(composed, different)
    }

    func testJSONRoundTripKeepsEveryField() throws {
        let data = try JSONEncoder().encode(full)
        XCTAssertEqual(try JSONDecoder().decode(Book.self, from: data), full)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(text.contains("\"author\""))
    }

    func testTheSearchedFieldsReadInOnePassAreTheTitleTheAuthorLineAndTheDescription() {
        let people = ["Ann", "Zoë Okafor", "日本 花子", "Martin Luther King, Jr.", "e\u{301}"]
        var scratch: [UInt8] = [9, 9, 9]
        for count in 0 ... people.count {
            let book = Book(id: "b\(count)", title: "Title \(count) 🌙", authors: Array(people.prefix(count)), illustrators: ["Ill"],
                            category: .youngAdult, description: "About \(count)\nthings", year: 2001, isbn: "9780140328721",
                            communities: [.black], awards: [Award(.newbery, year: 2002, level: .winner)])
            book.withSearchedUTF8(scratch: &scratch) { title, author, description in
                XCTAssertEqual(Array(title), Array(book.title.utf8))
                XCTAssertEqual(Array(author), Array(book.author.utf8), "\(count) authors")
                XCTAssertEqual(Array(description), Array(book.description.utf8))
            }
        }
        XCTAssertEqual(String(decoding: scratch, as: UTF8.self), "Ann, Zoë Okafor, 日本 花子, Martin Luther King, Jr. and e\u{301}")
    }
}
