@testable import bookdir
import XCTest

/// A command keeps what it loaded until the process exits, rather than freeing it object by object
/// after its output.
final class ProcessLifetimeTests: XCTestCase {
    private final class Loaded {}

    func testWhatIsKeptOutlivesEveryReferenceToIt() {
        weak var kept: Loaded?
        weak var dropped: Loaded?
        do {
            let first = Loaded()
            let second = Loaded()
            kept = first
            dropped = second
            ProcessLifetime.keep([first])
        }
        XCTAssertNotNil(kept, "kept inside an array, until the process exits")
        XCTAssertNil(dropped, "the rest is freed as usual")
    }
}
