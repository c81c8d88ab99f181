import XCTest
@testable import Search
import Support

/// The table of distinct byte runs: ids in the order met, the same id for the same bytes, and a
/// lookup that adds nothing; a table made with room for a count holds more than it too.
final class TokenTableTests: XCTestCase {
    private func id(of text: String, in table: inout TokenTable) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { table.id(of: $0) }
    }

    private func contains(_ text: String, in table: TokenTable) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { table.contains($0) }
    }

    func testIdsFollowTheOrderMetAndALookupAddsNothing() {
        for var table in [TokenTable(), TokenTable(expectedCount: 3), TokenTable(expectedCount: 100_000)] {
            XCTAssertFalse(contains("moon", in: table))
            XCTAssertEqual(table.count, 0)
            XCTAssertEqual(["moon", "", "moo", "moon", "moonlight", "", "Moon"].map { id(of: $0, in: &table) }, [0, 1, 2, 0, 3, 1, 4])
            XCTAssertEqual(table.count, 5)
            XCTAssertEqual(["moon", "", "moo", "moonlight", "Moon", "mo", "moons", "noom"].map { contains($0, in: table) },
                           [true, true, true, true, true, false, false, false])
            XCTAssertEqual(table.count, 5)
        }
    }

    func testATableGrowingPastItsExpectedCountKeepsEveryToken() {
        var table = TokenTable(expectedCount: 10)
        let tokens = (0 ..< 20_000).map { "book-\($0 * 7_919 % 20_011)-of-a-long-catalog" }
        XCTAssertEqual(tokens.map { id(of: $0, in: &table) }, Array(0 ..< 20_000))
        XCTAssertEqual(tokens.reversed().map { id(of: $0, in: &table) }, Array((0 ..< 20_000).reversed()))
        XCTAssertTrue(tokens.allSatisfy { contains($0, in: table) })
        XCTAssertFalse(contains("book-1-of-a-long-catalogue", in: table))
        XCTAssertEqual(table.count, 20_000)
    }
}
