import Foundation
import XCTest
@testable import Catalog

/// Which suggestion a curator's id names, and how its sender reads.
final class ReviewRuleNamingTests: XCTestCase {
    private let pending = Suggestion(id: "s1", title: "The Snowy Day", author: "Ezra Jack Keats", category: .pictureBook,
                                     createdAt: Date(timeIntervalSince1970: 0), suggestedBy: "lee")

    /// An id names its suggestion; a start (ignoring case) names the one pending suggestion whose
    /// id starts so, else the one suggestion; two or more name none.
    func testASuggestionIsNamedByItsIdOrAUniqueStart() {
        let decided = Suggestion(id: "S1-old", title: "Sulwe", author: "Lupita Nyong'o", category: .pictureBook,
                                 status: .rejected(reason: "No"))
        let other = Suggestion(id: "s2", title: "Echo", author: "Pam Muñoz Ryan", category: .middleGrade)
        let all = [pending, decided, other]
        XCTAssertEqual(ReviewRule.suggestion(named: "s1", in: all), .one(pending), "the whole id, though another starts so")
        XCTAssertEqual(ReviewRule.suggestion(named: "S2", in: all), .one(other))
        XCTAssertEqual(ReviewRule.suggestion(named: "s1-", in: all), .one(decided))
        XCTAssertEqual(ReviewRule.suggestion(named: "s", in: all), .several(["s1", "s2"]), "the pending ones")
        XCTAssertEqual(ReviewRule.suggestion(named: "x", in: all), .none)
        XCTAssertEqual(ReviewRule.suggestion(named: "", in: all), .none)
        XCTAssertEqual(ReviewRule.outcome(of: .reject(reason: "No"), for: "s", suggestions: all, books: [], curator: "Ana", at: Date()),
                       .ambiguous(start: "s", ids: ["s1", "s2"]))
    }

    /// Who suggested it as a curator reads it: the sender, and the name signed beside it.
    func testASignatureShowsTheNameSignedBesideTheSender() {
        var suggestion = pending
        XCTAssertEqual(suggestion.signature, "lee")
        suggestion.displayName = "Ms Rivera"
        XCTAssertEqual(suggestion.signature, "lee (Ms Rivera)")
        suggestion.displayName = "lee"
        XCTAssertEqual(suggestion.signature, "lee")
        suggestion.suggestedBy = nil
        XCTAssertEqual(suggestion.signature, "lee")
        suggestion.displayName = nil
        XCTAssertNil(suggestion.signature)
    }
}
