import Foundation
import XCTest
@testable import Catalog

/// The "same book" rule: punctuation and invisible characters are ignored as search ignores them.
final class SameBookTests: XCTestCase {
    private let sulwe = Book(id: "sulwe", title: "Sulwe", author: "Lupita Nyong'o", category: .pictureBook, description: "")
    private let hair = Book(id: "hair-love", title: "Hair Love", author: "Matthew A. Cherry", category: .pictureBook,
                            description: "")
    private let fryBread = Book(id: "fry-bread", title: "Fry Bread: A Native American Family Story",
                                author: "Kevin Noble Maillard", category: .pictureBook, description: "")
    private let crossover = Book(id: "the-crossover", title: "The Crossover", author: "Kwame Alexander",
                                 category: .middleGrade, description: "")
    private var catalog: [Book] { [sulwe, hair, fryBread, crossover] }

    private func suggestion(_ title: String, _ author: String, _ category: Category = .pictureBook) -> Suggestion {
        Suggestion(id: "new", title: title, author: author, category: category,
                   createdAt: Date(timeIntervalSince1970: 0))
    }

    func testMatchKeyIgnoresPunctuationAndInvisibleCharacters() {
        XCTAssertEqual(TextFolding.matchKey("Lupita Nyong’o"), TextFolding.matchKey("Lupita Nyong'o"))
        XCTAssertEqual(TextFolding.matchKey("Matthew A Cherry"), TextFolding.matchKey("Matthew A. Cherry"))
        XCTAssertEqual(TextFolding.matchKey("The Cross\u{200D}over"), "the crossover")
        XCTAssertEqual(TextFolding.matchKey("The\u{200B} Cross\u{00AD}over\u{FEFF}\u{2060}\u{200C}"), "the crossover")
        XCTAssertEqual(TextFolding.matchKey("Williams–Garcia"), TextFolding.matchKey("Williams-Garcia"))
        XCTAssertEqual(TextFolding.matchKey("  “Hair”   Love! "), "hair love")
        XCTAssertEqual(TextFolding.matchKey("After Tupac & D Foster"), TextFolding.matchKey("After Tupac and D Foster"))
        XCTAssertNotEqual(TextFolding.matchKey("Hair Love"), TextFolding.matchKey("Hair Loves"))
    }

    func testABookInTheDirectoryIsFoundDespitePunctuationAndInvisibleCharacters() {
        XCTAssertEqual(SameBook.book(matching: suggestion("Sulwe", "Lupita Nyong’o"), in: catalog), sulwe)
        XCTAssertEqual(SameBook.book(matching: suggestion("Hair Love", "Matthew A Cherry"), in: catalog), hair)
        XCTAssertEqual(SameBook.book(matching: suggestion("The Cross\u{200D}over", "Kwame Alexander"), in: catalog),
                       crossover)
        XCTAssertNil(SameBook.book(matching: suggestion("Fry Bread", "Kevin Noble Maillard"), in: catalog),
                     "a title before the subtitle is asked about, not refused")
    }

    func testAnEarlierSuggestionIsFoundDespitePunctuationAndInvisibleCharactersButNotAccents() {
        let earlier = [suggestion("Sulwe’s Song", "Lupita Nyong’o"), suggestion("Peña", "Matt de la Peña")]
        XCTAssertEqual(SameBook.suggestion(matching: suggestion("Sulwe's Song", "Lupita Nyong'o."), in: earlier),
                       earlier[0])
        XCTAssertEqual(SameBook.suggestion(matching: suggestion("Sulwe\u{200D}’s Song", "Lupita Nyong\u{2060}’o"),
                                           in: earlier), earlier[0])
        XCTAssertNil(SameBook.suggestion(matching: suggestion("Pena", "Matt de la Pena"), in: earlier))
    }

    func testATitleThatIsTheCatalogTitleBeforeItsSubtitleIsFoundForTheQuestion() {
        XCTAssertEqual(SameBook.book(titledBeforeSubtitleOf: suggestion("Fry Bread", "Kevin Noble Maillard"), in: catalog),
                       fryBread)
        XCTAssertEqual(SameBook.book(titledBeforeSubtitleOf: suggestion("fry  bread", "kevin noble maillard."),
                                     in: catalog), fryBread)
        XCTAssertNil(SameBook.book(titledBeforeSubtitleOf: suggestion("Fry Bread", "Someone Else"), in: catalog),
                     "another author's book")
        XCTAssertNil(SameBook.book(titledBeforeSubtitleOf: suggestion("Fry", "Kevin Noble Maillard"), in: catalog))
        XCTAssertNil(SameBook.book(titledBeforeSubtitleOf: suggestion("The Crossover", "Kwame Alexander"), in: catalog),
                     "the whole title is the same book, refused by the store, not a question")
    }

    /// The byte-by-byte ASCII readings (``TextFolding/fold(_:)``, ``TextFolding/plainWords(_:)``,
    /// ``SameBook/mainTitle(_:)``) give what the general ones give, for every ASCII character.
    func testTheASCIIShortCutsReadAsTheGeneralPaths() {
        for value in UInt8(0) ..< 128 {
            let character = String(UnicodeScalar(value))
            for text in ["a\(character)b", character, " X\(character) & y ", "\(character)\(character)Q"] {
                XCTAssertEqual(TextFolding.plainWords(text), TextFolding.plainWordsByScalars(text), "byte \(value) in \(text.debugDescription)")
                XCTAssertEqual(TextFolding.fold(text), text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                                                                   locale: nil).lowercased())
            }
        }
        XCTAssertEqual(SameBook.mainTitle("Fry Bread: A Native American Family Story"), "Fry Bread")
        XCTAssertEqual(SameBook.mainTitle("Ghost Boys (Reissue) - x"), "Ghost Boys ")
        XCTAssertEqual(SameBook.mainTitle("Señora — una historia"), "Señora")
        XCTAssertEqual(SameBook.mainTitle("Hip-Hop – Beats"), "Hip-Hop")
        XCTAssertNil(SameBook.mainTitle(": nothing before"))
        XCTAssertNil(SameBook.mainTitle("No Subtitle-Here"))
    }
}
