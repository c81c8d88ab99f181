import Foundation
import XCTest
@testable import Catalog
@testable import Store
import TestSupport

/// The app's state file: saved and read back, a damaged or newer file ignored with a one-line
/// notice and left as it was.
final class JSONStateStoreTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var data: URL { folder.file("data") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testNoFileIsNoState() {
        XCTAssertEqual(JSONStateStore(dataDirectory: data).loadState(), .none)
    }

    func testSavedStateComesBackWithTheseBytes() throws {
        let store = JSONStateStore(dataDirectory: data)
        let state = AppState(pane: "lists", category: "MG", searchText: "water", openList: "Summer", listSelection: "love")
        try store.saveState(state)
        XCTAssertEqual(store.loadState(), .restored(state))
        XCTAssertEqual(try String(contentsOfFile: store.path, encoding: .utf8), """
            {
              "state" : {
                "category" : "MG",
                "listSelection" : "love",
                "openList" : "Summer",
                "pane" : "lists",
                "searchText" : "water"
              },
              "version" : 1
            }

            """)
    }

    /// The Review form's "Decided by" is one of the state's own keys (issue 33, item 15).
    func testTheReviewerComesBack() throws {
        let store = JSONStateStore(dataDirectory: data)
        try store.saveState(AppState(reviewer: "Bea Moreno"))
        XCTAssertEqual(store.loadState(), .restored(AppState(reviewer: "Bea Moreno")))
        XCTAssertTrue(try String(contentsOfFile: store.path, encoding: .utf8).contains("    \"reviewer\" : \"Bea Moreno\",\n"))
        XCTAssertTrue(AppState.keys.contains("reviewer"))
    }

    /// A damaged file is kept aside as state.json.damaged and a new state is saved (issue 33, item
    /// 13: the app started fresh at every launch and never saved its place again).
    func testADamagedFileIsKeptAsideWithANoticeAndANewStateIsSaved() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = data.appendingPathComponent("state.json").path
        try Data("{\"version\": 1, \"state\": {".utf8).write(to: URL(fileURLWithPath: path))
        let store = JSONStateStore(dataDirectory: data)
        guard case .ignored(let notice) = store.loadState() else { return XCTFail("not ignored") }
        XCTAssertTrue(notice.hasPrefix("Started fresh: The saved state is not valid JSON"), notice)
        XCTAssertTrue(notice.hasSuffix("(\(path)). It was kept as state.json.damaged."), notice)
        XCTAssertFalse(notice.contains("\n"))
        XCTAssertEqual(try String(contentsOfFile: path + ".damaged", encoding: .utf8), "{\"version\": 1, \"state\": {")

        try store.saveState(AppState(pane: "lists"))
        XCTAssertEqual(store.loadState(), .restored(AppState(pane: "lists")))
        XCTAssertEqual(try folder.names(in: data), ["state.json", "state.json.damaged", "state.json.lock"])
    }

    func testAStateOfAnotherShapeIsDamagedToo() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = data.appendingPathComponent("state.json").path
        try Data("{\"version\": 1, \"state\": [1, 2]}".utf8).write(to: URL(fileURLWithPath: path))
        guard case .ignored(let notice) = JSONStateStore(dataDirectory: data).loadState() else { return XCTFail("not ignored") }
        XCTAssertTrue(notice.hasSuffix("It was kept as state.json.damaged."), notice)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testAnotherVersionIsIgnoredWithANotice() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("{\"version\": 7, \"state\": {}}".utf8).write(to: data.appendingPathComponent("state.json"))
        let store = JSONStateStore(dataDirectory: data)
        guard case .ignored(let notice) = store.loadState() else { return XCTFail("not ignored") }
        XCTAssertTrue(notice.contains("has version 7, but this bookdir reads only version 1"), notice)
        // Another version's file is its owner's: never moved, never overwritten.
        XCTAssertThrowsError(try store.saveState(AppState()))
        XCTAssertEqual(try String(contentsOf: data.appendingPathComponent("state.json"), encoding: .utf8), "{\"version\": 7, \"state\": {}}")
    }
}
