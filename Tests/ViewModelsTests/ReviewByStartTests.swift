import Catalog
import Foundation
import TestSupport
import XCTest
@testable import ViewModels

/// A suggestion opened by a start of its id (the command line) is decided by that start, which
/// the store checks names it alone when it decides.
final class ReviewByStartTests: XCTestCase {
    private let hairLove = Suggestion(id: "ab1x-1", title: "Hair Love", author: "Matthew A. Cherry", category: .pictureBook,
                                      createdAt: Date(timeIntervalSince1970: 100))
    private let decoy = Suggestion(id: "ab2y-2", title: "Decoy", author: "Someone", category: .pictureBook,
                                   createdAt: Date(timeIntervalSince1970: 200))

    func testAStartThatNamesTwoWhenDecidingDecidesNothing() {
        let store = FakeBookStore(books: Fixture.catalog, suggestions: [hairLove])
        let vm = ReviewViewModel(store: store, worker: ImmediateWorker(), curator: "Ana")
        let errors = TestObserver(vm.outputs.errorMessage)
        let results = TestObserver(vm.outputs.sendResult)
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(id: "AB")
        XCTAssertEqual(vm.outputs.openSuggestion.value, hairLove, "the start named one when the form was opened")
        // Another suggestion whose id starts the same arrives before the decision.
        store.suggestions = [hairLove, decoy]
        vm.inputs.fieldChanged(.reason, "Out of print")
        vm.inputs.rejectButtonPressed()
        results.assertValues([.refused(.ambiguous(start: "AB", ids: ["ab1x-1", "ab2y-2"]))])
        errors.assertValues(["2 suggestions have ids starting with \"AB\" (ab1x-1, ab2y-2); give more of the id. Nothing was changed."])
        XCTAssertEqual(store.suggestions.filter(\.isPending), [hairLove, decoy])

        vm.inputs.suggestionOpened(id: "ab1x-1")
        vm.inputs.fieldChanged(.reason, "Out of print")
        vm.inputs.rejectButtonPressed()
        guard case .decided(let decided)? = vm.outputs.sendResult.value else { return XCTFail("the whole id decides") }
        XCTAssertEqual(decided.id, "ab1x-1")
        XCTAssertEqual(store.suggestions.filter(\.isPending), [decoy])
    }

    func testOpenedFromTheListItIsDecidedByItsWholeId() {
        let store = FakeBookStore(books: Fixture.catalog, suggestions: [hairLove])
        let vm = ReviewViewModel(store: store, worker: ImmediateWorker(), curator: "Ana")
        vm.inputs.viewDidLoad()
        vm.inputs.suggestionOpened(id: "ab")
        vm.inputs.closeButtonPressed()
        vm.inputs.suggestionOpened(at: 0)
        store.suggestions = [hairLove, decoy]
        vm.inputs.fieldChanged(.reason, "Out of print")
        vm.inputs.rejectButtonPressed()
        guard case .decided(let decided)? = vm.outputs.sendResult.value else { return XCTFail("decided by its whole id") }
        XCTAssertEqual(decided.id, "ab1x-1")
    }
}
