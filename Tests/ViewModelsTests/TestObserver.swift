import TestSupport
import XCTest
@testable import ViewModels

/// Records every value a ``Bindable`` emits after it was attached, so a test can pin
/// the whole history of an output rather than only its last value.
final class TestObserver<Value> {
    /// Every value emitted since the observer was attached, oldest first.
    private(set) var values: [Value] = []
    private var token: BindingToken?

    /// Starts recording the changes of `bindable` (not its current value).
    init(_ bindable: Bindable<Value>) {
        token = bindable.bind { [unowned self] in self.values.append($0) }
    }

    /// The most recent value, if any.
    var lastValue: Value? { values.last }

    /// Stops recording.
    func stop() {
        token?.remove()
    }

    func assertValueCount(_ count: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(values.count, count, message, file: file, line: line)
    }

    func assertDidNotEmitValue(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(values.isEmpty, "expected no value, got \(values). \(message)", file: file, line: line)
    }
}

extension TestObserver where Value: Equatable {
    func assertValues(_ expected: [Value], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(values, expected, message, file: file, line: line)
    }

    func assertLastValue(_ expected: Value, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(values.last, expected, message, file: file, line: line)
    }
}

extension TestObserver {
    /// Compares the history through a projection, for values that are not Equatable (view models).
    func assertValues<T: Equatable>(
        _ expected: [T], _ transform: (Value) -> T, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(values.map(transform), expected, message, file: file, line: line)
    }
}
