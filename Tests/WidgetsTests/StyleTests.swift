import TestSupport
import XCTest

@testable import Widgets

/// Style is stored in 16 bits: every colour and attribute reads back as set, and each one
/// changes alone.
final class StyleTests: XCTestCase {
    func testEveryCombinationReadsBackAsMade() {
        let colors: [TerminalColor?] = [nil] + TerminalColor.allCases
        var seen = Set<Style>()
        for foreground in colors {
            for background in colors {
                for flags in 0..<16 {
                    let style = Style(foreground: foreground, background: background, bold: flags & 1 != 0,
                                      dim: flags & 2 != 0, underline: flags & 4 != 0, reverse: flags & 8 != 0)
                    XCTAssertEqual(style.foreground, foreground)
                    XCTAssertEqual(style.background, background)
                    XCTAssertEqual(style.bold, flags & 1 != 0)
                    XCTAssertEqual(style.dim, flags & 2 != 0)
                    XCTAssertEqual(style.underline, flags & 4 != 0)
                    XCTAssertEqual(style.reverse, flags & 8 != 0)
                    seen.insert(style)
                }
            }
        }
        XCTAssertEqual(seen.count, 9 * 9 * 16, "every combination is a different style")
    }

    func testSettingOneFieldLeavesTheOthers() {
        var style = Style(foreground: .white, background: .blue, bold: true, dim: false, underline: true, reverse: false)
        style.foreground = nil
        XCTAssertEqual(style, Style(background: .blue, bold: true, underline: true))
        style.background = .black
        style.dim = true
        style.bold = false
        XCTAssertEqual(style, Style(background: .black, dim: true, underline: true))
        style.reverse = true
        style.underline = false
        XCTAssertEqual(style, Style(background: .black, dim: true, reverse: true))
        XCTAssertEqual(Style(), .plain)
    }

    func testTheDebugDescriptionNamesWhatIsSet() {
        XCTAssertEqual(Style.highlight.debugDescription, "Style(foreground: yellow, bold, underline, role: highlight)")
        XCTAssertEqual(Style.plain.debugDescription, "Style()")
    }
}
