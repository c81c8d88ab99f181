import Widgets
import TestSupport
import CatalogGenerator
import XCTest

/// Every widget, fed hostile and very long text, drawn into random regions of canvases down to
/// 0×0: the canvas stays intact and nothing is written outside the region.
final class WidgetFuzzTests: XCTestCase {
    static let strange: [String] = [
        "",
        "plain",
        String(repeating: "A very long title ", count: 560),  // about 10,000 characters
        "مرحبا بالعالم — שלום עולם",
        "Z\u{335}\u{30F}\u{346}a\u{334}\u{31B}\u{310}l\u{336}\u{303}g\u{337}\u{30B}o\u{338}\u{352}",
        "👍🏽👨\u{200D}👩\u{200D}👧\u{200D}👦🇳🇬❤\u{FE0F}1\u{FE0F}\u{20E3}",
        "日本語の本と한국어",
        "\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}]0;title\u{1B}\\\u{9B}31m\u{0}\u{7F}",
        "abc\u{202E}fed\u{2066}x\u{2069}\u{200F}",
        "\u{301}\u{200D}\u{FE0F}",
        "tab\tnew\nline\r\nend",
    ]

    /// Draws with `draw` into `rect` on a canvas filled with "#", then checks the canvas.
    private func check(width: Int, height: Int, rect: Rect, _ what: String,
                       draw: (inout Canvas, Rect) -> Void) {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, with: "#")
        draw(&canvas, rect)
        CanvasChecks.assertIntact(canvas)
        for y in 0..<height {
            for x in 0..<width where !rect.contains(x: x, y: y) {
                if canvas[x, y].text != "#" {
                    XCTFail("\(what) wrote outside \(rect) at \(x),\(y) on \(width)×\(height)")
                    return
                }
            }
        }
    }

    func testWidgetsStayInsideTheirRegion() {
        var generator = SeededRandom(seed: 2026)
        func pick(_ strings: [String]) -> String { strings[Int.random(in: 0..<strings.count, using: &generator)] }
        for round in 0..<240 {
            let width = [0, 1, 2, 3, 5, 10, 40, 80][round % 8]
            let height = [0, 1, 2, 3, 12, 24][round % 6]
            let rect = Rect(x: Int.random(in: -3...max(0, width), using: &generator),
                            y: Int.random(in: -2...max(0, height), using: &generator),
                            width: Int.random(in: 0...width + 3, using: &generator),
                            height: Int.random(in: 0...height + 2, using: &generator))
            let text = pick(Self.strange)
            let other = pick(Self.strange)
            check(width: width, height: height, rect: rect, "TabBar") { canvas, rect in
                TabBar(titles: [text, other, "Suggestion"], activeIndex: round % 4, trailingText: other)
                    .render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "ListView") { canvas, rect in
                let rows = (0..<(round % 30)).map { _ in ListRow(spans: [
                    TextSpan.highlighting(text, ranges: [0..<3, 5..<9], highlight: .highlight),
                    [TextSpan(other)], [TextSpan("YA")]]) }
                var state = ListState(count: rows.count, selected: round)
                ListView(columns: WidgetGoldenTests.columns, rows: rows, showsHeadings: round % 2 == 0, emptyText: text)
                    .render(&state, into: &canvas, in: rect)
                if let selected = state.selected { XCTAssertTrue(state.visibleRange.contains(selected)) }
            }
            check(width: width, height: height, rect: rect, "TextField") { canvas, rect in
                var state = TextFieldState(text: text)
                for _ in 0..<(round % 7) { state.moveLeft() }
                TextField(label: round % 3 == 0 ? nil : other, placeholder: other, isFocused: round % 2 == 0)
                    .render(&state, into: &canvas, in: rect)
                if let cursor = canvas.cursor {
                    XCTAssertTrue(rect.contains(x: cursor.x, y: cursor.y), "cursor \(cursor) outside \(rect)")
                }
            }
            check(width: width, height: height, rect: rect, "Picker") { canvas, rect in
                Picker(label: other, choices: [text, other], selectedIndex: round % 3 == 0 ? nil : round % 2,
                       placeholder: text, isFocused: round % 2 == 1).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "Button") { canvas, rect in
                Button(title: text, isEnabled: round % 2 == 0, isFocused: round % 3 == 0).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "StatusBar") { canvas, rect in
                StatusBar(hints: [KeyHint(key: text, action: other), KeyHint(key: "q", action: "quit")],
                          trailingText: other).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "MessageLine") { canvas, rect in
                MessageLine(text, kind: [.info, .success, .error][round % 3]).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "HelpOverlay") { canvas, rect in
                HelpOverlay(title: other, sections: [HelpOverlay.Section(title: text, hints: [
                    KeyHint(key: other, action: text)])], footer: other).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "ChoiceBar") { canvas, rect in
                ChoiceBar(choices: [ChoiceBar.Choice(text, shortTitle: other), ChoiceBar.Choice(other), ChoiceBar.Choice("YA 7")],
                          selectedIndex: round % 4).render(into: &canvas, in: rect)
            }
            check(width: width, height: height, rect: rect, "SizeGuard") { canvas, rect in
                SizeGuard().render(into: &canvas, in: rect)
            }
        }
    }

    func testAVeryLongTitleStaysInItsColumn() {
        var canvas = Canvas(width: 80, height: 3)
        let rows = [ListRow([Self.strange[2], "Author", "YA"]), ListRow(["Short", "Author", "MG"])]
        var state = ListState(count: 2, selected: 1)
        ListView(columns: WidgetGoldenTests.columns, rows: rows).render(&state, into: &canvas, in: canvas.bounds)
        XCTAssertEqual(canvas.line(0), String(Self.strange[2].prefix(44)) + "… Author" + String(repeating: " ", count: 25) + "YA ")
        XCTAssertEqual(canvas.line(1), "Short" + String(repeating: " ", count: 41) + "Author" + String(repeating: " ", count: 25) + "MG ")
    }

    func testHostileTextIsShownEscapedInEveryWidget() {
        var canvas = Canvas(width: 80, height: 6)
        let evil = "\u{1B}]0;pwned\u{7}"
        TabBar(titles: [evil], activeIndex: 0).render(into: &canvas, in: canvas.bounds.row(0))
        MessageLine(evil, kind: .error).render(into: &canvas, in: canvas.bounds.row(1))
        var field = TextFieldState()
        field.insert("\u{200F}x")
        TextField(label: evil, isFocused: true).render(&field, into: &canvas, in: canvas.bounds.row(2))
        Button(title: evil, isEnabled: true).render(into: &canvas, in: canvas.bounds.row(3))
        XCTAssertTrue(canvas.line(0).hasPrefix("[1 ^[]0;pwned^G]"))
        XCTAssertTrue(canvas.line(1).hasPrefix("✗ ^[]0;pwned^G"))
        XCTAssertTrue(canvas.line(2).hasPrefix("> ^[]0;pwned^G: <U+200F>x"))
        XCTAssertTrue(canvas.line(3).hasPrefix("< ^[]0;pwned^G >"))
        XCTAssertEqual(canvas.cursor, CursorPosition(x: 2 + 12 + 2 + 9, y: 2))
        CanvasChecks.assertIntact(canvas)
    }
}
