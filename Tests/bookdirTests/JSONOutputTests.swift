@testable import bookdir
import XCTest

final class JSONOutputTests: XCTestCase {
    func testJSONPostProcessingEscapesWhatTheEncoderLeavesRaw() {
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars("{\n  \"a\" : \"x\u{7F}\u{85}\u{2028}\u{202E}é\"\n}"),
                       "{\n  \"a\" : \"x\\u007f\\u0085\\u2028\\u202eé\"\n}")
    }
}
