import TestSupport
import XCTest
@testable import ViewModels

final class BindableTests: XCTestCase {
    func testBindHearsOnlyLaterChanges() {
        let bindable = Bindable(1)
        let observer = TestObserver(bindable)
        observer.assertDidNotEmitValue()
        bindable.value = 2
        bindable.value = 3
        observer.assertValues([2, 3])
    }

    func testBindAndFireDeliversCurrentValueThenChanges() {
        let bindable = Bindable("a")
        var seen: [String] = []
        bindable.bindAndFire { seen.append($0) }
        bindable.value = "b"
        XCTAssertEqual(seen, ["a", "b"])
    }

    func testSeveralListenersHearEveryChangeInOrder() {
        let bindable = Bindable(0)
        var log: [String] = []
        bindable.bind { log.append("first \($0)") }
        bindable.bind { log.append("second \($0)") }
        bindable.value = 7
        XCTAssertEqual(log, ["first 7", "second 7"])
    }

    func testRemovedBindingHearsNothingMore() {
        let bindable = Bindable(0)
        var seen: [Int] = []
        let token = bindable.bind { seen.append($0) }
        let other = TestObserver(bindable)
        bindable.value = 1
        token.remove()
        token.remove()
        bindable.value = 2
        XCTAssertEqual(seen, [1])
        other.assertValues([1, 2])
        XCTAssertEqual(bindable.listenerCount, 1)
    }

    func testSetIfChangedSkipsEqualValues() {
        let bindable = Bindable(false)
        let observer = TestObserver(bindable)
        bindable.setIfChanged(false)
        bindable.setIfChanged(true)
        bindable.setIfChanged(true)
        bindable.setIfChanged(false)
        observer.assertValues([true, false])
    }
}
