import Widgets
import TestSupport
import CatalogGenerator
import XCTest

final class ListStateTests: XCTestCase {
    /// The rules every state must keep.
    private func assertRules(_ state: ListState, file: StaticString = #filePath, line: UInt = #line) {
        if state.count == 0 {
            XCTAssertNil(state.selected, file: file, line: line)
            XCTAssertEqual(state.offset, 0, file: file, line: line)
            return
        }
        guard let selected = state.selected else { return XCTFail("no selection in a non-empty list", file: file, line: line) }
        XCTAssertTrue((0..<state.count).contains(selected), "selection inside", file: file, line: line)
        XCTAssertTrue(state.visibleRange.contains(selected), "selection visible", file: file, line: line)
        XCTAssertLessThanOrEqual(state.offset, max(0, state.count - max(1, state.viewportHeight)), file: file, line: line)
        XCTAssertGreaterThanOrEqual(state.offset, 0, file: file, line: line)
    }

    func testEmptyListHasNoSelection() {
        var state = ListState(count: 0, selected: 3, viewportHeight: 5)
        XCTAssertNil(state.selected)
        for key: Key in [.down, .up, .pageDown, .pageUp, .home, .end] { state.handle(key) }
        XCTAssertNil(state.selected)
        XCTAssertEqual(state.visibleRange, 0..<0)
        assertRules(state)
    }

    func testMovingDownScrollsOnlyWhenTheSelectionLeavesTheView() {
        var state = ListState(count: 10, selected: 0, viewportHeight: 3)
        state.moveDown()
        state.moveDown()
        XCTAssertEqual([state.selected, state.offset], [2, 0])
        state.moveDown()
        XCTAssertEqual([state.selected, state.offset], [3, 1])
        state.moveUp()
        state.moveUp()
        XCTAssertEqual([state.selected, state.offset], [1, 1])
        state.moveUp()
        XCTAssertEqual([state.selected, state.offset], [0, 0])
        state.moveUp()
        XCTAssertEqual([state.selected, state.offset], [0, 0], "stops at the first row")
        assertRules(state)
    }

    func testPagingMovesSelectionAndViewByAScreenful() {
        var state = ListState(count: 20, selected: 1, viewportHeight: 5)
        state.pageDown()
        XCTAssertEqual([state.selected, state.offset], [6, 5])
        state.pageDown()
        state.pageDown()
        XCTAssertEqual([state.selected, state.offset], [16, 15])
        state.pageDown()
        XCTAssertEqual([state.selected, state.offset], [19, 15], "stops at the last row without scrolling past the end")
        state.pageUp()
        XCTAssertEqual([state.selected, state.offset], [14, 10])
        state.home()
        XCTAssertEqual([state.selected, state.offset], [0, 0])
        state.end()
        XCTAssertEqual([state.selected, state.offset], [19, 15])
        assertRules(state)
    }

    func testKeysMapToMoves() {
        var state = ListState(count: 50, selected: 0, viewportHeight: 10)
        XCTAssertTrue(state.handle(.character("j")))
        XCTAssertTrue(state.handle(.down))
        XCTAssertEqual(state.selected, 2)
        XCTAssertTrue(state.handle(.character("k")))
        XCTAssertEqual(state.selected, 1)
        XCTAssertTrue(state.handle(.character("G")))
        XCTAssertEqual(state.selected, 49)
        XCTAssertTrue(state.handle(.character("g")))
        XCTAssertEqual(state.selected, 0)
        XCTAssertTrue(state.handle(.end))
        XCTAssertTrue(state.handle(.home))
        XCTAssertTrue(state.handle(.pageDown))
        XCTAssertEqual(state.selected, 10)
        XCTAssertFalse(state.handle(.enter))
        XCTAssertFalse(state.handle(.character("x")))
        XCTAssertFalse(state.handle(.control("c")))
        XCTAssertEqual(state.selected, 10)
    }

    func testShrinkingTheListKeepsTheSelectionInside() {
        var state = ListState(count: 100, selected: 90, viewportHeight: 10)
        state.setCount(5)
        XCTAssertEqual([state.selected, state.offset], [4, 0])
        state.setCount(0)
        XCTAssertNil(state.selected)
        state.setCount(3)
        XCTAssertEqual(state.selected, 0, "a list that fills again selects its first row")
        assertRules(state)
    }

    func testResizingTheViewKeepsTheSelectionVisibleAndTheViewFull() {
        var state = ListState(count: 30, selected: 25, viewportHeight: 10)
        XCTAssertEqual(state.offset, 16)
        state.setViewportHeight(3)
        XCTAssertEqual(state.offset, 23, "scrolls just enough: the selection on the last row")
        state.setViewportHeight(2)
        state.select(20)
        XCTAssertEqual(state.offset, 20)
        state.setViewportHeight(25)
        XCTAssertEqual(state.offset, 5, "a taller view fills up instead of leaving rows blank")
        state.setViewportHeight(0)
        XCTAssertEqual(state.visibleRange, 20..<21, "a zero-height view still keeps one row in its model")
        assertRules(state)
    }

    func testVisibleRowsMapToIndexes() {
        let state = ListState(count: 12, selected: 11, viewportHeight: 5)
        XCTAssertEqual(state.visibleRange, 7..<12)
        XCTAssertEqual(state.index(atVisibleRow: 0), 7)
        XCTAssertEqual(state.index(atVisibleRow: 4), 11)
        XCTAssertNil(state.index(atVisibleRow: 5))
        XCTAssertNil(state.index(atVisibleRow: -1))
        XCTAssertNil(ListState(count: 2, selected: 0, viewportHeight: 5).index(atVisibleRow: 3))
    }

    func testRandomMovesKeepTheRules() {
        var generator = SeededRandom(seed: 42)
        var state = ListState()
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .character("j"), .character("k")]
        for _ in 0..<20_000 {
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: state.setCount(Int.random(in: 0..<40, using: &generator))
            case 1: state.setViewportHeight(Int.random(in: 0..<15, using: &generator))
            case 2: state.select(Int.random(in: -5..<50, using: &generator))
            default: state.handle(keys[Int.random(in: 0..<keys.count, using: &generator)])
            }
            assertRules(state)
        }
    }
}
