import CatalogGenerator
import Widgets
import XCTest

/// The byte fast path (``PlainText``, ``TextFit/visibleWidth(of:)``, ``TextFit/appendVisible``) agrees
/// with the general path (``DisplayWidth``, ``SafeText``, ``TextFit``) on every text.
final class PlainTextTests: XCTestCase {
    private let plainRanges: [ClosedRange<UInt32>] = [0x20 ... 0x7E, 0xA0 ... 0x2FF, 0x1E00 ... 0x1EFF]

    func testEveryPlainScalarIsOneSafeGraphemeOfOneCell() {
        for range in plainRanges {
            for value in range {
                let text = String(Unicode.Scalar(value)!)
                XCTAssertEqual(text.count, 1, "U+\(String(value, radix: 16))")
                XCTAssertEqual(DisplayWidth.of(text), 1, "U+\(String(value, radix: 16))")
                XCTAssertTrue(SafeText.isSafe(text), "U+\(String(value, radix: 16))")
                XCTAssertEqual(cells(text), 1, "U+\(String(value, radix: 16))")
            }
        }
    }

    func testScalarsNextToThePlainRangesTakeTheGeneralPath() {
        for value: UInt32 in [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F, 0x300, 0x301, 0x1DFF, 0x1F00, 0x2026, 0x3042, 0x1F600] {
            XCTAssertNil(cells("a" + String(Unicode.Scalar(value)!) + "b"), "U+\(String(value, radix: 16))")
        }
    }

    func testBothPathsAgreeOnWidthCutAndPaddingOfMixedText() {
        var texts = ["", "plain", "Peña Ñandú", "Nguyễn Thị", "Cafe\u{301}", "日本語のタイトル", "👩‍👩‍👧 family",
                     "tab\there", "esc\u{1B}[31m", "bidi \u{202E}x", "a\u{0}b", "soft\u{AD}hyphen", "ǅǈǋ ʻokina ˈstress"]
        var random = SeededRandom(seed: 7)
        let pieces = ["a", "Z", " ", "é", "ø", "ß", "ễ", "ʻ", "\u{301}", "…", "日", "😀", "\t", "\u{1B}", "\u{85}", "\u{2028}", "x"]
        for _ in 0 ..< 400 {
            texts.append((0 ..< Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        for text in texts {
            let visible = SafeText.visible(text)
            XCTAssertEqual(TextFit.visibleWidth(of: text), DisplayWidth.of(visible), text.debugDescription)
            for width in 0 ... DisplayWidth.of(visible) + 2 {
                for padding in [false, true] {
                    var bytes: [UInt8] = []
                    TextFit.appendVisible(text, width: width, padding: padding, to: &bytes)
                    let cut = TextFit.truncated(visible, toWidth: width)
                    let expected = padding ? TextFit.padded(cut, toWidth: width) : cut
                    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected, "\(text.debugDescription) at \(width)")
                }
            }
        }
    }

    private func cells(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { PlainText.cells($0) }
    }
}
