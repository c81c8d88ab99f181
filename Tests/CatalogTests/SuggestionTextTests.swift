import TestSupport
import XCTest
@testable import Catalog

final class SuggestionTextTests: XCTestCase {
    func testTrimsSurroundingWhitespace() {
        XCTAssertEqual(SuggestionText.clean("   The Snowy Day \t "), "The Snowy Day")
    }

    func testCollapsesInnerWhitespaceRunsToOneSpace() {
        XCTAssertEqual(SuggestionText.clean("The   Snowy\t\tDay\nagain"), "The Snowy Day again")
        XCTAssertEqual(SuggestionText.clean("Ezra\u{00A0}\u{00A0}Jack \r\n Keats"), "Ezra Jack Keats")
    }

    func testRemovesC0C1AndDeleteControlCharacters() {
        XCTAssertEqual(SuggestionText.clean("Snowy\u{0007}\u{001B}[31m Day\u{007F}"), "Snowy[31m Day")
        XCTAssertEqual(SuggestionText.clean("Sno\u{0000}wy\u{0085}\u{009B}Day"), "Snowy Day")
    }

    func testRemovesBidiOverrideAndIsolateCharacters() {
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}Keats\u{2066}\u{2067}\u{2068}\u{2069}"
        XCTAssertEqual(SuggestionText.clean(bidi), "Keats")
    }

    func testKeepsLettersFromEveryScriptAndAccents() {
        XCTAssertEqual(SuggestionText.clean(" Julián  Is a Mermaid "), "Julián Is a Mermaid")
        XCTAssertEqual(SuggestionText.clean("日本の  絵本 👩🏾‍🚀"), "日本の 絵本 👩🏾‍🚀")
    }

    func testCapsAtTwoHundredCharacters() {
        let long = String(repeating: "é", count: 250)
        XCTAssertEqual(SuggestionText.clean(long), String(repeating: "é", count: 200))
        XCTAssertEqual(SuggestionText.maximumLength, 200)
    }

    func testCapCountsCharactersNotScalarsAndTrimsASpaceLeftAtTheCut() {
        let family = "👨‍👩‍👧"
        XCTAssertEqual(SuggestionText.clean(String(repeating: family, count: 201)).count, 200)
        let cutAtSpace = String(repeating: "a", count: 199) + " b"
        XCTAssertEqual(SuggestionText.clean(cutAtSpace), String(repeating: "a", count: 199))
    }

    func testBlankOrControlOnlyTextCleansToEmpty() {
        XCTAssertEqual(SuggestionText.clean(""), "")
        XCTAssertEqual(SuggestionText.clean(" \t\n "), "")
        XCTAssertEqual(SuggestionText.clean("\u{0007}\u{202E}\u{007F}"), "")
    }

    func testCleaningTwiceChangesNothing() {
        let once = SuggestionText.clean("  a\u{0007}  b\t c ")
        XCTAssertEqual(SuggestionText.clean(once), once)
    }

    func testSentKeyIgnoresCaseAndSpacingButNotAccents() {
        XCTAssertEqual(SuggestionText.sentKey("  THE snowy   day"), SuggestionText.sentKey("The Snowy Day"))
        XCTAssertNotEqual(SuggestionText.sentKey("Pena"), SuggestionText.sentKey("Peña"))
    }

    /// The one-pass key of printable ASCII gives what the general rule gives, for every printable
    /// ASCII character in every position, runs of spaces and texts longer than the cut.
    func testTheASCIIKeyIsTheGeneralKey() {
        let printable = (0x20 ... 0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        var texts = printable.map { "a\($0)b \($0)c\($0) \($0)" }
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 5_000 {
            let length = Int.random(in: 0 ... 230, using: &generator)
            texts.append(String((0 ..< length).map { _ in Bool.random(using: &generator) ? " " : printable.randomElement(using: &generator)! }))
        }
        texts += ["", " ", "&", "a&&b", "--x--", String(repeating: "ab ", count: 100), String(repeating: "x", count: 199) + "  y"]
        for text in texts {
            XCTAssertEqual(SuggestionText.asciiSentKey(text), TextFolding.plainWords(SuggestionText.clean(text).lowercased()), text)
        }
        XCTAssertNil(SuggestionText.asciiSentKey("Peña"))
        XCTAssertNil(SuggestionText.asciiSentKey("a\tb"))
    }
}
