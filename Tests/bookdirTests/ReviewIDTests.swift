@testable import bookdir
import XCTest

/// The review commands take a pending suggestion's whole id or any start of it that only one
/// pending id has, in either case; the table shows just enough of each id.
final class ReviewIDTests: XCTestCase {
    func testAUniqueStartNamesItsSuggestion() throws {
        let pending = ["DE447DEE-EED0-466A", "DE447DFF-0000-1111", "0A1B2C3D-4444-5555"]
        XCTAssertEqual(try ReviewTarget.resolve("de447dee", among: pending), "DE447DEE-EED0-466A")
        XCTAssertEqual(try ReviewTarget.resolve("0a", among: pending), "0A1B2C3D-4444-5555")
        XCTAssertEqual(try ReviewTarget.resolve("DE447DFF-0000-1111", among: pending), "DE447DFF-0000-1111")
        XCTAssertEqual(try ReviewTarget.resolve("ABC", among: ["ABC", "ABCD"]), "ABC", "a whole id wins over a longer one")
        XCTAssertEqual(try ReviewTarget.resolve("nope", among: pending), "nope", "left for the review to call unknown")
        XCTAssertEqual(try ReviewTarget.resolve("0a1b2c3d", among: ["DE447DEE-EED0-466A"], orAmong: pending), "0A1B2C3D-4444-5555",
                       "a decided suggestion's start names it, for the review to call it decided")
        XCTAssertThrowsError(try ReviewTarget.resolve("de447d", among: pending)) { error in
            XCTAssertEqual(Bookdir.message(for: error),
                           "2 pending suggestions have ids starting with \"de447d\" (DE447DEE-EED0-466A, DE447DFF-0000-1111); give more of the id.")
        }
    }

    func testTheTableShowsAsMuchOfEachIdAsTellsThemApart() {
        XCTAssertEqual(UniqueStarts.sharedLength(["DE447DEE-EED0", "0A1B2C3D-4444"]), 8)
        XCTAssertEqual(UniqueStarts.sharedLength(["DE447DEE-EED0", "de447dee-FF00"]), 10)
        XCTAssertEqual(UniqueStarts.sharedLength(["abc", "abd"]), 3, "never more than the ids have")
        XCTAssertEqual(UniqueStarts.sharedLength([]), 0)
    }
}
