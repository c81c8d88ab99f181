import XCTest
@testable import Search

/// The ranker's own sort (kept from the standard library's, whose first use costs a search of the
/// executable's conformances) orders as the standard library does.
final class SearchRankerHeapSortTests: XCTestCase {
    func testTheHeapSortOrdersAsTheStandardSortDoes() {
        var seed: UInt64 = 11
        for count in [0, 1, 2, 3, 7, 64, 1000, 2047] {
            var values: [UInt64] = (0 ..< count).map { index in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return (seed >> 40) << 32 | UInt64(index)
            }
            let expected = values.sorted()
            values.withUnsafeMutableBufferPointer { SearchRanker.heapSort($0) }
            XCTAssertEqual(values, expected, "\(count) values")
        }
    }
}
