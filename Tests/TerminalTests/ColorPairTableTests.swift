import Widgets
import XCTest

@testable import Terminal

final class ColorPairTableTests: XCTestCase {
    private struct Definition: Equatable {
        var pair: Int16, foreground: Int16, background: Int16
    }

    func testPairsAreDefinedOnceEachOverTheDefaultBackground() {
        var table = ColorPairTable(capacity: 256, hasDefaultColors: true)
        var definitions: [Definition] = []
        func pair(_ fg: TerminalColor?, _ bg: TerminalColor?) -> Int16 {
            table.pair(foreground: fg, background: bg) { definitions.append(Definition(pair: $0, foreground: $1, background: $2)) }
        }
        XCTAssertEqual(pair(nil, nil), 0)
        XCTAssertEqual(pair(.red, nil), 1)
        XCTAssertEqual(pair(.blue, .white), 2)
        XCTAssertEqual(pair(.red, nil), 1)
        XCTAssertEqual(pair(nil, .yellow), 3)
        XCTAssertEqual(definitions, [
            Definition(pair: 1, foreground: 1, background: -1),
            Definition(pair: 2, foreground: 4, background: 7),
            Definition(pair: 3, foreground: -1, background: 3),
        ])
    }

    func testWithoutDefaultColorsTheDefaultIsWhiteOnBlack() {
        var table = ColorPairTable(capacity: 64, hasDefaultColors: false)
        var definitions: [Definition] = []
        func pair(_ fg: TerminalColor?, _ bg: TerminalColor?) -> Int16 {
            table.pair(foreground: fg, background: bg) { definitions.append(Definition(pair: $0, foreground: $1, background: $2)) }
        }
        XCTAssertEqual(pair(.white, .black), 0)
        XCTAssertEqual(pair(nil, .black), 0)
        XCTAssertEqual(pair(.green, nil), 1)
        XCTAssertEqual(definitions, [Definition(pair: 1, foreground: 2, background: 0)])
    }

    func testPairsRunningOutFallBackToTheTerminalsColours() {
        var table = ColorPairTable(capacity: 3, hasDefaultColors: true)
        var defined: [Int16] = []
        let pairs = [TerminalColor.red, .green, .blue, .red].map { color in
            table.pair(foreground: color, background: nil) { pair, _, _ in defined.append(pair) }
        }
        XCTAssertEqual(pairs, [1, 2, 0, 1])
        XCTAssertEqual(defined, [1, 2])
    }
}
