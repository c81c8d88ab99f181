@testable import bookdir
import Widgets
import XCTest

final class JSONOutputTests: XCTestCase {
    func testJSONPostProcessingEscapesWhatTheEncoderLeavesRaw() {
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars("{\n  \"a\" : \"x\u{7F}\u{85}\u{2028}\u{202E}é\"\n}"),
                       "{\n  \"a\" : \"x\\u007f\\u0085\\u2028\\u202eé\"\n}")
    }

    /// The byte-level pass gives what a plain pass over the scalars gives, for every scalar of one,
    /// two, three and four UTF-8 bytes around the unsafe ones, and leaves plain ASCII as it is.
    func testTheBytePassEscapesExactlyTheScalarsAPlainPassWould() {
        func plain(_ json: String) -> String {
            json.unicodeScalars.map { scalar in
                guard scalar.value >= 0x7F, SafeText.escape(for: scalar) != nil else { return String(scalar) }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
        let values = Array(0x20 ... 0x7E0) + Array(0x2000 ... 0x2070) + [0x061B, 0x061C, 0x061D, 0xFEFF, 0xFFFD, 0x1F600, 0xE0001, 0x10FFFF]
        let text = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars(text), plain(text))
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars("\u{2066}é\u{1F600}\u{7F}"), "\\u2066é\u{1F600}\\u007f")
        XCTAssertEqual(JSONOutput.escapingUnsafeScalars("{\"plain\" : \"ascii\"}"), "{\"plain\" : \"ascii\"}")
    }
}
